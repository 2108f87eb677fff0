import { AppError } from "../../http/errors.ts";
import { LIMITS, type RateLimiter } from "../../platform/ratelimit/rate-limiter.ts";
import type { PasswordHasher } from "../../shared/passwords.ts";

/** What checking a signed-in member's password needs: the hasher and the shared counters. */
export interface PasswordGuard {
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
}

/**
 * Checks the password of a signed-in member (a password or e-mail change, an erasure request: ADR 0089). Only
 * wrong answers count, against one budget per account whichever call asks, so a stolen session cannot guess it for
 * long, and the owner's own changes never use the budget. `hash` is null for an account that has none to match.
 */
export async function checkPassword(
  { passwords, rateLimiter }: PasswordGuard,
  userId: number,
  hash: string | null,
  password: string,
  field: string,
): Promise<void> {
  const key = `password-check:fail:user:${userId}`;
  await rateLimiter.assertUnder(key, LIMITS.passwordCheckFailuresPerAccount);
  if (hash === null || !(await passwords.verify(hash, password))) {
    await rateLimiter.record(key, LIMITS.passwordCheckFailuresPerAccount);
    throw new AppError(
      400,
      "WRONG_PASSWORD",
      "errors.currentPasswordWrong",
      {},
      { [field]: "errors.currentPasswordWrong" },
    );
  }
}
