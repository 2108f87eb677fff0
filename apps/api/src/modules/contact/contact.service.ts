import { type ContactMessage, isHoneypotFilled, normalizeEmail } from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { contactRepository as repo } from "./contact.repository.ts";

/**
 * Messages per address per hour (PostgreSQL limiter, like sign-up: every message sends two mails, and the
 * budget must hold across processes).
 */
export const CONTACT_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };

/** The contact form: stored, mailed to the association, acknowledged to the sender in their language. */
export function createContactService(deps: Pick<Deps, "db" | "clock" | "config" | "rateLimiter" | "audit">) {
  const { db, clock, config, rateLimiter, audit } = deps;
  return {
    /**
     * Contact/ContactResponse. A filled honeypot returns at once, as if all went well: the bot learns nothing,
     * and nothing is stored, counted or sent. Returns whether the message was kept.
     */
    async send(
      input: ContactMessage,
      sender: { ip: string; language: string; user?: Actor["user"] | undefined },
    ): Promise<boolean> {
      if (isHoneypotFilled(input)) return false;
      await rateLimiter.hit(`contact:ip:${sender.ip}`, CONTACT_LIMIT);
      const email = normalizeEmail(input.Email);
      await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          name: input.Name,
          email,
          subject: input.Subject,
          message: input.Message,
          language: sender.language,
          userId: sender.user?.id ?? null,
          createdAt: clock.now(),
        });
        const params = {
          name: input.Name,
          email,
          subject: input.Subject,
          message: input.Message,
          reference: `C-${row.id}`,
          adminUrl: `${config.publicUrl}/admin/contact`,
        };
        // The association reads English; the sender's words are quoted as sent (escaped in the HTML part).
        await queueMail(
          tx,
          config.contactEmail,
          renderMail("en", "Healing Arts Association", {
            subject: "contactEmail.inboxSubject",
            intro: ["contactEmail.inboxIntro", "contactEmail.inboxMessage"],
            action: { label: "contactEmail.inboxAction", url: params.adminUrl },
            params,
          }),
        );
        await queueMail(
          tx,
          email,
          renderMail(sender.language, input.Name, {
            subject: "contactEmail.ackSubject",
            intro: ["contactEmail.ackIntro", "contactEmail.ackCopy"],
            params,
          }),
        );
      });
      return true;
    },

    list(query: { page: number; pageSize: number; search: string; status: "open" | "handled" | "all" }) {
      return repo.list(db, query);
    },

    async setHandled(actor: Actor, id: number, handled: boolean): Promise<void> {
      if (audit.recording()) {
        // The audit log's "before" (ADR 0088): the handling state, not the sender's message.
        const state = await repo.handledState(db, id);
        audit.before(
          { kind: "contactMessage", id },
          state && { HandledAt: state.handledAt, HandledById: state.handledBy },
        );
      }
      const found = await repo.setHandled(db, id, handled ? { at: clock.now(), by: actor.user.id } : null);
      if (!found) throw notFound("CONTACT_MESSAGE_NOT_FOUND", "contact.notFound");
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
