/**
 * The payment gateway port (architecture "Payments", ADR 0006). Card number and CVV are passed to one call
 * and forgotten; what comes back (token, brand, last four, expiry) is all the system keeps. Every call takes
 * an idempotency key: the same key returns the first result and never moves money twice.
 */

/** The card as typed in the payment form; lives in memory for one gateway call only. */
export interface CardInput {
  number: string;
  cvv: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  holderName: string;
}

/** A stored card, safe to keep: the gateway's token and the displayable details. */
export interface StoredCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Why a gateway refused, as a stable code; each has a message key `membership.gateway.<code>` and the error
 * code the API answers with.
 */
export type DeclineCode = "declined" | "insufficientFunds" | "expiredCard" | "incorrectCvv" | "unavailable";

export type Declined = { ok: false; decline: DeclineCode };
export type Charged = { ok: true; chargeId: string; amountCents: number };
export type ChargeResult = Charged | Declined;
export type AuthorizeResult = { ok: true; authorizationId: string; amountCents: number } | Declined;
export type StoreCardResult = ({ ok: true } & StoredCard) | Declined;
export type ChargeAndStoreResult = (Charged & { card: StoredCard }) | Declined;
export type RefundResult = { ok: true; refundId: string } | Declined;

export interface PaymentGateway {
  readonly name: string;
  /** Reserves an amount on a card without taking it. */
  authorize(card: CardInput, amountCents: number, idempotencyKey: string): Promise<AuthorizeResult>;
  /** Takes an authorized amount. */
  capture(authorizationId: string, idempotencyKey: string): Promise<ChargeResult>;
  /** Authorizes and captures at once; with `saveCard`, also stores the card for later charges. */
  charge(
    card: CardInput,
    amountCents: number,
    idempotencyKey: string,
    options: { saveCard: true },
  ): Promise<ChargeAndStoreResult>;
  charge(card: CardInput, amountCents: number, idempotencyKey: string): Promise<ChargeResult>;
  /** Checks a card and stores it for later charges, moving no money. */
  storeCard(card: CardInput, idempotencyKey: string): Promise<StoreCardResult>;
  /** Charges a stored card (auto-renewals). */
  chargeStored(token: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult>;
  /** Gives a charge back in full. */
  refund(chargeId: string, idempotencyKey: string): Promise<RefundResult>;
  /** Deletes a stored card at the gateway (account erasure); an unknown token is already forgotten. */
  forgetCard(token: string): Promise<void>;
}

/** The API error code of each decline. */
export const DECLINE_ERROR_CODES: Record<DeclineCode, string> = {
  declined: "CARD_DECLINED",
  insufficientFunds: "INSUFFICIENT_FUNDS",
  expiredCard: "EXPIRED_CARD",
  incorrectCvv: "INCORRECT_CVV",
  unavailable: "GATEWAY_UNAVAILABLE",
};

/** The catalogue key of each decline's reason. */
export const declineMessageKey = (decline: DeclineCode) => `membership.gateway.${decline}`;
