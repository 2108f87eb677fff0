import { type OwnerRule, selfOrAdmin } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

export type BlogAction = "read-unpublished" | "manage" | "edit-comment" | "delete-comment";

/**
 * Who may do what with the blog (spec 001 §3, ADR 0023): anyone reads published posts, members comment,
 * a comment's author edits or deletes it (an administrator any), and only administrators see hidden or
 * scheduled posts and write posts.
 */
export function can(actor: Actor | undefined, action: BlogAction, target?: { userId: number }): boolean {
  if (!actor) return false;
  switch (action) {
    case "read-unpublished":
    case "manage":
      return actor.isAdmin;
    case "edit-comment":
    case "delete-comment":
      return target !== undefined && selfOrAdmin(actor, target.userId);
  }
}

/** The access rule of the comment routes: the same answer as `can`, for the access hook. */
export const commentRule =
  (action: "edit-comment" | "delete-comment"): OwnerRule =>
  (actor, userId) =>
    can(actor, action, { userId });
