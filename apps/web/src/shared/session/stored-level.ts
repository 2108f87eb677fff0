import { findLevel } from "@haa/domain";
import type { StoredUser } from "./session-store.ts";

/**
 * The membership level stored at login (spec 000 §3 spells the field two ways), or null. The member navigation, the
 * instructor's screens and their loaders go by it until the membership's own read answers; the server decides each
 * call by the level in force.
 */
export function storedLevelId(user: StoredUser): number | null {
  return user.MembershipId ?? user.MemberShipId ?? null;
}

/** Whether a plan is an instructor's (the level, lapsed or not). */
export function isInstructorLevel(levelId: number | null): boolean {
  return levelId !== null && findLevel(levelId)?.isInstructor === true;
}

/** Whether the level stored at login is an instructor's. */
export function hasInstructorLevel(user: StoredUser | null): boolean {
  return user !== null && isInstructorLevel(storedLevelId(user));
}
