import { HOLD_RELEASE_SCAN_MS } from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { JobReporter } from "../../http/module.ts";
import { enqueue, type JobHandler } from "../../platform/jobs/queue.ts";
import { enrollmentRepository as repo } from "./enrollment.repository.ts";

export const RELEASE_HOLDS_JOB = "enrollment.releaseHolds";

/** The next scan, on a five-minute slot so that every process enqueues the same key (as orders.expirePending). */
export async function scheduleReleaseHolds(deps: Pick<Deps, "db">, now: Date): Promise<void> {
  const runAt = new Date((Math.floor(now.getTime() / HOLD_RELEASE_SCAN_MS) + 1) * HOLD_RELEASE_SCAN_MS);
  await enqueue(deps.db, RELEASE_HOLDS_JOB, {}, { key: `${RELEASE_HOLDS_JOB}:${runAt.toISOString()}`, runAt });
}

/**
 * Gives back the seats of PayPal checkouts nobody finished (ADR 0063): every pending place older than the hold
 * becomes cancelled by one conditional UPDATE, so a rerun or a second worker releases nothing twice and a
 * capture that enrolled first keeps its place. A released place's PayPal order is never captured afterwards
 * (PayPal/GetPaymentDetailsFromURL answers 409 PAYPAL_HOLD_EXPIRED before asking PayPal).
 */
export async function releaseExpiredHolds(deps: Pick<Deps, "db">, now: Date): Promise<{ released: number }> {
  const ids = await repo.releaseExpiredHolds(deps.db, now);
  return { released: ids.length };
}

export function createReleaseHoldsHandler(deps: Deps, reporter?: JobReporter): JobHandler {
  return async () => {
    const now = deps.clock.now();
    const report = await releaseExpiredHolds(deps, now);
    reporter?.(RELEASE_HOLDS_JOB, report);
    await scheduleReleaseHolds(deps, now);
  };
}
