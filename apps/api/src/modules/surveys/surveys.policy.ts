import { adminAccess, memberAccess, type RouteAccess } from "../../http/access.ts";
import type { Actor } from "../../http/auth.ts";

export type SurveyAction = "answer" | "readResults" | "editQuestions";

/**
 * Who may do what with course evaluations: members answer for themselves (the call names no user; whether they
 * were a student is data the service checks); the aggregate is for the seminar's own instructor and
 * administrators; only administrators edit the questions.
 */
export function accessFor(action: SurveyAction): RouteAccess {
  return action === "editQuestions" ? adminAccess : memberAccess;
}

export function canReadResults(actor: Actor, seminar: { instructorId: number }): boolean {
  return actor.isAdmin || actor.user.id === seminar.instructorId;
}
