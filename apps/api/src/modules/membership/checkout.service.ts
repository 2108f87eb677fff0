import {
  type AppliedCoupon,
  addYearsUtc,
  hasMembershipAccess,
  isPeriodAlreadyPaid,
  levelChangeProration,
  MembershipId,
  normalizeEmail,
  type PaymentReceipt,
  type PriceBreakdown,
  planMembershipPayment,
  quoteMembershipPayment,
  type SignupPayload,
  shouldValidateCoupon,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Ports } from "../../deps.ts";
import { AppError, badRequest, conflict, forbidden, validationError } from "../../http/errors.ts";
import type { Account } from "../account/accounts.port.ts";
import type { PaymentKindColumn } from "../billing/billing.schema.ts";
import { payByCard, refundAfterFailure } from "../billing/card-checkout.ts";
import { type CardAttempt, withPaymentClaim } from "../billing/checkout-guards.ts";
import type { CardInput } from "../billing/gateway.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { invoiceLines, queueReceiptMail, recordPayment } from "../billing/invoices.ts";
import { type Coupon, couponUses } from "../coupons/coupon-uses.port.ts";
import { withTeachingCredit } from "./instructor-credits.ts";
import { type PricedPayment, presentQuote, presentReceipt } from "./membership.presenter.ts";
import { type MembershipRow, membershipRepository as repo } from "./membership.repository.ts";
import {
  assertAmountPaid,
  type CardFields,
  type Charge,
  type MembershipShared,
  type PaymentRequest,
  readCard,
  storedCharge,
} from "./membership.shared.ts";

export interface PaymentInput extends CardFields {
  MembershipId?: number | undefined;
  AmountPaid: number | string;
  Coupon?: string | null | undefined;
}

/** A checked paid sign-up, ready to charge (the account service runs it; ADR 0006). */
export interface SignupPaymentPlan {
  levelId: number;
  card: CardInput;
  coupon: Coupon | null;
  quote: PriceBreakdown;
  country: string | null;
  /** Who tries the card, for the declined-card budget (ADR 0011). */
  attempt: CardAttempt;
}

const asApplied = (coupon: Coupon | null): AppliedCoupon | null =>
  coupon ? { DiscountType: coupon.discountType, DiscountValue: coupon.discountValue } : null;

/**
 * The payments of a membership: MembershipPayment (renewal, level change), InstructorMembershipPayment and
 * the paid part of a sign-up. One checkout per member at a time, a period is paid once (ADR 0011).
 */
export function createCheckoutService(deps: Ports, shared: MembershipShared) {
  const { db, clock, config } = deps;
  const { requireUser, recordMembershipBefore, takePayment, saveCard, assertNoRenewalInFlight } = shared;

  async function couponFor(code: string | null | undefined, country: string | null, now: Date) {
    if (!shouldValidateCoupon(code)) return null;
    try {
      return await couponUses.findUsable(db, { code: code ?? "", type: "Membership", country, now });
    } catch (error) {
      // In a payment, a bad code is a bad field: 400 with the coupon's own message (an unknown code too).
      if (error instanceof AppError) {
        throw new AppError(400, error.code, error.messageKey, {}, { Coupon: error.messageKey });
      }
      throw error;
    }
  }

  /** A priced payment with the coupon row it used (reserved when the card is charged). */
  type Priced = PricedPayment & { coupon: Coupon | null };

  const priced = (
    base: Omit<PricedPayment, "couponCode" | "quote">,
    coupon: Coupon | null,
    quote: PriceBreakdown,
  ): Priced => ({ ...base, quote, coupon, couponCode: coupon?.code ?? null });

  /**
   * What a renewal or level change costs the member now: the one pricing of MembershipPayment, used by the
   * payment and by the quote the form shows (ADR 0068). A level change over a running paid membership is
   * prorated with the old level's discount of the country it was bought in; anything else is priced as a
   * renewal in the caller's country.
   */
  async function priceMembershipPayment(
    current: MembershipRow | undefined,
    levelId: number,
    couponCode: string | null | undefined,
    country: string | null,
    now: Date,
  ): Promise<Priced> {
    const plan = planMembershipPayment(
      current ? { levelId: current.membershipId, running: hasMembershipAccess(current, now) } : null,
      levelId,
    );
    if (!plan.ok) throw badRequest("PAYMENT_NOT_ALLOWED", plan.message);
    assertPeriodNotPaid(current, levelId, now);
    const coupon = await couponFor(couponCode, country, now);
    if (plan.kind === "levelChange" && current) {
      const proration = levelChangeProration({
        fromLevelId: current.membershipId,
        toLevelId: levelId,
        location: await repo.locationPricing(db, current.countryCode),
        now,
        endDateTime: current.endDateTime,
      });
      const quote = quoteMembershipPayment({
        kind: "levelChange",
        levelId,
        proratedAdjustmentCents: proration.adjustmentCents,
        coupon: asApplied(coupon),
      });
      return priced({ kind: "levelChange", levelId, country, proration }, coupon, quote);
    }
    const quote = quoteMembershipPayment({
      kind: "renewal",
      levelId,
      coupon: asApplied(coupon),
      location: await repo.locationPricing(db, country),
    });
    return priced({ kind: "renewal", levelId, country, proration: null }, coupon, quote);
  }

  /** What an instructor renewal costs now: 300 + licence fee − credits earned − coupon − country discount. */
  async function priceInstructorRenewal(
    userId: number,
    couponCode: string | null | undefined,
    country: string | null,
    now: Date,
  ): Promise<Priced> {
    const instructor = await repo.instructor(db, userId);
    if (!instructor) throw forbidden("NOT_INSTRUCTOR", "membership.notInstructor");
    const current = await repo.current(db, userId);
    assertPeriodNotPaid(current, MembershipId.Instructor, now);
    const record = (await withTeachingCredit(deps.instructorCredits, db, instructor, now)) ?? instructor;
    const coupon = await couponFor(couponCode, country, now);
    const quote = quoteMembershipPayment({
      kind: "instructorRenewal",
      licensingFeeCents: record.licensingFeeCents,
      creditsCents: record.totalCreditsEarnedCents,
      coupon: asApplied(coupon),
      location: await repo.locationPricing(db, country),
    });
    return priced(
      { kind: "instructorRenewal", levelId: MembershipId.Instructor, country, proration: null },
      coupon,
      quote,
    );
  }

  /** What a paid sign-up costs a visitor from `country`. */
  async function priceSignup(
    levelId: number,
    couponCode: string | null | undefined,
    country: string | null,
    now: Date,
  ) {
    const coupon = await couponFor(couponCode, country, now);
    const quote = quoteMembershipPayment({
      kind: "signup",
      levelId,
      coupon: asApplied(coupon),
      location: await repo.locationPricing(db, country),
    });
    return priced({ kind: "signup", levelId, country, proration: null }, coupon, quote);
  }

  /**
   * Reserves one use of the coupon before the card is charged (a guarded increment, so the last use goes
   * to exactly one payment); `releaseCoupon` gives it back when the payment does not go through.
   */
  async function reserveCoupon(coupon: Coupon | null, now: Date): Promise<void> {
    if (coupon && !(await couponUses.redeem(db, coupon.id, now))) {
      throw new AppError(400, "COUPON_EXHAUSTED", "coupon.exhausted", {}, { Coupon: "coupon.exhausted" });
    }
  }

  async function releaseCoupon(coupon: Coupon | null): Promise<void> {
    if (coupon) await couponUses.unredeem(db, coupon.id, clock.now());
  }

  /** Reserves the coupon, then charges; a failed charge gives the coupon use back. */
  async function reserveAndCharge(
    card: CardInput,
    quote: PriceBreakdown,
    coupon: Coupon | null,
    gatewayKey: string,
    attempt: CardAttempt,
    now: Date,
  ): Promise<Charge> {
    await reserveCoupon(coupon, now);
    try {
      return await takePayment(card, quote.total, gatewayKey, attempt);
    } catch (error) {
      await releaseCoupon(coupon);
      throw error;
    }
  }

  /** Writes the invoice and queues the receipt mail for a payment the member made (not an auto-renewal). */
  async function recordMemberPayment(
    tx: Db,
    input: {
      user: Account;
      membership: MembershipRow;
      kind: PaymentKindColumn;
      quote: PriceBreakdown;
      coupon: Coupon | null;
      country: string | null;
      months?: number;
      charge: Charge;
      periodStart: Date;
      now: Date;
    },
  ): Promise<PaymentReceipt> {
    const levelId = input.membership.membershipId;
    const payment = await recordPayment(tx, {
      userId: input.user.id,
      userMembershipId: input.membership.id,
      levelId,
      kind: input.kind,
      quote: input.quote,
      lines: invoiceLines(input.quote, {
        levelId,
        couponCode: input.coupon?.code ?? null,
        country: input.country,
        ...(input.months !== undefined ? { months: input.months } : {}),
      }),
      couponCode: input.coupon?.code ?? null,
      countryCode: input.country,
      card: { brand: input.charge.card.brand, last4: input.charge.card.last4 },
      chargeId: input.charge.chargeId,
      periodStart: input.periodStart,
      periodEnd: input.membership.endDateTime,
      now: input.now,
    });
    await queueReceiptMail(tx, config, input.user, payment, {
      endDateTime: input.membership.endDateTime,
      automatic: false,
      now: input.now,
    });
    return presentReceipt(payment, input.membership);
  }

  /**
   * A member's payment through billing's pipeline: the coupon use is the hold, the card is charged (and kept)
   * outside any transaction, then one transaction sets the paid period, keeps the card, writes the invoice and
   * receipt and stores the idempotent answer. If that transaction fails, the charge is refunded and the coupon
   * use given back.
   */
  async function chargeAndRecord(input: {
    user: Account;
    card: ReturnType<typeof readCard>;
    current: MembershipRow | undefined;
    levelId: number;
    startNew: boolean;
    kind: PaymentKindColumn;
    quote: PriceBreakdown;
    coupon: Coupon | null;
    country: string | null;
    months?: number;
    idem: IdempotencyContext;
    attempt: CardAttempt;
    /** The moment the payment was asked for: the paid period and the invoice date. */
    now: Date;
    alsoInTransaction?: (tx: Db) => Promise<void>;
  }): Promise<PaymentReceipt> {
    const { user, quote, coupon, country, idem, now } = input;
    return payByCard(deps, {
      card: input.card,
      amountCents: quote.total,
      attempt: input.attempt,
      idem,
      kind: "membership",
      step: "charge",
      saveCard: true,
      hold: () => reserveCoupon(coupon, now),
      release: () => releaseCoupon(coupon),
      commit: async (tx, _held, paid) => {
        if (!paid) throw new Error("a membership payment without a card");
        const charge = storedCharge(paid);
        const { membership, periodStart } = await applyPaidPeriod(tx, {
          userId: user.id,
          current: input.current,
          levelId: input.levelId,
          startNew: input.startNew,
          country,
          now,
        });
        await saveCard(tx, user.id, charge, now);
        await input.alsoInTransaction?.(tx);
        return recordMemberPayment(tx, {
          user,
          membership,
          kind: input.kind,
          quote,
          coupon,
          country,
          ...(input.months !== undefined ? { months: input.months } : {}),
          charge,
          periodStart,
          now,
        });
      },
      compensate: async (_held, charge, failure) => {
        await releaseCoupon(coupon);
        return refundAfterFailure(deps, charge?.chargeId, idem.gatewayKey("refund"), failure);
      },
    });
  }

  /** 409 for a payment whose period is already paid: same level, outside the renewal window (ADR 0011). */
  function assertPeriodNotPaid(current: MembershipRow | undefined, levelId: number, now: Date) {
    if (isPeriodAlreadyPaid(current ? { ...current, levelId: current.membershipId } : null, levelId, now)) {
      throw conflict("PERIOD_ALREADY_PAID", "membership.periodAlreadyPaid");
    }
  }

  /** One payment per member at a time: the others are refused before they reach the gateway (ADR 0011). */
  function oneCheckoutAtATime<T>(userId: number, idem: IdempotencyContext, work: () => Promise<T>): Promise<T> {
    return withPaymentClaim(
      deps,
      `member:${userId}`,
      () => conflict("PAYMENT_IN_PROGRESS", "membership.paymentInProgress"),
      work,
      idem.claimOwner,
    );
  }

  /**
   * Sets the membership to a new paid period inside the transaction (locking the row, so two payments for
   * one member run one after the other) and closes any renewal the payment makes pointless.
   */
  async function applyPaidPeriod(
    tx: Db,
    input: {
      userId: number;
      current: MembershipRow | undefined;
      levelId: number;
      startNew: boolean;
      country: string | null;
      now: Date;
    },
  ): Promise<{ membership: MembershipRow; periodStart: Date }> {
    const { now } = input;
    const locked = input.current ? await repo.lockById(tx, input.current.id) : undefined;
    // A renewal of a running membership (or one in dunning) continues from its end date; otherwise from now.
    const continues =
      !input.startNew && locked !== undefined && (locked.status === "past_due" || hasMembershipAccess(locked, now));
    const periodStart = continues && locked ? locked.endDateTime : now;
    const changes = {
      membershipId: input.levelId,
      startDateTime: continues && locked ? locked.startDateTime : now,
      endDateTime: addYearsUtc(periodStart, 1),
      status: "active" as const,
      autoRenew: true,
      pendingMembershipId: null,
      cancelledAt: null,
      lapsedAt: null,
      countryCode: input.country,
    };
    if (!locked) {
      const membership = await repo.insert(tx, { userId: input.userId, ...changes, createdAt: now, updatedAt: now });
      return { membership, periodStart };
    }
    await repo.closeOpenRenewals(tx, locked.id, "superseded", now);
    return { membership: await repo.update(tx, locked.id, changes, now), periodStart };
  }

  return {
    /**
     * Membership/GetPaymentQuote: what MembershipPayment (or, for `instructor`, InstructorMembershipPayment)
     * would charge the member now, refused the way the payment would be.
     */
    async quote(
      userId: number,
      input: { kind: "membership" | "instructor"; levelId?: number | undefined; coupon?: string | null | undefined },
      country: string | null,
    ) {
      const now = clock.now();
      await requireUser(userId);
      if (input.kind === "instructor") {
        return presentQuote(await priceInstructorRenewal(userId, input.coupon, country, now));
      }
      if (!input.levelId) throw validationError({ MembershipId: "validation.membershipRequired" });
      const current = await repo.current(db, userId);
      return presentQuote(await priceMembershipPayment(current, input.levelId, input.coupon, country, now));
    },

    /** Membership/GetSignupQuote: what a paid sign-up at `levelId` costs a visitor from `country`. */
    async signupQuote(input: { levelId: number; coupon?: string | null | undefined }, country: string | null) {
      return presentQuote(await priceSignup(input.levelId, input.coupon, country, clock.now()));
    },

    /**
     * Membership/MembershipPayment: a renewal (same level) or a level change (higher level, prorated over the
     * months left) paid with a card that then becomes the auto-renewal card.
     */
    async pay(userId: number, input: PaymentInput, request: PaymentRequest, idem: IdempotencyContext) {
      const now = clock.now();
      const { country } = request;
      const user = await requireUser(userId);
      const card = readCard(input, now);
      if (!input.MembershipId) throw validationError({ MembershipId: "validation.membershipRequired" });
      const levelId = input.MembershipId;
      return oneCheckoutAtATime(userId, idem, async () => {
        // Read under the claim: a payment that finished meanwhile is seen, so its period is not paid twice.
        const current = await repo.current(db, userId);
        recordMembershipBefore(userId, current);
        const price = await priceMembershipPayment(current, levelId, input.Coupon, country, now);
        await assertNoRenewalInFlight(current);
        const { quote, coupon } = price;
        const months = price.proration?.months;
        assertAmountPaid(input.AmountPaid, quote.total);

        return chargeAndRecord({
          user,
          card,
          current,
          levelId,
          // Only a renewal of the same level continues the running year; a new level starts a new year now.
          startNew: price.kind === "levelChange" || current?.membershipId !== levelId,
          kind: price.kind === "levelChange" ? "levelChange" : "renewal",
          quote,
          coupon,
          country,
          ...(months !== undefined ? { months } : {}),
          idem,
          attempt: { ip: request.ip, account: `user:${user.id}` },
          now,
        });
      });
    },

    /**
     * Membership/InstructorMembershipPayment: 300 + licence fee − credits earned − coupon − country discount;
     * the credits are used up and the Instructor Membership runs a year longer.
     */
    async payInstructor(userId: number, input: PaymentInput, request: PaymentRequest, idem: IdempotencyContext) {
      const now = clock.now();
      const { country } = request;
      const user = await requireUser(userId);
      const card = readCard(input, now);
      if (!(await repo.instructor(db, userId))) throw forbidden("NOT_INSTRUCTOR", "membership.notInstructor");
      return oneCheckoutAtATime(userId, idem, async () => {
        const current = await repo.current(db, userId);
        recordMembershipBefore(userId, current);
        // Priced under the claim too: the credits a payment that just finished used up are gone.
        const { quote, coupon } = await priceInstructorRenewal(userId, input.Coupon, country, now);
        await assertNoRenewalInFlight(current);
        assertAmountPaid(input.AmountPaid, quote.total);

        return chargeAndRecord({
          user,
          card,
          current,
          levelId: MembershipId.Instructor,
          startNew: current?.membershipId !== MembershipId.Instructor,
          kind: "instructorRenewal",
          quote,
          coupon,
          country,
          idem,
          attempt: { ip: request.ip, account: `user:${user.id}` },
          now,
          // The credits paid for part of this year: they are used up with it.
          alsoInTransaction: async (tx) => {
            if (quote.credits > 0) await repo.useInstructorCredits(tx, user.id, quote.credits, now);
          },
        });
      });
    },

    /** Checks the card, coupon and amount of a paid sign-up (nothing is charged yet). */
    async prepareSignup(input: SignupPayload, request: PaymentRequest): Promise<SignupPaymentPlan> {
      const { country } = request;
      const now = clock.now();
      const card = readCard(input, now);
      const { quote, coupon } = await priceSignup(input.MembershipId, input.Coupon, country, now);
      assertAmountPaid(input.AmountPaid, quote.total);
      const attempt = { ip: request.ip, account: `email:${normalizeEmail(input.Email)}` };
      return { levelId: input.MembershipId, card, coupon, quote, country, attempt };
    },

    /** Reserves the coupon use and charges a paid sign-up, before the account's transaction. */
    chargeSignup(plan: SignupPaymentPlan, gatewayKey: string): Promise<Charge> {
      return reserveAndCharge(plan.card, plan.quote, plan.coupon, gatewayKey, plan.attempt, clock.now());
    },

    /** Records a charged sign-up inside the account's transaction: card, invoice, receipt mail. */
    async recordSignup(
      tx: Db,
      input: { user: Account; membership: MembershipRow; plan: SignupPaymentPlan; charge: Charge },
    ): Promise<PaymentReceipt> {
      const now = clock.now();
      const membership = await repo.update(tx, input.membership.id, { countryCode: input.plan.country }, now);
      await saveCard(tx, input.user.id, input.charge, now);
      return recordMemberPayment(tx, {
        user: input.user,
        membership,
        kind: "signup",
        quote: input.plan.quote,
        coupon: input.plan.coupon,
        country: input.plan.country,
        charge: input.charge,
        periodStart: membership.startDateTime,
        now,
      });
    },

    /** Gives a sign-up's charge and coupon use back after its transaction failed, then rethrows the failure. */
    async refundSignup(
      plan: SignupPaymentPlan,
      charge: Charge | null,
      gatewayKey: string,
      cause: unknown,
    ): Promise<never> {
      await releaseCoupon(plan.coupon);
      return refundAfterFailure(deps, charge?.chargeId, gatewayKey, cause);
    },
  };
}
