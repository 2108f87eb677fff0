import {
  type AddNewsLetter,
  type AddNewsLetterResult,
  type AddNewsletterIssue,
  isAllowed,
  issueLanguageFor,
  MEMBERSHIP_LEVELS,
  type MemberNewsletters,
  NEWSLETTER_BATCH_SIZE,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_HONEYPOT,
  NEWSLETTER_PERMISSION,
  normalizeEmail,
  normalizeLanguage,
  subscriptionChanges,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { sanitizeRichText } from "../../platform/content-safety/rich-text.ts";
import { enqueue, type JobHandler } from "../../platform/jobs/queue.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { memberSubscriber } from "./newsletter-signup.ts";
import { createNewsletterLinks } from "./newsletters.links.ts";
import { mailAddressOf, renderIssueMail } from "./newsletters.mail.ts";
import { presentNewsletterRow } from "./newsletters.presenter.ts";
import { type NewsletterRow, newslettersRepository as repo } from "./newsletters.repository.ts";

export const SEND_ISSUE_JOB = "newsletters.send";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Visitor sign-ups per address per hour (PostgreSQL limiter: each one sends a mail to any address). */
export const NEWSLETTER_SIGNUP_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };

export interface SendIssuePayload {
  issueId: number;
  /** The last subscriber id the previous batch mailed (0 for the first). */
  after: number;
}

type Db = Deps["db"];

/**
 * The levels whose plan includes newsletters, for the send job's query: the same permission `mayReceive` asks,
 * so the one who may subscribe and the one who is mailed follow one rule.
 */
export const NEWSLETTER_LEVEL_IDS = MEMBERSHIP_LEVELS.map((level) => level.id).filter((id) =>
  isAllowed(id, NEWSLETTER_PERMISSION),
);

const linkInvalid = () => badRequest("NEWSLETTER_LINK_INVALID", "newsletter.linkInvalid");
const issueNotFound = () => notFound("NEWSLETTER_ISSUE_NOT_FOUND", "newsletter.issueNotFound");

/**
 * Newsletters (ADR 0027): readers subscribe (visitors with double opt-in, members at once), change and leave
 * through signed links; administrators write issues that go out in batches through the job queue.
 */
export function createNewsletterService(
  deps: Pick<Deps, "db" | "clock" | "config" | "rateLimiter" | "accounts" | "memberAccess" | "audit">,
) {
  const { db, clock, config, rateLimiter, audit } = deps;
  /** The audit log's "before" of an issue (ADR 0088): its text and sending state, not its readers. */
  const recordIssueBefore = (issue: {
    id: number;
    newsletterId: number;
    subject: string;
    body: string;
    language: string;
    status: string;
    sentAt: Date | null;
  }) =>
    audit.before(
      { kind: "newsletterIssue", id: issue.id },
      {
        NewsletterId: issue.newsletterId,
        Subject: issue.subject,
        Body: issue.body,
        Language: issue.language,
        Status: issue.status,
        SentAt: issue.sentAt,
      },
    );
  const links = createNewsletterLinks(config.jwtSecret);
  const mailto = `mailto:${mailAddressOf(config.mailFrom)}?subject=unsubscribe`;

  /**
   * A member may receive newsletters when their current plan allows it (every plan does, spec 001 §3). A member
   * without a current plan (`planOf`: lapsed, or ended) reads them as any visitor may, who subscribes with a
   * confirmed address: the newsletters are the association's public voice, and a lapsed member is the reader a
   * renewal reminder in them is for. The send job applies the same rule in SQL to each batch.
   */
  async function mayReceive(tx: Db, user: { id: number; accountType: number }): Promise<boolean> {
    if (user.accountType === 99) return true;
    const plan = await deps.memberAccess.planOf(tx, user.id, clock.now());
    return plan === null || isAllowed(plan, NEWSLETTER_PERMISSION);
  }

  async function assertNewsletters(tx: Db, ids: number[]): Promise<void> {
    if ((await repo.countNewsletters(tx, ids)) !== ids.length) {
      throw badRequest("VALIDATION", "newsletter.newsletterInvalid", { NewsletterIds: "newsletter.newsletterInvalid" });
    }
  }

  const subscriberOfMember = (tx: Db, user: { id: number; email: string; language: string }, language?: string) =>
    memberSubscriber(tx, user, clock.now(), language);

  async function memberView(tx: Db, userId: number): Promise<MemberNewsletters> {
    const user = await deps.accounts.existing(tx, userId);
    if (!user) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    const subscriber = await repo.subscriberByUser(tx, userId);
    const receiving = new Set(subscriber ? await repo.receivingIds(tx, subscriber.id) : []);
    const list = await repo.listNewsletters(tx);
    return {
      UserId: user.id,
      Email: user.email,
      Language: subscriber?.language ?? normalizeLanguage(user.language),
      Newsletters: list.map((n) => ({ ...presentNewsletterRow(n), Subscribed: receiving.has(n.id) })),
    };
  }

  return {
    links,

    listNewsletters: () => repo.listNewsletters(db),
    listWithCounts: () => repo.listWithCounts(db),

    /**
     * NewsLetter/AddNewsLetter. A member (bearer) is subscribed at once; a visitor gets a confirmation mail and
     * receives nothing until they click it. The answer never says whether an address was known.
     */
    async subscribe(
      input: AddNewsLetter,
      caller: { ip: string; language: string; member?: Actor | undefined },
    ): Promise<AddNewsLetterResult> {
      if ((input[NEWSLETTER_HONEYPOT] ?? "").trim() !== "") return { Status: "PendingConfirmation" };
      const now = clock.now();
      const member = caller.member?.user;
      if (member) {
        return db.transaction(async (tx) => {
          await assertNewsletters(tx, input.NewsletterIds);
          if (!(await mayReceive(tx, member))) throw forbidden("NEWSLETTER_NOT_ALLOWED", "newsletter.notAllowed");
          const subscriber = await subscriberOfMember(tx, member, input.Language);
          await repo.subscribe(tx, subscriber.id, input.NewsletterIds, now, now);
          return { Status: "Subscribed" as const };
        });
      }
      if (!input.Email)
        throw badRequest("VALIDATION", "validation.emailRequired", { Email: "validation.emailRequired" });
      await rateLimiter.hit(`newsletter:ip:${caller.ip}`, NEWSLETTER_SIGNUP_LIMIT);
      const email = normalizeEmail(input.Email);
      return db.transaction(async (tx) => {
        await assertNewsletters(tx, input.NewsletterIds);
        const subscriber =
          (await repo.subscriberByEmail(tx, email)) ??
          (await repo.insertSubscriber(tx, { email, language: input.Language, createdAt: now }));
        await repo.subscribe(tx, subscriber.id, input.NewsletterIds, now, null);
        const token = links.confirmToken(subscriber.id, new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS));
        await queueMail(
          tx,
          email,
          renderMail(caller.language, email, {
            subject: "newsletterEmail.confirmSubject",
            intro: ["newsletterEmail.confirmIntro"],
            action: {
              label: "newsletterEmail.confirmAction",
              url: `${config.publicUrl}/mailing/confirm?token=${encodeURIComponent(token)}`,
            },
            outro: ["newsletterEmail.confirmIgnore"],
            params: { days: NEWSLETTER_CONFIRM_DAYS },
          }),
        );
        return { Status: "PendingConfirmation" as const };
      });
    },

    /** The confirmation link: starts every subscription the visitor asked for. */
    async confirm(token: string): Promise<void> {
      const subscriberId = links.readConfirm(token, clock.now());
      if (subscriberId === undefined) throw linkInvalid();
      await db.transaction(async (tx) => {
        const subscriber = await repo.subscriberById(tx, subscriberId);
        if (!subscriber) throw linkInvalid();
        await repo.confirmPending(tx, subscriber.id, clock.now());
      });
    },

    /** One-click unsubscribe (RFC 8058) or the web page's button; a second click changes nothing. */
    async unsubscribe(token: string): Promise<NewsletterRow> {
      const parsed = links.readUnsubscribe(token);
      if (!parsed) throw linkInvalid();
      return db.transaction(async (tx) => {
        const newsletter = await repo.findNewsletter(tx, parsed.newsletterId);
        if (!newsletter) throw linkInvalid();
        await repo.unsubscribe(tx, parsed.subscriberId, [parsed.newsletterId], clock.now(), parsed.issueId || null);
        return newsletter;
      });
    },

    /** NewsLetter/GetNewsLetterbyUserId: every newsletter with whether this member receives it. */
    forUser: (userId: number) => memberView(db, userId),

    /** NewsLetter/UpdateNewsLetter: the complete set the member wants, and the language of their issues. */
    async update(input: { UserId: number; NewsletterIds: number[]; Language: string }): Promise<MemberNewsletters> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const user = await deps.accounts.existing(tx, input.UserId);
        if (!user) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
        await assertNewsletters(tx, input.NewsletterIds);
        if (input.NewsletterIds.length > 0 && !(await mayReceive(tx, user))) {
          throw forbidden("NEWSLETTER_NOT_ALLOWED", "newsletter.notAllowed");
        }
        const subscriber = await subscriberOfMember(tx, user, input.Language);
        await repo.updateSubscriber(tx, subscriber.id, { language: input.Language });
        const changes = subscriptionChanges(await repo.receivingIds(tx, subscriber.id), input.NewsletterIds);
        await repo.subscribe(tx, subscriber.id, changes.add, now, now);
        await repo.unsubscribe(tx, subscriber.id, changes.remove, now, null);
        return memberView(tx, user.id);
      });
    },

    listArchive: (query: { page: number; pageSize: number; newsletterId?: number | undefined }) =>
      repo.listArchive(db, query),

    /** A sent issue (drafts are not public). */
    async archivedIssue(id: number) {
      const issue = await repo.findIssue(db, id);
      if (issue?.status !== "sent") throw issueNotFound();
      return issue;
    },

    listForAdmin: (query: { page: number; pageSize: number }) => repo.listForAdmin(db, query),

    async adminIssue(id: number) {
      const issue = await repo.findIssue(db, id);
      if (!issue) throw issueNotFound();
      const [withCounts] = await repo.withCounts(db, [issue]);
      if (!withCounts) throw issueNotFound();
      return withCounts;
    },

    /** A draft: subject and body in the main language plus translations, every body through the sanitiser. */
    async addIssue(actor: Actor, input: AddNewsletterIssue) {
      const newsletter = await repo.findNewsletter(db, input.NewsletterId);
      if (!newsletter) {
        throw badRequest("VALIDATION", "newsletter.newsletterInvalid", {
          NewsletterId: "newsletter.newsletterInvalid",
        });
      }
      const clean = (html: string, field: string) => {
        const body = sanitizeRichText(html);
        if (body === "")
          throw badRequest("VALIDATION", "newsletter.bodyRequired", { [field]: "newsletter.bodyRequired" });
        return body;
      };
      const row = await repo.insertIssue(db, {
        newsletterId: newsletter.id,
        subject: input.Subject,
        body: clean(input.Body, "Body"),
        language: input.Language,
        translations: input.Translations.map((t) => ({
          language: t.Language,
          subject: t.Subject,
          body: clean(t.Body, "Translations"),
        })),
        status: "draft",
        createdBy: actor.user.id,
        createdAt: clock.now(),
      });
      audit.target({ kind: "newsletterIssue", id: row.id });
      return this.adminIssue(row.id);
    },

    /** Deletes a draft; a sent issue is part of the archive and stays. */
    async deleteDraft(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const issue = await repo.lockIssue(tx, id);
        if (!issue) throw issueNotFound();
        recordIssueBefore(issue);
        if (issue.status !== "draft") throw conflict("NEWSLETTER_ISSUE_SENT", "newsletter.alreadySent");
        await repo.deleteIssue(tx, id);
      });
    },

    /** Starts sending: the first batch job; a second click is 409. */
    async send(id: number) {
      await db.transaction(async (tx) => {
        const issue = await repo.lockIssue(tx, id);
        if (!issue) throw issueNotFound();
        recordIssueBefore(issue);
        if (issue.status !== "draft") throw conflict("NEWSLETTER_ISSUE_SENT", "newsletter.alreadySent");
        await repo.updateIssue(tx, id, { status: "sending", sentAt: clock.now() });
        const payload: SendIssuePayload = { issueId: id, after: 0 };
        await enqueue(tx, SEND_ISSUE_JOB, payload, { key: `newsletter-issue:${id}:0` });
      });
      return this.adminIssue(id);
    },

    /**
     * One batch: up to NEWSLETTER_BATCH_SIZE readers after `after`, each claimed by a UNIQUE (issue, reader)
     * delivery row in the same transaction as their mail, so a retried job never mails anyone twice; then the
     * next batch is enqueued under a key of its own, or the issue is marked sent.
     */
    sendBatchHandler(batchSize = NEWSLETTER_BATCH_SIZE): JobHandler {
      return async (raw) => {
        const payload = raw as SendIssuePayload;
        await db.transaction(async (tx) => {
          const issue = await repo.findIssue(tx, Number(payload.issueId));
          if (!issue || issue.status === "draft") return;
          const main = normalizeLanguage(issue.language);
          const translated = issue.translations.map((t) => t.language);
          const now = clock.now();
          const recipients = await repo.recipientsAfter(tx, issue.newsletterId, Number(payload.after), batchSize, {
            now,
            levelIds: NEWSLETTER_LEVEL_IDS,
          });
          for (const recipient of recipients) {
            const language = issueLanguageFor(recipient.language, main, translated);
            const delivery = await repo.claimDelivery(tx, issue.id, recipient.subscriberId, language, now);
            if (!delivery) continue;
            const version = issue.translations.find((t) => t.language === language) ?? issue;
            const token = links.unsubscribeToken(recipient.subscriberId, issue.newsletterId, issue.id);
            const outboxId = await queueMail(
              tx,
              recipient.email,
              renderIssueMail({
                language,
                newsletterName: issue.newsletterName,
                subject: version.subject,
                body: version.body,
                publicUrl: config.publicUrl,
                unsubscribeUrl: `${config.publicUrl}/mailing/unsubscribe?token=${encodeURIComponent(token)}`,
                unsubscribeMailto: mailto,
                archiveUrl: `${config.publicUrl}/mailing/issue/${issue.id}`,
              }),
              { bulk: true },
            );
            await repo.setDeliveryOutbox(tx, delivery.id, outboxId);
          }
          const last = recipients.at(-1);
          if (recipients.length === batchSize && last) {
            const next: SendIssuePayload = { issueId: issue.id, after: last.subscriberId };
            await enqueue(tx, SEND_ISSUE_JOB, next, { key: `newsletter-issue:${issue.id}:${last.subscriberId}` });
          } else if (issue.status !== "sent") {
            await repo.updateIssue(tx, issue.id, { status: "sent", completedAt: now });
          }
        });
      };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
