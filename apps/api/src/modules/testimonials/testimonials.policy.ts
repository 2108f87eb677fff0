import { adminAccess, memberAccess, type RouteAccess } from "../../http/access.ts";

export type TestimonialAction = "read" | "submit" | "moderate";

/**
 * Who may do what with testimonials, in one place: everyone reads the published list; any logged-in member
 * submits their own (never on someone's behalf, so the call names no user); only administrators moderate.
 */
export function accessFor(action: Exclude<TestimonialAction, "read">): RouteAccess {
  return action === "submit" ? memberAccess : adminAccess;
}
