import { createHmac } from "node:crypto";
import type { Db } from "../../db/types.ts";
import { instancesRepository } from "./instances.repository.ts";

/** What is signed to fingerprint JWT_SECRET: a fixed label, so the stored value says nothing about the secret. */
const FINGERPRINT_LABEL = "haa:instances:jwt-secret-fingerprint:v1";

/** HMAC-SHA-256 of a fixed label keyed with the secret: equal for equal secrets, and useless for guessing it. */
export function secretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update(FINGERPRINT_LABEL).digest("base64url");
}

/** A start refused for a reason the operator fixes in the configuration: main.ts prints the message alone. */
export class StartRefused extends Error {
  override name = "StartRefused";
}

export const JWT_SECRET_MISMATCH =
  "JWT_SECRET differs from the one the other API processes on this database use (its fingerprint does not match the stored one): give every instance the same JWT_SECRET, or start one with JWT_SECRET_ROTATE=1 to replace it (every session then ends).";

export const JWT_SECRET_ROTATED =
  "JWT_SECRET_ROTATE=1: the stored JWT_SECRET fingerprint was replaced by this process's; every session and signed link made with the old secret has ended, and instances still running with it must be restarted with the new one. Remove JWT_SECRET_ROTATE before the next start.";

/**
 * Every process on one PostgreSQL must sign with the same JWT_SECRET, or a member signed in on one is refused by
 * the next (ADR 0086). The first start stores the secret's fingerprint; a later one with another secret is
 * refused, unless `rotate` replaces the stored fingerprint. Returns a warning to log when it rotated.
 */
export async function checkSharedSecret(
  db: Db,
  secret: string,
  options: { rotate: boolean; now: Date },
): Promise<string | undefined> {
  const mine = secretFingerprint(secret);
  if (options.rotate) {
    const replaced = await instancesRepository.replaceFingerprint(db, mine, options.now);
    // A first start with the flag has nothing to replace: it stores its fingerprint like any first start.
    if (!replaced) await instancesRepository.storedFingerprint(db, mine);
    return replaced ? JWT_SECRET_ROTATED : undefined;
  }
  if ((await instancesRepository.storedFingerprint(db, mine)) !== mine) throw new StartRefused(JWT_SECRET_MISMATCH);
  return undefined;
}
