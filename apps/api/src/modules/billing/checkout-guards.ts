import { randomUUID } from "node:crypto";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/errors.ts";
import { LIMITS } from "../../platform/ratelimit/rate-limiter.ts";
import { billingRepository } from "./billing.repository.ts";

/**
 * Guards every call that reaches the gateway (ADR 0011): one checkout per member or e-mail at a time, and
 * a budget of declined cards per IP and per account against card testing.
 */

/** A claim older than this belongs to a request that crashed; the gateway answers well within it. */
export const PAYMENT_CLAIM_STALE_MS = 10 * 60_000;

/**
 * Runs `work` while holding the checkout claim `key` (e.g. `member:12`), so exactly one request per key
 * reaches the gateway; the others get `refusal()` at once. The claim is its own short statement, never held
 * inside a transaction, and is released whatever `work` does. `owner` names the request (its idempotency record's
 * `claimOwner`): a claim already held under the same owner is its own, left by a killed run of the same request.
 */
export async function withPaymentClaim<T>(
  deps: Pick<Deps, "db" | "clock">,
  key: string,
  refusal: () => AppError,
  work: () => Promise<T>,
  owner: string = randomUUID(),
): Promise<T> {
  const { db, clock } = deps;
  const token = owner;
  const now = clock.now();
  const staleBefore = new Date(now.getTime() - PAYMENT_CLAIM_STALE_MS);
  if (!(await billingRepository.claimPayment(db, key, token, now, staleBefore))) throw refusal();
  try {
    return await work();
  } finally {
    await billingRepository.releasePayment(db, key, token);
  }
}

/** Who is trying a card: the client IP and the account (`user:<id>`, or `email:<address>` for a sign-up). */
export interface CardAttempt {
  ip: string;
  account: string;
}

const budgets = (attempt: CardAttempt) =>
  [
    [`card-fail:ip:${attempt.ip}`, LIMITS.cardFailuresPerIp],
    [`card-fail:account:${attempt.account}`, LIMITS.cardFailuresPerAccount],
  ] as const;

/** Refuses with 429 once the IP or the account has spent its budget of declined cards; counts nothing. */
export async function assertCardAttemptAllowed(deps: Pick<Deps, "rateLimiter">, attempt: CardAttempt) {
  for (const [key, limit] of budgets(attempt)) {
    try {
      await deps.rateLimiter.assertUnder(key, limit);
    } catch (error) {
      if (error instanceof AppError && error.status === 429) {
        throw new AppError(429, "TOO_MANY_FAILED_PAYMENTS", "membership.tooManyFailedPayments", error.params);
      }
      throw error;
    }
  }
}

/** Counts a declined card against the IP and the account; successful payments never use the budget. */
export async function recordCardDecline(deps: Pick<Deps, "rateLimiter">, attempt: CardAttempt) {
  for (const [key, limit] of budgets(attempt)) await deps.rateLimiter.record(key, limit);
}
