import { countryCodes, memberFacts } from "./members.ts";
import { frac, type ScaleContext, type ScaleStep } from "./sql.ts";

/** The membership module's rows: every member's current membership (the directory's facts follow by trigger). */
export function membershipSteps(ctx: ScaleContext): ScaleStep[] {
  return [
    {
      table: "user_memberships",
      total: ctx.volumes.members,
      batch: 50_000,
      statement: (from, to) => ({
        text: `insert into user_memberships (id, user_id, membership_id, start_date_time, end_date_time, status,
            auto_renew, country_code, cancelled_at, lapsed_at, created_at, updated_at)
          select f.mid, f.uid, f.level, s.period_start, s.period_end, f.status,
            f.status = 'active' and f.level > 1, ${countryCodes()}[f.cidx],
            case when f.status = 'cancelled' then least(${ctx.now}, s.period_start + floor(${frac("f.g", 16)} * 200) * interval '1 day') end,
            case when f.status = 'lapsed' then s.period_end end,
            s.period_start, ${ctx.now}
          from ${memberFacts(ctx, from, to)} as f,
            lateral (select f.created + (f.years - 1) * interval '1 year' as period_start,
              f.created + f.years * interval '1 year' as period_end) as s`,
      }),
    },
  ];
}
