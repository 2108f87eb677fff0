import type { AdminPrivacyListQuery } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/errors.ts";
import { enqueue } from "../../platform/jobs/queue.ts";
import { queueUserMail } from "../../platform/mail/mailer.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { presentPendingErasure } from "./privacy.presenter.ts";
import { type PrivacyRequestRow, privacyRepository as repo } from "./privacy.repository.ts";
import { exportZip } from "./privacy-export.ts";

export const ERASE_JOB = "privacy.erase";

/** A data export reads every section twice: a few a day are plenty for a member, and bound what a stolen session costs. */
export const EXPORT_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };

const DAY_MS = 24 * 60 * 60_000;

class NoLongerPending extends Error {}

/**
 * A member's data export and erasure (issue 22, ADR 0089). The export asks every module for its section through
 * `personalData`; the erasure waits out the grace period as a job, then runs the account module's deletion, the
 * same as the administrator's.
 */
export function createPrivacyService(deps: Deps) {
  const { db, clock, config, personalData, accounts, passwords, rateLimiter } = deps;

  async function mailTo(tx: Db, userId: number, subject: string, intro: string[], params: Record<string, string>) {
    const account = await accounts.existing(tx, userId);
    if (!account) return;
    await queueUserMail(tx, account, {
      subject,
      intro,
      action: { label: "privacyEmail.settingsAction", url: `${config.publicUrl}/profile/account` },
      params,
    });
  }

  return {
    /** The ZIP, read as the member's client takes it; the request is recorded done (the administrator's list). */
    async exportData(userId: number) {
      await rateLimiter.hit(`privacy:export:${userId}`, EXPORT_LIMIT);
      const now = clock.now();
      await repo.insert(db, { userId, kind: "export", status: "done", requestedAt: now, doneAt: now });
      return exportZip(db, userId, personalData.exportSections());
    },

    async mine(userId: number) {
      return { pending: await repo.pendingErasureOf(db, userId), graceDays: config.erasureGraceDays };
    },

    /**
     * Asks for the erasure, confirmed with the password (wrong ones spend the same budget as the account's own
     * password checks). The account stays usable during the grace period, so the member can change their mind by
     * signing in; asking again while one is pending answers with that one.
     */
    async requestErasure(userId: number, password: string): Promise<PrivacyRequestRow> {
      await accounts.checkPassword(db, userId, password, "Password", { passwords, rateLimiter });
      const pending = await repo.pendingErasureOf(db, userId);
      if (pending) return pending;
      const now = clock.now();
      const dueAt = new Date(now.getTime() + config.erasureGraceDays * DAY_MS);
      return db.transaction(async (tx) => {
        const request = await repo.insert(tx, { userId, kind: "erasure", status: "pending", requestedAt: now, dueAt });
        await enqueue(tx, ERASE_JOB, { requestId: request.id }, { key: `privacy:erase:${request.id}`, runAt: dueAt });
        await mailTo(
          tx,
          userId,
          "privacyEmail.requestedSubject",
          ["privacyEmail.requestedIntro", "privacyEmail.requestedCancel"],
          {
            date: dueAt.toISOString().slice(0, 10),
          },
        );
        return request;
      });
    },

    /** The member's own cancellation. */
    async cancelMine(userId: number): Promise<void> {
      const pending = await repo.pendingErasureOf(db, userId);
      if (!pending || !(await repo.cancel(db, pending.id, userId, clock.now()))) {
        throw notFound("NO_PENDING_ERASURE", "privacyMessages.noPendingErasure");
      }
    },

    /** An administrator's cancellation (a request made by mistake, or under a dispute). */
    async cancelByAdmin(adminId: number, requestId: number): Promise<void> {
      const request = await repo.findById(db, requestId);
      if (request?.kind !== "erasure") {
        throw notFound("PRIVACY_REQUEST_NOT_FOUND", "privacyMessages.requestNotFound");
      }
      // The audit log's "before" (ADR 0088); the hook would name the target after the path's area ("admin").
      deps.audit.before(
        { kind: "privacyRequest", id: request.id },
        { ...presentPendingErasure(request), UserId: request.userId, Status: request.status },
      );
      if (!(await repo.cancel(db, request.id, adminId, clock.now()))) {
        throw notFound("NO_PENDING_ERASURE", "privacyMessages.noPendingErasure");
      }
    },

    list: (query: AdminPrivacyListQuery) => repo.list(db, query),

    /**
     * The job: erases the account once the request is due, unless it was cancelled or already done (a second run
     * does nothing). The request is marked done and the last mail queued in the deletion's own transaction, with
     * the address read before the account is blanked.
     */
    async runErasure(requestId: number): Promise<void> {
      const request = await repo.findById(db, requestId);
      if (request?.status !== "pending" || !request.dueAt) return;
      if (request.dueAt.getTime() > clock.now().getTime()) return;
      const account = await accounts.existing(db, request.userId);
      try {
        await personalData.deleteAccount(request.userId, async (tx) => {
          // Cancelled since it was read: the whole deletion rolls back.
          if (!(await repo.markDone(tx, request.id, clock.now()))) throw new NoLongerPending();
          if (account) {
            await queueUserMail(tx, account, {
              subject: "privacyEmail.doneSubject",
              intro: ["privacyEmail.doneIntro"],
            });
          }
        });
      } catch (error) {
        if (!(error instanceof NoLongerPending)) throw error;
      }
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
