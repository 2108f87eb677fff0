/**
 * Wall-clock times in an IANA time zone, with the platform's Intl data only (no time-zone library): events are
 * entered as local times in their own zone, and every occurrence is turned into an instant here, so a weekly
 * 18:30 class stays at 18:30 across a daylight-saving change.
 */

/** A local date and time without a zone (months 1–12). */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const ZONE_NAME = /^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * An IANA zone name the runtime knows ("Europe/Berlin", "America/Argentina/Buenos_Aires", "UTC"). Offsets,
 * abbreviations ("CET", "EST") and legacy POSIX names are refused: they do not follow a region's rules.
 */
export function isValidTimeZone(name: string): boolean {
  if (name.length > 64 || !ZONE_NAME.test(name)) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Readings already made, by zone and instant. `formatToParts` costs tens of microseconds, and a page of seminars
 * reads the same few hundred dates on every request (at 50 connections the list spent a tenth of its time here,
 * issue 22). Emptied when full, so it stays bounded whatever instants come in.
 */
const readings = new Map<string, Readonly<LocalDateTime & { second: number }>>();
const MAX_READINGS = 20_000;

/** The wall-clock reading of an instant in a zone. */
export function toZoned(instant: Date, timeZone: string): LocalDateTime & { second: number } {
  const key = `${timeZone} ${instant.getTime()}`;
  const known = readings.get(key);
  if (known) return { ...known };
  const reading = readZoned(instant, timeZone);
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(key, reading);
  return { ...reading };
}

function readZoned(instant: Date, timeZone: string): LocalDateTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const local = toZoned(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time names in a zone. A time that does not exist (the hour skipped when clocks go
 * forward) moves forward by the gap, as calendar programs do; a time that happens twice (clocks go back)
 * is its first, daylight-saving, reading.
 */
export function fromZoned(local: LocalDateTime, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Zones change their offset at most once a day: the offsets a day before and after are the only candidates.
  const before = zoneOffsetMs(new Date(wall - 86_400_000), timeZone);
  const after = zoneOffsetMs(new Date(wall + 86_400_000), timeZone);
  const readings = [wall - before, wall - after].filter((instant) =>
    sameWall(toZoned(new Date(instant), timeZone), local),
  );
  if (readings.length > 0) return new Date(Math.min(...readings));
  // In a gap no instant reads `local`: the offset before the change puts it just after the jump.
  return new Date(wall - before);
}

function sameWall(a: LocalDateTime, b: LocalDateTime): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Reads "YYYY-MM-DDTHH:mm" (the form's datetime-local value); undefined when it is not a real date. */
export function parseLocalDateTime(text: string): LocalDateTime | undefined {
  const match = LOCAL_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59)
    return undefined;
  return { year, month, day, hour, minute };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export function formatLocalDateTime(local: LocalDateTime): string {
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar date `days` after a local date (time kept). */
export function addLocalDays(local: LocalDateTime, days: number): LocalDateTime {
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return { ...local, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Day of the week of a local date: 0 Monday … 6 Sunday (RFC 5545 weeks start on Monday by default). */
export function weekdayOf(local: Pick<LocalDateTime, "year" | "month" | "day">): number {
  return (new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() + 6) % 7;
}

/** Whole days from a to b (calendar dates, ignoring the time). */
export function daysBetween(a: LocalDateTime, b: LocalDateTime): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
