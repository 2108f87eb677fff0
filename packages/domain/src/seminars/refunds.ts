/**
 * Retries of a refund the gateway declined or could not answer (ADR 0049). The first try is made by the
 * cancellation itself; each later try waits the delay at its index (counted in declines so far), and after
 * the last one an administrator is told to refund by hand.
 */
export const REFUND_RETRY_DELAYS_MS = [
  5 * 60 * 1000,
  30 * 60 * 1000,
  2 * 60 * 60 * 1000,
  12 * 60 * 60 * 1000,
  24 * 60 * 60 * 1000,
] as const;

/** When the next try after `declines` declined tries is due, or null when the tries are used up. */
export function nextRefundTry(declines: number, now: Date): Date | null {
  if (!Number.isInteger(declines) || declines < 1) throw new RangeError(`Invalid decline count: ${declines}`);
  const delay = REFUND_RETRY_DELAYS_MS[declines - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/**
 * The gateway idempotency key of a refund try. It changes only after a decline the gateway answered (no money
 * moved), never after a crash or a timeout, so a replayed try finds the first answer instead of refunding twice.
 * The first try keeps the key the cancellation always used.
 */
export function refundKey(enrollmentId: number, declines: number): string {
  return declines === 0 ? `seminar-cancel:${enrollmentId}` : `seminar-cancel:${enrollmentId}:retry-${declines}`;
}
