import {
  type AppliedCoupon,
  addYearsUtc,
  type CardField,
  cardFieldErrors,
  centsToDollars,
  dollarsToCents,
  downgradeError,
  formatLongDate,
  hasMembershipAccess,
  hidesCouponField,
  isAllowed,
  isPeriodAlreadyPaid,
  levelChangeAdjustmentCents,
  locationDiscountCents,
  MEMBERSHIP_LEVELS,
  MembershipId,
  maskedFieldsMessage,
  monthsRemaining,
  normalizeEmail,
  normalizeLanguage,
  normalizeOverviewCards,
  PLAN_PERMISSIONS,
  type PriceBreakdown,
  parseExpiry,
  planMembershipPayment,
  quoteMembershipPayment,
  type SignupPayload,
  shouldValidateCoupon,
} from "@haa/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  messageError,
  notFound,
  validationError,
} from "../../http/errors.ts";
import { accountRepository, type UserRow } from "../account/account.repository.ts";
import { type BillingDetailsRow, billingRepository } from "../billing/billing.repository.ts";
import type { PaymentKindColumn } from "../billing/billing.schema.ts";
import {
  assertCardAttemptAllowed,
  type CardAttempt,
  recordCardDecline,
  withPaymentClaim,
} from "../billing/checkout-guards.ts";
import {
  type CardInput,
  DECLINE_ERROR_CODES,
  type DeclineCode,
  declineMessageKey,
  type StoredCard,
} from "../billing/gateway.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { invoiceLines, levelName, queueReceiptMail, recordPayment } from "../billing/invoices.ts";
import type { CouponRow } from "../coupons/coupons.repository.ts";
import { couponsRepository } from "../coupons/coupons.repository.ts";
import { findUsableCoupon } from "../coupons/coupons.service.ts";
import { queueMail } from "../mail/mailer.ts";
import { renderMail } from "../mail/templates.ts";
import {
  type PaymentReceipt,
  presentBillingDetails,
  presentBillingInfo,
  presentExpiration,
  presentMembership,
  presentReceipt,
} from "./membership.presenter.ts";
import { type MembershipRow, membershipRepository as repo } from "./membership.repository.ts";
import type { AttemptOutcome, RenewalService } from "./renewals.service.ts";

/** The card fields of the payment and billing forms as they arrive (spec 000 §3). */
export type CardFields = Partial<Record<CardField, string | null | undefined>>;

export interface PaymentInput extends CardFields {
  MembershipId?: number | undefined;
  AmountPaid: number | string;
  Coupon?: string | null | undefined;
}

export interface BillingUpdateInput extends CardFields {
  BillingType?: number | null | undefined;
  PayPalEmail?: string | null | undefined;
}

/** Where a payment request came from: the country prices it, the IP limits declined cards. */
export interface PaymentRequest {
  country: string | null;
  ip: string;
}

/** What the charging steps hand on to the transaction. */
interface Charge {
  chargeId: string | null;
  card: StoredCard;
  holderName: string;
}

/** A checked paid sign-up, ready to charge (the account service runs it; ADR 0006). */
export interface SignupPaymentPlan {
  levelId: number;
  card: CardInput;
  coupon: CouponRow | null;
  quote: PriceBreakdown;
  country: string | null;
  /** Who tries the card, for the declined-card budget (ADR 0011). */
  attempt: CardAttempt;
}

/** How the renewal retried after new billing details went, as UpdateBillingDetails reports it. */
const RENEWAL_STATUS: Record<AttemptOutcome, string> = {
  renewed: "Paid",
  dunning: "Failed",
  lapsed: "Lapsed",
  ended: "Ended",
  superseded: "Skipped",
  skipped: "Skipped",
};

const asApplied = (coupon: CouponRow | null): AppliedCoupon | null =>
  coupon ? { DiscountType: coupon.discountType, DiscountValue: coupon.discountValue } : null;

/** The card of a payment form: masked saved details and every field's first failing rule are 400s. */
export function readCard(fields: CardFields, now: Date): CardInput {
  const values = {
    CardHolderName: (fields.CardHolderName ?? "").trim(),
    CardNumber: (fields.CardNumber ?? "").trim(),
    ExpiryDate: (fields.ExpiryDate ?? "").trim(),
    CVV: (fields.CVV ?? "").trim(),
  };
  const masked = maskedFieldsMessage(values);
  if (masked) throw messageError(400, "CARD_DETAILS_MASKED", masked);
  const errors = cardFieldErrors(values, now);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const expiry = parseExpiry(values.ExpiryDate);
  if (!expiry) throw validationError({ ExpiryDate: "billing.expiryInvalid" });
  return {
    number: values.CardNumber,
    cvv: values.CVV,
    expMonth: expiry.month,
    expYear: expiry.year,
    holderName: values.CardHolderName,
  };
}

/** The client's AmountPaid must be exactly what the server computed (architecture "API contract"). */
export function assertAmountPaid(amountPaid: number | string | undefined | null, totalCents: number): void {
  if (amountPaid === undefined || amountPaid === null || String(amountPaid).trim() === "") {
    throw validationError({ AmountPaid: "membership.amountRequired" });
  }
  let sentCents: number;
  try {
    sentCents = dollarsToCents(amountPaid);
  } catch {
    throw validationError({ AmountPaid: "membership.amountInvalid" });
  }
  if (sentCents !== totalCents) {
    const params = { amount: (totalCents / 100).toFixed(2), sent: (sentCents / 100).toFixed(2) };
    throw new AppError(400, "AMOUNT_MISMATCH", "membership.amountMismatch", params, {
      AmountPaid: { key: "membership.amountMismatch", params },
    });
  }
}

/** A declined or failed gateway call as the API answers it: 400 with the gateway's reason (502 if unreachable). */
export function paymentFailed(decline: DeclineCode): AppError {
  const error = new AppError(
    decline === "unavailable" ? 502 : 400,
    DECLINE_ERROR_CODES[decline],
    "membership.paymentFailed",
  );
  error.keyLists = { reason: [declineMessageKey(decline)] };
  return error;
}

export function createMembershipService(deps: Deps, renewals: RenewalService) {
  const { db, clock, config, gateway } = deps;

  async function requireUser(userId: number): Promise<UserRow> {
    const user = await accountRepository.findById(db, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    return user;
  }

  async function requireMembership(userId: number): Promise<MembershipRow> {
    const membership = await repo.current(db, userId);
    if (!membership) throw notFound("MEMBERSHIP_NOT_FOUND", "membership.notFound");
    return membership;
  }

  async function couponFor(code: string | null | undefined, country: string | null, now: Date) {
    if (!shouldValidateCoupon(code)) return null;
    try {
      return await findUsableCoupon(db, { code: code ?? "", type: "Membership", country, now });
    } catch (error) {
      // In a payment, a bad code is a bad field: 400 with the coupon's own message (an unknown code too).
      if (error instanceof AppError) {
        throw new AppError(400, error.code, error.messageKey, {}, { Coupon: error.messageKey });
      }
      throw error;
    }
  }

  /** A declined card counts against the card-testing budget; an unreachable gateway is not the card's fault. */
  async function declined(decline: DeclineCode, attempt: CardAttempt): Promise<never> {
    if (decline !== "unavailable") await recordCardDecline(deps, attempt);
    throw paymentFailed(decline);
  }

  /**
   * Charges the card (or only stores it when nothing is due) before any transaction; declines are 400s and
   * count against the declined-card budget, which is checked first (429 once spent).
   */
  async function takePayment(
    card: CardInput,
    amountCents: number,
    gatewayKey: string,
    attempt: CardAttempt,
  ): Promise<Charge> {
    await assertCardAttemptAllowed(deps, attempt);
    let charge: Charge | DeclineCode;
    try {
      if (amountCents > 0) {
        const result = await gateway.charge(card, amountCents, gatewayKey, { saveCard: true });
        charge = result.ok
          ? { chargeId: result.chargeId, card: result.card, holderName: card.holderName }
          : result.decline;
      } else {
        const result = await gateway.storeCard(card, gatewayKey);
        if (result.ok) {
          const { ok: _ok, ...stored } = result;
          charge = { chargeId: null, card: stored, holderName: card.holderName };
        } else {
          charge = result.decline;
        }
      }
    } catch {
      charge = "unavailable";
    }
    return typeof charge === "string" ? declined(charge, attempt) : charge;
  }

  /**
   * Reserves one use of the coupon before the card is charged (a guarded increment, so the last use goes
   * to exactly one payment); `releaseCoupon` gives it back when the payment does not go through.
   */
  async function reserveCoupon(coupon: CouponRow | null, now: Date): Promise<void> {
    if (coupon && !(await couponsRepository.redeem(db, coupon.id, now))) {
      throw new AppError(400, "COUPON_EXHAUSTED", "coupon.exhausted", {}, { Coupon: "coupon.exhausted" });
    }
  }

  async function releaseCoupon(coupon: CouponRow | null): Promise<void> {
    if (coupon) await couponsRepository.unredeem(db, coupon.id, clock.now());
  }

  /** Reserves the coupon, then charges; a failed charge gives the coupon use back. */
  async function reserveAndCharge(
    card: CardInput,
    quote: PriceBreakdown,
    coupon: CouponRow | null,
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

  /** Gives a charge back when the transaction that should have recorded it failed. */
  async function refundAfterFailure(charge: Charge | null, gatewayKey: string, cause: unknown): Promise<never> {
    if (charge?.chargeId) {
      const refund = await gateway.refund(charge.chargeId, gatewayKey).catch((error: unknown) => ({ error }));
      if (!("ok" in refund) || !refund.ok) {
        throw new Error(`refund of ${charge.chargeId} failed after a failed payment transaction`, { cause });
      }
    }
    throw cause;
  }

  async function saveCard(tx: Db, userId: number, charge: Charge, now: Date): Promise<BillingDetailsRow> {
    return billingRepository.saveBillingDetails(
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

  /** Writes the invoice and queues the receipt mail for a payment the member made (not an auto-renewal). */
  async function recordMemberPayment(
    tx: Db,
    input: {
      user: UserRow;
      membership: MembershipRow;
      kind: PaymentKindColumn;
      quote: PriceBreakdown;
      coupon: CouponRow | null;
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
   * A member's payment: reserve the coupon use and charge the card outside any transaction, then in one
   * transaction set the paid period, keep the card, write the invoice and receipt and store the idempotent
   * answer. If that transaction fails, the charge is refunded and the coupon use given back.
   */
  async function chargeAndRecord(input: {
    user: UserRow;
    card: ReturnType<typeof readCard>;
    current: MembershipRow | undefined;
    levelId: number;
    startNew: boolean;
    kind: PaymentKindColumn;
    quote: PriceBreakdown;
    coupon: CouponRow | null;
    country: string | null;
    months?: number;
    idem: IdempotencyContext;
    attempt: CardAttempt;
    /** The moment the payment was asked for: the paid period and the invoice date. */
    now: Date;
    alsoInTransaction?: (tx: Db) => Promise<void>;
  }): Promise<PaymentReceipt> {
    const { user, quote, coupon, country, idem, now } = input;
    const charge = await reserveAndCharge(input.card, quote, coupon, idem.gatewayKey("charge"), input.attempt, now);
    try {
      return await db.transaction(async (tx) => {
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
        const receipt = await recordMemberPayment(tx, {
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
        await idem.complete(tx, receipt);
        return receipt;
      });
    } catch (error) {
      await releaseCoupon(coupon);
      return refundAfterFailure(charge, idem.gatewayKey("refund"), error);
    }
  }

  /** 409 for a payment whose period is already paid: same level, outside the renewal window (ADR 0011). */
  function assertPeriodNotPaid(current: MembershipRow | undefined, levelId: number, now: Date) {
    if (isPeriodAlreadyPaid(current ? { ...current, levelId: current.membershipId } : null, levelId, now)) {
      throw conflict("PERIOD_ALREADY_PAID", "membership.periodAlreadyPaid");
    }
  }

  /** One payment per member at a time: the others are refused before they reach the gateway (ADR 0011). */
  function oneCheckoutAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
    return withPaymentClaim(
      deps,
      `member:${userId}`,
      () => conflict("PAYMENT_IN_PROGRESS", "membership.paymentInProgress"),
      work,
    );
  }

  /** A manual payment must not race an automatic renewal charge that is running right now. */
  async function assertNoRenewalInFlight(membership: MembershipRow | undefined) {
    if (!membership) return;
    const open = await repo.openRenewal(db, membership.id);
    if (open?.state === "charging") throw conflict("RENEWAL_IN_PROGRESS", "membership.renewalInProgress");
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

  /** The membership as every call presents it, with the instructor record and the country it was bought in. */
  async function present(membership: MembershipRow, now: Date) {
    const [instructor, location] = await Promise.all([
      repo.instructor(db, membership.userId),
      repo.locationPricing(db, membership.countryCode),
    ]);
    return presentMembership(membership, instructor, now, location);
  }

  async function membershipView(userId: number) {
    const membership = await repo.current(db, userId);
    return membership ? present(membership, clock.now()) : undefined;
  }

  return {
    /**
     * Membership/GetMembershipPriceByLocation: the country of the caller's IP, its discounts in dollars, whether
     * the Discount Code field is hidden (Brazil, Japan), and each level's sign-up price after the discount.
     */
    async priceByLocation(country: string | null) {
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
      return oneCheckoutAtATime(userId, async () => {
        // Read under the claim: a payment that finished meanwhile is seen, so its period is not paid twice.
        const current = await repo.current(db, userId);
        const plan = planMembershipPayment(
          current ? { levelId: current.membershipId, running: hasMembershipAccess(current, now) } : null,
          levelId,
        );
        if (!plan.ok) throw badRequest("PAYMENT_NOT_ALLOWED", plan.message);
        assertPeriodNotPaid(current, levelId, now);
        await assertNoRenewalInFlight(current);
        const coupon = await couponFor(input.Coupon, country, now);
        let quote: PriceBreakdown;
        let months: number | undefined;
        if (plan.kind === "levelChange" && current) {
          months = monthsRemaining(now, current.endDateTime);
          quote = quoteMembershipPayment({
            kind: "levelChange",
            levelId,
            proratedAdjustmentCents: levelChangeAdjustmentCents({
              fromLevelId: current.membershipId,
              toLevelId: levelId,
              location: await repo.locationPricing(db, current.countryCode),
              now,
              endDateTime: current.endDateTime,
            }),
            coupon: asApplied(coupon),
          });
        } else {
          quote = quoteMembershipPayment({
            kind: "renewal",
            levelId,
            coupon: asApplied(coupon),
            location: await repo.locationPricing(db, country),
          });
        }
        assertAmountPaid(input.AmountPaid, quote.total);

        return chargeAndRecord({
          user,
          card,
          current,
          levelId,
          // Only a renewal of the same level continues the running year; a new level starts a new year now.
          startNew: plan.kind === "levelChange" || current?.membershipId !== levelId,
          kind: plan.kind,
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
      const instructor = await repo.instructor(db, userId);
      if (!instructor) throw forbidden("NOT_INSTRUCTOR", "membership.notInstructor");
      return oneCheckoutAtATime(userId, async () => {
        const current = await repo.current(db, userId);
        assertPeriodNotPaid(current, MembershipId.Instructor, now);
        await assertNoRenewalInFlight(current);
        // Read under the claim too: the credits a payment that just finished used up are gone.
        const record = (await repo.instructor(db, userId)) ?? instructor;
        const coupon = await couponFor(input.Coupon, country, now);
        const quote = quoteMembershipPayment({
          kind: "instructorRenewal",
          licensingFeeCents: record.licensingFeeCents,
          creditsCents: record.totalCreditsEarnedCents,
          coupon: asApplied(coupon),
          location: await repo.locationPricing(db, country),
        });
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
      const coupon = await couponFor(input.Coupon, country, now);
      const quote = quoteMembershipPayment({
        kind: "signup",
        levelId: input.MembershipId,
        coupon: asApplied(coupon),
        location: await repo.locationPricing(db, country),
      });
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
      input: { user: UserRow; membership: MembershipRow; plan: SignupPaymentPlan; charge: Charge },
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
      return refundAfterFailure(charge, gatewayKey, cause);
    },

    /**
     * Membership/UpdateBillingDetails: stores a new card for auto-renewals (masked fields must be replaced) and
     * retries an open renewal with it at once.
     */
    async updateBilling(userId: number, input: BillingUpdateInput, request: PaymentRequest, idem: IdempotencyContext) {
      const now = clock.now();
      await requireUser(userId);
      const card = readCard(input, now);
      if (input.BillingType !== undefined && input.BillingType !== null && input.BillingType !== 1) {
        throw validationError({ BillingType: "membership.billingTypeUnsupported" });
      }
      if (input.PayPalEmail?.trim()) throw validationError({ PayPalEmail: "membership.billingTypeUnsupported" });
      // Storing a card verifies it with the gateway, so it is limited like a charge.
      const stored = await takePayment(card, 0, idem.gatewayKey("store"), {
        ip: request.ip,
        account: `user:${userId}`,
      });
      const saved = await saveCard(db, userId, stored, now);
      const membership = await repo.current(db, userId);
      const outcome: AttemptOutcome | null = membership ? await renewals.retryOpenRenewal(membership.id) : null;
      const view = await membershipView(userId);
      return {
        BillingDetails: presentBillingDetails(saved),
        RenewalRetried: outcome !== null,
        RenewalStatus: outcome === null ? null : RENEWAL_STATUS[outcome],
        Membership: view ?? null,
      };
    },

    async billingDetails(userId: number) {
      await requireUser(userId);
      const row = await billingRepository.findBillingDetails(db, userId);
      return row ? presentBillingDetails(row) : null;
    },

    async billingInfo(userId: number) {
      await requireUser(userId);
      const row = await billingRepository.findBillingDetails(db, userId);
      return presentBillingInfo(row, await membershipView(userId), clock.now());
    },

    /** Membership/GetMembershipByUserId; null for an account without a membership (administrators). */
    async membership(userId: number) {
      await requireUser(userId);
      return (await membershipView(userId)) ?? null;
    },

    async expiration(userId: number) {
      await requireUser(userId);
      return presentExpiration(await repo.current(db, userId), clock.now());
    },

    /** Membership/CancelUserMembership: auto-renewal off, access until EndDateTime (ADR 0007). */
    async cancel(userId: number) {
      const user = await requireUser(userId);
      const current = await requireMembership(userId);
      const now = clock.now();
      if (!hasMembershipAccess(current, now)) throw conflict("MEMBERSHIP_NOT_ACTIVE", "membership.notActive");
      // Cancelling twice changes nothing and sends no second mail.
      if (current.status === "cancelled" && !current.autoRenew) {
        return await present(current, now);
      }
      await assertNoRenewalInFlight(current);
      const pastDue = current.status === "past_due";
      const updated = await db.transaction(async (tx) => {
        const row = await repo.update(
          tx,
          current.id,
          pastDue
            ? { autoRenew: false, status: "lapsed", cancelledAt: now, lapsedAt: now, pendingMembershipId: null }
            : { autoRenew: false, status: "cancelled", cancelledAt: now, pendingMembershipId: null },
          now,
        );
        await repo.closeOpenRenewals(tx, current.id, "cancelled", now);
        const language = normalizeLanguage(user.language);
        await queueMail(
          tx,
          user.email,
          renderMail(language, user.firstName, {
            subject: "email.cancelledSubject",
            intro: [pastDue ? "email.cancelledNowIntro" : "email.cancelledIntro"],
            action: { label: "email.manageMembershipAction", url: `${config.publicUrl}/managemembership` },
            params: {
              level: levelName(row.membershipId),
              date: formatLongDate(row.endDateTime, language),
            },
          }),
        );
        return row;
      });
      return await present(updated, now);
    },

    /** Switches auto-renewal back on for a cancelled membership that has not ended yet. */
    async resume(userId: number) {
      await requireUser(userId);
      const current = await requireMembership(userId);
      const now = clock.now();
      if (!hasMembershipAccess(current, now)) throw conflict("MEMBERSHIP_NOT_ACTIVE", "membership.notActive");
      const updated =
        current.status === "cancelled" || !current.autoRenew
          ? await repo.update(db, current.id, { autoRenew: true, status: "active", cancelledAt: null }, now)
          : current;
      return await present(updated, now);
    },

    /**
     * Membership/DowngradeUserMembership: the lower level takes effect at the next renewal (and is what that
     * renewal charges); asking for the current level clears a scheduled downgrade.
     */
    async downgrade(userId: number, targetLevelId: number) {
      await requireUser(userId);
      const current = await requireMembership(userId);
      const now = clock.now();
      if (!hasMembershipAccess(current, now) || current.status === "past_due") {
        throw conflict("MEMBERSHIP_NOT_ACTIVE", "membership.notActive");
      }
      const error = downgradeError(current.membershipId, targetLevelId);
      if (error) throw badRequest("DOWNGRADE_NOT_ALLOWED", error);
      const clearing = targetLevelId === current.membershipId;
      const updated = await repo.update(
        db,
        current.id,
        clearing
          ? { pendingMembershipId: null }
          : { pendingMembershipId: targetLevelId, autoRenew: true, status: "active", cancelledAt: null },
        now,
      );
      return { membership: await present(updated, now), cleared: clearing };
    },

    /** User/GetMembershipOverviewByUserId: the profile's membership overview in one call. */
    async overview(userId: number) {
      await requireUser(userId);
      const now = clock.now();
      const view = await membershipView(userId);
      const card = await billingRepository.findBillingDetails(db, userId);
      const latest = await billingRepository.latestPayment(db, userId);
      const { total } = await billingRepository.listPayments(db, userId, { page: 1, pageSize: 1 });
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

    async overviewCards(userId: number) {
      await requireUser(userId);
      return { UserId: userId, Cards: normalizeOverviewCards(await repo.overviewCards(db, userId)) };
    },

    async saveOverviewCards(
      userId: number,
      cards: { Key: string; IsVisible: boolean; SortOrder?: number | undefined }[],
    ) {
      await requireUser(userId);
      const normalized = normalizeOverviewCards(cards);
      await repo.saveOverviewCards(db, userId, normalized, clock.now());
      return { UserId: userId, Cards: normalized };
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
