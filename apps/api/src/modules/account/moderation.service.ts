import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { accountRepository as repo } from "./account.repository.ts";

/** Account moderation: lock, unlock and delete; locking and deleting end the user's sessions at once. */
export function createModerationService(
  { db, clock, storage, personalData, audit }: Deps,
  log: (message: string, error: unknown) => void,
) {
  async function target(actor: Actor, userId: number) {
    if (actor.user.id === userId) throw badRequest("CANNOT_TARGET_SELF", "errors.cannotLockSelf");
    const user = await repo.findById(db, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    // The audit log's "before": the lock's state, which each of the three changes (never the profile: a deleted
    // account's personal data must not survive in the append-only log; ADR 0088).
    audit.before(
      { kind: "user", id: user.id },
      { LockedAt: user.lockedAt, LockReason: user.lockReason, LockedById: user.lockedById, Deleted: false },
    );
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
     * address is freed, so the person may register again later. The profile picture goes, and every module
     * erases its own part through `personalData` (the stored card here and at the gateway, the free text of
     * hardship applications, the member's testimonials; issue 6, item 11; issue 7); invoices and application
     * amounts and status stay for the books.
     */
    async remove(actor: Actor, userId: number): Promise<void> {
      const user = await target(actor, userId);
      await erase(user.id);
    },

    erase,
  };

  /**
   * The deletion itself, shared by the administrator's delete and a member's own erasure request (ADR 0089).
   * The name is blanked, not replaced: what others rely on (forum posts and comments, blog comments) then shows
   * "Former member", as the web already says for an author without a name. `within` runs in the same transaction
   * (the privacy request marked done); a second run on a deleted account blanks nothing new.
   */
  async function erase(userId: number, within?: (tx: Db) => Promise<void>): Promise<void> {
    const user = await repo.findById(db, userId);
    if (!user) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    const now = clock.now();
    const followUps = await db.transaction(async (tx) => {
      await repo.update(tx, user.id, {
        deletedAt: user.deletedAt ?? now,
        email: `deleted-${user.id}@deleted.invalid`,
        username: `deleted-${user.id}`,
        firstName: "",
        lastName: "",
        phone: "",
        profileImage: null,
        bio: "",
        introDescription: "",
        webpageUrl: "",
        specializations: "",
        passwordHash: "!",
      });
      await repo.revokeSessions(tx, user.id, now);
      const after = await personalData.erase(tx, user.id);
      await within?.(tx);
      return after;
    });
    // After the commit: the account is erased whatever the gateway or the file store answer; a failure
    // here leaves an orphan that is logged (no personal data in the message) rather than a half-deleted
    // account.
    for (const { owner, after } of followUps) {
      await after().catch((error) => log(`${owner}: erasure after the deletion failed`, error));
    }
    if (user.profileImage) {
      await storage.delete(user.profileImage).catch((error) => log("profile image delete failed", error));
    }
  }
}
