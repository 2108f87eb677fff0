import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import type { SentRequest } from "../../../../test/fetch.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { cartKey } from "../api/get-cart-items.ts";
import { CheckoutPage } from "./checkout-page.tsx";

const LINKS = { cart: "/store/cart", store: "/store", checkout: "/checkout", redirect: "/redirectpage" };
const GUEST = "5d1e0c1b-7a43-4a8e-8a61-0c5f1f3b9e22";

const item = {
  Id: 1,
  ProductId: 11,
  Quantity: 2,
  LineTotal: 50,
  Product: {
    Id: 11,
    Title: "Five Elements wall chart",
    Price: 25,
    CoverImage: null,
    Kind: "physical",
    Stock: 8,
    InStock: true,
    Available: true,
  },
};
const cart = (owner: { UserId?: number; GuestId?: string }) => ({
  CartId: 3,
  UserId: owner.UserId ?? null,
  GuestId: owner.GuestId ?? null,
  IsOriginalCart: true,
  Items: [item],
  ItemCount: 2,
  Subtotal: 50,
});
const address = (id: number, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  UserId: 4,
  FullName: "Emily Carter",
  Line1: `${id} Harbour Street`,
  Line2: "",
  City: "Lisbon",
  State: "",
  PostalCode: "1100-148",
  CountryCode: "PT",
  CountryName: "Portugal",
  Phone: "",
  IsDefault: id === 1,
  CreatedAt: "2026-01-01T00:00:00.000Z",
  UpdatedAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

/** The server's quote for the request: the zone follows the address or country, a known coupon takes 10%. */
function quoteFor(request: SentRequest) {
  const choice = jsonBody(request);
  if (choice.CouponCode && choice.CouponCode !== "SPRING10") {
    return failure(400, "This coupon code is not valid.", { Code: "COUPON_INVALID" });
  }
  const zone =
    choice.AddressId === 1 ? "Europe" : choice.AddressId === 2 ? "Japan" : choice.CountryCode ? "Americas" : null;
  const shipping = zone === "Europe" ? 9.5 : zone === "Japan" ? 14 : zone ? 12 : 0;
  const discount = choice.CouponCode ? 5 : 0;
  return {
    body: envelope({
      Subtotal: 50,
      Shipping: shipping,
      Discount: discount,
      Total: 50 + shipping - discount,
      NeedsShipping: true,
      ShippingZone: zone,
      CouponCode: choice.CouponCode ?? null,
      Currency: "USD",
    }),
  };
}

const lastQuote = (sent: SentRequest[]) => jsonBody(sentTo(sent, "POST Store/GetCheckoutQuote").at(-1));

function FailedPage() {
  const location = useLocation();
  return <p>Payment failed: {(location.state as { message?: string } | null)?.message}</p>;
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = "4000000000000002") {
  await user.type(screen.getByLabelText("Name on the card"), "Emily Carter");
  await user.type(screen.getByLabelText("Card Number"), number);
  await user.type(screen.getByLabelText("Expiration Date"), "12/30");
  await user.type(screen.getByLabelText("CVV"), "123");
}

beforeEach(() => {
  localStorage.setItem("guestId", GUEST);
});

describe("/checkout", () => {
  it("offers the member's saved addresses and shows the shipping the server prices for each", async () => {
    const member = logInAs();
    const sent = stubApi({
      "GET Store/GetCartItems": { body: envelope(cart({ UserId: member.Id })) },
      "GET Account/GetUserAddresses": {
        body: envelope([address(1), address(2, { CountryCode: "JP", City: "Osaka" })]),
      },
      "POST Store/GetCheckoutQuote": quoteFor,
    });
    const user = userEvent.setup();
    renderRoute(<CheckoutPage links={LINKS} />, { path: "/checkout" });
    const totals = await screen.findByRole("table", { name: "Order totals" });

    // The default address is chosen already and priced without the member doing anything.
    const shipTo = await screen.findByLabelText("Ship to");
    await vi.waitFor(() => expect(shipTo).toHaveValue("1"));
    expect(await within(totals).findByText("Shipping (Europe)")).toBeInTheDocument();
    expect(within(totals).getByText("$9.50")).toBeInTheDocument();
    expect(within(totals).getByText("$59.50")).toBeInTheDocument();
    expect(lastQuote(sent)).toMatchObject({ UserId: member.Id, AddressId: 1 });
    // A saved address needs no typing.
    expect(screen.queryByLabelText("Street and number")).not.toBeInTheDocument();

    await user.selectOptions(shipTo, "2");
    expect(await within(totals).findByText("Shipping (Japan)")).toBeInTheDocument();
    expect(within(totals).getByText("$64")).toBeInTheDocument();

    // "A new address" brings the fields back; the country alone prices the shipping.
    await user.selectOptions(shipTo, "");
    await user.selectOptions(await screen.findByLabelText("Country"), "BR");
    expect(await within(totals).findByText("Shipping (Americas)")).toBeInTheDocument();
    expect(lastQuote(sent)).toMatchObject({ CountryCode: "BR" });
    expect(lastQuote(sent).AddressId).toBeUndefined();
  });

  it("preselects the saved default address even when it is not the first one", async () => {
    const member = logInAs();
    const sent = stubApi({
      "GET Store/GetCartItems": { body: envelope(cart({ UserId: member.Id })) },
      "GET Account/GetUserAddresses": {
        body: envelope([
          address(1, { IsDefault: false }),
          address(2, { CountryCode: "JP", City: "Osaka", IsDefault: true }),
        ]),
      },
      "POST Store/GetCheckoutQuote": quoteFor,
    });
    renderRoute(<CheckoutPage links={LINKS} />, { path: "/checkout" });
    const shipTo = await screen.findByLabelText("Ship to");
    await vi.waitFor(() => expect(shipTo).toHaveValue("2"));
    const totals = await screen.findByRole("table", { name: "Order totals" });
    expect(await within(totals).findByText("Shipping (Japan)")).toBeInTheDocument();
    expect(lastQuote(sent)).toMatchObject({ AddressId: 2 });
    expect(screen.queryByLabelText("Street and number")).not.toBeInTheDocument();
  });

  it("keeps the totals and the Pay button's amount when a code is refused, and applies none", async () => {
    const member = logInAs();
    const sent = stubApi({
      "GET Store/GetCartItems": { body: envelope(cart({ UserId: member.Id })) },
      "GET Account/GetUserAddresses": { body: envelope([address(1)]) },
      "POST Store/GetCheckoutQuote": quoteFor,
    });
    const user = userEvent.setup();
    renderRoute(<CheckoutPage links={LINKS} />, { path: "/checkout" });
    const totals = await screen.findByRole("table", { name: "Order totals" });
    expect(await within(totals).findByText("$59.50")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Discount code"), "BOGUS99");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This coupon code is not valid.");
    expect(lastQuote(sent)).toMatchObject({ CouponCode: "BOGUS99" });
    // The last quote the server gave stands, without a discount, and paying would charge it.
    expect(screen.getByRole("table", { name: "Order totals" })).toHaveTextContent("$59.50");
    expect(screen.getByRole("table", { name: "Order totals" })).not.toHaveTextContent("Discount");
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $59.50" })).toBeInTheDocument();
    expect(screen.getByLabelText("Discount code")).toHaveAttribute("aria-invalid", "true");
  });

  it("applies a coupon the server accepts and shows the refusal of one it does not", async () => {
    const member = logInAs();
    const sent = stubApi({
      "GET Store/GetCartItems": { body: envelope(cart({ UserId: member.Id })) },
      "GET Account/GetUserAddresses": { body: envelope([address(1)]) },
      "POST Store/GetCheckoutQuote": quoteFor,
    });
    const user = userEvent.setup();
    renderRoute(<CheckoutPage links={LINKS} />, { path: "/checkout" });
    const totals = await screen.findByRole("table", { name: "Order totals" });

    await user.type(screen.getByLabelText("Discount code"), "SPRING10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await within(totals).findByText("Discount SPRING10")).toBeInTheDocument();
    expect(within(totals).getByText("−$5")).toBeInTheDocument();
    expect(lastQuote(sent)).toMatchObject({ CouponCode: "SPRING10" });

    const code = screen.getByLabelText("Discount code");
    await user.clear(code);
    await user.type(code, "NOPE");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This coupon code is not valid.");

    // Clearing the code takes the refusal away and prices without a discount.
    await user.clear(code);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(await screen.findByRole("table", { name: "Order totals" })).not.toHaveTextContent("Discount");
  });

  it("goes to the result page after a payment without asking the quote of the emptied cart again", async () => {
    localStorage.removeItem("guestId");
    const member = logInAs();
    const sent = stubApi({
      "GET Store/GetCartItems": { body: envelope(cart({ UserId: member.Id })) },
      "GET Account/GetUserAddresses": { body: envelope([address(1)]) },
      "POST Store/GetCheckoutQuote": quoteFor,
      "POST Store/ProcessPayment": { body: envelope({ Id: 41 }) },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<CheckoutPage links={LINKS} />, {
      path: "/checkout",
      extraRoutes: [{ path: "/redirectpage", element: <p>Result page</p> }],
    });
    await user.selectOptions(await screen.findByLabelText("Ship to"), "1");
    await screen.findByText("Shipping (Europe)");
    await fillCard(user, "4242424242424242");
    const quotesBefore = sentTo(sent, "POST Store/GetCheckoutQuote").length;
    await user.click(screen.getByRole("button", { name: "Pay $59.50" }));
    expect(await screen.findByText("Result page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?orderId=41");
    // Asked again, the quote of the cart the payment emptied is refused (400 "Your cart is empty.").
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentTo(sent, "POST Store/GetCheckoutQuote")).toHaveLength(quotesBefore);
  });

  it("keeps the cart when the card is declined and forwards the message to the failure page", async () => {
    localStorage.removeItem("guestId");
    const member = logInAs();
    const sent = stubApi({
      "GET Store/GetCartItems": { body: envelope(cart({ UserId: member.Id })) },
      "GET Account/GetUserAddresses": { body: envelope([address(1)]) },
      "POST Store/GetCheckoutQuote": quoteFor,
      "POST Store/ProcessPayment": failure(402, "Your card was declined.", { Code: "CARD_DECLINED" }),
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderRoute(<CheckoutPage links={LINKS} />, {
      path: "/checkout",
      extraRoutes: [{ path: "/redirectpage", element: <FailedPage /> }],
    });
    await user.selectOptions(await screen.findByLabelText("Ship to"), "1");
    await screen.findByText("Shipping (Europe)");
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $59.50" }));

    expect(await screen.findByText("Payment failed: Your card was declined.")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?failed=1");
    const payment = jsonBody(sentTo(sent, "POST Store/ProcessPayment")[0]);
    expect(payment).toMatchObject({ UserId: member.Id, AddressId: 1, AmountPaid: 59.5 });
    expect(sentTo(sent, "POST Store/ProcessPayment")[0]?.headers.get("Idempotency-Key")).toBeTruthy();
    // Nothing touched the cart: no line was removed and it still holds the same items.
    expect(sent.some((request) => /DeleteCartItemById|DecreaseCartItem/.test(request.url))).toBe(false);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(cartKey({ UserId: member.Id }))).toMatchObject({
        Items: [{ Id: 1, Quantity: 2 }],
      }),
    );
  });

  it("asks a guest for an e-mail and a typed address, and shows a non-card refusal on the page", async () => {
    const sent = stubApi({
      "GET Store/GetCartItems": { body: envelope(cart({ GuestId: GUEST })) },
      "POST Store/GetCheckoutQuote": quoteFor,
      "POST Store/ProcessPayment": failure(400, "Please enter the street and number.", { Code: "VALIDATION" }),
    });
    const user = userEvent.setup();
    renderRoute(<CheckoutPage links={LINKS} />, { path: "/checkout" });
    await user.type(await screen.findByLabelText("E-mail for the receipt"), "guest@example.org");
    expect(screen.queryByLabelText("Ship to")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Country"), "US");
    await screen.findByText("Shipping (Americas)");
    await fillCard(user, "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: "Pay $62" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter the street and number.");
    expect(screen.getByText("Five Elements wall chart")).toBeInTheDocument();
    const payment = jsonBody(sentTo(sent, "POST Store/ProcessPayment")[0]);
    // A number typed in groups is sent as its digits.
    expect(payment).toMatchObject({ GuestId: GUEST, Email: "guest@example.org", CardNumber: "4242424242424242" });
    expect((payment.Address as { CountryCode: string }).CountryCode).toBe("US");
  });
});
