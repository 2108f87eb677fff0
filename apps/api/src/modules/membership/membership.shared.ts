import type { Db } from "../../db/types.ts";
import type { Ports } from "../../deps.ts";
import { conflict, notFound } from "../../http/errors.ts";
import type { Account } from "../account/accounts.port.ts";
import type { CardOnFile } from "../billing/billing-records.port.ts";
import { type CardCharge, callGateway, refuseDecline } from "../billing/card-checkout.ts";
import { assertCardAttemptAllowed, type CardAttempt } from "../billing/checkout-guards.ts";
import type { CardInput, StoredCard } from "../billing/gateway.ts";
import { withTeachingCredit } from "./instructor-credits.ts";
import { presentMembership, presentMembershipState } from "./membership.presenter.ts";
import { type MembershipRow, membershipRepository as repo } from "./membership.repository.ts";

// The card form and the amount check belong to billing's pipeline; the membership areas keep importing them here.
export { assertAmountPaid, type CardFields, paymentFailed, readCard } from "../billing/card-checkout.ts";

/** Where a payment request came from: the country prices it, the IP limits declined cards. */
export interface PaymentRequest {
  country: string | null;
  ip: string;
}

/** What the charging steps hand on to the transaction. */
export interface Charge {
  chargeId: string | null;
  card: StoredCard;
  holderName: string;
}

/** A membership keeps the card it was paid with: the pipeline's charge with the gateway's stored card. */
export function storedCharge(charge: CardCharge): Charge {
  if (!charge.stored) throw new Error("a membership payment must store its card");
  return { chargeId: charge.chargeId, card: charge.stored, holderName: charge.holderName };
}

/** What the checkout, lifecycle and overview services share: look-ups, presenting, charging a card. */
export function createMembershipShared(deps: Ports) {
  const { db, clock } = deps;

  async function requireUser(userId: number): Promise<Account> {
    const user = await deps.accounts.find(db, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    return user;
  }

  async function requireMembership(userId: number): Promise<MembershipRow> {
    const membership = await repo.current(db, userId);
    if (!membership) throw notFound("MEMBERSHIP_NOT_FOUND", "membership.notFound");
    return membership;
  }

  /**
   * Charges the card (or only stores it when nothing is due) before any transaction; declines are 400s and
   * count against the declined-card budget, which is checked first (429 once spent). Sign-ups and card changes
   * call it directly; member payments run the whole billing pipeline (`payByCard`). A refused charge is counted
   * here (/metrics); a paid sign-up is counted once its account's transaction ends (`account.service.ts`). Only
   * storing a card (nothing due) is no payment and is not counted.
   */
  async function takePayment(
    card: CardInput,
    amountCents: number,
    gatewayKey: string,
    attempt: CardAttempt,
  ): Promise<Charge> {
    await assertCardAttemptAllowed(deps, attempt);
    const result = await callGateway(deps, card, amountCents, gatewayKey, { saveCard: true });
    if (typeof result !== "string") return storedCharge(result);
    if (amountCents > 0) deps.metrics.payment("membership", result === "unavailable" ? "unavailable" : "declined");
    return refuseDecline(deps, result, attempt);
  }

  async function saveCard(tx: Db, userId: number, charge: Charge, now: Date): Promise<CardOnFile> {
    return deps.billingRecords.keepCard(
      tx,
      userId,
      {
        gatewayToken: charge.card.token,
        brand: charge.card.brand,
        last4: charge.card.last4,
        expMonth: charge.card.expMonth,
        expYear: charge.card.expYear,
        holderName: charge.holderName,
        billingType: 1,
        cardType: "Pay with Card",
        paypalEmail: null,
      },
      now,
    );
  }

  /** A manual payment must not race an automatic renewal charge that is running right now. */
  async function assertNoRenewalInFlight(membership: MembershipRow | undefined) {
    if (!membership) return;
    const open = await repo.openRenewal(db, membership.id);
    if (open?.state === "charging") throw conflict("RENEWAL_IN_PROGRESS", "membership.renewalInProgress");
  }

  /** The membership as every call presents it, with the instructor record and the country it was bought in. */
  async function present(membership: MembershipRow, now: Date) {
    const [instructor, location] = await Promise.all([
      repo.instructor(db, membership.userId).then((row) => withTeachingCredit(deps.instructorCredits, db, row, now)),
      repo.locationPricing(db, membership.countryCode),
    ]);
    return presentMembership(membership, instructor, now, location);
  }

  async function membershipView(userId: number) {
    const membership = await repo.current(db, userId);
    return membership ? present(membership, clock.now()) : undefined;
  }

  /**
   * The audit log's "before" when an administrator changes a member's membership through the member's own routes
   * (ADR 0088); a member's own call computes nothing.
   */
  function recordMembershipBefore(userId: number, membership: MembershipRow | undefined) {
    if (!deps.audit.recording()) return;
    deps.audit.before({ kind: "user", id: userId }, presentMembershipState(membership, clock.now()));
  }

  return {
    requireUser,
    requireMembership,
    recordMembershipBefore,
    takePayment,
    saveCard,
    assertNoRenewalInFlight,
    present,
    membershipView,
  };
}

export type MembershipShared = ReturnType<typeof createMembershipShared>;
