import { countryNames, memberFacts } from "./members.ts";
import { frac, pick, SCALE_EMAIL_DOMAIN, type ScaleContext, type ScaleStep } from "./sql.ts";
import { FIRST_NAMES, LAST_NAMES, MEMBER_LANGUAGES } from "./words.ts";

/** The account module's rows: one `users` row per member, all with the demo password's hash. */
export function accountSteps(ctx: ScaleContext, passwordHash: string): ScaleStep[] {
  return [
    {
      table: "users",
      total: ctx.volumes.members,
      batch: 50_000,
      statement: (from, to) => ({
        text: `insert into users (id, email, username, first_name, last_name, password_hash, language, country,
            account_type, subscribe_to_newsletter, email_confirmed_at, created_at, updated_at)
          select f.uid, 'member' || lpad(f.g::text, 6, '0') || '@${SCALE_EMAIL_DOMAIN}', 'member' || lpad(f.g::text, 6, '0'),
            ${pick(FIRST_NAMES, "f.g", 11)}, ${pick(LAST_NAMES, "f.g", 12)}, $1, ${pick(MEMBER_LANGUAGES, "f.g", 13)},
            ${countryNames()}[f.cidx], 1, ${frac("f.g", 14)} < 0.4,
            case when ${frac("f.g", 15)} < 0.97 then f.created + interval '1 hour' end, f.created, f.created
          from ${memberFacts(ctx, from, to)} as f`,
        values: [passwordHash],
      }),
    },
  ];
}
