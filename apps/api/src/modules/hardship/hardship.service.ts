import { dollarsToCents, findLevel, type HardshipApplication, type HardshipReceipt } from "@haa/domain";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { queueUserMail } from "../../platform/mail/mailer.ts";
import { LIMITS } from "../../platform/ratelimit/rate-limiter.ts";
import { hardshipRepository as repo } from "./hardship.repository.ts";

/** Hardship applications: stored for the association's review, confirmed to the member by e-mail. */
export function createHardshipService(deps: Pick<Deps, "db" | "clock" | "rateLimiter" | "accounts">) {
  const { db, clock, rateLimiter } = deps;
  return {
    /** Stores an application (one pending at a time) and e-mails a confirmation in the member's language. */
    async submit(userId: number, application: HardshipApplication): Promise<HardshipReceipt> {
      await rateLimiter.hit(`hardship:user:${userId}`, LIMITS.hardshipPerAccount);
      const user = await deps.accounts.existing(db, userId);
      if (!user) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
      if (await repo.pendingOf(db, userId)) throw conflict("HARDSHIP_PENDING", "hardship.alreadyPending");
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            userId,
            membershipId: application.MembershipId,
            reason: application.Reason,
            incomeDetails: application.IncomeDetails ?? "",
            requestedAmountCents:
              application.RequestedAmount === undefined ? null : dollarsToCents(application.RequestedAmount),
            status: "pending",
            createdAt: now,
          });
          await queueUserMail(tx, user, {
            subject: "email.hardshipSubject",
            intro: ["email.hardshipIntro"],
            outro: ["email.hardshipOutro"],
            params: { level: findLevel(application.MembershipId)?.name ?? "", reference: `HA-${row.id}` },
          });
          return {
            Id: row.id,
            Reference: `HA-${row.id}`,
            MembershipId: row.membershipId,
            Status: "Pending" as const,
            CreatedAt: row.createdAt.toISOString(),
          };
        });
      } catch (error) {
        // Two submits at once: the partial unique index keeps one pending application.
        if (isUniqueViolation(error)) throw conflict("HARDSHIP_PENDING", "hardship.alreadyPending");
        throw error;
      }
    },
  };
}

export type HardshipService = ReturnType<typeof createHardshipService>;
