import { hasMembershipAccess } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import { membershipRepository } from "./membership.repository.ts";

/**
 * The member's current plan: the one definition every area uses (enrolment, course prices, the store, media,
 * events, locations, seminars, profiles, the forum). It is the level of the member's newest membership while that
 * membership gives access at `now` (`hasMembershipAccess`: a lapsed membership, or a cancelled or non-renewing one
 * past its EndDateTime, is no plan; a cancelled one still runs until its EndDateTime), otherwise null. Pass the
 * request's clock time (`deps.clock.now()`). A query over many members reads the same rule in SQL with
 * `currentPlanSql` (member-plan.repository.ts: only repositories write SQL), never with `planOf` per row; a change
 * to the rule changes both. `isInstructorNow` in coordinators.repository.ts still has its own copy.
 */
export async function planOf(db: Db, userId: number, now: Date): Promise<number | null> {
  const membership = await membershipRepository.current(db, userId);
  return membership && hasMembershipAccess(membership, now) ? membership.membershipId : null;
}
