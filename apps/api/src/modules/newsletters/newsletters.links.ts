import { derivedKey, linkSigner } from "../../shared/signed-link.ts";

/**
 * Signed newsletter links (ADR 0027): no login and nothing stored. `c.<subscriber>.<expires>` confirms a
 * visitor's subscriptions; `u.<subscriber>.<newsletter>.<issue>` unsubscribes from one newsletter and never
 * expires (RFC 8058 links must keep working in old mails).
 */
export interface NewsletterLinks {
  confirmToken(subscriberId: number, expiresAt: Date): string;
  unsubscribeToken(subscriberId: number, newsletterId: number, issueId: number): string;
  /** The subscriber of a valid, unexpired confirmation token. */
  readConfirm(token: string, now: Date): number | undefined;
  readUnsubscribe(token: string): { subscriberId: number; newsletterId: number; issueId: number } | undefined;
}

export function createNewsletterLinks(secret: string): NewsletterLinks {
  const signer = linkSigner(derivedKey(secret, "haa:newsletters:links:v1"));
  const sign = signer.sign;

  function read(token: string, kind: string, parts: number): number[] | undefined {
    const pieces = token.split(".");
    if (pieces.length !== parts + 2 || pieces[0] !== kind) return undefined;
    const signature = pieces.pop() ?? "";
    if (!signer.verify(pieces.join("."), signature)) return undefined;
    const numbers = pieces.slice(1).map(Number);
    return numbers.every((n) => Number.isSafeInteger(n) && n >= 0) ? numbers : undefined;
  }

  return {
    confirmToken(subscriberId, expiresAt) {
      const payload = `c.${subscriberId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${sign(payload)}`;
    },
    unsubscribeToken(subscriberId, newsletterId, issueId) {
      const payload = `u.${subscriberId}.${newsletterId}.${issueId}`;
      return `${payload}.${sign(payload)}`;
    },
    readConfirm(token, now) {
      const parts = read(token, "c", 2);
      if (!parts) return undefined;
      const [subscriberId = 0, expires = 0] = parts;
      return expires * 1000 > now.getTime() ? subscriberId : undefined;
    },
    readUnsubscribe(token) {
      const parts = read(token, "u", 3);
      if (!parts) return undefined;
      const [subscriberId = 0, newsletterId = 0, issueId = 0] = parts;
      return { subscriberId, newsletterId, issueId };
    },
  };
}
