import {
  addLocalDays,
  daysBetween,
  daysInMonth,
  fromZoned,
  type LocalDateTime,
  toZoned,
  weekdayOf,
} from "./zoned-time.ts";

/**
 * The RFC 5545 RRULE subset events use (ADR 0028): FREQ=DAILY|WEEKLY|MONTHLY, INTERVAL, BYDAY (weekly only),
 * and COUNT or UNTIL. Occurrences are wall-clock times in the event's zone, so they keep their hour across
 * daylight-saving changes. A monthly rule on a day some months lack (the 31st) skips those months, as RFC 5545
 * says for invalid dates, so our list and every calendar program that imports the .ics agree.
 */

export const FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const RECURRENCE_LIMITS = { maxInterval: 12, maxCount: 365, maxYears: 3 } as const;

export interface Recurrence {
  freq: Frequency;
  interval: number;
  /** Weekly: the days of the week (Monday first); empty means the start's own day. */
  byDay: Weekday[];
  count?: number;
  /** The last day (inclusive) in the event's zone, "YYYY-MM-DD". */
  until?: string;
}

export type RecurrenceError =
  | "recurrenceInvalid"
  | "recurrenceFrequency"
  | "recurrenceInterval"
  | "recurrenceByDay"
  | "recurrenceCount"
  | "recurrenceUntil"
  | "recurrenceCountAndUntil";

const UNTIL_DATE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;

/**
 * Reads an RRULE value ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10", an optional "RRULE:" prefix allowed).
 * Anything outside the subset is an error naming what is wrong, never silently ignored.
 */
export function parseRecurrence(text: string): { ok: true; rule: Recurrence } | { ok: false; error: RecurrenceError } {
  const body = text.trim().replace(/^RRULE:/i, "");
  if (body === "" || body.length > 200 || !/^[A-Za-z0-9=;,+-]+$/.test(body))
    return { ok: false, error: "recurrenceInvalid" };
  const parts = new Map<string, string>();
  for (const piece of body.split(";")) {
    const [key, value, extra] = piece.split("=");
    if (!key || value === undefined || value === "" || extra !== undefined)
      return { ok: false, error: "recurrenceInvalid" };
    const name = key.trim().toUpperCase();
    if (parts.has(name)) return { ok: false, error: "recurrenceInvalid" };
    parts.set(name, value.trim().toUpperCase());
  }
  for (const name of parts.keys()) {
    if (!["FREQ", "INTERVAL", "BYDAY", "COUNT", "UNTIL", "WKST"].includes(name))
      return { ok: false, error: "recurrenceInvalid" };
  }
  if (parts.has("WKST") && parts.get("WKST") !== "MO") return { ok: false, error: "recurrenceInvalid" };
  const freq = parts.get("FREQ");
  if (!freq || !(FREQUENCIES as readonly string[]).includes(freq)) return { ok: false, error: "recurrenceFrequency" };
  const intervalText = parts.get("INTERVAL") ?? "1";
  const interval = /^\d{1,3}$/.test(intervalText) ? Number(intervalText) : Number.NaN;
  if (!(interval >= 1 && interval <= RECURRENCE_LIMITS.maxInterval)) return { ok: false, error: "recurrenceInterval" };
  let byDay: Weekday[] = [];
  const byDayText = parts.get("BYDAY");
  if (byDayText !== undefined) {
    if (freq !== "WEEKLY") return { ok: false, error: "recurrenceByDay" };
    const days = byDayText.split(",");
    if (days.some((day) => !(WEEKDAYS as readonly string[]).includes(day)) || new Set(days).size !== days.length)
      return { ok: false, error: "recurrenceByDay" };
    byDay = WEEKDAYS.filter((day) => days.includes(day));
  }
  const countText = parts.get("COUNT");
  const untilText = parts.get("UNTIL");
  if (countText !== undefined && untilText !== undefined) return { ok: false, error: "recurrenceCountAndUntil" };
  const rule: Recurrence = { freq: freq as Frequency, interval, byDay };
  if (countText !== undefined) {
    const count = /^\d{1,4}$/.test(countText) ? Number(countText) : Number.NaN;
    if (!(count >= 1 && count <= RECURRENCE_LIMITS.maxCount)) return { ok: false, error: "recurrenceCount" };
    rule.count = count;
  }
  if (untilText !== undefined) {
    const match = UNTIL_DATE.exec(untilText);
    if (!match) return { ok: false, error: "recurrenceUntil" };
    const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
      return { ok: false, error: "recurrenceUntil" };
    rule.until = `${match[1]}-${match[2]}-${match[3]}`;
  }
  return { ok: true, rule };
}

/** The canonical RRULE value we store and write into .ics files (UNTIL is added by `icsRule`). */
export function formatRecurrence(rule: Recurrence): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.join(",")}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== undefined) parts.push(`UNTIL=${rule.until.replaceAll("-", "")}`);
  return parts.join(";");
}

/** A dated occurrence: its start and end instants. */
export interface Occurrence {
  start: Date;
  end: Date;
}

export interface RecurringSchedule {
  /** The first occurrence, wall-clock in `timeZone`. */
  start: LocalDateTime;
  end: LocalDateTime;
  timeZone: string;
  rule: Recurrence | null;
}

/** Candidate periods scanned at most for one expansion (a safety net; the limits keep real rules far below). */
const MAX_PERIODS = 5000;

function untilLimit(schedule: RecurringSchedule): LocalDateTime | undefined {
  const until = schedule.rule?.until;
  if (!until) return undefined;
  const [year, month, day] = until.split("-").map(Number) as [number, number, number];
  return { year, month, day, hour: 23, minute: 59 };
}

function compareLocal(a: LocalDateTime, b: LocalDateTime): number {
  return a.year - b.year || a.month - b.month || a.day - b.day || a.hour - b.hour || a.minute - b.minute;
}

/** The wall-clock starts of the occurrences, in order (unbounded rules are bounded by `MAX_PERIODS`). */
function* localStarts(schedule: RecurringSchedule, firstPeriod: number): Generator<LocalDateTime> {
  const { start, rule } = schedule;
  if (!rule) {
    yield start;
    return;
  }
  const days = rule.byDay.length > 0 ? rule.byDay.map((day) => WEEKDAYS.indexOf(day)) : [weekdayOf(start)];
  for (let period = firstPeriod; period < firstPeriod + MAX_PERIODS; period++) {
    if (rule.freq === "DAILY") {
      yield addLocalDays(start, period * rule.interval);
    } else if (rule.freq === "WEEKLY") {
      const weekStart = addLocalDays(start, -weekdayOf(start) + period * 7 * rule.interval);
      for (const day of days) {
        const date = addLocalDays(weekStart, day);
        if (daysBetween(start, date) >= 0) yield date;
      }
    } else {
      const monthIndex = start.month - 1 + period * rule.interval;
      const year = start.year + Math.floor(monthIndex / 12);
      const month = (monthIndex % 12) + 1;
      if (start.day <= daysInMonth(year, month)) yield { ...start, year, month };
    }
  }
}

/** How many whole periods of the rule lie between the start and `from` (where an unbounded scan may begin). */
function periodsBefore(schedule: RecurringSchedule, from: LocalDateTime): number {
  const rule = schedule.rule;
  if (!rule || rule.count !== undefined) return 0;
  const days = daysBetween(schedule.start, from);
  if (days <= 0) return 0;
  if (rule.freq === "DAILY") return Math.max(0, Math.floor(days / rule.interval) - 1);
  if (rule.freq === "WEEKLY") return Math.max(0, Math.floor(days / (7 * rule.interval)) - 1);
  const months = (from.year - schedule.start.year) * 12 + (from.month - schedule.start.month);
  return Math.max(0, Math.floor(months / rule.interval) - 1);
}

/**
 * The occurrences whose start falls on `fromDay` (a calendar day in the event's zone) or later, ascending, at
 * most `limit`. COUNT counts from the first occurrence, as in RFC 5545.
 */
export function occurrencesFrom(
  schedule: RecurringSchedule,
  fromDay: Pick<LocalDateTime, "year" | "month" | "day">,
  limit: number,
): Occurrence[] {
  const first = fromZoned(schedule.start, schedule.timeZone);
  const durationMs = Math.max(0, fromZoned(schedule.end, schedule.timeZone).getTime() - first.getTime());
  const from: LocalDateTime = { ...fromDay, hour: 0, minute: 0 };
  const until = untilLimit(schedule);
  const result: Occurrence[] = [];
  let index = 0;
  for (const local of localStarts(schedule, periodsBefore(schedule, from))) {
    if (until && compareLocal(local, until) > 0) break;
    index++;
    if (schedule.rule?.count !== undefined && index > schedule.rule.count) break;
    if (compareLocal(local, from) < 0) continue;
    const start = fromZoned(local, schedule.timeZone);
    result.push({ start, end: new Date(start.getTime() + durationMs) });
    if (result.length >= limit) break;
  }
  return result;
}

/** The calendar day an instant falls on in a zone (the "today" of §4 for an event). */
export function dayIn(instant: Date, timeZone: string): Pick<LocalDateTime, "year" | "month" | "day"> {
  const { year, month, day } = toZoned(instant, timeZone);
  return { year, month, day };
}

/**
 * The last instant the schedule can still be running (null: it never ends), so the list can ask the database
 * for events not yet over. COUNT rules are expanded (at most `maxCount` occurrences).
 */
export function scheduleEnd(schedule: RecurringSchedule): Date | null {
  const rule = schedule.rule;
  const first = fromZoned(schedule.start, schedule.timeZone);
  const durationMs = Math.max(0, fromZoned(schedule.end, schedule.timeZone).getTime() - first.getTime());
  if (!rule) return new Date(first.getTime() + durationMs);
  if (rule.count === undefined && rule.until === undefined) return null;
  let last: LocalDateTime | undefined;
  let index = 0;
  const until = untilLimit(schedule);
  for (const local of localStarts(schedule, 0)) {
    if (until && compareLocal(local, until) > 0) break;
    index++;
    if (rule.count !== undefined && index > rule.count) break;
    last = local;
  }
  return last ? new Date(fromZoned(last, schedule.timeZone).getTime() + durationMs) : first;
}
