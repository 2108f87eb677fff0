import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { InstructorCheckoutPage } from "./instructor-checkout-page.tsx";

const LINKS = { register: "/register", redirect: "/redirectpage" };

const kit = {
  Id: 21,
  Title: "Seminar handout pack",
  Summary: "Handouts for twenty students.",
  Price: 40,
  InstructorPrice: 30,
  CoverImage: null,
  Kind: "digital",
  InStock: true,
};

const quote = {
  Subtotal: 30,
  Shipping: 0,
  Discount: 0,
  Total: 30,
  NeedsShipping: false,
  ShippingZone: null,
  CouponCode: null,
  Currency: "USD",
};

describe("/instructorcheckout", () => {
  it("asks a visitor to log in with a sentence of its own, not a sentence inside 'Log in to see …'", async () => {
    renderRoute(<InstructorCheckoutPage links={LINKS} />, { path: "/instructorcheckout" });
    expect(
      await screen.findByText(
        "Log in with your instructor account to buy training kits at the instructor price. You will come straight back here afterwards.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Log in to see/)).not.toBeInTheDocument();
  });

  it("says why the card was refused beside the form, keeps what was typed, and sends a grouped number as digits", async () => {
    const member = logInAs();
    const sent = stubApi({
      "GET Store/GetInstructorKits": { body: envelope([kit]) },
      "POST Store/GetInstructorCheckoutQuote": { body: envelope(quote) },
      "POST Store/InstructorCheckout": failure(400, "Payment failed: Your card has expired.", {
        Code: "EXPIRED_CARD",
      }),
    });
    const user = userEvent.setup();
    renderRoute(<InstructorCheckoutPage links={LINKS} />, { path: "/instructorcheckout" });
    await user.click(await screen.findByRole("button", { name: "One more Seminar handout pack" }));
    const pay = await screen.findByRole("button", { name: "Pay $30" });
    await user.type(screen.getByLabelText("Name on the card"), "Emily Carter");
    await user.type(screen.getByLabelText("Card Number"), "4000-0000-0000-0069");
    await user.type(screen.getByLabelText("Expiration Date"), "12/30");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(pay);

    const section = screen.getByRole("region", { name: "Delivery and payment" });
    expect(await within(section).findByRole("alert")).toHaveTextContent("Payment failed: Your card has expired.");
    expect(jsonBody(sentTo(sent, "POST Store/InstructorCheckout")[0])).toMatchObject({
      UserId: member.Id,
      Items: [{ ProductId: 21, Quantity: 1 }],
      AmountPaid: 30,
      CardNumber: "4000000000000069",
    });
    // The separators went as they were typed (the field holds at most 16 characters, spec 000 §5).
    expect(screen.getByLabelText("Card Number")).toHaveValue("4000000000000069");
    expect(screen.getByLabelText("Name on the card")).toHaveValue("Emily Carter");
  });

  it("ships a physical kit to the saved default address, chosen already, and sends it by its id", {
    timeout: 30_000,
  }, async () => {
    const member = logInAs();
    const saved = (id: number, city: string, IsDefault: boolean) => ({
      Id: id,
      UserId: member.Id,
      FullName: "Emily Carter",
      Line1: `${id} Harbour Street`,
      Line2: "",
      City: city,
      State: "",
      PostalCode: "",
      CountryCode: "PT",
      CountryName: "Portugal",
      Phone: "",
      IsDefault,
      CreatedAt: "2026-01-01T00:00:00.000Z",
      UpdatedAt: "2026-01-01T00:00:00.000Z",
    });
    const sent = stubApi({
      "GET Store/GetInstructorKits": { body: envelope([{ ...kit, Kind: "physical" }]) },
      "GET Account/GetUserAddresses": { body: envelope([saved(1, "Lisbon", false), saved(2, "Porto", true)]) },
      "POST Store/GetInstructorCheckoutQuote": {
        body: envelope({ ...quote, Shipping: 9.5, Total: 39.5, NeedsShipping: true, ShippingZone: "Europe" }),
      },
      "POST Store/InstructorCheckout": { body: envelope({ Id: 77 }) },
    });
    const user = userEvent.setup();
    renderRoute(<InstructorCheckoutPage links={LINKS} />, { path: "/instructorcheckout" });
    await user.click(await screen.findByRole("button", { name: "One more Seminar handout pack" }));

    // The default (the second address) is chosen without the instructor doing anything, and priced by its id.
    const shipTo = await screen.findByLabelText("Ship to");
    await vi.waitFor(() => expect(shipTo).toHaveValue("2"));
    expect(screen.queryByLabelText("Street and number")).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(jsonBody(sentTo(sent, "POST Store/GetInstructorCheckoutQuote").at(-1))).toMatchObject({ AddressId: 2 }),
    );
    // "A new address" brings the fields back; the saved one can be chosen again.
    await user.selectOptions(shipTo, "");
    expect(await screen.findByLabelText("Street and number")).toBeInTheDocument();
    await user.selectOptions(shipTo, "2");
    expect(screen.queryByLabelText("Street and number")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Name on the card"), "Emily Carter");
    await user.type(screen.getByLabelText("Card Number"), "4242 4242 4242 4242");
    await user.type(screen.getByLabelText("Expiration Date"), "12/30");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(await screen.findByRole("button", { name: "Pay $39.50" }));
    await vi.waitFor(() => expect(sentTo(sent, "POST Store/InstructorCheckout")).toHaveLength(1));
    const paid = jsonBody(sentTo(sent, "POST Store/InstructorCheckout")[0]);
    expect(paid).toMatchObject({ UserId: member.Id, AddressId: 2, AmountPaid: 39.5, CardNumber: "4242424242424242" });
    expect(paid.Address).toBeUndefined();
  });
});
