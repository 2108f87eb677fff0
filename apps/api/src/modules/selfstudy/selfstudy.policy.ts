import { memberAccess, publicAccess, type RouteAccess } from "../../http/access.ts";

export type SelfStudyAction = "browse" | "study";

/**
 * Who may do what with self-study courses: everyone browses the catalogue; logged-in members act on their own
 * progress only (no call names a user, so nobody can act for another). Whether a member may watch — a live
 * enrolment — is data, checked by the service (403 `NOT_ENROLLED`), not a route rule.
 */
export function accessFor(action: SelfStudyAction): RouteAccess {
  return action === "browse" ? publicAccess() : memberAccess;
}
