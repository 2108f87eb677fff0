import { mayUseForum } from "@haa/domain";
import { type OwnerRule, selfOnly } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

export type ForumAction = "read" | "write" | "edit-own";

/**
 * Who may do what in the forum (spec 001 §3, ADR 0026): visitors see boards and titles; members whose plan
 * has 'Interactive Discussion Forum' read and write; only the author edits or deletes their post, comment or
 * reply (moderation is a separate, administrator's matter).
 */
export function can(
  actor: Actor | undefined,
  action: ForumAction,
  target: { membershipId?: number; userId?: number | null } = {},
): boolean {
  if (!actor) return false;
  switch (action) {
    case "read":
    case "write":
      return actor.isAdmin || mayUseForum(target.membershipId ?? 1);
    case "edit-own":
      return target.userId !== undefined && target.userId !== null && actor.user.id === target.userId;
  }
}

/** The access rule of the author-only routes. */
export const authorOnly: OwnerRule = selfOnly;
