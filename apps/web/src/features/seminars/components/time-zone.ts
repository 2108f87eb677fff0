/** The reader's own IANA zone (the instructor's, on the seminar form), UTC only when the browser names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

/**
 * A country's IANA zones from the browser's own data (Intl Locale Info: `getTimeZones()`, formerly the
 * `timeZones` getter), so no zone table ships with the app; empty where the browser has no such data.
 */
export function countryTimeZones(countryCode: string): string[] {
  if (!/^[A-Z]{2}$/.test(countryCode)) return [];
  try {
    const locale = new Intl.Locale(`und-${countryCode}`) as LocaleWithZones;
    return (typeof locale.getTimeZones === "function" ? locale.getTimeZones() : locale.timeZones) ?? [];
  } catch {
    return [];
  }
}

/**
 * The zone a new seminar starts with: where it is held, else where the instructor is. The instructor's own zone
 * when the place's country has it (a US instructor in Chicago keeps America/Chicago for a US seminar), else the
 * country's first zone, else — no country, an online seminar or a browser without zone data — the instructor's.
 */
export function seminarTimeZone(
  countryCode: string | undefined,
  instructorZone: string = browserTimeZone(),
  zonesOf: (code: string) => string[] = countryTimeZones,
): string {
  const zones = countryCode ? zonesOf(countryCode) : [];
  if (zones.length === 0 || zones.includes(instructorZone)) return instructorZone;
  return zones[0] ?? instructorZone;
}
