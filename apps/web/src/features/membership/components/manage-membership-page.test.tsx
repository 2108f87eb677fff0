import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonBody, membershipData, priceByLocation, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { ManageMembershipPage } from "./manage-membership-page.tsx";

const BILLING_INFO = {
  HasBillingDetails: true,
  CardHolderName: "Emily Carter",
  CardBrand: "visa",
  Last4: "4242",
  ExpiryDate: "11/29",
  IsExpired: false,
  ExpiresBeforeRenewal: false,
  AutoRenew: true,
  NextRenewalDate: "2027-06-14T10:00:00.000Z",
  NextRenewalAmount: 150,
};

const SAVED_CARD = {
  Id: 12,
  UserId: 4,
  CardHolderName: "Emily Carter",
  CardNumber: "************4242",
  ExpiryDate: "**/**",
  CVV: "***",
  BillingType: 1,
  CardType: "Pay with Card",
  PayPalEmail: null,
  CardBrand: "visa",
  Last4: "4242",
};

const INVOICE = {
  Id: 2,
  InvoiceNumber: "HAA-2026-000002",
  Date: "2026-06-14T10:00:00.000Z",
  Kind: "signup",
  MembershipId: 3,
  MembershipName: "Standard",
  PeriodStart: null,
  PeriodEnd: null,
  Lines: [],
  Subtotal: 150,
  Discount: 0,
  Total: 150,
  Currency: "USD",
  CouponCode: null,
  CardBrand: "visa",
  Last4: "4242",
  Status: "Paid",
  PdfUrl: "/api/Invoices/DownloadInvoicePdf/2",
};

const SEMINAR_INVOICE = {
  ...INVOICE,
  Id: 3,
  InvoiceNumber: "HAA-2026-000003",
  Date: "2026-07-02T10:00:00.000Z",
  Kind: "seminar",
  Lines: [{ Kind: "seminar", Description: "Seminar: Matrix and Energetic Structures", Amount: 505.75 }],
  Subtotal: 505.75,
  Total: 505.75,
  PdfUrl: "/api/Invoices/DownloadInvoicePdf/3",
};

function setup(membership = membershipData(), extra: Parameters<typeof stubApi>[0] = {}) {
  logInAs();
  let current = membership;
  const sent = stubApi({
    "GET Membership/GetMembershipByUserId": () => ({ body: envelope(current) }),
    "GET UserBillingDetail/GetBillingDetailsInfoByUserId": { body: envelope(BILLING_INFO) },
    "GET Membership/GetBillingDetailsByUserId": { body: envelope(SAVED_CARD) },
    "GET Invoices/GetMembershipInvoicesByUserId/*": {
      body: envelope({ List: [SEMINAR_INVOICE, INVOICE], TotalCount: 2, Page: 1, PageSize: 20 }),
    },
    "GET Membership/GetMembershipPriceByLocation": priceByLocation("US"),
    "PUT Membership/CancelUserMembership": () => {
      current = { ...current, AutoRenew: false, Status: "Cancelled", NextRenewalDate: null, NextRenewalAmount: null };
      return {
        body: {
          ...envelope(current),
          Message: "Auto-renewal is switched off. Your membership stays active until June 14, 2027.",
        },
      };
    },
    "PUT Membership/ResumeUserMembership": () => {
      current = { ...membership, AutoRenew: true, Status: "Active" };
      return { body: { ...envelope(current), Message: "Auto-renewal is switched on again." } };
    },
    "PUT Membership/DowngradeUserMembership": (request) => {
      const target = Number(queryOf(request).MemberShipID);
      const clearing = target === current.MembershipId;
      current = { ...current, PendingMembershipId: clearing ? null : target, PendingName: clearing ? null : "Access" };
      return {
        body: {
          ...envelope(current),
          Message: clearing
            ? "The scheduled downgrade has been cancelled."
            : "Your membership will change to Access on June 14, 2027.",
        },
      };
    },
    ...extra,
  });
  const user = userEvent.setup();
  renderRoute(<ManageMembershipPage />, { path: "/managemembership" });
  return { user, sent };
}

describe("/managemembership", () => {
  it("asks a visitor to log in and remembers the page", async () => {
    const user = userEvent.setup();
    renderRoute(<ManageMembershipPage />, { path: "/managemembership" });
    expect(screen.getByRole("heading", { name: "Please log in" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(sessionStorage.getItem("redirectTarget")).toBe("/managemembership");
  });

  it("shows level, status, end date and the next renewal with its amount", async () => {
    setup();
    const summary = await screen.findByRole("region", { name: "Your current membership" });
    await within(summary).findByText("Standard");
    expect(summary).toHaveTextContent("StatusActive");
    expect(summary).toHaveTextContent("Valid untilJune 14, 2027");
    expect(summary).toHaveTextContent("Next renewalJune 14, 2027 · $150");
    expect(screen.getByRole("link", { name: "Renew Standard" })).toHaveAttribute("href", "/membershiprenewal");
    expect(screen.getByRole("link", { name: "Upgrade your level" })).toHaveAttribute("href", "/membershipupgrade");
    expect(screen.getByRole("link", { name: "Apply for hardship support" })).toHaveAttribute(
      "href",
      "/hardshipapplication",
    );
  });

  it("does not speak of a card for the free Starter plan, whose renewal needs none", async () => {
    setup(membershipData({ MembershipId: 2, Name: "Starter", Price: 0, NextRenewalAmount: 0 }), {
      "GET UserBillingDetail/GetBillingDetailsInfoByUserId": {
        body: envelope({
          ...BILLING_INFO,
          HasBillingDetails: false,
          CardHolderName: null,
          CardBrand: null,
          Last4: null,
          ExpiryDate: null,
          NextRenewalAmount: 0,
        }),
      },
    });
    const toggle = await screen.findByRole("switch", { name: "Renew automatically every year" });
    expect(toggle).toHaveAccessibleDescription("Your membership renews automatically on June 14, 2027 at no charge.");
    expect(await screen.findByText("No card is stored for automatic renewals.")).toBeInTheDocument();
    expect(screen.queryByText(/card on file/)).not.toBeInTheDocument();
  });

  it("switches auto-renewal off after a confirmation (CancelUserMembership), and on again (ResumeUserMembership)", async () => {
    const { user, sent } = setup();
    const toggle = await screen.findByRole("switch", { name: "Renew automatically every year" });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      "Your membership renews automatically on June 14, 2027 with the card on file.",
    );

    await user.click(toggle);
    const confirm = await screen.findByRole("dialog", { name: "Switch off auto-renewal?" });
    expect(confirm).toHaveTextContent(
      "Your Standard membership stays active until June 14, 2027 and will not be renewed.",
    );
    // Keeping it sends nothing.
    await user.click(within(confirm).getByRole("button", { name: "Keep auto-renewal" }));
    expect(sentTo(sent, "PUT Membership/CancelUserMembership")).toHaveLength(0);
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Switch off auto-renewal?" })).getByRole("button", {
        name: "Switch off auto-renewal",
      }),
    );
    expect(
      await screen.findByText("Auto-renewal is switched off. Your membership stays active until June 14, 2027."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch")).not.toBeChecked());
    expect(screen.getByRole("switch")).toHaveAccessibleDescription(
      "Auto-renewal is off. Your membership stays active until June 14, 2027 and then ends.",
    );
    expect(queryOf(sentTo(sent, "PUT Membership/CancelUserMembership")[0])).toEqual({ userID: "4" });
    expect(screen.getByRole("region", { name: "Your current membership" })).toHaveTextContent(
      "StatusAuto-renewal offValid until",
    );

    await user.click(screen.getByRole("switch"));
    expect(await screen.findByText("Auto-renewal is switched on again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch")).toBeChecked());
    expect(queryOf(sentTo(sent, "PUT Membership/ResumeUserMembership")[0])).toEqual({ userID: "4" });
  });

  it("schedules a downgrade for the next renewal, says so, and can undo it", async () => {
    const { user, sent } = setup();
    const level = await screen.findByLabelText("Move to a lower level");
    expect(
      within(level)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a level", "Starter – $0 per year", "Access – $40 per year"]);
    await user.selectOptions(level, "2");
    await user.click(screen.getByRole("button", { name: "Schedule the change" }));
    expect(await screen.findByText("Your membership will change to Access on June 14, 2027.")).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Your membership changes to Access at your next renewal on June 14, 2027 ($40 per year).",
      ),
    ).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "PUT Membership/DowngradeUserMembership")[0])).toEqual({
      userID: "4",
      MemberShipID: "2",
    });

    await user.click(screen.getByRole("button", { name: "Keep Standard" }));
    expect(await screen.findByText("The scheduled downgrade has been cancelled.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/changes to Access/)).not.toBeInTheDocument());
    expect(queryOf(sentTo(sent, "PUT Membership/DowngradeUserMembership")[1])).toEqual({
      userID: "4",
      MemberShipID: "3",
    });
  });

  it("shows an ended membership without the switch being usable", async () => {
    setup(membershipData({ Status: "Lapsed", IsActive: false, AutoRenew: false, NextRenewalDate: null }));
    const toggle = await screen.findByRole("switch");
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription("Your membership has ended. Renew it to switch auto-renewal on again.");
    expect(screen.queryByLabelText("Move to a lower level")).not.toBeInTheDocument();
  });

  it("shows the masked card and replaces it through the billing form (UpdateBillingDetails)", async () => {
    const { user, sent } = setup(membershipData(), {
      "PUT Membership/UpdateBillingDetails": {
        body: { ...envelope({ RenewalRetried: false, RenewalStatus: null, Membership: null }) },
      },
    });
    const billing = await screen.findByRole("region", { name: "Billing details" });
    expect(await within(billing).findByText("Visa ending in 4242")).toBeInTheDocument();
    await user.click(within(billing).getByRole("button", { name: "Update billing details" }));
    const form = await screen.findByRole("form", { name: "Standard Membership Payment" });
    await waitFor(() => expect(within(form).getByLabelText("Card number")).toHaveValue("************4242"));
    await user.click(within(form).getByRole("button", { name: "Save billing details" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Please update: Card Number, Expiration Date, CVV",
    );

    await user.clear(within(form).getByLabelText("Card number"));
    await user.type(within(form).getByLabelText("Card number"), "378282246310005");
    await user.clear(within(form).getByLabelText("Expiry date (MM/YY)"));
    await user.type(within(form).getByLabelText("Expiry date (MM/YY)"), "0931");
    await user.clear(within(form).getByLabelText("CVV"));
    await user.type(within(form).getByLabelText("CVV"), "1234");
    await user.click(within(form).getByRole("button", { name: "Save billing details" }));

    expect(await screen.findByText("Your billing details for autorenewal have been updated.")).toBeInTheDocument();
    const [request] = sentTo(sent, "PUT Membership/UpdateBillingDetails");
    expect(jsonBody(request)).toEqual({
      Id: 12,
      UserId: 4,
      CardHolderName: "Emily Carter",
      CardNumber: "378282246310005",
      ExpiryDate: "09/31",
      CVV: "1234",
      BillingType: 1,
      CardType: "Pay with Card",
      PayPalEmail: null,
    });
    expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("form", { name: "Standard Membership Payment" })).toBeNull());
  });

  it("lists invoices and downloads a PDF with the key and the token", async () => {
    const createObjectURL = vi.fn(() => "blob:invoice");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user, sent } = setup(membershipData(), {
      "GET Invoices/DownloadInvoicePdf/*": { body: "%PDF-1.4" },
    });
    const invoices = await screen.findByRole("region", { name: "Invoices" });
    expect(await within(invoices).findByText("HAA-2026-000002")).toBeInTheDocument();
    expect(invoices).toHaveTextContent("June 14, 2026 · Standard");
    // A seminar bought meanwhile is named, not labelled with the member's plan.
    expect(invoices).toHaveTextContent("July 2, 2026 · Seminar: Matrix and Energetic Structures$505.75");
    expect(invoices).toHaveTextContent("$150");
    await user.click(within(invoices).getByRole("button", { name: "Download invoice HAA-2026-000002 as PDF" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [download] = sentTo(sent, "GET Invoices/DownloadInvoicePdf/2");
    expect(download?.headers.get("Authorization")).toBe("Bearer token-4");
    expect(download?.headers.get("X-Api-Key")).toBe("dev-api-key");
    expect(createObjectURL).toHaveBeenCalled();
  });
});
