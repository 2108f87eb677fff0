import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formOf, quoteRoutes, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure, stubFetch } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { SignupPaymentDialog } from "../../membership/components/signup-payment-dialog.tsx";
import { SignupPage } from "./signup-page.tsx";

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
  plan: string;
  language: string;
  country: string;
  terms: boolean;
}

const VALID: Values = {
  firstName: "Ana",
  lastName: "Souza",
  email: "ana.souza@example.com",
  phone: "+1 (555) 010-2030",
  password: "calm-waters-8",
  confirm: "calm-waters-8",
  plan: "1",
  language: "pt",
  country: "Brazil",
  terms: true,
};

function renderSignup() {
  const user = userEvent.setup();
  const view = renderRoute(<SignupPage PaymentDialog={SignupPaymentDialog} />, { path: "/register" });
  return { user, ...view };
}

async function fill(user: UserEvent, values: Values) {
  const text: [string, string][] = [
    ["First name", values.firstName],
    ["Last name", values.lastName],
    ["Email", values.email],
    ["Phone", values.phone],
    ["Password", values.password],
    ["Confirm password", values.confirm],
  ];
  for (const [label, value] of text) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    // Pasted, not typed key by key: these tests are about the messages, and typing re-rendered the form per key.
    if (value) await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText("Membership plan"), values.plan);
  await user.selectOptions(screen.getByLabelText("Communication language"), values.language);
  await user.selectOptions(screen.getByLabelText("Country of residence"), values.country);
  if (values.terms) await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Create account" }));

describe("sign-up validation", () => {
  it.each<[string, string, Partial<Values>]>([
    ["first name missing", "First Name is required", { firstName: "" }],
    ["first name with digits", "First Name may only contain alphabetic characters.", { firstName: "An4" }],
    ["last name missing", "Last Name is required", { lastName: "" }],
    ["last name with symbols", "Last Name may only contain alphabetic characters.", { lastName: "So#za" }],
    ["email missing", "Email is required", { email: "" }],
    ["email malformed", "Invalid email address.", { email: "ana.souza@" }],
    ["phone missing", "Phone number is required", { phone: "" }],
    ["phone with letters", "Phone number should be only numeric characters", { phone: "555-CALL-NOW" }],
    ["phone too short", "Phone number should be minimum of 7 digits", { phone: "55501" }],
    ["password missing", "Password is required", { password: "", confirm: "" }],
    ["password too short", "Password should be a minimum of 8 characters.", { password: "short", confirm: "short" }],
    ["confirmation missing", "Confirm password is required", { confirm: "" }],
    ["confirmation different", "Passwords do not match", { confirm: "calm-waters-9" }],
    ["plan not chosen", "Membership plan is required", { plan: "" }],
    ["language not chosen", "Language field is required", { language: "" }],
    ["country not chosen", "Country field is required", { country: "" }],
    ["terms not accepted", "Please accept the terms and conditions.", { terms: false }],
  ])("%s: shows '%s' only after submitting", async (_case, message, change) => {
    const sent = stubFetch(() => ({ body: envelope(null) }));
    const { user } = renderSignup();
    await fill(user, { ...VALID, ...change });

    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await submit(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText("You have missing or incorrect information")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("marks the failing field invalid and points to its message", async () => {
    stubFetch(() => ({ body: envelope(null) }));
    const { user } = renderSignup();
    await fill(user, { ...VALID, email: "" });
    await submit(user);
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("Email is required");
  });

  it("offers exactly the three sign-up plans and keeps the phone to 17 characters", () => {
    renderSignup();
    const plans = within(screen.getByLabelText("Membership plan")).getAllByRole("option");
    expect(plans.map((option) => option.textContent)).toEqual([
      "Select a plan",
      "Starter – $0 per year",
      "Access – $40 per year",
      "Standard – $150 per year",
    ]);
    expect(screen.getByLabelText("Phone")).toHaveAttribute("maxLength", "17");
    const countries = within(screen.getByLabelText("Country of residence")).getAllByRole("option");
    expect(countries[1]).toHaveTextContent("United States");
  });
});

describe("sign-up submission", () => {
  it("sends the multipart payload for Starter and shows the thanks dialog", async () => {
    const sent = stubFetch(() => ({
      body: envelope({
        Id: 7,
        Email: VALID.email,
        Username: "ana.souza",
        LoginTokenResponseModel: { access_token: null },
      }),
    }));
    const { user } = renderSignup();
    await fill(user, VALID);
    await submit(user);

    expect(await screen.findByText("Account Created Successfully")).toBeInTheDocument();
    const dialog = await screen.findByRole("dialog", { name: "Thanks for signing up!" });
    expect(dialog).toHaveTextContent(VALID.email);
    expect(dialog).toHaveTextContent("You cannot log in until your account is confirmed");

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe("/api/Account/signup");
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("X-Api-Key")).toBe("dev-api-key");
    expect(request?.headers.get("Accept-Language")).toBe("en");
    const body = request?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      UserName: "ana.souza",
      FirstName: "Ana",
      LastName: "Souza",
      Email: VALID.email,
      Phone: VALID.phone,
      Password: VALID.password,
      Language: "pt",
      WebpageURL: "",
      Specializations: "",
      Country: "Brazil",
      MembershipId: "1",
      Bio: "",
      IntroDescription: "",
      LoginAction: "signup",
      AcceptTermCondittions: "true",
      AccountType: "1",
      SubscribeToNewsletter: "false",
    });
    expect(screen.getByLabelText("First name")).toHaveValue("");
    expect(sessionStorage.getItem("signupDraft")).toBeNull();
  });

  it("resends the confirmation from the thanks dialog", async () => {
    const sent = stubFetch((request) =>
      request.url.includes("Resend")
        ? { body: envelope(null) }
        : {
            body: envelope({
              Id: 7,
              Email: VALID.email,
              Username: "a",
              LoginTokenResponseModel: { access_token: null },
            }),
          },
    );
    const { user } = renderSignup();
    await fill(user, VALID);
    await submit(user);
    await user.click(await screen.findByRole("button", { name: "Resend confirmation" }));
    expect(await screen.findByText("Confirmation Email Sent Successfully")).toBeInTheDocument();
    expect(sent[1]?.url).toBe("/api/Account/ResendEmailConfirmationLink?email=ana.souza%40example.com");
  });

  it("opens the payment dialog for a paid plan without creating an account", async () => {
    const sent = stubApi(quoteRoutes({ country: "US" }));
    const { user } = renderSignup();
    await fill(user, { ...VALID, plan: "2" });
    await submit(user);
    const dialog = await screen.findByRole("dialog", { name: "Access Membership Payment" });
    expect(await within(dialog).findByTestId("total-due")).toHaveTextContent("$40");
    expect(sentTo(sent, "POST Account/signup")).toHaveLength(0);
  });

  it.each<[string, number, Record<string, unknown>, string]>([
    [
      "409 with EMAIL_EXISTS",
      409,
      { Code: "EMAIL_EXISTS" },
      "This email address is already linked to an account. Please click Sign In and use Forgot Password to reset your password.",
    ],
    [
      "500 whose ExceptionMessage says the email already exists",
      500,
      { ExceptionMessage: "Email Already Exist in users" },
      "This email address is already linked to an account. Please click Sign In and use Forgot Password to reset your password.",
    ],
    [
      "409 for another reason",
      409,
      { Code: "CONFLICT" },
      "Email already exists. Please use a different email address.",
    ],
    ["500 without a reason", 500, {}, "Email already exists. Please use a different email address."],
    [
      "400 that is not a validation error",
      400,
      { Code: "PAYMENT" },
      "Payment failed: No valid response received from a card payment gateway.",
    ],
  ])("%s shows the 'Oops...' popup and re-enables the button", async (_case, status, extra, text) => {
    stubFetch(() => failure(status, "Request failed", extra));
    const { user } = renderSignup();
    await fill(user, VALID);
    await submit(user);

    const popup = await screen.findByRole("dialog", { name: "Oops..." });
    expect(popup).toHaveTextContent(text);
    await user.click(within(popup).getByRole("button", { name: "OK" }));
    expect(screen.getByRole("button", { name: "Create account" })).toBeEnabled();
  });

  it("shows the server's field errors for a 400 VALIDATION answer", async () => {
    stubFetch(() =>
      failure(400, "Invalid", {
        Code: "VALIDATION",
        Errors: { Email: "validation.emailInvalid", MembershipId: "validation.membershipRequired" },
      }),
    );
    const { user } = renderSignup();
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByText("Invalid email address.")).toBeInTheDocument();
    expect(screen.getByText("Membership plan is required")).toBeInTheDocument();
    expect(screen.getByText("You have missing or incorrect information")).toBeInTheDocument();
  });

  it("shows the server's message in a toast when rate limited", async () => {
    stubFetch(() =>
      failure(429, "Too many attempts. Please wait a few minutes and try again.", { Code: "RATE_LIMITED" }),
    );
    const { user } = renderSignup();
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByText("Too many attempts. Please wait a few minutes and try again.")).toBeInTheDocument();
  });

  it("keeps the entered values across a visit to the membership details, passwords in memory only", async () => {
    const { user, router } = renderSignup();
    await fill(user, VALID);
    expect(JSON.parse(sessionStorage.getItem("signupDraft") ?? "{}")).toEqual({
      FirstName: "Ana",
      LastName: "Souza",
      Email: VALID.email,
      Phone: VALID.phone,
      membership: "1",
      Language: "pt",
      Country: "Brazil",
      TermsAndConditions: true,
    });
    expect(screen.getByRole("link", { name: "Membership Details" })).toHaveAttribute("href", "/membership?from=signup");
    await router.navigate("/");
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    await router.navigate("/register");
    expect(await screen.findByLabelText("First name")).toHaveValue("Ana");
    expect(screen.getByLabelText("Country of residence")).toHaveValue("Brazil");
    expect(screen.getByLabelText("Password")).toHaveValue(VALID.password);
    expect(sessionStorage.getItem("signupDraft")).not.toContain(VALID.password);
  });
});

describe("paid sign-up", () => {
  const created = envelope({
    Id: 9,
    Email: VALID.email,
    Username: "ana.souza",
    LoginTokenResponseModel: { access_token: null },
    Payment: { AmountPaid: 135, MembershipId: 3, InvoiceNumber: "HAA-2026-000009" },
  });

  async function payByCard(user: UserEvent, dialog: HTMLElement, coupon?: string) {
    const inDialog = within(dialog);
    await user.type(await inDialog.findByLabelText("Card holder name"), "Ana Souza");
    await user.type(inDialog.getByLabelText("Card number"), "4242424242424242");
    await user.type(inDialog.getByLabelText("Expiry date (MM/YY)"), "1230");
    await user.type(inDialog.getByLabelText("CVV"), "123");
    if (coupon) {
      await user.type(inDialog.getByLabelText(/Discount Code/), coupon);
      await user.click(inDialog.getByRole("button", { name: "Apply" }));
      await inDialog.findByText(`Discount code ${coupon}`);
    }
    await user.click(inDialog.getByRole("button", { name: "Pay and create account" }));
  }

  it("sends the card fields with the sign-up, then the success dialog, then 'Thanks for signing up!'", async () => {
    const sent = stubApi({
      ...quoteRoutes({ country: "US", coupons: { WELCOME10: { DiscountType: 1, DiscountValue: 10 } } }),
      "GET Coupon/ValidateCoupon": {
        body: { ...envelope({ Code: "WELCOME10", DiscountValue: 10, DiscountType: 1 }), Message: "Valid Coupon" },
      },
      "POST Account/signup": { body: created },
    });
    const { user } = renderSignup();
    await fill(user, { ...VALID, plan: "3" });
    await submit(user);
    const dialog = await screen.findByRole("dialog", { name: "Standard Membership Payment" });
    expect(await within(dialog).findByTestId("total-due")).toHaveTextContent("$150");
    await payByCard(user, dialog, "WELCOME10");

    expect(await screen.findByText("Account Created Successfully")).toBeInTheDocument();
    const success = await screen.findByRole("dialog", { name: "Payment successful" });
    expect(success).toHaveTextContent("Well done. Your membership is now set up for auto-renewals.");
    expect(success).toHaveTextContent(
      "You can switch off auto-renewals at any time on the membership management page.",
    );
    expect(screen.queryByRole("dialog", { name: "Thanks for signing up!" })).not.toBeInTheDocument();

    const [request] = sentTo(sent, "POST Account/signup");
    const body = formOf(request);
    expect(body).toMatchObject({
      MembershipId: "3",
      AmountPaid: "135",
      CardHolderName: "Ana Souza",
      CardNumber: "4242424242424242",
      ExpiryDate: "12/30",
      CVV: "123",
      Coupon: "WELCOME10",
      MembershipLocation: "US",
      LocationDiscount: "0",
      LoginAction: "signup",
    });
    expect(request?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{32,36}$/);

    await user.click(within(success).getByRole("button", { name: "OK" }));
    const thanks = await screen.findByRole("dialog", { name: "Thanks for signing up!" });
    expect(thanks).toHaveTextContent(VALID.email);
  });

  it("shows the 'Oops...' popup for a failed payment (400) and keeps the card form open; a retry reuses the key", async () => {
    const sent = stubApi({
      ...quoteRoutes({ country: "US" }),
      "POST Account/signup": failure(400, "Payment failed: Your card was declined.", { Code: "CARD_DECLINED" }),
    });
    const { user } = renderSignup();
    await fill(user, { ...VALID, plan: "3" });
    await submit(user);
    const dialog = await screen.findByRole("dialog", { name: "Standard Membership Payment" });
    await payByCard(user, dialog);

    const popup = await screen.findByRole("dialog", { name: "Oops..." });
    expect(popup).toHaveTextContent("Payment failed: No valid response received from a card payment gateway.");
    await user.click(within(popup).getByRole("button", { name: "OK" }));
    expect(screen.getByRole("dialog", { name: "Standard Membership Payment" })).toBeInTheDocument();
    expect(screen.queryByText("Account Created Successfully")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Pay and create account" }));
    await screen.findByRole("dialog", { name: "Oops..." });
    const [first, second] = sentTo(sent, "POST Account/signup");
    expect(second?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
  });

  it("shows a 400 VALIDATION answer's card errors on the payment form instead of the popup", async () => {
    stubApi({
      ...quoteRoutes({ country: "US" }),
      "POST Account/signup": failure(400, "The request is not valid.", {
        Code: "VALIDATION",
        Errors: { CVV: "CVV must be 3 digits long" },
      }),
    });
    const { user } = renderSignup();
    await fill(user, { ...VALID, plan: "3" });
    await submit(user);
    const dialog = await screen.findByRole("dialog", { name: "Standard Membership Payment" });
    await payByCard(user, dialog);
    expect(await within(dialog).findByText("CVV must be 3 digits long")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Oops..." })).not.toBeInTheDocument();
  });

  it("hides the Discount Code for a visitor in Brazil and charges the country price", async () => {
    const sent = stubApi({
      ...quoteRoutes({ country: "BR" }),
      "POST Account/signup": { body: created },
    });
    const { user } = renderSignup();
    await fill(user, { ...VALID, plan: "3" });
    await submit(user);
    const dialog = await screen.findByRole("dialog", { name: "Standard Membership Payment" });
    expect(await within(dialog).findByTestId("total-due")).toHaveTextContent("$100");
    expect(within(dialog).queryByLabelText(/Discount Code/)).not.toBeInTheDocument();
    await payByCard(user, dialog);
    await screen.findByRole("dialog", { name: "Payment successful" });
    const body = formOf(sentTo(sent, "POST Account/signup")[0]);
    expect(body).toMatchObject({ AmountPaid: "100", Coupon: "", MembershipLocation: "BR", LocationDiscount: "50" });
  });
});
