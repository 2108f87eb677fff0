import {
  addYearsUtc,
  autoRenewalCents,
  CARD_EXPIRY_NOTICE_DAYS,
  formatCardExpiry,
  formatLongDate,
  formatUsd,
  isCardExpiryNoticeDue,
  isRenewalReminderDue,
  MembershipId,
  nextRenewalAttemptAt,
  normalizeLanguage,
  quoteMembershipPayment,
  RENEWAL_REMINDER_DAYS,
  translate,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { enqueue, type JobHandler } from "../../platform/jobs/queue.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import type { PaymentOutcome } from "../../platform/metrics/metrics.ts";
import type { Account } from "../account/accounts.port.ts";
import { type ChargeResult, type DeclineCode, declineMessageKey } from "../billing/gateway.ts";
import { invoiceLines, levelName, queueReceiptMail, recordPayment } from "../billing/invoices.ts";
import { withTeachingCredit } from "./instructor-credits.ts";
import { type MembershipRow, type RenewalRow, membershipRepository as repo } from "./membership.repository.ts";

/**
 * Auto-renewal and dunning (ADR 0007). The scan job runs every hour; each run sends the reminders that are
 * due, lapses memberships that end without renewal, opens a renewal row per due period (UNIQUE key) and makes
 * one charge attempt per due row. Charges happen outside transactions; rows are claimed with a
 * compare-and-set, so parallel scans, repeated jobs and crashed processes never charge a period twice.
 */
export const RENEWAL_SCAN_JOB = "membership.renewals.scan";
export const RENEWAL_SCAN_INTERVAL_MS = 60 * 60 * 1000;
/** A try left `charging` longer than this belongs to a stopped process and is taken over with the same key. */
export const RENEWAL_LOCK_TIMEOUT_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export type AttemptOutcome = "renewed" | "dunning" | "lapsed" | "ended" | "superseded" | "skipped";

export interface ScanReport {
  reminded: number;
  cardExpiryNotices: number;
  renewed: number;
  dunning: number;
  lapsed: number;
  ended: number;
}

export const emptyReport = (): ScanReport => ({
  reminded: 0,
  cardExpiryNotices: 0,
  renewed: 0,
  dunning: 0,
  lapsed: 0,
  ended: 0,
});

/** The key of the scan for the hour slot containing `at`: one scan per slot, whoever schedules it. */
export function scanSlot(at: Date): Date {
  return new Date(at.getTime() - (at.getTime() % RENEWAL_SCAN_INTERVAL_MS));
}

/** Schedules the scan of the slot after `now` (idempotent: one job per slot). */
export async function scheduleNextScan(db: Db, now: Date): Promise<void> {
  const runAt = new Date(scanSlot(now).getTime() + RENEWAL_SCAN_INTERVAL_MS);
  await enqueue(db, RENEWAL_SCAN_JOB, {}, { key: `${RENEWAL_SCAN_JOB}:${runAt.toISOString()}`, runAt });
}

/** Makes sure a scan is scheduled for the current slot (run at start; a no-op when one exists). */
export async function ensureScanScheduled(db: Db, now: Date): Promise<void> {
  const runAt = scanSlot(now);
  await enqueue(db, RENEWAL_SCAN_JOB, {}, { key: `${RENEWAL_SCAN_JOB}:${runAt.toISOString()}`, runAt });
}

export function createRenewalService(
  deps: Pick<
    Deps,
    "db" | "clock" | "config" | "gateway" | "notifier" | "instructorCredits" | "accounts" | "billingRecords" | "metrics"
  >,
) {
  const { db, clock, config, gateway, notifier, instructorCredits } = deps;
  /** /metrics: a charge that reached the gateway, counted once by the try that recorded its outcome. */
  const counted = (outcome: PaymentOutcome) => deps.metrics.payment("renewal", outcome);

  const manageUrl = () => `${config.publicUrl}/managemembership`;

  async function renewalLevelAndAmount(membership: MembershipRow) {
    const levelId = membership.pendingMembershipId ?? membership.membershipId;
    const instructor =
      levelId === MembershipId.Instructor
        ? await withTeachingCredit(instructorCredits, db, await repo.instructor(db, membership.userId), clock.now())
        : undefined;
    const instructorAmounts = instructor
      ? { licensingFeeCents: instructor.licensingFeeCents, creditsCents: instructor.totalCreditsEarnedCents }
      : null;
    return { levelId, instructorAmounts, amountCents: autoRenewalCents({ levelId, instructor: instructorAmounts }) };
  }

  async function mailUser(tx: Db, user: Account, subject: string, intro: string[], params: Record<string, string>) {
    const language = normalizeLanguage(user.language);
    await queueMail(
      tx,
      user.email,
      renderMail(language, user.firstName, {
        subject,
        intro,
        action: { label: "email.manageMembershipAction", url: manageUrl() },
        params,
      }),
    );
  }

  /** The 7-day reminders and the card-expiry notices, once per membership period each. */
  async function sendReminders(now: Date, report: ScanReport) {
    const until = new Date(now.getTime() + Math.max(RENEWAL_REMINDER_DAYS, CARD_EXPIRY_NOTICE_DAYS) * DAY_MS);
    for (const { membership, card } of await repo.renewingWithoutNotices(db, now, until)) {
      const { levelId, amountCents } = await renewalLevelAndAmount(membership);
      if (amountCents === 0) continue;
      const user = await deps.accounts.find(db, membership.userId);
      if (!user) continue;
      const language = normalizeLanguage(user.language);
      const params = {
        level: levelName(levelId),
        date: formatLongDate(membership.endDateTime, language),
        amount: formatUsd(amountCents, language),
        last4: card?.last4 ?? "—",
        expiry: card ? formatCardExpiry(card.expMonth, card.expYear) : "",
      };
      if (isRenewalReminderDue(membership.endDateTime, now)) {
        const sent = await db.transaction(async (tx) => {
          if (!(await repo.recordNotice(tx, membership.id, "renewalReminder", membership.endDateTime, now))) {
            return false;
          }
          await mailUser(
            tx,
            user,
            "email.renewalReminderSubject",
            [card ? "email.renewalReminderIntro" : "email.renewalReminderNoCardIntro", "email.renewalReminderManage"],
            params,
          );
          return true;
        });
        if (sent) report.reminded++;
      }
      if (card && isCardExpiryNoticeDue(card, membership.endDateTime, now)) {
        const sent = await db.transaction(async (tx) => {
          if (!(await repo.recordNotice(tx, membership.id, "cardExpiry", membership.endDateTime, now))) return false;
          await mailUser(tx, user, "email.cardExpirySubject", ["email.cardExpiryIntro"], params);
          await notifier.notify(tx, user.id, {
            kind: "cardExpiring",
            params: { level: params.level, last4: params.last4, date: membership.endDateTime.toISOString() },
            link: "/managemembership",
          });
          return true;
        });
        if (sent) report.cardExpiryNotices++;
      }
    }
  }

  /** Memberships whose auto-renewal is off (or whose account is locked or deleted) lapse at EndDateTime. */
  async function endCancelled(now: Date, report: ScanReport) {
    for (const membership of await repo.endedWithoutRenewal(db, now, BATCH)) {
      const ended = await db.transaction(async (tx) => {
        const row = await repo.transitionStatus(
          tx,
          membership.id,
          ["active", "cancelled"],
          { status: "lapsed", lapsedAt: now, pendingMembershipId: null },
          now,
        );
        if (!row) return false;
        const user = await deps.accounts.find(tx, membership.userId);
        if (user && !user.deletedAt && !user.lockedAt) {
          if (await repo.recordNotice(tx, membership.id, "ended", membership.endDateTime, now)) {
            const language = normalizeLanguage(user.language);
            await mailUser(tx, user, "email.membershipEndedSubject", ["email.membershipEndedIntro"], {
              level: levelName(membership.membershipId),
              date: formatLongDate(membership.endDateTime, language),
            });
          }
        }
        return true;
      });
      if (ended) report.ended++;
    }
  }

  /** Ends a claimed try that must not charge: the membership was renewed, changed or cancelled meanwhile. */
  async function abandon(claimed: RenewalRow, membership: MembershipRow | undefined, now: Date) {
    return db.transaction(async (tx): Promise<AttemptOutcome> => {
      const cancelled = membership?.endDateTime.getTime() === claimed.periodEnd.getTime() && !membership.autoRenew;
      if (!(await repo.finishRenewal(tx, claimed, { state: cancelled ? "cancelled" : "superseded" }, now))) {
        return "skipped";
      }
      if (cancelled && membership) {
        await repo.transitionStatus(
          tx,
          membership.id,
          ["active", "cancelled", "past_due"],
          { status: "lapsed", lapsedAt: now },
          now,
        );
        return "ended";
      }
      return "superseded";
    });
  }

  /** One charge attempt of one renewal; safe to call from any number of processes at once. */
  async function attempt(renewalId: number, options: { force?: boolean } = {}): Promise<AttemptOutcome> {
    const now = clock.now();
    const claimed = await repo.claimRenewal(
      db,
      renewalId,
      now,
      new Date(now.getTime() - RENEWAL_LOCK_TIMEOUT_MS),
      options.force,
    );
    if (!claimed) return "skipped";
    const membership = await repo.findById(db, claimed.userMembershipId);
    const user = membership && (await deps.accounts.find(db, membership.userId));
    if (
      !membership ||
      !user ||
      user.deletedAt ||
      user.lockedAt ||
      membership.status === "lapsed" ||
      !membership.autoRenew ||
      membership.endDateTime.getTime() !== claimed.periodEnd.getTime()
    ) {
      return abandon(claimed, membership, now);
    }

    const { levelId, instructorAmounts, amountCents } = await renewalLevelAndAmount(membership);
    const card = await deps.billingRecords.card(db, user.id);
    let result: ChargeResult | { ok: true; chargeId: null } | { ok: false; decline: DeclineCode | "noCard" };
    if (amountCents === 0) result = { ok: true, chargeId: null };
    else if (!card) result = { ok: false, decline: "noCard" };
    else {
      try {
        // Derived from the UNIQUE renewal row and the try number: a repeated or taken-over try finds its charge.
        result = await gateway.chargeStored(
          card.gatewayToken,
          amountCents,
          `renewal:${claimed.id}:${claimed.attempts}`,
        );
      } catch {
        result = { ok: false, decline: "unavailable" };
      }
    }

    if (result.ok) {
      const chargeId = result.chargeId;
      const outcome = await db
        .transaction(async (tx): Promise<AttemptOutcome | "refund"> => {
          const current = await repo.lockById(tx, membership.id);
          if (!current || current.endDateTime.getTime() !== claimed.periodEnd.getTime()) {
            // A manual payment renewed this period while the charge ran: give this one back.
            return (await repo.finishRenewal(tx, claimed, { state: "superseded" }, now)) ? "refund" : "skipped";
          }
          const periodEnd = addYearsUtc(claimed.periodEnd, 1);
          let paymentId: number | null = null;
          if (amountCents > 0) {
            const quote = quoteMembershipPayment(
              levelId === MembershipId.Instructor
                ? {
                    kind: "instructorRenewal",
                    licensingFeeCents: instructorAmounts?.licensingFeeCents ?? 0,
                    creditsCents: instructorAmounts?.creditsCents ?? 0,
                  }
                : { kind: "renewal", levelId },
            );
            const payment = await recordPayment(tx, {
              userId: user.id,
              userMembershipId: membership.id,
              levelId,
              kind: "autoRenewal",
              quote,
              lines: invoiceLines(quote, { levelId }),
              card: card ? { brand: card.brand, last4: card.last4 } : null,
              chargeId,
              periodStart: claimed.periodEnd,
              periodEnd,
              now,
            });
            paymentId = payment.id;
            if (quote.credits > 0) await repo.useInstructorCredits(tx, user.id, quote.credits, now);
            await queueReceiptMail(tx, config, user, payment, { endDateTime: periodEnd, automatic: true, now });
            await notifier.notify(tx, user.id, {
              kind: "membershipRenewed",
              params: { level: levelName(levelId), date: periodEnd.toISOString() },
              link: "/profile/membershipoverview",
            });
          }
          if (!(await repo.finishRenewal(tx, claimed, { state: "paid", amountCents, levelId, paymentId }, now))) {
            throw new Error("renewal claim lost while recording the payment");
          }
          await repo.update(
            tx,
            membership.id,
            {
              membershipId: levelId,
              pendingMembershipId: null,
              startDateTime: claimed.periodEnd,
              endDateTime: periodEnd,
              status: "active",
              lapsedAt: null,
            },
            now,
          );
          return "renewed";
        })
        .catch((failure: unknown) => {
          // The try is retried under the same gateway key, which finds this charge rather than making another.
          if (chargeId) counted("error");
          throw failure;
        });
      if (outcome === "refund") {
        if (chargeId) {
          await gateway.refund(chargeId, `renewal:${claimed.id}:${claimed.attempts}:refund`);
          counted("refunded");
        }
        return "superseded";
      }
      if (outcome === "renewed" && chargeId) counted("paid");
      return outcome;
    }

    const decline = result.decline;
    const retryAt = nextRenewalAttemptAt({
      periodEnd: claimed.periodEnd,
      failedAttempts: claimed.attempts,
      attemptedAt: now,
    });
    const failed = await db.transaction(async (tx): Promise<AttemptOutcome> => {
      const finished = await repo.finishRenewal(
        tx,
        claimed,
        retryAt
          ? { state: "retrying", nextAttemptAt: retryAt, lastError: decline, amountCents, levelId }
          : { state: "failed", lastError: decline, amountCents, levelId },
        now,
      );
      if (!finished) return "skipped";
      const language = normalizeLanguage(user.language);
      const params = {
        level: levelName(levelId),
        amount: formatUsd(amountCents, language),
        last4: card?.last4 ?? "—",
        date: formatLongDate(claimed.periodEnd, language),
        retryDate: retryAt ? formatLongDate(retryAt, language) : "",
      };
      const reasonKey = decline === "noCard" ? "membership.gateway.noCard" : declineMessageKey(decline);
      await notifier.notify(tx, user.id, {
        kind: "renewalFailed",
        params: { level: params.level },
        link: "/managemembership",
      });
      if (retryAt) {
        await repo.update(tx, membership.id, { status: "past_due" }, now);
        await mailUserWithReason(tx, user, "email.renewalFailedSubject", "email.renewalFailedIntro", reasonKey, params);
        return "dunning";
      }
      await repo.update(tx, membership.id, { status: "lapsed", lapsedAt: now }, now);
      await mailUserWithReason(
        tx,
        user,
        "email.membershipLapsedSubject",
        "email.membershipLapsedIntro",
        reasonKey,
        params,
      );
      return "lapsed";
    });
    // No card on file never reached the gateway.
    if (failed !== "skipped" && decline !== "noCard") counted(decline === "unavailable" ? "unavailable" : "declined");
    return failed;
  }

  /** A dunning mail: the reason is itself a catalogue key, translated in the member's language first. */
  async function mailUserWithReason(
    tx: Db,
    user: Account,
    subject: string,
    intro: string,
    reasonKey: string,
    params: Record<string, string>,
  ) {
    const language = normalizeLanguage(user.language);
    await mailUser(tx, user, subject, [intro, "email.updateBillingHint"], {
      ...params,
      reason: translate(language, reasonKey),
    });
  }

  /** One scan: reminders, endings, new renewal rows, then one try per due renewal. */
  async function scan(): Promise<ScanReport> {
    const now = clock.now();
    const report = emptyReport();
    await sendReminders(now, report);
    await endCancelled(now, report);
    for (;;) {
      const due = await repo.dueForRenewal(db, now, BATCH);
      for (const membership of due) await repo.ensureRenewal(db, membership, now);
      if (due.length < BATCH) break;
    }
    const tried = new Set<number>();
    for (;;) {
      const ids = (await repo.dueRenewalIds(db, now, new Date(now.getTime() - RENEWAL_LOCK_TIMEOUT_MS), BATCH)).filter(
        (id) => !tried.has(id),
      );
      if (ids.length === 0) break;
      for (const id of ids) {
        tried.add(id);
        const outcome = await attempt(id);
        if (outcome === "renewed") report.renewed++;
        else if (outcome === "dunning") report.dunning++;
        else if (outcome === "lapsed") report.lapsed++;
        else if (outcome === "ended") report.ended++;
      }
    }
    return report;
  }

  return {
    scan,
    attempt,

    /**
     * Tries the open renewal of a membership at once (after new billing details), outside the schedule;
     * null when there is none.
     */
    async retryOpenRenewal(userMembershipId: number): Promise<AttemptOutcome | null> {
      const open = await repo.openRenewal(db, userMembershipId);
      if (!open || open.state === "charging") return null;
      return attempt(open.id, { force: true });
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;

/** The scan job: runs one scan, reports it, and schedules the next slot (self-rescheduling). */
export function createRenewalScanHandler(
  renewals: RenewalService,
  db: Db,
  clock: { now(): Date },
  onReport: (report: ScanReport) => void = () => {},
): JobHandler {
  return async () => {
    // The next slot is queued first, so a scan that fails (and is retried) never breaks the hourly chain.
    await scheduleNextScan(db, clock.now());
    onReport(await renewals.scan());
  };
}
