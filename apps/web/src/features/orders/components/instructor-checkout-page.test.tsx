import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
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
    expect(screen.getByLabelText("Card Number")).toHaveValue("4000-0000-0000-0069");
    expect(screen.getByLabelText("Name on the card")).toHaveValue("Emily Carter");
  });
});
