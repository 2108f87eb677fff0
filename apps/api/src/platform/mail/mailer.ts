import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { enqueue, type JobHandler } from "../jobs/queue.ts";
import { outbox } from "./mail.schema.ts";
import { type MailContent, type RenderedMail, renderMail } from "./templates.ts";

export const SEND_MAIL_JOB = "mail.send";

/** Writes a mail to the outbox and schedules its delivery, inside the caller's transaction. */
export async function queueMail(db: Db, to: string, mail: RenderedMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ to, ...mail })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned nothing");
  await enqueue(db, SEND_MAIL_JOB, { outboxId: row.id }, { key: `mail:${row.id}` });
  return row.id;
}

/** A member's mail: rendered in their communication language, greeting them by first name. */
export function queueUserMail(
  db: Db,
  user: { email: string; language: string; firstName: string },
  content: MailContent,
): Promise<number> {
  return queueMail(db, user.email, renderMail(user.language, user.firstName, content));
}

/**
 * How long one delivery may wait on the mail server. The queue runs one job at a time per process, so nodemailer's
 * defaults (2 min to connect, 30 s for the greeting, 10 min of silence) let one hanging server hold every job
 * (renewals, refunds) that long per mail; a failed try is retried with the queue's back-off (ADR 0090).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * Delivers outbox rows. With `SMTP_URL` mails go through nodemailer; without it they stay in the outbox,
 * marked sent, and are read at /dev/mailbox. Re-running for a sent row does nothing (idempotent).
 */
export function createSendMailHandler(
  db: Db,
  clock: Clock,
  options: { smtpUrl?: string | undefined; from: string },
): JobHandler {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ ...nodemailer.createTransport(options.smtpUrl).options, ...SMTP_TIMEOUTS })
    : undefined;
  return async (payload) => {
    const outboxId = Number((payload as { outboxId?: unknown }).outboxId);
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
    if (!mail || mail.sentAt) return;
    await db
      .update(outbox)
      .set({ attempts: mail.attempts + 1 })
      .where(eq(outbox.id, outboxId));
    if (transport) {
      try {
        await transport.sendMail({
          // One Message-ID per outbox row: a mail sent again because the process died between the server's
          // "queued" and `sent_at` is the same message, which mail clients show once (ADR 0090).
          messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domainOf(options.from)}>`,
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      } catch (error) {
        await db
          .update(outbox)
          .set({ lastError: String(error).slice(0, 1000) })
          .where(eq(outbox.id, outboxId));
        throw error;
      }
    }
    await db.update(outbox).set({ sentAt: clock.now(), lastError: null }).where(eq(outbox.id, outboxId));
  };
}

/** The domain of the sender's address ("Name <no-reply@example.org>" → example.org). */
function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
}

/** Newest first, for the development mailbox. */
export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
