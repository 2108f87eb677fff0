/** The first delay once an account has had its allowance of failed logins (ADR 0013). */
export const LOGIN_BACKOFF_BASE_MS = 250;
/** The delay never grows past this, so the owner typing the right password waits at most a few seconds. */
export const LOGIN_BACKOFF_MAX_MS = 5000;

/**
 * How long a login for an account waits before its password is checked, given the failures it has had in
 * the current window: nothing up to `allowance`, then 250 ms doubling with each further failure, capped at
 * 5 s. A delay rather than a block, so strangers guessing cannot lock the owner out.
 */
export function loginBackoffMs(failures: number, allowance: number): number {
  if (failures < allowance) return 0;
  const doublings = Math.min(failures - allowance, 10);
  return Math.min(LOGIN_BACKOFF_BASE_MS * 2 ** doublings, LOGIN_BACKOFF_MAX_MS);
}
