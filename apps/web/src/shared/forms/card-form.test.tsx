import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { CardForm } from "./card-form.tsx";

const LABELS = {
  form: "Card",
  holder: "Name on card",
  number: "Card Number",
  expiry: "Expiration Date",
  expiryPlaceholder: "MM/JJ",
  cvv: "CVV",
};

describe("CardForm (the one-off checkouts)", () => {
  it("holds at most 16 card number characters and puts the expiry's slash in (spec 000 §5)", async () => {
    const onPay = vi.fn();
    const user = userEvent.setup();
    renderRoute(
      <CardForm onPay={onPay} pending={false} payLabel="Pay" labels={LABELS} className="form" rowClassName="row" />,
    );
    await user.type(screen.getByLabelText("Name on card"), "Emily Carter");
    await user.type(screen.getByLabelText("Card Number"), "42424242424242424242");
    expect(screen.getByLabelText("Card Number")).toHaveValue("4242424242424242");
    // The page's own words for the expiry's shape (a German page says MM/JJ).
    expect(screen.getByLabelText("Expiration Date")).toHaveAttribute("placeholder", "MM/JJ");
    await user.type(screen.getByLabelText("Expiration Date"), "1230");
    expect(screen.getByLabelText("Expiration Date")).toHaveValue("12/30");
    expect(screen.getByLabelText("Expiration Date")).toHaveAttribute("maxLength", "5");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith(
        { CardHolderName: "Emily Carter", CardNumber: "4242424242424242", ExpiryDate: "12/30", CVV: "123" },
        expect.anything(),
      ),
    );
  });
});
