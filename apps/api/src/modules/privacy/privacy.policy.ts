import { adminAccess, memberAccess, type RouteAccess } from "../../http/access.ts";

export type PrivacyAction = "own" | "manage";

/**
 * A member exports, erases and cancels only their own data: the calls name no user, the bearer is the subject.
 * Administrators see every request and may cancel a pending erasure.
 */
export function accessFor(action: PrivacyAction): RouteAccess {
  return action === "own" ? memberAccess : adminAccess;
}
