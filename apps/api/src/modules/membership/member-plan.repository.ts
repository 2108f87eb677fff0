import { type Column, is, type Placeholder, SQL, sql } from "drizzle-orm";
import { qualified } from "../../db/sql.ts";
import { userMemberships } from "./membership.schema.ts";

/**
 * The SQL form of `memberAccess.planOf` (member-plan.ts), for queries over many members at once (a newsletter batch, the
 * administrator's user list, the directory), where calling `planOf` per row would be one query per member:
 * the level of the member's newest membership while it gives access at `now` (`hasMembershipAccess`: past due,
 * auto-renewing, or cancelled / not renewing before its EndDateTime), otherwise null. One indexed sub-select
 * per row (user_memberships_user_idx). `userId` is the outer query's user id column; a column is written with
 * its table (`qualified`), since Drizzle writes a join-less select's columns bare and the sub-select would
 * then correlate nothing. The inner alias is unusual on purpose, so that a caller's own `um` is never shadowed.
 */
export function currentPlanSql(userId: Column | SQL, now: Date | Placeholder): SQL<number | null> {
  const outer = is(userId, SQL) ? userId : qualified(userId);
  return sql<number | null>`(select case when current_plan.status = 'past_due'
      or (current_plan.status = 'active' and current_plan.auto_renew)
      or (current_plan.status in ('active', 'cancelled') and current_plan.end_date_time > ${now})
    then current_plan.membership_id end
    from ${userMemberships} current_plan where current_plan.user_id = ${outer}
    order by current_plan.created_at desc, current_plan.id desc limit 1)`;
}

/**
 * The members whose newest membership gives no access at `now` although it is not marked lapsed yet (an active or
 * cancelled row past its end: the renewal job's backlog), as an uncorrelated sub-select for `not in`. Lists that
 * keep a copied level (the directory's profile rows, ADR 0055) take them out at read time with it. The
 * (status, end_date_time) index finds the few rows; it is read once per query, not once per row.
 */
export function endedUnmarkedSql(now: Date | Placeholder): SQL {
  return sql`(select ended.user_id from ${userMemberships} ended
    where ended.status in ('active', 'cancelled') and ended.end_date_time <= ${now}
      and ${currentPlanSql(sql`ended.user_id`, now)} is null)`;
}
