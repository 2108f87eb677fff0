import type { Actor } from "../../http/auth.ts";

export type StoreAction = "read-unpublished" | "see-instructor-price" | "manage";

/**
 * Who may do what with the catalogue (ADR 0036): anyone reads published products of active categories; an
 * instructor (a running level-5 plan, `instructor` true) or an administrator also sees the instructor price;
 * only administrators read unpublished products and edit products, categories, pictures and currencies.
 */
export function can(
  actor: Actor | undefined,
  action: StoreAction,
  viewer: { instructor: boolean } = { instructor: false },
) {
  if (!actor) return false;
  switch (action) {
    case "see-instructor-price":
      return actor.isAdmin || viewer.instructor;
    case "read-unpublished":
    case "manage":
      return actor.isAdmin;
  }
}
