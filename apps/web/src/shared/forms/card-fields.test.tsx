import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { renderRoute } from "../../../test/render.tsx";
import { CardNumberField, ExpiryField } from "./card-fields.tsx";
import { Form, useZodForm } from "./form.tsx";

const schema = z.object({ CardNumber: z.string(), ExpiryDate: z.string() });
type Values = z.input<typeof schema>;

function CardScreen({ initial = {}, onValid }: { initial?: Partial<Values>; onValid: (values: Values) => void }) {
  const form = useZodForm(schema, { defaultValues: { CardNumber: "", ExpiryDate: "", ...initial } });
  return (
    <Form form={form} onValid={onValid} aria-label="Card">
      <CardNumberField control={form.control} name="CardNumber" label="Card Number" />
      <ExpiryField control={form.control} name="ExpiryDate" label="Expiration Date" placeholder="MM/YY" />
      <button type="submit">Pay</button>
    </Form>
  );
}

function setup(initial?: Partial<Values>) {
  const onValid = vi.fn();
  const user = userEvent.setup();
  renderRoute(<CardScreen initial={initial} onValid={onValid} />);
  return {
    user,
    onValid,
    number: screen.getByLabelText("Card Number") as HTMLInputElement,
    expiry: screen.getByLabelText("Expiration Date") as HTMLInputElement,
  };
}

describe("CardNumberField", () => {
  it("takes at most 16 characters (spec 000 §5, §9)", async () => {
    const { user, number } = setup();
    expect(number).toHaveAttribute("maxLength", "16");
    await user.type(number, "42424242424242424242");
    expect(number).toHaveValue("4242424242424242");
  });

  it.each([
    ["4242 4242 4242 4242", "4242424242424242"],
    ["4242-4242-4242-4242", "4242424242424242"],
    ["3782 822463 10005", "378282246310005"],
  ])("drops the separators of %j as they are typed", async (typed, held) => {
    const { user, number, onValid } = setup();
    await user.type(number, typed);
    expect(number).toHaveValue(held);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ CardNumber: held, ExpiryDate: "" }, expect.anything()));
  });

  it("pastes a grouped number whole, though it is longer than the field", async () => {
    const { user, number } = setup();
    await user.click(number);
    await user.paste("4242 4242 4242 4242");
    expect(number).toHaveValue("4242424242424242");
    await user.clear(number);
    await user.paste("4000-0000-0000-0069-1234");
    expect(number).toHaveValue("4000000000000069");
  });

  it("pastes at the selection and leaves the caret after the pasted text", async () => {
    const { user, number } = setup();
    await user.type(number, "42429999");
    number.setSelectionRange(4, 8);
    await user.paste("4242 4242 4242");
    expect(number).toHaveValue("4242424242424242");
    expect(number.selectionStart).toBe(16);
  });

  it("keeps asterisks and letters for the rules to judge", async () => {
    const { user, number } = setup({ CardNumber: "************4242" });
    expect(number).toHaveValue("************4242");
    await user.clear(number);
    await user.type(number, "4242 abcd");
    expect(number).toHaveValue("4242abcd");
  });
});

describe("ExpiryField", () => {
  it("inserts the slash after two characters and takes at most 5 (spec 000 §5)", async () => {
    const { user, expiry } = setup();
    expect(expiry).toHaveAttribute("maxLength", "5");
    await user.type(expiry, "1230");
    expect(expiry).toHaveValue("12/30");
    await user.clear(expiry);
    await user.type(expiry, "12/30");
    expect(expiry).toHaveValue("12/30");
  });

  it("lets the slash be deleted", async () => {
    const { user, expiry } = setup();
    await user.type(expiry, "12");
    expect(expiry).toHaveValue("12/");
    await user.type(expiry, "{Backspace}");
    expect(expiry).toHaveValue("12");
  });

  it("pastes a four-digit year as its last two digits", async () => {
    const { user, expiry } = setup();
    await user.click(expiry);
    await user.paste("12/2030");
    expect(expiry).toHaveValue("12/30");
  });
});
