/** Absolute session lifetime: 90 days (spec 000 §4 and §9). */
export const SESSION_LIFETIME_MS = 7_776_000_000;
/** Toasts stay 3000 ms (spec 000 §9). */
export const TOAST_DURATION_MS = 3000;
/** Confirmation links live 7 days, reset links 1 hour (issue 2). */
export const CONFIRMATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** E-mail change links live 24 hours (issue 6, ADR 0014). */
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Whether a login made at `loginStamp` (ms since epoch) is older than the session lifetime at `now`. */
export function isSessionExpired(loginStamp: number, now: number): boolean {
  return !Number.isFinite(loginStamp) || now - loginStamp > SESSION_LIFETIME_MS;
}
