import {
  digestSlot,
  type InterfaceLanguage,
  type MarkAllInput,
  NOTIFICATION_KIND_RULES,
  type NotificationRef,
  type NotificationSettingInput,
  nextDigestAt,
  normalizeLanguage,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { enqueue, type JobHandler } from "../../platform/jobs/queue.ts";
import { queueUserMail } from "../../platform/mail/mailer.ts";
import { presentNotification, presentSettings, renderNotification } from "./notifications.presenter.ts";
import { notificationsRepository as repo } from "./notifications.repository.ts";
import { createNotifier, FANOUT_BATCH, FANOUT_JOB, type FanoutPayload } from "./notifier.ts";

export const DIGEST_JOB = "notifications.digest";
const DIGEST_BATCH = 200;
/** A digest lists at most this many notifications; the rest are counted and linked. */
const DIGEST_MAX_ITEMS = 30;

const notificationNotFound = () => notFound("NOTIFICATION_NOT_FOUND", "notificationMessages.notFound");

export function createNotificationService(deps: Pick<Deps, "db" | "clock" | "audit">) {
  const { db, clock } = deps;
  return {
    /** Notification/GetNotificationsByUserId: a page, newest first, in the reader's language. */
    async list(
      userId: number,
      query: { page: number; pageSize: number; unreadOnly: boolean },
      language: InterfaceLanguage,
    ) {
      const { list, total, unread } = await repo.page(db, userId, {
        unreadOnly: query.unreadOnly,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const items = list.flatMap((row) => presentNotification(row, language) ?? []);
      return { items, total, unread };
    },

    settings(userId: number) {
      return repo.settingsOf(db, userId);
    },

    /** Notification/PostNotificationSetting: the kinds sent replace their choices; others keep theirs. */
    async saveSettings(input: NotificationSettingInput) {
      const stored = await repo.settingsOf(db, input.userID);
      // The audit log's "before" when an administrator saves a member's settings (ADR 0088): what the form showed.
      if (deps.audit.recording())
        deps.audit.before({ kind: "user", id: input.userID }, presentSettings(input.userID, stored));
      const kinds = { ...(stored?.kinds ?? {}) };
      for (const choice of input.Kinds) {
        kinds[choice.Kind] = {
          inApp: choice.InApp,
          // A producer-mailed kind always mails; storing the member's wish would only mislead.
          email: NOTIFICATION_KIND_RULES[choice.Kind as keyof typeof NOTIFICATION_KIND_RULES].producerMails
            ? true
            : choice.Email,
        };
      }
      const next = { dailyDigest: input.DailyDigest, kinds };
      await repo.saveSettings(db, input.userID, next, clock.now());
      return next;
    },

    async markRead(ref: NotificationRef) {
      const row = await repo.findOwned(db, ref.userID, ref.notificationID);
      if (!row) throw notificationNotFound();
      const changed = await repo.markRead(db, ref.userID, [row.id], clock.now());
      return { UnreadCount: await repo.unreadCount(db, ref.userID), Changed: changed };
    },

    /** Without ids: every unread notification of the member. Ids of other members' notifications change nothing. */
    async markAll(input: MarkAllInput) {
      const ids = input.notificationIDs && input.notificationIDs.length > 0 ? input.notificationIDs : undefined;
      const changed = await repo.markRead(db, input.userID, ids, clock.now());
      return { UnreadCount: await repo.unreadCount(db, input.userID), Changed: changed };
    },

    async remove(ref: NotificationRef) {
      const changed = await repo.remove(db, ref.userID, ref.notificationID);
      if (changed === 0) throw notificationNotFound();
      return { UnreadCount: await repo.unreadCount(db, ref.userID), Changed: changed };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

/** One batch of a fan-out per job; the next batch is its own job, so a large membership never holds one lock. */
export function createFanoutHandler(deps: Pick<Deps, "db" | "clock" | "config">): JobHandler {
  const notifier = createNotifier(deps);
  return async (payload, job) => {
    const { event, afterUserId } = payload as FanoutPayload;
    await deps.db.transaction(async (tx) => {
      // The batch and its mails are this one transaction: fenced, a run that lost its lease in a stall adds nothing.
      await job.fence(tx);
      // A cause withdrawn meanwhile (a deleted announcement) reaches nobody more: the chain ends here.
      if (event.source) {
        await repo.lockSource(tx, event.source);
        if (await repo.isWithdrawn(tx, event.source)) return;
      }
      const batch = await repo.recipients(tx, afterUserId, FANOUT_BATCH);
      await notifier.deliver(tx, batch, event, { bulk: true });
      const last = batch.at(-1);
      if (batch.length === FANOUT_BATCH && last) {
        const next: FanoutPayload = { event, afterUserId: last.id };
        await enqueue(tx, FANOUT_JOB, next, { key: `${FANOUT_JOB}:${event.key}:${last.id}` });
      }
    });
  };
}

/** Schedules the digest of the day after `now` (one job per day, whoever schedules it). */
export async function scheduleNextDigest(db: Db, now: Date): Promise<void> {
  const runAt = nextDigestAt(now);
  await enqueue(db, DIGEST_JOB, {}, { key: `${DIGEST_JOB}:${runAt.toISOString()}`, runAt });
}

/** Makes sure today's digest exists (at start; a no-op when it does). */
export async function ensureDigestScheduled(db: Db, now: Date): Promise<void> {
  const runAt = digestSlot(now);
  await enqueue(db, DIGEST_JOB, {}, { key: `${DIGEST_JOB}:${runAt.toISOString()}`, runAt });
  await scheduleNextDigest(db, now);
}

/** The daily digest: one mail per member with notifications waiting, in their communication language. */
export function createDigestHandler(deps: Pick<Deps, "db" | "clock" | "config">): JobHandler {
  const { db, clock, config } = deps;
  return async () => {
    await scheduleNextDigest(db, clock.now());
    let after = 0;
    for (;;) {
      const userIds = await repo.digestUserIds(db, after, DIGEST_BATCH);
      for (const userId of userIds) {
        await db.transaction(async (tx) => {
          const rows = await repo.pendingDigest(tx, userId);
          const recipient = await repo.recipient(tx, userId);
          if (recipient && rows.length > 0) {
            const language = normalizeLanguage(recipient.language);
            const lines = rows.slice(0, DIGEST_MAX_ITEMS).map((row) => {
              const { title, body } = renderNotification(language, row.kind, row.params);
              return `• ${title}\n  ${body}`;
            });
            if (rows.length > DIGEST_MAX_ITEMS) lines.push(`… (+${rows.length - DIGEST_MAX_ITEMS})`);
            await queueUserMail(
              tx,
              recipient,
              {
                subject: "notificationMail.digestSubject",
                intro: ["notificationMail.digestIntro", "notificationMail.digestItems"],
                action: { label: "notificationMail.digestAction", url: `${config.publicUrl}/notifications` },
                outro: ["notificationMail.settingsHint"],
                params: {
                  count: rows.length,
                  items: lines.join("\n"),
                  url: `${config.publicUrl}/profile/notifications`,
                },
              },
              { bulk: true },
            );
          }
          // A member who can no longer be reached has nothing left waiting either.
          await repo.finishDigest(
            tx,
            userId,
            rows.map((row) => row.id),
          );
        });
      }
      const last = userIds.at(-1);
      if (userIds.length < DIGEST_BATCH || last === undefined) break;
      after = last;
    }
  };
}
