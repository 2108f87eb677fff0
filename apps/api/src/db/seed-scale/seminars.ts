import { COUNTRIES } from "@haa/domain";
import {
  floatArray,
  frac,
  indexOf,
  intArray,
  pick,
  rows,
  type ScaleContext,
  type ScaleStep,
  textArray,
} from "./sql.ts";
import { CITIES, FORUM_SENTENCES, SEMINAR_LANGUAGES, SEMINAR_VENUES } from "./words.ts";

/** Places a seminar's rows choose from by `cityIndex`. */
export const cityNames = () => textArray(CITIES.map((c) => c[1]));
export const cityCountryCodes = () => textArray(CITIES.map((c) => c[0]));
export const cityCountryNames = () =>
  textArray(CITIES.map((c) => COUNTRIES.find((country) => country.code === c[0])?.name ?? c[0]));
export const cityLatitudes = () => floatArray(CITIES.map((c) => c[2]));
export const cityLongitudes = () => floatArray(CITIES.map((c) => c[3]));
const cityZones = () => textArray(CITIES.map((c) => c[4]));

/** Seats every seminar must have for the enrolments to fit: the enrolment step fills seminars in turn. */
export const seatsPerSeminar = (ctx: ScaleContext) =>
  ctx.volumes.seminars > 0 ? Math.ceil(ctx.volumes.enrolments / ctx.volumes.seminars) : 0;

/**
 * The seminars module's rows: three years of past seminars and one ahead, taught by the scale instructors (the
 * members on the Instructor plan), three in four in person in a city, the rest online; one to three dates each.
 */
export function seminarSteps(ctx: ScaleContext): ScaleStep[] {
  const { bases, now } = ctx;
  const seats = seatsPerSeminar(ctx);
  const city = indexOf("s", 50, CITIES.length);
  return [
    {
      table: "seminars",
      total: ctx.volumes.seminars,
      batch: 5_000,
      statement: (from, to) => ({
        text: `with instructors as materialized (
            select coalesce(array_agg(user_id order by user_id) filter (where membership_id = 5 and status = 'active'),
              array_agg(user_id order by user_id)) as a
            from user_memberships where id > ${bases.userMemberships})
          insert into seminars (id, course_id, instructor_id, capacity, price_cents, currency, language, format, venue,
            address, city, country, latitude, longitude, online_link, time_zone, notes, payment_mode, status,
            cancelled_at, first_start, last_end, created_at, updated_at)
          select ${bases.seminars} + x.s, x.course, x.instructor, ${seats} + floor(${frac("x.s", 54)} * 40)::int,
            (30 + floor(${frac("x.s", 55)} * 90)::int) * 500, 'USD', ${pick(SEMINAR_LANGUAGES, "x.s", 56)},
            case when x.online then 'online' else 'inPerson' end,
            case when not x.online then ${pick(SEMINAR_VENUES, "x.s", 57)} || ' ' || ${cityNames()}[x.ci] end,
            case when not x.online then (1 + floor(${frac("x.s", 58)} * 180)::int) || ' ' || ${pick(["Garden Road", "Station Street", "Market Square", "Lake View", "Park Avenue", "Church Lane"], "x.s", 59)} end,
            case when not x.online then ${cityNames()}[x.ci] end, case when not x.online then ${cityCountryNames()}[x.ci] end,
            case when not x.online then ${cityLatitudes()}[x.ci] end, case when not x.online then ${cityLongitudes()}[x.ci] end,
            case when x.online then 'https://meet.healingarts.example/seminar-' || x.s end, ${cityZones()}[x.ci],
            case when ${frac("x.s", 71)} < 0.5 then ${pick(FORUM_SENTENCES, "x.s", 72)} else '' end,
            case when ${frac("x.s", 73)} < 0.1 then 'instructor' else 'association' end,
            case when x.cancelled then 'cancelled' else 'scheduled' end,
            case when x.cancelled then least(${now}, x.first_start - interval '20 days') end,
            x.first_start, x.first_start + (x.days - 1) * interval '1 day' + interval '8 hours',
            least(${now}, x.first_start - interval '90 days'), ${now}
          from (select s, ${city} as ci, ${frac("s", 51)} >= 0.75 as online, ${frac("s", 74)} < 0.03 as cancelled,
              ${intArray(ctx.courses)}[1 + floor(${frac("s", 52)} * ${ctx.courses.length})::int] as course,
              (select a[1 + floor(${frac("s", 75)} * cardinality(a))::int] from instructors) as instructor,
              1 + floor(${frac("s", 53)} * 3)::int as days,
              date_trunc('day', ${now} - interval '1095 days' + floor(${frac("s", 76)} * 1460) * interval '1 day')
                + interval '9 hours' as first_start
            from ${rows(from, to, "s")}) as x`,
      }),
    },
    {
      table: "seminar_dates",
      total: ctx.volumes.seminars,
      batch: 5_000,
      statement: (from, to) => ({
        text: `insert into seminar_dates (seminar_id, starts_at, ends_at)
          select sm.id, sm.first_start + (d - 1) * interval '1 day', sm.first_start + (d - 1) * interval '1 day' + interval '8 hours'
          from seminars sm,
            generate_series(1, floor(extract(epoch from sm.last_end - sm.first_start) / 86400)::int + 1) as d
          where sm.id between ${bases.seminars + from} and ${bases.seminars + to}`,
      }),
    },
  ];
}
