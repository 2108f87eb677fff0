import { deliveryFor, type NotificationKind, needsRow, normalizeLanguage } from "@haa/domain";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/types.ts";
import { enqueue } from "../../platform/jobs/queue.ts";
import { forgetUnsentMail, type QueueMailOptions, queueUserMails } from "../../platform/mail/mailer.ts";
import type { Clock } from "../../shared/clock.ts";
import { renderNotification } from "./notifications.presenter.ts";

/** How a notifying module names a param's words in one language (`title@de`), part of the port. */
export { localizedParam, localizedParams } from "./notifications.presenter.ts";

import { type NewNotification, type Recipient, notificationsRepository as repo } from "./notifications.repository.ts";

/** What happened, for one member or for all: the kind, the texts' parameters, where it leads. */
export interface NotificationEvent {
  kind: NotificationKind;
  /**
   * Parameters of the kind's texts (`date` as an ISO date is shown in the reader's language); `name@lang`
   * (`localizedParam`) gives a param's value in one language, which replaces `name` for readers of that language.
   */
  params: Record<string, string>;
  /** A path inside the web app (e.g. `/newannouncement/3`). */
  link?: string | null;
  /** What caused it (`announcement:3`); `withdraw(source)` removes its notifications. */
  source?: string | null;
}

/**
 * The port other modules notify through (`Deps.notifier`, ADR 0024): they never import this module's
 * service. Every call runs inside the caller's transaction, so a notification exists only if the change that
 * caused it commits.
 */
export interface Notifier {
  /** One member: stored for the list and/or the digest, or mailed at once, as their settings say. */
  notify(db: Db, userId: number, event: NotificationEvent): Promise<void>;
  /** Every reachable member, in batches through the job queue; `key` makes the fan-out happen once. */
  notifyAllMembers(db: Db, event: NotificationEvent & { key: string }): Promise<void>;
  /** Removes every notification of a cause (e.g. a deleted announcement) and cancels its mails not sent yet. */
  withdraw(db: Db, source: string): Promise<void>;
}

export const FANOUT_JOB = "notifications.fanout";
export const FANOUT_BATCH = 500;

export interface FanoutPayload {
  event: NotificationEvent & { key: string };
  afterUserId: number;
}

export function createNotifier(deps: { config: Config; clock: Clock }): Notifier & {
  /** `bulk` for a fan-out's batch: its mails wait for every other due job (ADR 0103). */
  deliver(db: Db, recipients: Recipient[], event: NotificationEvent, options?: QueueMailOptions): Promise<void>;
} {
  const { config, clock } = deps;

  /** Stores and mails one event for these members, as each one's settings say. */
  async function deliver(
    db: Db,
    recipients: Recipient[],
    event: NotificationEvent,
    options: QueueMailOptions = {},
  ): Promise<void> {
    const now = clock.now();
    const rows: NewNotification[] = [];
    const mails: Parameters<typeof queueUserMails>[1] = [];
    for (const recipient of recipients) {
      const delivery = deliveryFor(event.kind, recipient.settings);
      if (needsRow(delivery)) {
        rows.push({
          userId: recipient.id,
          kind: event.kind,
          params: event.params,
          link: event.link ?? null,
          source: event.source ?? null,
          inApp: delivery.inApp,
          digestState: delivery.mail === "digest" ? "pending" : "none",
          createdAt: now,
        });
      }
      if (delivery.mail === "now") {
        const { title, body } = renderNotification(normalizeLanguage(recipient.language), event.kind, event.params);
        mails.push({
          user: recipient,
          content: {
            subject: "notificationMail.subject",
            intro: ["notificationMail.body"],
            ...(event.link
              ? { action: { label: "notificationMail.openAction", url: `${config.publicUrl}${event.link}` } }
              : {}),
            outro: ["notificationMail.settingsHint"],
            params: { title, body, url: `${config.publicUrl}/profile/notifications` },
          },
        });
      }
    }
    await queueUserMails(db, mails, { ...options, source: event.source });
    await repo.insertMany(db, rows);
  }

  return {
    deliver,

    async notify(db, userId, event) {
      const recipient = await repo.recipient(db, userId);
      if (recipient) await deliver(db, [recipient], event);
    },

    async notifyAllMembers(db, event) {
      const payload: FanoutPayload = { event, afterUserId: 0 };
      await enqueue(db, FANOUT_JOB, payload, { key: `${FANOUT_JOB}:${event.key}:0` });
    },

    /**
     * Removes the cause's notifications and cancels its mails not sent yet; a fan-out still going out stops at its next
     * batch (ADR 0103).
     */
    async withdraw(db, source) {
      await repo.lockSource(db, source);
      await repo.markWithdrawn(db, source);
      await repo.removeBySource(db, source);
      await forgetUnsentMail(db, source);
    },
  };
}
