import { findLevel, hasMembershipAccess, isAllowed, MembershipId, type PlanPermission } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import { type InstructorRow, membershipRepository } from "./membership.repository.ts";

/** An instructor's record (level, licence, fee, credits) as other modules read it. */
export type InstructorRecord = InstructorRow;

/**
 * What an instructor's licensing page shows: the record, if any, and while the newest membership is on the
 * instructor plan, its end and whether it gives access at the moment asked.
 */
export interface InstructorLicence {
  record: InstructorRecord | undefined;
  renewal: { endDateTime: Date; current: boolean } | undefined;
}

/**
 * The membership module's port for the others (`Ports.memberAccess`, ADR 0078): what a member's plan gives them
 * at a moment. Every area (enrolment, course prices, the store, media, events, locations, seminars, profiles, the
 * forum, coordinators, newsletters, testimonials) asks here and never reads `user_memberships` itself. Each call
 * takes the caller's `db`, so it reads inside the caller's transaction (on PGlite a read through the pool while a
 * transaction holds the one connection would wait for ever), and the moment, the request's `clock.now()`.
 */
export interface MemberAccess {
  /**
   * The member's current plan: the level of the newest membership while it gives access at `now`
   * (`hasMembershipAccess`: a lapsed membership, or a cancelled or non-renewing one past its EndDateTime, is no
   * plan; a cancelled one still runs until its EndDateTime), otherwise null.
   */
  planOf(db: Db, userId: number, now: Date): Promise<number | null>;
  /** Whether the current plan is the instructor level. */
  isInstructor(db: Db, userId: number, now: Date): Promise<boolean>;
  /** Whether the current plan grants `permission` of the plan matrix (spec 001 §3); no plan grants nothing. */
  allows(db: Db, userId: number, permission: PlanPermission, now: Date): Promise<boolean>;
  /** The instructor's record and the renewal of an instructor plan (a lapsed one too: IsCurrent false). */
  instructorLicence(db: Db, userId: number, now: Date): Promise<InstructorLicence>;
}

/**
 * The one definition of the current plan. A query over many members reads the same rule in SQL with
 * `currentPlanSql` (member-plan.repository.ts, a named read model: only repositories write SQL), never with
 * `planOf` per row; a change to the rule changes both (test/membership/plan-everywhere.test.ts compares them).
 */
async function planOf(db: Db, userId: number, now: Date): Promise<number | null> {
  const membership = await membershipRepository.current(db, userId);
  return membership && hasMembershipAccess(membership, now) ? membership.membershipId : null;
}

export function createMemberAccess(): MemberAccess {
  return {
    planOf,
    isInstructor: async (db, userId, now) => (await planOf(db, userId, now)) === MembershipId.Instructor,
    async allows(db, userId, permission, now) {
      const plan = await planOf(db, userId, now);
      return plan !== null && isAllowed(plan, permission);
    },
    async instructorLicence(db, userId, now) {
      const [record, membership] = await Promise.all([
        membershipRepository.instructor(db, userId),
        membershipRepository.current(db, userId),
      ]);
      const onInstructorPlan = membership ? findLevel(membership.membershipId)?.isInstructor === true : false;
      return {
        record,
        renewal:
          membership && onInstructorPlan
            ? { endDateTime: membership.endDateTime, current: hasMembershipAccess(membership, now) }
            : undefined,
      };
    },
  };
}
