import { addYearsUtc, formatUsd, normalizeLanguage } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { JobReporter } from "../../http/module.ts";
import { type DailyJob, dailyJob } from "../../platform/jobs/queue.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import { type DonationPlanRow, donationsRepository as repo } from "./donations.repository.ts";
import { recordDonation } from "./donations.service.ts";

export const YEARLY_DONATIONS_JOB = "donations.chargeYearly";
/** 04:00 UTC, an hour after billing's prune: the quiet hours. */
const HOUR_UTC = 4;
/** A failed yearly charge is tried again this much later, three times in all, then the plan stops. */
export const RETRY_MS = 3 * 24 * 60 * 60 * 1000;
export const MAX_FAILURES = 3;
const BATCH = 100;

/**
 * Whether the plan is still as this run read it (same due date, same failures), locked for the outcome: of two runs
 * of the job (a lease taken over, ADR 0093) the second finds it moved on and records no second gift or mail, and
 * does not push a plan the first run charged to a retry.
 */
async function unchangedSinceRead(tx: Db, plan: DonationPlanRow): Promise<boolean> {
  const current = await repo.planForUpdate(tx, plan.id);
  return current?.nextChargeAt.getTime() === plan.nextChargeAt.getTime() && current.failures === plan.failures;
}

/**
 * Charges every yearly donation that is due, each with a gateway key of its plan and due date (a rerun after a
 * crash finds the first charge again instead of charging twice); a success records the gift and mails the
 * receipt, a failure retries in three days and stops the plan after the third, telling the donor.
 */
export async function chargeDueDonations(deps: Deps, now: Date) {
  const report = { charged: 0, failed: 0, stopped: 0 };
  for (;;) {
    const due = await repo.duePlans(deps.db, now, BATCH);
    for (const plan of due) {
      let result: Awaited<ReturnType<typeof deps.gateway.chargeStored>>;
      try {
        result = await deps.gateway.chargeStored(
          plan.gatewayToken,
          plan.amountCents,
          `donation-plan:${plan.id}:${plan.nextChargeAt.toISOString()}:${plan.failures}`,
        );
      } catch {
        result = { ok: false, decline: "unavailable" };
      }
      if (result.ok) {
        const chargeId = result.chargeId;
        const recorded = await deps.db
          .transaction(async (tx) => {
            // Another run of this job charged under the same gateway key and recorded the gift.
            if (!(await unchangedSinceRead(tx, plan))) return false;
            const next = await repo.updatePlan(tx, plan.id, {
              nextChargeAt: addYearsUtc(plan.nextChargeAt, 1),
              failures: 0,
            });
            await recordDonation(tx, deps, {
              userId: plan.userId,
              planId: plan.id,
              email: plan.email,
              name: plan.name,
              language: plan.language,
              frequency: "yearly",
              amountCents: plan.amountCents,
              card: { brand: plan.cardBrand, last4: plan.last4 },
              chargeId,
              now,
              plan: next ?? plan,
            });
            return true;
          })
          .catch((failure: unknown) => {
            // The next run charges under the same gateway key, which finds this charge rather than making another.
            deps.metrics.payment("donations", "error");
            throw failure;
          });
        // Not recorded: another run charged under the same key, recorded the gift and counted it.
        if (recorded) {
          report.charged++;
          deps.metrics.payment("donations", "paid");
        }
        continue;
      }
      const refused = result.decline === "unavailable" ? "unavailable" : "declined";
      const failures = plan.failures + 1;
      if (failures >= MAX_FAILURES) {
        const stopped = await deps.db.transaction(async (tx) => {
          if (!(await unchangedSinceRead(tx, plan))) return false;
          await repo.updatePlan(tx, plan.id, { status: "failed", failures });
          const language = normalizeLanguage(plan.language);
          await queueMail(
            tx,
            plan.email,
            renderMail(language, plan.name, {
              subject: "donationEmail.stoppedSubject",
              intro: ["donationEmail.stopped"],
              action: { label: "donationEmail.donateAgain", url: `${deps.config.publicUrl}/donation` },
              params: { amount: formatUsd(plan.amountCents, language), last4: plan.last4 },
            }),
          );
          return true;
        });
        if (stopped) {
          report.stopped++;
          deps.metrics.payment("donations", refused);
        }
      } else {
        const moved = await deps.db.transaction(async (tx) => {
          if (!(await unchangedSinceRead(tx, plan))) return false;
          await repo.updatePlan(tx, plan.id, { failures, nextChargeAt: new Date(now.getTime() + RETRY_MS) });
          return true;
        });
        if (moved) {
          report.failed++;
          deps.metrics.payment("donations", refused);
        }
      }
    }
    if (due.length < BATCH) break;
  }
  return report;
}

/** The daily run of the yearly gifts that are due. */
export function yearlyDonations(deps: Deps, reporter?: JobReporter): DailyJob {
  return dailyJob(deps, YEARLY_DONATIONS_JOB, HOUR_UTC, async (now) => {
    reporter?.(YEARLY_DONATIONS_JOB, await chargeDueDonations(deps, now));
  });
}
