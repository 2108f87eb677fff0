import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The one signer of the links that work without a login: invoices, order downloads, donation receipts and
 * cancellations, newsletter confirmations and unsubscriptions, private files. Each purpose keeps its own key (so a
 * signature made for one can never open another) and its own payload, which the links already in members' mail
 * depend on; what is shared is the HMAC, the base64url form and the constant-time comparison.
 */
export interface LinkSigner {
  /** The base64url HMAC-SHA256 of `payload`. */
  sign(payload: string): string;
  /** Whether `signature` is ours for `payload`, compared in constant time. */
  verify(payload: string, signature: string): boolean;
}

/** A signer keyed by `key` as given (a string or the bytes of a derived key). */
export function linkSigner(key: string | Buffer): LinkSigner {
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    sign,
    verify(payload, signature) {
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A key derived from the server secret with a fixed label, so the login-token key is never used as is. */
export const derivedKey = (secret: string, label: string): Buffer =>
  createHmac("sha256", secret).update(label).digest();

/** Seconds since the epoch when a link made at `now` and valid for `ttlMs` stops working. */
export const expiresAt = (now: Date, ttlMs: number): number => Math.floor((now.getTime() + ttlMs) / 1000);

/**
 * `<expires>.<signature>`: a token that carries its own end, signed over `payloadOf(expires)` (the invoice and
 * donation receipt links).
 */
export function expiringToken(signer: LinkSigner, payloadOf: (expires: number) => string, expires: number): string {
  return `${expires}.${signer.sign(payloadOf(expires))}`;
}

/** Whether an `expiringToken` is ours for this payload and still before its end at `now`. */
export function verifyExpiringToken(
  signer: LinkSigner,
  payloadOf: (expires: number) => string,
  token: string,
  now: Date,
): boolean {
  const [expiresText = "", signature = ""] = token.split(".");
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  return signer.verify(payloadOf(expires), signature);
}
