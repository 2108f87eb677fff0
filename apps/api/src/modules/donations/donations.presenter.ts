import type { AdminDonation, DonationPlan, DonationReceipt } from "@haa/domain";
import type { Config } from "../../config.ts";
import { donationPlanCancelToken, signedDonationInvoiceUrl } from "./donations.links.ts";
import type { DonationPlanRow, DonationRow } from "./donations.repository.ts";

const FREQUENCY = { oneOff: "OneOff", yearly: "Yearly" } as const;

export function presentReceipt(
  config: Config,
  donation: DonationRow,
  plan: DonationPlanRow | null,
  now: Date,
): DonationReceipt {
  return {
    Id: donation.id,
    DonationNumber: donation.donationNumber,
    Date: donation.createdAt.toISOString(),
    Name: donation.name,
    Email: donation.email,
    Amount: donation.amountCents / 100,
    Currency: donation.currency,
    Frequency: FREQUENCY[donation.frequency],
    CardBrand: donation.cardBrand,
    Last4: donation.last4,
    InvoiceUrl: signedDonationInvoiceUrl(config, donation, now),
    PlanId: plan?.id ?? null,
    NextChargeDate: plan ? plan.nextChargeAt.toISOString() : null,
    CancelToken: plan ? donationPlanCancelToken(config, plan) : null,
  };
}

export function presentPlan(plan: DonationPlanRow): DonationPlan {
  return {
    Id: plan.id,
    Amount: plan.amountCents / 100,
    Status: plan.status === "active" ? "Active" : plan.status === "cancelled" ? "Cancelled" : "Failed",
    NextChargeDate: plan.status === "active" ? plan.nextChargeAt.toISOString() : null,
    CardBrand: plan.cardBrand,
    Last4: plan.last4,
    CreatedAt: plan.createdAt.toISOString(),
  };
}

const PLAN_STATUS = { active: "Active", cancelled: "Cancelled", failed: "Failed" } as const;

export function presentAdminDonation({
  donation: row,
  planStatus,
}: {
  donation: DonationRow;
  planStatus: DonationPlanRow["status"] | null;
}): AdminDonation {
  return {
    Id: row.id,
    DonationNumber: row.donationNumber,
    Date: row.createdAt.toISOString(),
    Name: row.name,
    Email: row.email,
    UserId: row.userId,
    Amount: row.amountCents / 100,
    Frequency: FREQUENCY[row.frequency],
    Status: row.status === "refunded" ? "Refunded" : "Paid",
    RefundedAt: row.refundedAt?.toISOString() ?? null,
    PlanId: row.planId,
    PlanStatus: planStatus ? PLAN_STATUS[planStatus] : null,
  };
}
