import { nextRefundTry, REFUND_RETRY_DELAYS_MS, refundKey } from "@haa/domain";
import type { Deps } from "../../deps.ts";
import { enqueue, type JobHandler } from "../../platform/jobs/queue.ts";
import { localizedParams } from "../notifications/notifier.ts";
import { seminarsRepository as repo } from "./seminars.repository.ts";

export const REFUND_RETRY_JOB = "seminars.retryRefund";

export interface RefundRetryPayload {
  enrollmentId: number;
  /** Declines the gateway answered so far: picks the idempotency key of this try. */
  declines: number;
}

/**
 * A try whose gateway call got no answer (an error, a timeout, `unavailable`) may have moved money, so it is
 * repeated by the queue under the same key, this many times in all (30 s, 2 min, 8 min, 32 min apart).
 */
export const UNANSWERED_TRIES = 5;

export type RefundOutcome = "refunded" | "declined" | "unanswered";

/** One refund try of a paid place under the key of its decline count; a success is recorded at once. */
export async function tryRefund(
  deps: Pick<Deps, "db" | "gateway" | "seats">,
  place: { enrollmentId: number; paymentId: number | null; chargeId: string },
  declines: number,
  now: Date,
): Promise<RefundOutcome> {
  let result: Awaited<ReturnType<Deps["gateway"]["refund"]>>;
  try {
    result = await deps.gateway.refund(place.chargeId, refundKey(place.enrollmentId, declines));
  } catch {
    result = { ok: false, decline: "unavailable" };
  }
  if (result.ok) {
    // The place is the enrollment module's (`Ports.seats`), its payment row billing's: both say refunded.
    await deps.db.transaction(async (tx) => {
      await deps.seats.refunded(tx, place.enrollmentId, now);
      if (place.paymentId !== null) await repo.markPaymentRefunded(tx, place.paymentId);
    });
    return "refunded";
  }
  return result.decline === "unavailable" ? "unanswered" : "declined";
}

/** Queues the try after `declines` declines, keyed by both so the same try is never queued twice. */
export async function scheduleRefundRetry(deps: Pick<Deps, "db">, payload: RefundRetryPayload, runAt: Date) {
  await enqueue(deps.db, REFUND_RETRY_JOB, payload, {
    key: `${REFUND_RETRY_JOB}:${payload.enrollmentId}:${payload.declines}`,
    runAt,
    maxAttempts: UNANSWERED_TRIES,
  });
}

/** What the cancellation does after its own try failed: the first retry, with the back-off of ADR 0049. */
export async function scheduleAfterFirstTry(
  deps: Pick<Deps, "db">,
  enrollmentId: number,
  outcome: Exclude<RefundOutcome, "refunded">,
  now: Date,
) {
  if (outcome === "declined") {
    await scheduleRefundRetry(deps, { enrollmentId, declines: 1 }, nextRefundTry(1, now) as Date);
  } else {
    await scheduleRefundRetry(deps, { enrollmentId, declines: 0 }, new Date(now.getTime() + REFUND_RETRY_DELAYS_MS[0]));
  }
}

/** A paid place of a cancelled seminar with what a refund retry needs (ADR 0049), or undefined. */
async function placeToRefund(deps: Pick<Deps, "db" | "seats">, enrollmentId: number) {
  const enrollment = await deps.seats.find(deps.db, enrollmentId);
  if (!enrollment?.seminarId) return undefined;
  const seminarId = enrollment.seminarId;
  const [context, payments] = await Promise.all([
    repo.refundContext(deps.db, seminarId, enrollment.userId),
    repo.paymentsByIds(deps.db, enrollment.paymentId === null ? [] : [enrollment.paymentId]),
  ]);
  if (!context) return undefined;
  const payment = enrollment.paymentId === null ? undefined : payments.get(enrollment.paymentId);
  return {
    enrollment,
    seminarId,
    ...context,
    paymentStatus: payment?.status ?? null,
    chargeId: payment?.chargeId ?? null,
  };
}

/**
 * The retry job (ADR 0049). A place already refunded (or no longer paid) is left alone; an unanswered try
 * throws so the queue repeats it under the same key; a declined one queues the next try with the next key,
 * and after the last delay every administrator is notified to refund by hand.
 */
export function createRefundRetryHandler(deps: Deps): JobHandler {
  return async (raw, job) => {
    const payload = raw as RefundRetryPayload;
    const place = await placeToRefund(deps, payload.enrollmentId);
    if (!place?.chargeId || place.enrollment.status === "refunded" || place.paymentStatus !== "paid") return;
    const now = deps.clock.now();
    const outcome = await tryRefund(
      deps,
      { enrollmentId: place.enrollment.id, paymentId: place.enrollment.paymentId, chargeId: place.chargeId },
      payload.declines,
      now,
    );
    if (outcome === "refunded") return;
    if (outcome === "unanswered" && job.attempts < UNANSWERED_TRIES) {
      throw new Error(`the gateway did not answer the refund of enrolment ${place.enrollment.id}`);
    }
    const declines = payload.declines + 1;
    const next = outcome === "declined" ? nextRefundTry(declines, now) : null;
    await deps.db.transaction(async (tx) => {
      if (next) {
        await scheduleRefundRetry({ db: tx }, { enrollmentId: place.enrollment.id, declines }, next);
        return;
      }
      // Each administrator reads the notice in their own language: the course's title goes in every one it has.
      const titles = (await deps.translations.everyLanguage(tx, "course", [place.enrollment.courseId])).get(
        place.enrollment.courseId,
      );
      const params = {
        ...localizedParams("course", place.courseTitle, titles, "Title"),
        name: `${place.firstName} ${place.lastName}`.trim(),
        email: place.email,
        // Every try counted: the declines so far and this job's own attempts.
        tries: String(payload.declines + job.attempts),
      };
      for (const adminId of await repo.administratorIds(tx)) {
        await deps.notifier.notify(tx, adminId, {
          kind: "refundFailed",
          params,
          link: `/courses/${place.seminarId}`,
          source: `seminar-refund:${place.enrollment.id}`,
        });
      }
    });
  };
}
