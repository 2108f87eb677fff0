import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type QuoteFacts, queryOf, quoteRoutes, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { type CardValues, PaymentForm, type PaymentPurpose, type PaymentSubmission } from "./payment-form.tsx";
import { PaymentPanel } from "./payment-panel.tsx";

const VISA = "4242424242424242";
const AMEX = "378282246310005";

const COUPONS: Record<string, { body: unknown; status?: number }> = {
  WELCOME10: {
    body: { ...envelope({ Code: "WELCOME10", DiscountValue: 10, DiscountType: 1 }), Message: "Valid Coupon" },
  },
  SPRING25: {
    body: { ...envelope({ Code: "SPRING25", DiscountValue: 25, DiscountType: 2 }), Message: "Valid Coupon" },
  },
  SUMMER2025: failure(400, "This coupon has expired.", { Code: "COUPON_EXPIRED" }),
};

/** The codes the stand-in quote server accepts (the same as Coupon/ValidateCoupon here). */
const QUOTE_COUPONS = {
  WELCOME10: { DiscountType: 1, DiscountValue: 10 },
  SPRING25: { DiscountType: 2, DiscountValue: 25 },
};

function setup(
  options: {
    purpose?: PaymentPurpose;
    country?: "US" | "BR" | "JP";
    facts?: QuoteFacts;
    initialValues?: Partial<CardValues>;
    onSubmit?: (submission: PaymentSubmission) => Promise<Record<string, string> | undefined>;
  } = {},
) {
  const sent = stubApi({
    ...quoteRoutes({ country: options.country ?? "US", coupons: QUOTE_COUPONS, ...options.facts }),
    "GET Coupon/ValidateCoupon": (request) =>
      COUPONS[(queryOf(request).Code ?? "").toUpperCase()] ??
      failure(404, "Invalid coupon code.", { Code: "COUPON_UNKNOWN" }),
  });
  const onSubmit = vi.fn(options.onSubmit ?? (async () => undefined));
  const user = userEvent.setup();
  renderRoute(
    <PaymentPanel
      purpose={options.purpose ?? { kind: "signup", levelId: 3 }}
      initialValues={options.initialValues}
      submitLabel="Pay now"
      onSubmit={onSubmit}
    />,
  );
  return { user, sent, onSubmit };
}

async function fillCard(user: UserEvent, card: Partial<CardValues>) {
  const fields: [string, keyof CardValues][] = [
    ["Card holder name", "CardHolderName"],
    ["Card number", "CardNumber"],
    ["Expiry date (MM/YY)", "ExpiryDate"],
    ["CVV", "CVV"],
  ];
  for (const [label, name] of fields) {
    const value = card[name];
    if (value === undefined) continue;
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const VALID: CardValues = { CardHolderName: "Ana Souza", CardNumber: VISA, ExpiryDate: "1230", CVV: "123" };
const pay = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Pay now" }));
const totalDue = () => screen.getByTestId("total-due").textContent;

describe("the payment form", () => {
  it("is titled with the level name followed by 'Membership Payment'", async () => {
    setup({ purpose: { kind: "signup", levelId: 3 } });
    expect(await screen.findByRole("heading", { name: "Standard Membership Payment" })).toBeInTheDocument();
    expect(await screen.findByRole("form", { name: "Standard Membership Payment" })).toBeInTheDocument();
  });

  it.each<[string, Partial<CardValues>, string, string]>([
    ["an empty card holder name", { CardHolderName: "" }, "Card holder name", "Card holder name is required"],
    [
      "a card holder name with digits",
      { CardHolderName: "Ana 5ouza" },
      "Card holder name",
      "Only alphabetical characters are allowed.",
    ],
    ["an empty card number", { CardNumber: "" }, "Card number", "Card number is required"],
    [
      "letters in the card number",
      { CardNumber: "4242abcd42424242" },
      "Card number",
      "Only numeric digits are allowed",
    ],
    ["a short card number", { CardNumber: "42424242" }, "Card number", "Minimum of 15 digits are required"],
    ["a number failing the checksum", { CardNumber: "4242424242424241" }, "Card number", "Invalid card number."],
    ["an empty expiry", { ExpiryDate: "" }, "Expiry date (MM/YY)", "Expiration date is required"],
    ["month 13", { ExpiryDate: "1330" }, "Expiry date (MM/YY)", "Invalid Expiration date."],
    ["an expiry in the past", { ExpiryDate: "0120" }, "Expiry date (MM/YY)", "Invalid Expiration date."],
    ["an empty CVV", { CVV: "" }, "CVV", "CVV is required"],
    ["a CVV with a letter", { CVV: "1a3" }, "CVV", "Only numeric digits are allowed"],
    ["a two-digit CVV", { CVV: "12" }, "CVV", "CVV must be 3 digits long"],
    ["a three-digit CVV for Amex", { CardNumber: AMEX, CVV: "123" }, "CVV", "CVV must be 4 digits long"],
  ])("%s shows '%s' only after a submit attempt", async (_case, change, label, message) => {
    const { user, onSubmit } = setup();
    await fillCard(user, { ...VALID, ...change });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await pay(user);
    const input = screen.getByLabelText(label);
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows only the first failing rule of each field", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Pay now" }));
    expect(await screen.findByText("Card number is required")).toBeInTheDocument();
    expect(screen.queryByText("Minimum of 15 digits are required")).not.toBeInTheDocument();
    expect(screen.queryByText("Invalid card number.")).not.toBeInTheDocument();
  });

  it("inserts the slash of the expiry after two digits and stops at five characters", async () => {
    const { user } = setup();
    const expiry = await screen.findByLabelText("Expiry date (MM/YY)");
    expect(expiry).toHaveAttribute("maxLength", "5");
    await user.type(expiry, "12");
    expect(expiry).toHaveValue("12/");
    await user.type(expiry, "345");
    expect(expiry).toHaveValue("12/34");
    await user.type(expiry, "{Backspace}{Backspace}{Backspace}");
    expect(expiry).toHaveValue("12");
  });

  it("takes a card number typed in groups and sends its digits only", async () => {
    const { user, onSubmit } = setup();
    const number = await screen.findByLabelText("Card number");
    // At most 16 characters (spec 000 §5, §9): the separators are dropped as they are typed.
    expect(number).toHaveAttribute("maxLength", "16");
    await fillCard(user, { ...VALID, CardNumber: "4242 4242-4242 4242" });
    expect(number).toHaveValue(VISA);
    await pay(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].card.CardNumber).toBe(VISA);
  });

  it("asks for a 4-digit CVV with a 15-digit Amex number", async () => {
    const { user, onSubmit } = setup();
    await screen.findByLabelText("Card number");
    expect(screen.getByLabelText("CVV")).toHaveAttribute("maxLength", "3");
    await fillCard(user, { ...VALID, CardNumber: AMEX, CVV: "1234" });
    expect(screen.getByLabelText("CVV")).toHaveAttribute("maxLength", "4");
    expect(screen.getByLabelText("CVV")).toHaveAccessibleDescription("The 4-digit security code on your card.");
    await pay(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].card).toEqual({
      CardHolderName: "Ana Souza",
      CardNumber: AMEX,
      ExpiryDate: "12/30",
      CVV: "1234",
    });
  });

  it("asks for masked saved details to be replaced: 'Please update: ' and the fields still masked", async () => {
    const { user, onSubmit } = setup({
      purpose: { kind: "billing", levelId: 3 },
      initialValues: {
        CardHolderName: "Emily Carter",
        CardNumber: "************4242",
        ExpiryDate: "**/**",
        CVV: "***",
      },
    });
    await user.click(await screen.findByRole("button", { name: "Pay now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please update: Card Number, Expiration Date, CVV");

    await fillCard(user, { CardNumber: VISA });
    expect(screen.getByRole("alert")).toHaveTextContent("Please update: Expiration Date, CVV");
    await fillCard(user, { ExpiryDate: "1230", CVV: "321" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await pay(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ quote: null, coupon: null });
  });

  it("shows server field errors on their fields", async () => {
    const { user } = setup({
      onSubmit: async () => ({ CVV: "CVV must be 3 digits long", Coupon: "This coupon has expired." }),
    });
    await fillCard(user, VALID);
    await pay(user);
    expect(await screen.findByText("CVV must be 3 digits long")).toBeInTheDocument();
    expect(screen.getByLabelText(/Discount Code/)).toHaveAccessibleDescription(
      expect.stringContaining("This coupon has expired."),
    );
  });
});

describe("the Discount Code", () => {
  it("applies a valid code: a success toast with the server's 'Valid Coupon', and the total drops", async () => {
    const { user, sent } = setup();
    expect(await screen.findByTestId("total-due")).toHaveTextContent("$150");
    await user.type(screen.getByLabelText(/Discount Code/), "welcome10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const toastEl = await screen.findByTestId("toast");
    expect(toastEl).toHaveClass("ui-toast--success");
    expect(toastEl).toHaveTextContent("Success: Valid Coupon");
    expect(totalDue()).toBe("$135");
    expect(screen.getByText("Discount code WELCOME10")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Coupon/ValidateCoupon")[0])).toEqual({ Code: "welcome10", Type: "Membership" });
  });

  it("shows any other answer as an error toast without the success icon", async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText(/Discount Code/), "SUMMER2025");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const toastEl = await screen.findByTestId("toast");
    expect(toastEl).toHaveClass("ui-toast--error");
    expect(toastEl).toHaveTextContent("Error: This coupon has expired.");
    expect(totalDue()).toBe("$150");
  });

  it("sends nothing for an empty code", async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    await user.type(screen.getByLabelText(/Discount Code/), "   ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(sentTo(sent, "GET Coupon/ValidateCoupon")).toHaveLength(0);
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument();
  });

  it("must be applied (or cleared) before paying, and the applied code is what is sent", async () => {
    const { user, onSubmit, sent } = setup();
    await fillCard(user, VALID);
    await user.type(screen.getByLabelText(/Discount Code/), "SPRING25");
    await pay(user);
    expect(await screen.findByText("Press Apply to use this discount code, or clear the field.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(totalDue()).toBe("$125"));
    await pay(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      coupon: "SPRING25",
      quote: { Total: 125, CouponDiscount: 25, Country: "US", CountryDiscount: 0 },
    });
    // The total on screen is the server's: the quote was asked again with the applied code.
    expect(queryOf(sentTo(sent, "GET Membership/GetSignupQuote").at(-1))).toEqual({
      MembershipId: "3",
      Coupon: "SPRING25",
    });
  });

  it.each(["BR", "JP"] as const)(
    "is hidden for a visitor in %s, who sees the country discount instead",
    async (country) => {
      setup({ country });
      expect(await screen.findByTestId("total-due")).toBeInTheDocument();
      expect(screen.queryByLabelText(/Discount Code/)).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
      expect(
        screen.getByText(
          "Discount codes are not available in your country; your country discount is included in the total instead.",
        ),
      ).toBeInTheDocument();
      const name = country === "BR" ? "Brazil" : "Japan";
      const discount = country === "BR" ? "-$50" : "-$30";
      const line = screen.getByText(`Country discount (${name})`).closest("div");
      expect(line).toHaveTextContent(discount);
      expect(totalDue()).toBe(country === "BR" ? "$100" : "$120");
    },
  );
});

describe("the live total due", () => {
  it.each<[string, PaymentPurpose, "US" | "BR", string | null, string[], string, QuoteFacts?]>([
    ["sign-up on Access", { kind: "signup", levelId: 2 }, "US", null, ["Access membership, one year$40"], "$40"],
    [
      "sign-up on Standard with a 10% coupon",
      { kind: "signup", levelId: 3 },
      "US",
      "WELCOME10",
      ["Standard membership, one year$150", "Discount code WELCOME10-$15"],
      "$135",
    ],
    [
      "renewal of Standard in Brazil",
      { kind: "renewal", userId: 4, levelId: 3 },
      "BR",
      null,
      ["Standard membership, one year$150", "Country discount (Brazil)-$50"],
      "$100",
    ],
    [
      "renewal of Practitioner with a fixed 25 USD coupon",
      { kind: "renewal", userId: 4, levelId: 4 },
      "US",
      "SPRING25",
      ["Practitioner membership, one year$300", "Discount code SPRING25-$25"],
      "$275",
    ],
    [
      "level change to Practitioner, 7 months prorated, with a 10% coupon on the price",
      { kind: "levelChange", userId: 4, levelId: 4 },
      "US",
      "WELCOME10",
      [
        "Practitioner membership, one year$300",
        "Prorated adjustment (months remaining: 7)-$87.50",
        "Discount code WELCOME10-$30",
      ],
      "$182.50",
      // A Standard year with about six and a half months left: seven started months.
      { current: { levelId: 3, endDateTime: new Date(Date.now() + 200 * 86_400_000).toISOString() } },
    ],
    [
      "instructor renewal: 300 + licence fee − credits − coupon",
      { kind: "instructorRenewal", userId: 4 },
      "US",
      "WELCOME10",
      ["Instructor Membership, one year$300", "Licence fee$75", "Credits earned-$40", "Discount code WELCOME10-$30"],
      "$305",
      { instructor: { licensingFeeCents: 7500, creditsCents: 4000 } },
    ],
    [
      "instructor renewal in Brazil: the country discount instead of a coupon",
      { kind: "instructorRenewal", userId: 4 },
      "BR",
      null,
      ["Licence fee$75", "Credits earned-$40", "Country discount (Brazil)-$100"],
      "$235",
      { instructor: { licensingFeeCents: 7500, creditsCents: 4000 } },
    ],
  ])("%s", async (_case, purpose, country, coupon, lines, total, facts) => {
    const { user } = setup({ purpose, country, ...(facts ? { facts } : {}) });
    await screen.findByTestId("total-due");
    if (coupon) {
      await user.type(screen.getByLabelText(/Discount Code/), coupon);
      await user.click(screen.getByRole("button", { name: "Apply" }));
      await screen.findByText(`Discount code ${coupon}`);
    }
    const breakdown = within(screen.getByRole("region", { name: "Your payment" }));
    const texts = breakdown
      .getAllByRole("term")
      .map((term) => `${term.textContent}${term.nextElementSibling?.textContent}`);
    for (const line of lines) expect(texts).toContain(line);
    expect(totalDue()).toBe(total);
  });

  it("shows no total for a billing update: nothing is charged", async () => {
    setup({ purpose: { kind: "billing", levelId: 3 } });
    expect(
      await screen.findByText("Nothing is charged now. This card will be used for your automatic renewals."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("total-due")).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Discount Code/)).not.toBeInTheDocument();
  });
});

describe("a payment form in a page", () => {
  it("renders standalone too", async () => {
    stubApi(quoteRoutes());
    renderRoute(
      <PaymentForm
        purpose={{ kind: "renewal", userId: 4, levelId: 2 }}
        submitLabel="Pay"
        onSubmit={async () => undefined}
      />,
    );
    expect(await screen.findByTestId("total-due")).toHaveTextContent("$40");
  });

  it("shows the server's total, whatever the page might have worked out, and sends it back as the amount", async () => {
    const quote = {
      Kind: "renewal",
      MembershipId: 3,
      Base: 150,
      LicensingFee: 0,
      Credits: 0,
      ProratedAdjustment: 0,
      CouponDiscount: 0,
      CountryDiscount: 26.55,
      Total: 123.45,
      Coupon: null,
      Country: "US",
      HideCoupon: false,
      Proration: null,
    };
    stubApi({ "GET Membership/GetPaymentQuote": { body: envelope(quote) } });
    const onSubmit = vi.fn(async (_submission: PaymentSubmission) => undefined);
    const user = userEvent.setup();
    renderRoute(
      <PaymentForm purpose={{ kind: "renewal", userId: 4, levelId: 3 }} submitLabel="Pay" onSubmit={onSubmit} />,
    );
    expect(await screen.findByTestId("total-due")).toHaveTextContent("$123.45");
    await fillCard(user, VALID);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ quote: { Total: 123.45, CountryDiscount: 26.55 } });
  });

  it("says why the server will not price the payment, instead of a form that would be refused", async () => {
    stubApi({
      "GET Membership/GetPaymentQuote": failure(409, "Your membership is already paid for this period.", {
        Code: "PERIOD_ALREADY_PAID",
      }),
    });
    renderRoute(
      <PaymentForm
        purpose={{ kind: "renewal", userId: 4, levelId: 3 }}
        submitLabel="Pay"
        onSubmit={async () => undefined}
      />,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Your membership is already paid for this period.");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });
});
