import { cityCountryCodes, cityCountryNames, cityLatitudes, cityLongitudes, cityNames } from "./seminars.ts";
import { frac, indexOf, pick, type ScaleContext, type ScaleStep } from "./sql.ts";
import { CITIES } from "./words.ts";

/**
 * The profiles module's rows: the practitioner directory's listings, for members on a plan that may list
 * (Practitioner, Instructor) whose membership is active, around a city each. The account and membership facts
 * (`account_active`, `current_membership_id`, the sort names, `search_vector`) are filled by the profile
 * triggers (ADR 0055), which see the members and memberships written by the earlier steps.
 */
export function profileSteps(ctx: ScaleContext): ScaleStep[] {
  const { bases, now } = ctx;
  const g = `(m.id - ${bases.userMemberships})`;
  const city = indexOf(g, 90, CITIES.length);
  const languages = [
    "{en}",
    "{en}",
    "{en,de}",
    "{ja,en}",
    "{ja}",
    "{pt,en}",
    "{es}",
    "{es,en}",
    "{fr,en}",
    "{de}",
    "{no,en}",
    "{cs,en}",
  ];
  return [
    {
      table: "member_profiles",
      total: ctx.volumes.listings,
      batch: Math.max(1, ctx.volumes.listings),
      statement: () => ({
        text: `insert into member_profiles (user_id, listed, listed_at, practitioner_types, credentials_verified_at,
            languages, country_code, country_name, city, latitude, longitude, offers_remote_sessions, show_email,
            show_phone, show_webpage, updated_at)
          select m.user_id, true, least(${now}, m.start_date_time + floor(${frac(g, 91)} * 300) * interval '1 day'),
            (case when m.membership_id = 5 then '{practitioner,instructor}'
              when ${frac(g, 92)} < 0.2 then '{practitioner,animal}' when ${frac(g, 92)} < 0.35 then '{practitioner,advanced}'
              else '{practitioner}' end)::text[],
            case when ${frac(g, 93)} < 0.6 then least(${now}, m.start_date_time + interval '14 days') end,
            (${pick(languages, g, 94)})::text[], ${cityCountryCodes()}[${city}], ${cityCountryNames()}[${city}],
            ${cityNames()}[${city}], ${cityLatitudes()}[${city}] + (${frac(g, 95)} - 0.5) * 0.4,
            ${cityLongitudes()}[${city}] + (${frac(g, 96)} - 0.5) * 0.4, ${frac(g, 97)} < 0.5, ${frac(g, 98)} < 0.2,
            ${frac(g, 99)} < 0.1, true, ${now}
          from user_memberships m
          where m.id > ${bases.userMemberships} and m.membership_id in (4, 5) and m.status = 'active'
          order by m.id limit ${ctx.volumes.listings}`,
      }),
    },
  ];
}
