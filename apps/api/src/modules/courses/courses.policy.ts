import type { Actor } from "../../http/auth.ts";

export type CourseAction = "read-unpublished" | "manage";

/**
 * Who may do what with the catalogue (spec 001 §3, ADR 0029): anyone reads published courses; only
 * administrators read unpublished ones and edit courses, categories and pictures. Whether a member's plan
 * allows a course is a plan rule (`isAllowed`), answered with the course, not an access rule.
 */
export function can(actor: Actor | undefined, action: CourseAction): boolean {
  if (!actor) return false;
  switch (action) {
    case "read-unpublished":
    case "manage":
      return actor.isAdmin;
  }
}
