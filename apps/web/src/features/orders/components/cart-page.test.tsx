import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { CartPage } from "./cart-page.tsx";

const LINKS = { store: "/store", checkout: "/checkout" };
const GUEST = "0b6f3c52-3f7e-4d0b-9a55-2f2f9a3c1d11";

const line = (id: number, quantity: number, overrides: Record<string, unknown> = {}) => {
  const product = {
    Id: 100 + id,
    Title: `Meridian chart ${id}`,
    Price: 12.5,
    CoverImage: null,
    Kind: "physical",
    Stock: 5,
    InStock: true,
    Available: true,
    ...overrides,
  };
  return { Id: id, ProductId: product.Id, Quantity: quantity, LineTotal: product.Price * quantity, Product: product };
};

const cart = (items: ReturnType<typeof line>[]) => ({
  CartId: 1,
  UserId: null,
  GuestId: GUEST,
  IsOriginalCart: true,
  Items: items,
  ItemCount: items.reduce((n, item) => n + item.Quantity, 0),
  Subtotal: items.reduce((n, item) => n + item.LineTotal, 0),
});

const answer = (items: ReturnType<typeof line>[]) => ({ body: envelope(cart(items)) });

beforeEach(() => {
  localStorage.setItem("guestId", GUEST);
});

describe("/store/cart", () => {
  it("shows the empty state with a way back to the store", async () => {
    const sent = stubApi({ "GET Store/GetCartItems": answer([]) });
    renderRoute(<CartPage links={LINKS} />, { path: "/store/cart" });
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the store" })).toHaveAttribute("href", "/store");
    expect(screen.queryByRole("link", { name: "Go to checkout" })).not.toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Store/GetCartItems")[0])).toMatchObject({ GuestId: GUEST });
  });

  it("raises and lowers a quantity through the server and shows its new totals", async () => {
    const sent = stubApi({
      "GET Store/GetCartItems": answer([line(1, 2)]),
      "PUT Store/IncreaseCartItem": answer([line(1, 3)]),
      "PUT Store/DecreaseCartItem": answer([line(1, 1)]),
    });
    const user = userEvent.setup();
    renderRoute(<CartPage links={LINKS} />, { path: "/store/cart" });
    const quantity = await screen.findByRole("group", { name: "Quantity of Meridian chart 1" });
    expect(within(quantity).getByRole("status")).toHaveTextContent("2");
    expect(screen.getByText("Subtotal (2 items)")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "One more Meridian chart 1" }));
    await vi.waitFor(() => expect(within(quantity).getByRole("status")).toHaveTextContent("3"));
    expect(screen.getByText("Subtotal (3 items)")).toBeInTheDocument();
    expect(sentTo(sent, "PUT Store/IncreaseCartItem")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "One less Meridian chart 1" }));
    await vi.waitFor(() => expect(within(quantity).getByRole("status")).toHaveTextContent("1"));
    expect(screen.getByText("Subtotal (1 items)")).toBeInTheDocument();
    const [decrease] = sentTo(sent, "PUT Store/DecreaseCartItem");
    expect(JSON.parse(String(decrease?.body))).toEqual({ Id: 1, GuestId: GUEST });
  });

  it("removes a line and shows the empty state when it was the last", async () => {
    const sent = stubApi({
      "GET Store/GetCartItems": answer([line(1, 1)]),
      "DELETE Store/DeleteCartItemById": answer([]),
    });
    const user = userEvent.setup();
    renderRoute(<CartPage links={LINKS} />, { path: "/store/cart" });
    await user.click(await screen.findByRole("button", { name: "Remove Meridian chart 1" }));
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "DELETE Store/DeleteCartItemById")[0])).toMatchObject({ Id: "1", GuestId: GUEST });
  });

  it("says when a product is no longer available and shows the server's out-of-stock refusal", async () => {
    stubApi({
      "GET Store/GetCartItems": answer([
        line(1, 2, { Stock: 2 }),
        line(2, 1, { Available: false, InStock: false, Stock: 0, Title: "Sold-out kit" }),
      ]),
      "PUT Store/IncreaseCartItem": failure(409, "Only 2 of this item are in stock.", { Code: "OUT_OF_STOCK" }),
    });
    const user = userEvent.setup();
    renderRoute(<CartPage links={LINKS} />, { path: "/store/cart" });
    const lines = await screen.findByRole("list", { name: "Items in the cart" });
    const soldOut = within(lines)
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes("Sold-out kit"));
    expect(soldOut).toHaveTextContent("No longer available");

    await user.click(screen.getByRole("button", { name: "One more Meridian chart 1" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only 2 of this item are in stock.");
    // The cart is as it was.
    const quantity = screen.getByRole("group", { name: "Quantity of Meridian chart 1" });
    expect(within(quantity).getByRole("status")).toHaveTextContent("2");
    expect(screen.getByRole("link", { name: "Go to checkout" })).toHaveAttribute("href", "/checkout");
  });

  it("reads a member's cart by their account, not the guest key", async () => {
    localStorage.removeItem("guestId");
    const user = logInAs();
    const sent = stubApi({ "GET Store/GetCartItems": answer([line(1, 1)]) });
    renderRoute(<CartPage links={LINKS} />, { path: "/store/cart" });
    expect(await screen.findByText("Meridian chart 1")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Store/GetCartItems")[0])).toMatchObject({ UserId: String(user.Id) });
  });
});
