import {
  type CardField,
  cardBrand,
  cardFieldErrors,
  dollarsToCents,
  lastFour,
  maskedFieldsMessage,
  normalizeCardNumber,
  parseExpiry,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { AppError, messageError, validationError } from "../../http/errors.ts";
import type { PaymentKind, PaymentOutcome } from "../../platform/metrics/metrics.ts";
import { assertCardAttemptAllowed, type CardAttempt, recordCardDecline, withPaymentClaim } from "./checkout-guards.ts";
import {
  type CardInput,
  DECLINE_ERROR_CODES,
  type DeclineCode,
  declineMessageKey,
  type StoredCard,
} from "./gateway.ts";
import type { IdempotencyContext } from "./idempotency.ts";

/**
 * The one card payment pipeline (ADR 0074): every checkout that charges a typed card (store orders, enrollments,
 * manuals, donations, memberships) runs `payByCard`, so the decline budget, the claim, the gateway call, the
 * compensation and the idempotent answer are written once and cannot drift apart between checkouts.
 */

/** The card fields of the payment forms as they arrive (spec 000 §3). */
export type CardFields = Partial<Record<CardField, string | null | undefined>>;

/** The card of a payment form: masked saved details and every field's first failing rule are 400s. */
export function readCard(fields: CardFields, now: Date): CardInput {
  const values = {
    CardHolderName: (fields.CardHolderName ?? "").trim(),
    // "4242 4242 4242 4242" and "4242-4242-4242-4242" are the same card: the separators never reach the gateway.
    CardNumber: normalizeCardNumber(fields.CardNumber),
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

/** What a successful gateway call leaves for the checkout to record. */
export interface CardCharge {
  /** Null when nothing was due and the card was only stored. */
  chargeId: string | null;
  /** Brand and last four of the typed number, as receipts show them. */
  brand: string;
  last4: string;
  holderName: string;
  /** The gateway's stored card, when the checkout asked to keep it. */
  stored: StoredCard | null;
}

/**
 * One gateway call: charges the card (with `saveCard`, also stores it; with nothing due, only stores it). A thrown
 * call is an unreachable gateway, so a network failure answers like the gateway's own "unavailable".
 */
export async function callGateway(
  deps: Pick<Deps, "gateway">,
  card: CardInput,
  amountCents: number,
  gatewayKey: string,
  options: { saveCard?: boolean } = {},
): Promise<CardCharge | DeclineCode> {
  const shown = { brand: cardBrand(card.number), last4: lastFour(card.number), holderName: card.holderName };
  try {
    if (!options.saveCard) {
      const result = await deps.gateway.charge(card, amountCents, gatewayKey);
      return result.ok ? { ...shown, chargeId: result.chargeId, stored: null } : result.decline;
    }
    if (amountCents > 0) {
      const result = await deps.gateway.charge(card, amountCents, gatewayKey, { saveCard: true });
      return result.ok ? { ...shown, chargeId: result.chargeId, stored: result.card } : result.decline;
    }
    const result = await deps.gateway.storeCard(card, gatewayKey);
    if (!result.ok) return result.decline;
    const { ok: _ok, ...stored } = result;
    return { ...shown, chargeId: null, stored };
  } catch {
    return "unavailable";
  }
}

/** A declined card counts against the card-testing budget; an unreachable gateway is not the card's fault. */
export async function refuseDecline(
  deps: Pick<Deps, "rateLimiter">,
  decline: DeclineCode,
  attempt: CardAttempt,
): Promise<never> {
  if (decline !== "unavailable") await recordCardDecline(deps, attempt);
  throw paymentFailed(decline);
}

/**
 * Gives a charge back after the transaction that should have recorded it failed, then rethrows that failure; a
 * refund that fails too is a louder error, since money was taken and nothing records it.
 */
export async function refundAfterFailure(
  deps: Pick<Deps, "gateway">,
  chargeId: string | null | undefined,
  gatewayKey: string,
  cause: unknown,
): Promise<never> {
  if (chargeId) {
    const refund = await deps.gateway.refund(chargeId, gatewayKey).catch((error: unknown) => ({ error }));
    if (!("ok" in refund) || !refund.ok) {
      throw new Error(`refund of ${chargeId} failed after a failed payment transaction`, { cause });
    }
  }
  throw cause;
}

/** One checkout as the pipeline runs it; `Held` is what `hold` reserved, `Answer` the call's JSON answer. */
export interface CardCheckout<Held, Answer> {
  /** What the payment buys, as the payment counter of /metrics names it. */
  kind: PaymentKind;
  /** The card as typed, or null when nothing is due (then neither the budget nor the gateway is asked). */
  card: CardInput | null;
  /** What the card is charged; a function when the hold prices it (under a lock the preview did not hold). */
  amountCents: number | ((held: Held) => number);
  /** Whose declined-card budget the attempt spends. */
  attempt: CardAttempt;
  idem: IdempotencyContext;
  /** Names the charge among the request's gateway calls, so a crashed request's retry finds it again. */
  step: string;
  /** Also keeps the card at the gateway (auto-renewals, yearly gifts); with nothing due, only stores it. */
  saveCard?: boolean;
  /** One checkout per key at a time (ADR 0011): the others get `refusal()` before anything is held. */
  claim?: { key: string; refusal: () => AppError };
  /** Under the claim: the answer an earlier identical request already got, which this one repeats (ADR 0070). */
  earlierAnswer?: () => Promise<Answer | undefined>;
  /** Reserves what the charge pays for (stock and an order row, a seat, a coupon use), or re-checks under the claim. */
  hold: () => Promise<Held>;
  /** Gives the hold back after a declined or unanswered charge. */
  release: (held: Held) => Promise<void>;
  /** Writes what the payment bought, inside the transaction that also stores the idempotent answer. */
  commit: (tx: Db, held: Held, charge: CardCharge | null) => Promise<Answer>;
  /** After the commit failed with the money taken: gives back what it must, then throws. Default: rethrow. */
  compensate?: (held: Held, charge: CardCharge | null, failure: unknown) => Promise<never>;
}

/**
 * Runs a card checkout: the declined-card budget (429 before anything else is touched), the claim, an earlier
 * identical answer, the hold, the charge outside any transaction (a decline or an unreachable gateway releases
 * the hold; only a decline spends the budget), then the commit and the idempotent answer in one transaction.
 * Every attempt that reached the gateway is counted once by its outcome (`deps.metrics.payment`, ADR 0084).
 */
export async function payByCard<Held, Answer>(
  deps: Pick<Deps, "db" | "clock" | "gateway" | "rateLimiter" | "metrics">,
  checkout: CardCheckout<Held, Answer>,
): Promise<Answer> {
  const { card, idem, attempt } = checkout;
  const counted = (outcome: PaymentOutcome) => deps.metrics.payment(checkout.kind, outcome);
  if (card) await assertCardAttemptAllowed(deps, attempt);

  const run = async (): Promise<Answer> => {
    const earlier = await checkout.earlierAnswer?.();
    if (earlier !== undefined) {
      idem.replayed();
      return earlier;
    }
    const held = await checkout.hold();
    const amountCents = typeof checkout.amountCents === "number" ? checkout.amountCents : checkout.amountCents(held);
    let charge: CardCharge | null = null;
    if (card && (amountCents > 0 || checkout.saveCard)) {
      const options = checkout.saveCard ? { saveCard: true } : {};
      const result = await callGateway(deps, card, amountCents, idem.gatewayKey(checkout.step), options);
      if (typeof result === "string") {
        counted(result === "unavailable" ? "unavailable" : "declined");
        await checkout.release(held);
        return refuseDecline(deps, result, attempt);
      }
      charge = result;
    } else if (amountCents > 0) {
      throw new Error("a paid checkout without a card");
    }
    try {
      const answer = await deps.db.transaction(async (tx) => {
        const committed = await checkout.commit(tx, held, charge);
        await idem.complete(tx, committed);
        return committed;
      });
      if (charge) counted("paid");
      return answer;
    } catch (failure) {
      // The gateway said yes but nothing recorded it: compensated (refunded, or retried by the same key) below.
      if (charge) counted("error");
      if (checkout.compensate) return checkout.compensate(held, charge, failure);
      throw failure;
    }
  };

  return checkout.claim
    ? withPaymentClaim(deps, checkout.claim.key, checkout.claim.refusal, run, idem.claimOwner)
    : run();
}
