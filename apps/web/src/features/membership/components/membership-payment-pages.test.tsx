import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonBody, membershipData, quoteRoutes, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { page } from "../../../shared/browser/page-reload.ts";
import { readSession } from "../../../shared/session/session-store.ts";
import { InstructorRenewalPage, ManageInstructorMembershipPage } from "./instructor-pages.tsx";
import { MembershipRenewalPage } from "./membership-renewal-page.tsx";
import { MembershipUpgradePage } from "./membership-upgrade-page.tsx";

const NOW = new Date("2026-05-15T00:00:00.000Z");
const ENDS_SOON = "2026-06-01T10:00:00.000Z";

beforeEach(() => {
  // Only the clock is fake: months remaining are counted from NOW.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

/** The membership the stand-in quote server prices a change from. */
const currentOf = (membership: Record<string, unknown>) => ({
  levelId: Number(membership.MembershipId),
  endDateTime: String(membership.EndDateTime),
  country: typeof membership.MembershipLocation === "string" ? membership.MembershipLocation : null,
});

const RECEIPT = envelope({ InvoiceId: 9, InvoiceNumber: "HAA-2026-000009", AmountPaid: 212.5, MembershipId: 4 });

async function payWithCard(user: UserEvent, form: HTMLElement, submit: string) {
  const inForm = within(form);
  await user.type(await inForm.findByLabelText("Card holder name"), "Emily Carter");
  await user.type(inForm.getByLabelText("Card number"), "4242424242424242");
  await user.type(inForm.getByLabelText("Expiry date (MM/YY)"), "1230");
  await user.type(inForm.getByLabelText("CVV"), "123");
  await user.click(inForm.getByRole("button", { name: submit }));
}

describe("/membershipupgrade", () => {
  function setup(
    membership = membershipData({ EndDateTime: "2026-11-21T10:00:00.000Z" }),
    country: "US" | "BR" = "US",
  ) {
    logInAs();
    let current = membership;
    const sent = stubApi({
      "GET Membership/GetMembershipByUserId": () => ({ body: envelope(current) }),
      // The server prices the change from the membership it holds (ADR 0068).
      ...quoteRoutes({ country, current: currentOf(membership) }),
      "POST Membership/MembershipPayment": () => {
        // The refetched membership is the new level: the page behind the success dialog changes.
        current = { ...current, MembershipId: 4, Name: "Practitioner" };
        return { body: RECEIPT };
      },
    });
    const user = userEvent.setup();
    const view = renderRoute(<MembershipUpgradePage />, { path: "/membershipupgrade" });
    return { user, sent, ...view };
  }

  it("shows the proration breakdown before paying: months to EndDateTime, monthly difference, adjustment, total", async () => {
    setup();
    const breakdown = await screen.findByRole("region", { name: "How the price is worked out" });
    // The steps are the server's quote (ADR 0068): they appear once it has answered.
    const rows = (await within(breakdown).findAllByRole("term")).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ["Practitioner price for one year", "$300"],
      ["Paid for Standard this year", "$150"],
      ["Monthly difference", "$12.50"],
      ["Months remaining until November 21, 2026", "7"],
      ["Prorated adjustment (7 × $12.50)", "-$87.50"],
      ["Total before any discount code", "$212.50"],
    ]);
    expect(breakdown).toHaveTextContent("Your new membership year starts today and runs until May 15, 2027.");
    expect(screen.getByRole("radio", { name: /Practitioner/ })).toBeChecked();
    const form = await screen.findByRole("form", { name: "Practitioner Membership Payment" });
    expect(await within(form).findByTestId("total-due")).toHaveTextContent("$212.50");
  });

  it("says in its lead what is charged: the yearly price less the monthly difference for the months left", async () => {
    setup();
    const lead = await screen.findByText(/^Move to a higher level\./);
    // The old lead promised "only the difference for the months left" (7 × $12.50 = $87.50), but the spec's
    // formula charges price − prorated adjustment: $300 − $87.50 = $212.50.
    expect(lead).not.toHaveTextContent(/only pay the difference/);
    expect(lead).toHaveTextContent(
      "You pay the new level's price for a full year, less the monthly price difference for each month left in your current membership year; your new membership year starts today.",
    );
    const form = await screen.findByRole("form", { name: "Practitioner Membership Payment" });
    expect(await within(form).findByTestId("total-due")).toHaveTextContent("$212.50");
  });

  it("subtracts the discount of the country the membership was bought in (Brazil), wherever the member is now", async () => {
    setup(
      membershipData({
        EndDateTime: "2026-11-21T10:00:00.000Z",
        MembershipLocation: "BR",
        MembershipLocationDiscount: 50,
      }),
      "US",
    );
    const breakdown = await screen.findByRole("region", { name: "How the price is worked out" });
    await within(breakdown).findAllByRole("term");
    // (300 − (150 − 50)) / 12 = 16.66 per month, × 7 = 116.62.
    expect(breakdown).toHaveTextContent("Paid for Standard this year$100");
    expect(breakdown).toHaveTextContent("Monthly difference$16.66");
    expect(breakdown).toHaveTextContent("Prorated adjustment (7 × $16.66)-$116.62");
    expect(await screen.findByTestId("total-due")).toHaveTextContent("$183.38");
  });

  it("pays the level change with the prorated amount, then the success dialog; closing it reloads the page", async () => {
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {});
    const { user, sent } = setup();
    const form = await screen.findByRole("form", { name: "Practitioner Membership Payment" });
    expect(await within(form).findByTestId("total-due")).toHaveTextContent("$212.50");
    const quotes = sentTo(sent, "GET Membership/GetPaymentQuote").length;
    await payWithCard(user, form, "Pay and change to Practitioner");

    expect(await screen.findByText("Membership Payment Successful")).toBeInTheDocument();
    const success = await screen.findByRole("dialog", { name: "Payment successful" });
    expect(success).toHaveTextContent("Well done. Your membership is now set up for auto-renewals.");
    const [request] = sentTo(sent, "POST Membership/MembershipPayment");
    expect(jsonBody(request)).toEqual({
      UserId: 4,
      AmountPaid: 212.5,
      CheckoutType: 1,
      MembershipId: 4,
      UserMembershipId: 31,
      CardHolderName: "Emily Carter",
      CardNumber: "4242424242424242",
      ExpiryDate: "12/30",
      CVV: "123",
      Coupon: null,
      proratedAdjustment: 87.5,
      MembershipLocation: "US",
      LocationDiscount: 0,
      LicensingFee: 0,
      TotalCreditsEarned: 0,
    });
    expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(readSession().user?.MembershipId).toBe(4);
    expect(await screen.findByText("You already have the highest membership level.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Payment successful" })).toBeInTheDocument();
    // The quote priced the payment just made; asked again, the server would refuse it (409).
    expect(sentTo(sent, "GET Membership/GetPaymentQuote")).toHaveLength(quotes);
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(success).getByRole("button", { name: "OK" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("prices a move up from Starter as a new membership, with no proration", async () => {
    setup(membershipData({ MembershipId: 1, Name: "Starter", Price: 0, NextRenewalAmount: 0 }));
    const choices = await screen.findAllByRole("radio");
    expect(choices.map((choice) => choice.closest("label")?.textContent)).toEqual([
      "Access$40 per year",
      "Standard$150 per year",
      "Practitioner$300 per year",
    ]);
    expect(
      await screen.findByText(
        "Your Access membership is priced as a new membership: the full price, less any country discount or discount code. A new membership year starts today and runs until May 15, 2027.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId("total-due")).toHaveTextContent("$40");
  });

  it("changes the chosen level and its price from the radio group", async () => {
    const { user, router } = setup(
      membershipData({ MembershipId: 2, Name: "Access", Price: 40, EndDateTime: "2026-11-21T10:00:00.000Z" }),
    );
    await user.click(await screen.findByRole("radio", { name: /Practitioner/ }));
    expect(router.state.location.search).toBe("?level=4");
    expect(await screen.findByRole("form", { name: "Practitioner Membership Payment" })).toBeInTheDocument();
    // (300 − 40) / 12 = 21.66, × 7 = 151.62; 300 − 151.62 = 148.38.
    expect(await screen.findByTestId("total-due")).toHaveTextContent("$148.38");
  });

  it("says so when there is no higher level", async () => {
    setup(membershipData({ MembershipId: 4, Name: "Practitioner" }));
    expect(await screen.findByText("You already have the highest membership level.")).toBeInTheDocument();
  });
});

describe("/membershiprenewal", () => {
  // Within the renewal window: the year ends 17 days after NOW.
  function setup(reply: { status?: number; body?: unknown }, membership = membershipData({ EndDateTime: ENDS_SOON })) {
    logInAs();
    const sent = stubApi({
      "GET Membership/GetMembershipByUserId": { body: envelope(membership) },
      ...quoteRoutes({ country: "US", current: currentOf(membership) }),
      "POST Membership/MembershipPayment": reply,
    });
    const user = userEvent.setup();
    renderRoute(<MembershipRenewalPage />, { path: "/membershiprenewal" });
    return { user, sent };
  }

  it("renews the current level at its price for another year", async () => {
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {});
    const { user, sent } = setup({ body: RECEIPT });
    expect(
      await screen.findByText("Renewing your Standard membership now keeps it active until June 1, 2027."),
    ).toBeInTheDocument();
    const form = await screen.findByRole("form", { name: "Standard Membership Payment" });
    expect(await within(form).findByTestId("total-due")).toHaveTextContent("$150");
    const quotes = sentTo(sent, "GET Membership/GetPaymentQuote").length;
    await payWithCard(user, form, "Pay and renew");
    expect(await screen.findByText("Membership Payment Successful")).toBeInTheDocument();
    await screen.findByRole("dialog", { name: "Payment successful" });
    // The renewed year is paid: the server would refuse to price it again (409), so the quote is not asked again.
    expect(sentTo(sent, "GET Membership/GetPaymentQuote")).toHaveLength(quotes);
    expect(jsonBody(sentTo(sent, "POST Membership/MembershipPayment")[0])).toMatchObject({
      MembershipId: 3,
      UserMembershipId: 31,
      AmountPaid: 150,
      CheckoutType: 1,
      proratedAdjustment: 0,
    });
    await user.keyboard("{Escape}");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows a failed payment's server message in an error toast, and a retry reuses the Idempotency-Key", async () => {
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {});
    const { user, sent } = setup(failure(400, "Payment failed: Your card was declined.", { Code: "CARD_DECLINED" }));
    const form = await screen.findByRole("form", { name: "Standard Membership Payment" });
    await payWithCard(user, form, "Pay and renew");
    const toastEl = await screen.findByTestId("toast");
    expect(toastEl).toHaveTextContent("Payment failed: Your card was declined.");
    expect(toastEl).toHaveClass("ui-toast--error");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The reason stays in the form beside the card, which keeps what the member typed.
    expect(within(form).getByRole("alert")).toHaveTextContent("Payment failed: Your card was declined.");
    expect(within(form).getByLabelText("Card number")).not.toHaveValue("");

    await user.click(within(form).getByRole("button", { name: "Pay and renew" }));
    await waitFor(() => expect(sentTo(sent, "POST Membership/MembershipPayment")).toHaveLength(2));
    const [first, second] = sentTo(sent, "POST Membership/MembershipPayment");
    expect(second?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("says when renewal opens, with no payment form, while the year is already paid (ADR 0011)", async () => {
    const { sent } = setup({ body: RECEIPT }, membershipData());
    expect(
      await screen.findByText(
        "Your Standard membership is paid until June 14, 2027. You can renew it from May 15, 2027, 30 days before it ends.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade your level" })).toHaveAttribute("href", "/membershipupgrade");
    expect(sentTo(sent, "POST Membership/MembershipPayment")).toHaveLength(0);
  });

  it("offers the payment at once when the renewal is past due, whatever the end date", async () => {
    setup({ body: RECEIPT }, membershipData({ Status: "PastDue" }));
    expect(await screen.findByRole("form", { name: "Standard Membership Payment" })).toBeInTheDocument();
  });
});

describe("the instructor pages", () => {
  const instructor = membershipData({
    MembershipId: 5,
    Name: "Instructor",
    Price: 300,
    NextRenewalAmount: 335,
    InstructorPreviousRecord: { InstructorLevel: "Certified Instructor", LicensingFee: 75, TotalCreditsEarned: 40 },
  });

  function setup(membership = instructor) {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Membership/GetMembershipByUserId": { body: envelope(membership) },
      ...quoteRoutes({ country: "US", instructor: { licensingFeeCents: 7500, creditsCents: 4000 } }),
      "GET UserBillingDetail/GetBillingDetailsInfoByUserId": { body: envelope({ HasBillingDetails: false }) },
      "GET Membership/GetBillingDetailsByUserId": { body: envelope(null) },
      "GET Invoices/GetMembershipInvoicesByUserId/*": {
        body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 20 }),
      },
      "PUT Membership/InstructorMembershipPayment": { body: RECEIPT },
    });
    return { user: userEvent.setup(), sent };
  }

  it("/manageinstructormembership shows the instructor level, licence fee, credits and end date", async () => {
    setup();
    renderRoute(<ManageInstructorMembershipPage />, { path: "/manageinstructormembership" });
    const summary = await screen.findByRole("region", { name: "Your Instructor Membership" });
    await within(summary).findByText("Certified Instructor");
    expect(summary).toHaveTextContent("Licence fee$75");
    expect(summary).toHaveTextContent("Credits earned$40");
    expect(summary).toHaveTextContent("Valid untilJune 14, 2027");
    expect(summary).toHaveTextContent("Next renewalJune 14, 2027 · $335");
    expect(within(summary).getByRole("link", { name: "Renew Instructor Membership" })).toHaveAttribute(
      "href",
      "/membershiprenewalinstructor",
    );
  });

  it("/membershiprenewalinstructor charges 300 + licence fee − credits (PUT InstructorMembershipPayment)", async () => {
    const reload = vi.spyOn(page, "reload").mockImplementation(() => {});
    const { user, sent } = setup();
    renderRoute(<InstructorRenewalPage />, { path: "/membershiprenewalinstructor" });
    const form = await screen.findByRole("form", { name: "Instructor Membership Payment" });
    expect(await within(form).findByTestId("total-due")).toHaveTextContent("$335");
    const quotes = sentTo(sent, "GET Membership/GetPaymentQuote").length;
    await payWithCard(user, form, "Pay and renew");
    expect(await screen.findByText("Instructor Membership Renewed Successfully")).toBeInTheDocument();
    expect(sentTo(sent, "GET Membership/GetPaymentQuote")).toHaveLength(quotes);
    expect(jsonBody(sentTo(sent, "PUT Membership/InstructorMembershipPayment")[0])).toMatchObject({
      MembershipId: 5,
      AmountPaid: 335,
      LicensingFee: 75,
      TotalCreditsEarned: 40,
    });
    await user.click(
      within(await screen.findByRole("dialog", { name: "Payment successful" })).getByRole("button", { name: "OK" }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("tells a member who is not an instructor where to go", async () => {
    setup(membershipData());
    renderRoute(<InstructorRenewalPage />, { path: "/membershiprenewalinstructor" });
    expect(
      await screen.findByText(
        "This page is for instructors. Your membership is managed on the membership management page.",
      ),
    ).toBeInTheDocument();
  });
});
