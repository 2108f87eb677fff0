import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { accountRepository as repo } from "../account/account.repository.ts";
import { billingRepository } from "../billing/billing.repository.ts";
import { contactRepository } from "../contact/contact.repository.ts";
import { hardshipRepository } from "../hardship/hardship.repository.ts";
import { testimonialsRepository } from "../testimonials/testimonials.repository.ts";

/** Account moderation: lock, unlock and delete; locking and deleting end the user's sessions at once. */
export function createAdminService(
  { db, clock, gateway, storage }: Deps,
  log: (message: string, error: unknown) => void,
) {
  async function target(actor: Actor, userId: number) {
    if (actor.user.id === userId) throw badRequest("CANNOT_TARGET_SELF", "errors.cannotLockSelf");
    const user = await repo.findById(db, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    return user;
  }

  return {
    listUsers: (query: { page: number; pageSize: number; search: string }) => repo.listUsers(db, query, clock.now()),

    /** Locks with the administrator's reason (null from callers of the original contract); locking again
     * keeps the first time but takes the newer reason and its author. */
    async lock(actor: Actor, userId: number, reason: string | null): Promise<void> {
      const user = await target(actor, userId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.update(tx, user.id, {
          lockedAt: user.lockedAt ?? now,
          lockReason: reason ?? (user.lockedAt ? user.lockReason : null),
          lockedById: reason || !user.lockedAt ? actor.user.id : user.lockedById,
        });
        await repo.revokeSessions(tx, user.id, now);
      });
    },

    async unlock(actor: Actor, userId: number): Promise<void> {
      const user = await target(actor, userId);
      await repo.update(db, user.id, { lockedAt: null, lockReason: null, lockedById: null });
    },

    /**
     * Deletes an account (ADR 0003): the row stays for invoices and history, personal data is blanked and the
     * address is freed, so the person may register again later. The stored card (here and at the gateway),
     * the profile picture the free text of hardship applications and the member's testimonials go too (issue 6, item 11; issue 7); invoices and
     * application amounts and status stay for the books.
     */
    async remove(actor: Actor, userId: number): Promise<void> {
      const user = await target(actor, userId);
      const now = clock.now();
      const card = await db.transaction(async (tx) => {
        const stored = await billingRepository.findBillingDetails(tx, user.id);
        await repo.update(tx, user.id, {
          deletedAt: now,
          email: `deleted-${user.id}@deleted.invalid`,
          username: `deleted-${user.id}`,
          firstName: "Deleted",
          lastName: "User",
          phone: "",
          profileImage: null,
          bio: "",
          introDescription: "",
          webpageUrl: "",
          specializations: "",
          passwordHash: "!",
        });
        await repo.revokeSessions(tx, user.id, now);
        await billingRepository.deleteBillingDetails(tx, user.id);
        await hardshipRepository.eraseTexts(tx, user.id);
        await testimonialsRepository.deleteOfUser(tx, user.id);
        await contactRepository.forgetUser(tx, user.id);
        return stored;
      });
      // After the commit: the account is erased whatever the gateway or the file store answer; a failure
      // here leaves an orphan that is logged (no personal data in the message) rather than a half-deleted
      // account.
      if (card) await gateway.forgetCard(card.gatewayToken).catch((error) => log("gateway forgetCard failed", error));
      if (user.profileImage) {
        await storage.delete(user.profileImage).catch((error) => log("profile image delete failed", error));
      }
    },
  };
}
