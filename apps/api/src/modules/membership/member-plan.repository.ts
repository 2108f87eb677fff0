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
  return sql<number | null>`(select case when ${givesAccess("current_plan", now)}
    then current_plan.membership_id end
    from ${userMemberships} current_plan where current_plan.user_id = ${outer}
    order by current_plan.created_at desc, current_plan.id desc limit 1)`;
}

/** `hasMembershipAccess` of the membership row aliased `row` (one of this file's own aliases) at `now`. */
function givesAccess(row: "current_plan" | "held", now: Date | Placeholder): SQL {
  const r = sql.raw(row);
  return sql`(${r}.status = 'past_due'
      or (${r}.status = 'active' and ${r}.auto_renew)
      or (${r}.status in ('active', 'cancelled') and ${r}.end_date_time > ${now}))`;
}

/**
 * The members whose plan at `now` (as `currentPlanSql` judges it) is one of `levels`, as an uncorrelated sub-select
 * for `in`: found from those levels' membership rows (each its member's newest, giving access at `now`) instead of
 * judging every member's plan in turn. Counting the administrator's practitioners that way read 30,000 rows instead of
 * running 80,000 sub-selects (issue 22).
 */
export function holdersOfPlansSql(levels: readonly number[], now: Date | Placeholder): SQL {
  return sql`(select held.user_id from ${userMemberships} held
    where held.membership_id in (${sql.join(
      levels.map((level) => sql`${level}`),
      sql`, `,
    )})
      and ${givesAccess("held", now)}
      and not exists (select 1 from ${userMemberships} newer where newer.user_id = held.user_id
        and (newer.created_at, newer.id) > (held.created_at, held.id)))`;
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
