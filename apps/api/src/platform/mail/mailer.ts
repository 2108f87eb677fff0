import { and, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { inBatches, PRUNE_BATCH } from "../../db/batches.ts";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { enqueueMany, type JobHandler } from "../jobs/queue.ts";
import { outbox } from "./mail.schema.ts";
import { type MailContent, type RenderedMail, renderMail } from "./templates.ts";

export const SEND_MAIL_JOB = "mail.send";
export const FORGET_MAIL_JOB = "mail.forgetOld";

/**
 * How long the outbox keeps a mail's address and content (ADR 0103): a month to answer "did you send it?", and what
 * ADR 0089 promises an erased member. The row itself stays, with its outcome (sent, attempts, last error) and no
 * personal data: a newsletter issue's sent and failed counts are read from it.
 */
export const MAIL_CONTENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** A forgotten mail: no address, subject or content (the send handler skips it); its outcome columns stay. */
const FORGOTTEN = { to: "", subject: "", text: "", html: "", headers: null };

/**
 * Cancels the mails about `source` not sent yet (its cause was withdrawn: a deleted announcement): they are forgotten
 * as a month-old mail is, so their jobs send nothing.
 */
export async function forgetUnsentMail(db: Db, source: string): Promise<number> {
  const forgotten = await db
    .update(outbox)
    .set(FORGOTTEN)
    .where(and(eq(outbox.source, source), isNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  return forgotten.length;
}

/**
 * Forgets the address, subject and content of the mails written more than `olderThanMs` ago, a batch per statement.
 * "Ago" is by the database's clock, which wrote `created_at` (a test's clock may be a year ahead of it).
 */
export function forgetOldMail(db: Db, olderThanMs = MAIL_CONTENT_RETENTION_MS): Promise<number> {
  return inBatches(async () => {
    const batch = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(ne(outbox.to, ""), lt(outbox.createdAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`)))
      .limit(PRUNE_BATCH);
    const forgotten = await db
      .update(outbox)
      .set(FORGOTTEN)
      .where(inArray(outbox.id, batch))
      .returning({ id: outbox.id });
    return forgotten.length;
  });
}

/**
 * `bulk`: the mails of a fan-out, a newsletter or a digest, sent when no other job is due (ADR 0103). `source`: what
 * the mail is about, so that `forgetUnsentMail(source)` cancels it while it waits.
 */
export interface QueueMailOptions {
  bulk?: boolean;
  source?: string | null | undefined;
}

/** Writes a mail to the outbox and schedules its delivery, inside the caller's transaction. */
export async function queueMail(
  db: Db,
  to: string,
  mail: RenderedMail,
  options: QueueMailOptions = {},
): Promise<number> {
  const [id] = await queueMails(db, [{ to, mail }], options);
  if (id === undefined) throw new Error("outbox insert returned nothing");
  return id;
}

/**
 * Writes mails to the outbox with their delivery jobs in two statements, whatever their number: a notification's
 * fan-out to 500 members wrote them one by one, 1,000 round trips inside one transaction (ADR 0103).
 */
export async function queueMails(
  db: Db,
  mails: { to: string; mail: RenderedMail }[],
  options: QueueMailOptions = {},
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(mails.map(({ to, mail }) => ({ to, ...mail, source: options.source ?? null })))
    .returning({ id: outbox.id });
  await enqueueMany(
    db,
    SEND_MAIL_JOB,
    rows.map((row) => ({ payload: { outboxId: row.id }, key: `mail:${row.id}` })),
    options,
  );
  return rows.map((row) => row.id);
}

/** A member's mail: rendered in their communication language, greeting them by first name. */
export function queueUserMail(
  db: Db,
  user: MailUser,
  content: MailContent,
  options: QueueMailOptions = {},
): Promise<number> {
  return queueMail(db, user.email, renderMail(user.language, user.firstName, content), options);
}

/** Members' mails, each rendered for its member, written together (`queueMails`). */
export function queueUserMails(
  db: Db,
  mails: { user: MailUser; content: MailContent }[],
  options: QueueMailOptions = {},
): Promise<number[]> {
  return queueMails(
    db,
    mails.map(({ user, content }) => ({ to: user.email, mail: renderMail(user.language, user.firstName, content) })),
    options,
  );
}

interface MailUser {
  email: string;
  language: string;
  firstName: string;
}

/**
 * How long one delivery may wait on the mail server. A process runs a few jobs at once (JOB_CONCURRENCY), so with
 * nodemailer's defaults (2 min to connect, 30 s for the greeting, 10 min of silence) a hanging server would hold
 * every lane, and every job (renewals, refunds), that long per mail; a failed try is retried with the queue's
 * back-off (ADR 0090).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * The process's connections to the mail server (`SMTP_URL`), or none. They are pooled: one per job lane
 * (`connections`, JOB_CONCURRENCY), each kept open and used for up to 100 mails before it is opened again. A new
 * connection per mail costs the greeting, EHLO, STARTTLS and AUTH again, most of a mail's round trips (ADR 0104).
 * `?pool=false` in the URL opens one per mail instead. The caller closes them when the process ends.
 */
export function createSmtpTransport(smtpUrl: string | undefined, connections = 1): Transporter | undefined {
  if (!smtpUrl) return undefined;
  const fromUrl = nodemailer.createTransport(smtpUrl).options;
  return nodemailer.createTransport({ pool: true, maxConnections: connections, ...fromUrl, ...SMTP_TIMEOUTS });
}

/**
 * Delivers outbox rows. With a transport mails go through nodemailer; without one (no `SMTP_URL`) they stay in the
 * outbox, marked sent, and are read at /dev/mailbox. Re-running for a sent row does nothing (idempotent).
 */
export function createSendMailHandler(
  db: Db,
  clock: Clock,
  options: { transport: Transporter | undefined; from: string },
): JobHandler {
  const { transport } = options;
  return async (payload) => {
    const outboxId = Number((payload as { outboxId?: unknown }).outboxId);
    // The try is counted as the row is read (one round trip). A mail already sent, or forgotten (no address any more:
    // a month old, or its cause withdrawn), is never sent, even by a job that outlived it.
    const [mail] = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1` })
      .where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt), ne(outbox.to, "")))
      .returning();
    if (!mail) return;
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
