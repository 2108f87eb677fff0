import {
  type BillingInfo,
  centsToDollars,
  hidesCouponField,
  isAllowed,
  locationDiscountCents,
  MEMBERSHIP_LEVELS,
  type MembershipExpiration,
  type MembershipOverview,
  type MembershipView,
  normalizeOverviewCards,
  PLAN_PERMISSIONS,
  type ProfileOverviewCardsData,
  quoteMembershipPayment,
  type SavedBillingDetails,
  type VisitorPricing,
} from "@haa/domain";
import type { Ports } from "../../deps.ts";
import { presentBillingDetails, presentBillingInfo, presentExpiration } from "./membership.presenter.ts";
import { membershipRepository as repo } from "./membership.repository.ts";
import type { MembershipShared } from "./membership.shared.ts";

/** The reads of the membership area: membership, expiration, overview and its cards, billing, prices. */
export function createOverviewService(deps: Ports, shared: MembershipShared) {
  const { db, clock } = deps;
  const { requireUser, membershipView } = shared;

  return {
    /**
     * Membership/GetMembershipPriceByLocation: the country of the caller's IP, its discounts in dollars, whether
     * the Discount Code field is hidden (Brazil, Japan), and each level's sign-up price after the discount.
     */
    async priceByLocation(country: string | null): Promise<VisitorPricing> {
      const pricing = await repo.locationPricing(db, country);
      const discount = {
        StandardDiscount: pricing?.StandardDiscount ?? 0,
        PractitionerDiscount: pricing?.PractitionerDiscount ?? 0,
        InstructorDiscount: pricing?.InstructorDiscount ?? 0,
      };
      return {
        Country: country,
        Discount: discount,
        HideCoupon: hidesCouponField(country),
        Levels: MEMBERSHIP_LEVELS.map((level) => ({
          MembershipId: level.id,
          Name: level.name,
          Price: centsToDollars(level.priceCents),
          CountryDiscount: centsToDollars(locationDiscountCents(pricing, level.id)),
          PriceAfterDiscount: centsToDollars(
            level.isInstructor
              ? quoteMembershipPayment({
                  kind: "instructorRenewal",
                  licensingFeeCents: 0,
                  creditsCents: 0,
                  location: pricing,
                }).total
              : quoteMembershipPayment({ kind: "signup", levelId: level.id, location: pricing }).total,
          ),
        })),
      };
    },

    async billingDetails(userId: number): Promise<SavedBillingDetails | null> {
      await requireUser(userId);
      const row = await deps.billingRecords.card(db, userId);
      return row ? presentBillingDetails(row) : null;
    },

    async billingInfo(userId: number): Promise<BillingInfo> {
      await requireUser(userId);
      const row = await deps.billingRecords.card(db, userId);
      return presentBillingInfo(row, await membershipView(userId), clock.now());
    },

    /** Membership/GetMembershipByUserId; null for an account without a membership (administrators). */
    async membership(userId: number): Promise<MembershipView | null> {
      await requireUser(userId);
      return (await membershipView(userId)) ?? null;
    },

    async expiration(userId: number): Promise<MembershipExpiration> {
      await requireUser(userId);
      return presentExpiration(await repo.current(db, userId), clock.now());
    },

    /** User/GetMembershipOverviewByUserId: the profile's membership overview in one call. */
    async overview(userId: number): Promise<MembershipOverview> {
      await requireUser(userId);
      const now = clock.now();
      const view = await membershipView(userId);
      const card = await deps.billingRecords.card(db, userId);
      const latest = await deps.billingRecords.latestPayment(db, userId);
      const total = await deps.billingRecords.paymentCount(db, userId);
      return {
        Membership: view ?? null,
        BillingDetails: card ? presentBillingInfo(card, view, now) : null,
        LastPayment: latest
          ? {
              InvoiceId: latest.id,
              InvoiceNumber: latest.invoiceNumber,
              Date: latest.createdAt.toISOString(),
              Total: centsToDollars(latest.totalCents),
            }
          : null,
        InvoiceCount: total,
        Permissions: view
          ? PLAN_PERMISSIONS.map((name) => ({
              Name: name,
              IsAllowed: view.IsActive && isAllowed(view.MembershipId, name),
            }))
          : [],
        Cards: normalizeOverviewCards(await repo.overviewCards(db, userId)),
      };
    },

    async overviewCards(userId: number): Promise<ProfileOverviewCardsData> {
      await requireUser(userId);
      return { UserId: userId, Cards: normalizeOverviewCards(await repo.overviewCards(db, userId)) };
    },

    async saveOverviewCards(
      userId: number,
      cards: { Key: string; IsVisible: boolean; SortOrder?: number | undefined }[],
    ): Promise<ProfileOverviewCardsData> {
      await requireUser(userId);
      // The audit log's "before" when an administrator arranges a member's cards (ADR 0088); not named "Cards",
      // which the log's redaction takes for card data.
      if (deps.audit.recording()) {
        deps.audit.before(
          { kind: "user", id: userId },
          { OverviewLayout: normalizeOverviewCards(await repo.overviewCards(db, userId)) },
        );
      }
      const normalized = normalizeOverviewCards(cards);
      await repo.saveOverviewCards(db, userId, normalized, clock.now());
      return { UserId: userId, Cards: normalized };
    },
  };
}
