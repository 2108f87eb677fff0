import {
  autoRenewalCents,
  type BillingInfo,
  centsToDollars,
  daysRemaining,
  findLevel,
  formatCardExpiry,
  hasMembershipAccess,
  hidesCouponField,
  type InterfaceLanguage,
  type Invoice,
  isStoredCardValidAt,
  type LevelChangeProration,
  type LocationPricing,
  locationDiscountCents,
  MASK_CHAR,
  type MembershipExpiration,
  type MembershipView,
  membershipDisplayStatus,
  type PaymentKind,
  type PaymentQuote,
  type PaymentReceipt,
  type PriceBreakdown,
  type SavedBillingDetails,
} from "@haa/domain";
import type { CardOnFile, Payment } from "../billing/billing-records.port.ts";
import { describeLine, invoicePdfPath, levelName } from "../billing/invoices.ts";
import type { InstructorRow, MembershipRow } from "./membership.repository.ts";

/** Spec 000 §3 "Current membership response" (Name, EndDateTime, InstructorPreviousRecord.InstructorLevel) and more. */
export function presentMembership(
  membership: MembershipRow,
  instructor: InstructorRow | undefined,
  now: Date,
  location?: LocationPricing,
): MembershipView {
  const status = membershipDisplayStatus(membership, now);
  const nextLevelId = membership.pendingMembershipId ?? membership.membershipId;
  const renews = membership.autoRenew && (status === "Active" || status === "PastDue");
  const instructorAmounts = instructor
    ? { licensingFeeCents: instructor.licensingFeeCents, creditsCents: instructor.totalCreditsEarnedCents }
    : null;
  return {
    UserMembershipId: membership.id,
    UserId: membership.userId,
    MembershipId: membership.membershipId,
    Name: levelName(membership.membershipId),
    StartDateTime: membership.startDateTime.toISOString(),
    EndDateTime: membership.endDateTime.toISOString(),
    Status: status,
    IsActive: hasMembershipAccess(membership, now),
    AutoRenew: membership.autoRenew,
    CancelledAt: membership.cancelledAt?.toISOString() ?? null,
    PendingMembershipId: membership.pendingMembershipId,
    PendingName: membership.pendingMembershipId ? levelName(membership.pendingMembershipId) : null,
    /** The country the membership was bought in and its discount on this level (dollars): proration's base. */
    MembershipLocation: membership.countryCode,
    MembershipLocationDiscount: centsToDollars(locationDiscountCents(location, membership.membershipId)),
    /** The level's annual price in dollars. */
    Price: centsToDollars(findLevel(membership.membershipId)?.priceCents ?? 0),
    /** When and how much the next automatic renewal charges (full price, pending downgrade applied). */
    NextRenewalDate: renews ? membership.endDateTime.toISOString() : null,
    NextRenewalAmount: renews
      ? centsToDollars(autoRenewalCents({ levelId: nextLevelId, instructor: instructorAmounts }))
      : null,
    InstructorPreviousRecord: instructor
      ? {
          InstructorLevel: instructor.instructorLevel,
          LicensingFee: centsToDollars(instructor.licensingFeeCents),
          TotalCreditsEarned: centsToDollars(instructor.totalCreditsEarnedCents),
        }
      : null,
  };
}

/**
 * The audit log's "before" of an administrator's change to a member's membership (ADR 0088): the plan, its status,
 * end and renewal as the membership page shows them (null: none yet). No prices or card: only what the call changes.
 */
export function presentMembershipState(membership: MembershipRow | undefined, now: Date) {
  if (!membership) return null;
  const view = presentMembership(membership, undefined, now);
  return {
    UserMembershipId: view.UserMembershipId,
    MembershipId: view.MembershipId,
    Name: view.Name,
    Status: view.Status,
    EndDateTime: view.EndDateTime,
    AutoRenew: view.AutoRenew,
    CancelledAt: view.CancelledAt,
    PendingMembershipId: view.PendingMembershipId,
  };
}

/** Membership/CheckUserMembershipExpiration. */
export function presentExpiration(membership: MembershipRow | undefined, now: Date): MembershipExpiration {
  if (!membership) {
    return { IsExpired: true, EndDateTime: null, DaysRemaining: 0, Status: null, AutoRenew: false, MembershipId: null };
  }
  return {
    IsExpired: !hasMembershipAccess(membership, now),
    EndDateTime: membership.endDateTime.toISOString(),
    DaysRemaining: daysRemaining(membership.endDateTime, now),
    Status: membershipDisplayStatus(membership, now),
    AutoRenew: membership.autoRenew,
    MembershipId: membership.membershipId,
  };
}

/** The answer of a successful payment (JSON-safe: replays of an Idempotency-Key return it as stored). */
export function presentReceipt(payment: Payment, membership: MembershipRow): PaymentReceipt {
  return {
    InvoiceId: payment.id,
    InvoiceNumber: payment.invoiceNumber,
    AmountPaid: centsToDollars(payment.totalCents),
    Currency: payment.currency,
    UserMembershipId: membership.id,
    MembershipId: membership.membershipId,
    Name: levelName(membership.membershipId),
    StartDateTime: membership.startDateTime.toISOString(),
    EndDateTime: membership.endDateTime.toISOString(),
    AutoRenew: membership.autoRenew,
    CardBrand: payment.cardBrand,
    Last4: payment.last4,
    InvoicePdfUrl: invoicePdfPath(payment.id),
  };
}

/** A priced membership payment, before it is charged. */
export interface PricedPayment {
  kind: PaymentKind;
  levelId: number;
  quote: PriceBreakdown;
  couponCode: string | null;
  country: string | null;
  proration: LevelChangeProration | null;
}

/** Membership/GetPaymentQuote and GetSignupQuote: the same lines the payment records, in dollars. */
export function presentQuote(priced: PricedPayment): PaymentQuote {
  const { quote, proration } = priced;
  return {
    Kind: priced.kind,
    MembershipId: priced.levelId,
    Base: centsToDollars(quote.base),
    LicensingFee: centsToDollars(quote.licensingFee),
    Credits: centsToDollars(quote.credits),
    ProratedAdjustment: centsToDollars(quote.proratedAdjustment),
    CouponDiscount: centsToDollars(quote.couponDiscount),
    CountryDiscount: centsToDollars(quote.countryDiscount),
    Total: centsToDollars(quote.total),
    Coupon: priced.couponCode,
    Country: priced.country,
    HideCoupon: hidesCouponField(priced.country),
    Proration: proration
      ? {
          Months: proration.months,
          NewPrice: centsToDollars(proration.newPriceCents),
          OldPrice: centsToDollars(proration.oldPriceCents),
          OldDiscount: centsToDollars(proration.oldDiscountCents),
          OldPaid: centsToDollars(proration.oldPaidCents),
          Monthly: centsToDollars(proration.monthlyCents),
        }
      : null,
  };
}

const cardLength = (brand: string) => (brand === "amex" ? 15 : 16);

/**
 * Membership/GetBillingDetailsByUserId: the billing form's saved details, masked (spec 000 §5: masked fields
 * must be replaced before submitting, 'Please update: …').
 */
export function presentBillingDetails(row: CardOnFile): SavedBillingDetails {
  const length = cardLength(row.brand);
  return {
    Id: row.id,
    UserId: row.userId,
    CardHolderName: row.holderName,
    CardNumber: MASK_CHAR.repeat(length - 4) + row.last4,
    ExpiryDate: `${MASK_CHAR.repeat(2)}/${MASK_CHAR.repeat(2)}`,
    CVV: MASK_CHAR.repeat(length === 15 ? 4 : 3),
    BillingType: row.billingType,
    CardType: row.cardType,
    PayPalEmail: row.paypalEmail,
    CardBrand: row.brand,
    Last4: row.last4,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** UserBillingDetail/GetBillingDetailsInfoByUserId: what to show about the stored card and the next charge. */
export function presentBillingInfo(
  row: CardOnFile | undefined,
  membership: MembershipView | undefined,
  now: Date,
): BillingInfo {
  const expiresBeforeRenewal =
    row && membership?.NextRenewalDate ? !isStoredCardValidAt(row, new Date(membership.NextRenewalDate)) : false;
  return {
    HasBillingDetails: Boolean(row),
    CardHolderName: row?.holderName ?? null,
    CardBrand: row?.brand ?? null,
    Last4: row?.last4 ?? null,
    ExpiryDate: row ? formatCardExpiry(row.expMonth, row.expYear) : null,
    IsExpired: row ? !isStoredCardValidAt(row, now) : false,
    ExpiresBeforeRenewal: expiresBeforeRenewal,
    BillingType: row?.billingType ?? null,
    CardType: row?.cardType ?? null,
    PayPalEmail: row?.paypalEmail ?? null,
    AutoRenew: membership?.AutoRenew ?? false,
    NextRenewalDate: membership?.NextRenewalDate ?? null,
    NextRenewalAmount: membership?.NextRenewalAmount ?? null,
  };
}

/** One invoice of Invoices/GetMembershipInvoicesByUserId, its lines in the caller's language. */
/** `shownTitle`: the course's title in the reader's language, for a seminar or course line (ADR 0108). */
export function presentInvoice(payment: Payment, language: InterfaceLanguage, shownTitle?: string): Invoice {
  return {
    Id: payment.id,
    InvoiceNumber: payment.invoiceNumber,
    Date: payment.createdAt.toISOString(),
    Kind: payment.kind,
    MembershipId: payment.membershipId,
    MembershipName: levelName(payment.membershipId),
    PeriodStart: payment.periodStart?.toISOString() ?? null,
    PeriodEnd: payment.periodEnd?.toISOString() ?? null,
    Lines: payment.lines.map((line) => ({
      Kind: line.kind,
      Description: describeLine(line, language, shownTitle),
      Amount: centsToDollars(line.amountCents),
    })),
    Subtotal: centsToDollars(payment.subtotalCents),
    Discount: centsToDollars(payment.discountCents),
    Total: centsToDollars(payment.totalCents),
    Currency: payment.currency,
    CouponCode: payment.couponCode,
    CardBrand: payment.cardBrand,
    Last4: payment.last4,
    Status: payment.status === "paid" ? "Paid" : "Refunded",
    PdfUrl: invoicePdfPath(payment.id),
  };
}
