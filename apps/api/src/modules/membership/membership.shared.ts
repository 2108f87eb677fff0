import {
  type CardField,
  cardFieldErrors,
  dollarsToCents,
  maskedFieldsMessage,
  normalizeCardNumber,
  parseExpiry,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Ports } from "../../deps.ts";
import { AppError, conflict, messageError, notFound, validationError } from "../../http/errors.ts";
import { accountRepository, type UserRow } from "../account/account.repository.ts";
import { type BillingDetailsRow, billingRepository } from "../billing/billing.repository.ts";
import { assertCardAttemptAllowed, type CardAttempt, recordCardDecline } from "../billing/checkout-guards.ts";
import {
  type CardInput,
  DECLINE_ERROR_CODES,
  type DeclineCode,
  declineMessageKey,
  type StoredCard,
} from "../billing/gateway.ts";
import { withTeachingCredit } from "./instructor-credits.ts";
import { presentMembership } from "./membership.presenter.ts";
import { type MembershipRow, membershipRepository as repo } from "./membership.repository.ts";

/** The card fields of the payment and billing forms as they arrive (spec 000 §3). */
export type CardFields = Partial<Record<CardField, string | null | undefined>>;

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

/** What the checkout, lifecycle and overview services share: look-ups, presenting, charging a card. */
export function createMembershipShared(deps: Ports) {
  const { db, clock, gateway } = deps;

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

  return {
    requireUser,
    requireMembership,
    takePayment,
    saveCard,
    assertNoRenewalInFlight,
    present,
    membershipView,
  };
}

export type MembershipShared = ReturnType<typeof createMembershipShared>;
