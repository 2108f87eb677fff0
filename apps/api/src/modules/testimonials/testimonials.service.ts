import {
  type AddTestimonial,
  TESTIMONIALS_PER_DAY,
  type TestimonialAction,
  type TestimonialFilter,
  type TestimonialReceipt,
  type TestimonialStatus,
  testimonialActionRefusal,
  testimonialQuota,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, conflict, notFound } from "../../http/errors.ts";
import { queueUserMail } from "../../platform/mail/mailer.ts";
import { testimonialsRepository as repo } from "./testimonials.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const notFoundError = () => notFound("TESTIMONIAL_NOT_FOUND", "testimonial.notFound");

/** Testimonials: members submit, administrators approve, reject, feature and delete, visitors read. */
export function createTestimonialService(
  deps: Pick<Deps, "db" | "clock" | "config" | "notifier" | "accounts" | "memberAccess" | "audit">,
) {
  const { db, clock, config, audit } = deps;
  const listUrl = `${config.publicUrl}/Testimonials`;

  /**
   * The audit log's "before" (ADR 0088): the moderation state, not the member's words or name (an append-only
   * log must not keep what an erasure removes, ADR 0089).
   */
  async function recordBefore(id: number) {
    if (!audit.recording()) return;
    const row = await repo.findById(db, id);
    audit.before(
      { kind: "testimonial", id },
      row
        ? {
            UserId: row.userId,
            Status: row.status,
            IsFeatured: row.isFeatured,
            RejectionReason: row.rejectionReason,
            ReviewedAt: row.reviewedAt,
          }
        : null,
    );
  }

  /** Locks the testimonial and checks that `action` applies to its status. */
  async function lockFor(tx: typeof db, id: number, action: TestimonialAction) {
    const row = await repo.lockById(tx, id);
    if (!row) throw notFoundError();
    const refusal = testimonialActionRefusal(row.status, action);
    if (refusal) throw conflict("TESTIMONIAL_STATE", refusal);
    return row;
  }

  return {
    /** Testimonial/GetTestimonials: approved ones only. */
    listPublished(
      query: { page: number; pageSize: number; search: string; filter: TestimonialFilter },
      language: string,
    ) {
      return repo.listPublished(db, { ...query, language });
    },

    listForAdmin(
      query: { page: number; pageSize: number; search: string; status: TestimonialStatus | "all" },
      language: string,
    ) {
      return repo.listForAdmin(db, { ...query, language });
    },

    /**
     * Testimonial/AddTestimonial: stored as pending with the author's plan at the time of writing (`planOf`: a
     * lapsed or ended membership is no plan, so the testimonial is not labelled with a level the author no longer
     * holds) and language. At most TESTIMONIALS_PER_DAY in any 24 hours (429 with its own message and Retry-After).
     */
    async add(actor: Actor, input: AddTestimonial): Promise<TestimonialReceipt> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await repo.lockAuthor(tx, actor.user.id);
        const quota = testimonialQuota(
          await repo.createdSince(tx, actor.user.id, new Date(now.getTime() - DAY_MS)),
          now,
        );
        if (!quota.allowed) {
          throw new AppError(429, "TESTIMONIAL_DAILY_LIMIT", "testimonialMessages.dailyLimit", {
            retryAfter: quota.retryAfterSeconds,
            max: TESTIMONIALS_PER_DAY,
          });
        }
        const row = await repo.insert(tx, {
          userId: actor.user.id,
          text: input.Text,
          displayName: input.DisplayName ?? null,
          location: input.Location ?? null,
          membershipId: await deps.memberAccess.planOf(tx, actor.user.id, now),
          language: actor.user.language,
          status: "pending",
          createdAt: now,
        });
        return { Id: row.id, Status: "Pending" as const, CreatedAt: row.createdAt.toISOString() };
      });
    },

    /** Publishes a testimonial and tells its author by e-mail, in their communication language. */
    async approve(actor: Actor, id: number): Promise<void> {
      await recordBefore(id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await lockFor(tx, id, "approve");
        await repo.update(tx, id, {
          status: "approved",
          approvedAt: now,
          reviewedAt: now,
          reviewedBy: actor.user.id,
          rejectionReason: null,
        });
        const author = await deps.accounts.existing(tx, row.userId);
        if (author) {
          await queueUserMail(tx, author, {
            subject: "testimonialEmail.approvedSubject",
            intro: ["testimonialEmail.approvedIntro"],
            action: { label: "testimonialEmail.approvedAction", url: listUrl },
          });
          await deps.notifier.notify(tx, author.id, { kind: "testimonialApproved", params: {}, link: "/Testimonials" });
        }
      });
    },

    /** Withdraws or declines a testimonial; the author is told why. A rejected one is never featured. */
    async reject(actor: Actor, id: number, reason: string): Promise<void> {
      await recordBefore(id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await lockFor(tx, id, "reject");
        await repo.update(tx, id, {
          status: "rejected",
          isFeatured: false,
          rejectionReason: reason,
          reviewedAt: now,
          reviewedBy: actor.user.id,
        });
        const author = await deps.accounts.existing(tx, row.userId);
        if (author) {
          await queueUserMail(tx, author, {
            subject: "testimonialEmail.rejectedSubject",
            intro: ["testimonialEmail.rejectedIntro", "testimonialEmail.rejectedReason"],
            params: { reason },
          });
        }
      });
    },

    /** Features or unfeatures an approved testimonial (featured ones lead the `featured` filter). */
    async setFeatured(id: number, featured: boolean): Promise<void> {
      await recordBefore(id);
      await db.transaction(async (tx) => {
        await lockFor(tx, id, featured ? "feature" : "unfeature");
        await repo.update(tx, id, { isFeatured: featured });
      });
    },

    async remove(id: number): Promise<void> {
      await recordBefore(id);
      if (!(await repo.delete(db, id))) throw notFoundError();
    },
  };
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
