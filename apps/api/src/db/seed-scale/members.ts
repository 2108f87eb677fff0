import { COUNTRIES } from "@haa/domain";
import { frac, indexOf, type ScaleContext, textArray } from "./sql.ts";
import { COMMON_COUNTRIES } from "./words.ts";

const nameOf = (code: string) => COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** Most members live in a few countries, the rest anywhere: the common list first, then every country. */
export const MEMBER_COUNTRY_CODES = [...COMMON_COUNTRIES, ...COUNTRIES.map((country) => country.code)];
export const MEMBER_COUNTRY_NAMES = MEMBER_COUNTRY_CODES.map(nameOf);

/** The level a member's row number gives (1 Starter … 5 Instructor), as SQL over `g`. */
export const levelOf = (g: string) =>
  `(case when ${frac(g, 1)} < 0.25 then 1 when ${frac(g, 1)} < 0.45 then 2 when ${frac(g, 1)} < 0.70 then 3 when ${frac(g, 1)} < 0.92 then 4 else 5 end)`;

/** A level's yearly fee in cents (the reference data's prices). */
export const feeOf = (level: string) =>
  `(case ${level} when 2 then 4000 when 3 then 15000 when 4 then 30000 when 5 then 30000 else 0 end)`;

/**
 * The facts of members `from`..`to` that the account, membership and billing rows share, as a sub-select:
 * g, uid, mid (their membership row), level, status, created (joined), years (periods paid, the last one
 * current unless lapsed), cidx (their country in MEMBER_COUNTRY_CODES/NAMES).
 * Status: 80 % active, 8 % cancelled (auto-renewal off, access until the end), 12 % of the older ones lapsed.
 */
export function memberFacts({ bases, now }: ScaleContext, from: number, to: number): string {
  const common = COMMON_COUNTRIES.length;
  const cidx = `(case when ${frac("g", 8)} < 0.7 then ${indexOf("g", 9, common)} else ${common} + ${indexOf("g", 10, MEMBER_COUNTRY_CODES.length - common)} end)`;
  return `(select f.*,
      case when f.status = 'lapsed' then greatest(1, floor(${frac("f.g", 6)} * floor(f.jd / 365.0)))::int
        else floor(f.jd / 365.0)::int + 1 end as years
    from (select g, ${bases.users} + g as uid, ${bases.userMemberships} + g as mid, ${levelOf("g")} as level,
        case when jd >= 400 and ${frac("g", 2)} < 0.12 then 'lapsed'
          when ${frac("g", 2)} < 0.20 and ${frac("g", 1)} >= 0.25 then 'cancelled' else 'active' end as status,
        jd, ${now} - jd * interval '1 day' - floor(${frac("g", 7)} * 86400) * interval '1 second' as created,
        ${cidx} as cidx
      from (select g, 1 + floor(${frac("g", 3)} * 2900)::int as jd from generate_series(${from}, ${to}) as g) as r) as f)`;
}

/** Country codes and names as SQL arrays, indexed by `cidx`. */
export const countryCodes = () => textArray(MEMBER_COUNTRY_CODES);
export const countryNames = () => textArray(MEMBER_COUNTRY_NAMES);
