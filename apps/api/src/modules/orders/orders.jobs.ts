import { PENDING_ORDER_SCAN_MS, pendingOrderCutoff } from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { JobReporter } from "../../http/module.ts";
import { enqueue, type JobHandler } from "../../platform/jobs/queue.ts";
import { couponUses } from "../coupons/coupon-uses.port.ts";
import { ordersRepository as repo } from "./orders.repository.ts";

export const EXPIRE_PENDING_JOB = "orders.expirePending";
const BATCH = 100;

/** The next scan, on a five-minute slot so that every process enqueues the same key. */
export async function scheduleExpirePending(deps: Pick<Deps, "db">, now: Date): Promise<void> {
  const runAt = new Date((Math.floor(now.getTime() / PENDING_ORDER_SCAN_MS) + 1) * PENDING_ORDER_SCAN_MS);
  await enqueue(deps.db, EXPIRE_PENDING_JOB, {}, { key: `${EXPIRE_PENDING_JOB}:${runAt.toISOString()}`, runAt });
}

/**
 * Releases the orders a checkout left pending (it died between taking the stock and charging the card, ADR
 * 0049): each in its own transaction, the order moves to expired by a conditional UPDATE and only then the
 * stock and the reserved coupon use go back, so a rerun or a second worker releases nothing twice and a
 * payment that completes first keeps its order.
 */
export async function expirePendingOrders(deps: Pick<Deps, "db">, now: Date) {
  const cutoff = pendingOrderCutoff(now);
  const report = { expired: 0 };
  for (;;) {
    const ids = await repo.stalePendingIds(deps.db, cutoff, BATCH);
    for (const id of ids) {
      const released = await deps.db.transaction(async (tx) => {
        const order = await repo.expireIfPending(tx, id, cutoff);
        if (!order) return false;
        for (const item of await repo.items(tx, [order.id])) await repo.returnStock(tx, item.productId, item.quantity);
        if (order.couponCode) await couponUses.unredeemCode(tx, order.couponCode, now);
        return true;
      });
      if (released) report.expired++;
    }
    if (ids.length < BATCH) break;
  }
  return report;
}

export function createExpirePendingHandler(deps: Deps, reporter?: JobReporter): JobHandler {
  return async () => {
    const now = deps.clock.now();
    const report = await expirePendingOrders(deps, now);
    reporter?.(EXPIRE_PENDING_JOB, report);
    await scheduleExpirePending(deps, now);
  };
}
