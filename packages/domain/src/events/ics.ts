import type { RecurringSchedule } from "./recurrence.ts";
import { formatRecurrence } from "./recurrence.ts";
import { daysInMonth, fromZoned, type LocalDateTime, zoneOffsetMs } from "./zoned-time.ts";

/**
 * iCalendar files (RFC 5545) for one occurrence or a whole series (ADR 0028). One occurrence is written in UTC
 * ("…Z"). A series is written with DTSTART;TZID in the event's zone and a VTIMEZONE built from the runtime's
 * zone data, so the reader expands the RRULE in that zone and keeps the wall-clock hour across daylight-saving
 * changes.
 */

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks; other controls dropped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\r\n|\r/g, "\n")
    .split("")
    .filter((char) => char === "\n" || char === "\t" || !isControl(char))
    .join("")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const code = char.codePointAt(0) ?? 0;
    const bytes = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** An instant as an RFC 5545 UTC DATE-TIME: 20261201T173000Z. */
export function icsUtc(instant: Date): string {
  return `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

function icsLocal(local: LocalDateTime): string {
  return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}T${pad(local.hour)}${pad(local.minute)}00`;
}

/** The RRULE line's value: UNTIL in UTC, as RFC 5545 requires when DTSTART names a zone. */
export function icsRule(schedule: RecurringSchedule): string | undefined {
  if (!schedule.rule) return undefined;
  const { until, ...rest } = schedule.rule;
  const base = formatRecurrence(rest);
  if (!until) return base;
  const [year, month, day] = until.split("-").map(Number) as [number, number, number];
  const last = fromZoned({ year, month, day, hour: 23, minute: 59 }, schedule.timeZone);
  return `${base};UNTIL=${icsUtc(new Date(last.getTime() + 59_000))}`;
}

export interface IcsEvent {
  /** Stable across downloads and edits, so re-importing updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string | null;
  schedule: RecurringSchedule;
  /** Set for one occurrence: its start and end (the file then has no RRULE). */
  occurrence?: { start: Date; end: Date };
  updatedAt: Date;
  organizer: string;
}

/** One VCALENDAR with one VEVENT, CRLF line ends, folded lines. */
export function buildIcs(event: IcsEvent, productId = "-//Healing Arts Association//Events//EN"): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${productId}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  lines.push("BEGIN:VEVENT");
  if (event.occurrence) {
    // One occurrence of a series gets its own UID (RECURRENCE-ID would tie it to a series the reader lacks).
    lines.push(`UID:${event.uid.replace("@", `-${icsUtc(event.occurrence.start)}@`)}`);
    lines.push(`DTSTAMP:${icsUtc(event.updatedAt)}`);
    lines.push(`DTSTART:${icsUtc(event.occurrence.start)}`, `DTEND:${icsUtc(event.occurrence.end)}`);
  } else {
    const { schedule } = event;
    lines.push(`UID:${event.uid}`, `DTSTAMP:${icsUtc(event.updatedAt)}`);
    if (schedule.timeZone === "UTC") {
      lines.push(
        `DTSTART:${icsUtc(fromZoned(schedule.start, "UTC"))}`,
        `DTEND:${icsUtc(fromZoned(schedule.end, "UTC"))}`,
      );
    } else {
      lines.splice(lines.indexOf("BEGIN:VEVENT"), 0, ...vtimezone(schedule.timeZone, schedule.start.year));
      lines.push(`DTSTART;TZID=${schedule.timeZone}:${icsLocal(schedule.start)}`);
      lines.push(`DTEND;TZID=${schedule.timeZone}:${icsLocal(schedule.end)}`);
    }
    const rule = icsRule(schedule);
    if (rule) lines.push(`RRULE:${rule}`);
  }
  lines.push(`SUMMARY:${escapeIcsText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, "")}`);
  lines.push(`ORGANIZER;CN=${quoteParam(event.organizer)}:mailto:events@healingarts.example`);
  lines.push("END:VEVENT", "END:VCALENDAR");
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

/** A parameter value (RFC 5545 §3.2): quoted, with the characters a quoted value may not hold removed. */
function quoteParam(value: string): string {
  return `"${value
    .split("")
    .filter((char) => char !== '"' && !isControl(char))
    .join("")}"`;
}

function icsOffset(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The instant (to the minute) the zone's offset changes between two instants a day apart at most. */
function transitionBetween(low: number, high: number, timeZone: string): number {
  const before = zoneOffsetMs(new Date(low), timeZone);
  let a = low;
  let b = high;
  while (b - a > 60_000) {
    const mid = Math.floor((a + b) / 120_000) * 60_000;
    if (zoneOffsetMs(new Date(mid), timeZone) === before) a = mid;
    else b = mid;
  }
  return b;
}

/**
 * A VTIMEZONE for `timeZone` as its rules stand in `year`: each offset change of that year becomes a yearly
 * rule on the same weekday of the month (e.g. last Sunday of March); a zone without changes gets one STANDARD.
 */
export function vtimezone(timeZone: string, year: number): string[] {
  const startOfYear = Date.UTC(year, 0, 1);
  const changes: { at: number; from: number; to: number }[] = [];
  let previous = zoneOffsetMs(new Date(startOfYear), timeZone);
  for (let day = 1; day <= 366; day++) {
    const instant = startOfYear + day * 86_400_000;
    const offset = zoneOffsetMs(new Date(instant), timeZone);
    if (offset !== previous) {
      changes.push({ at: transitionBetween(instant - 86_400_000, instant, timeZone), from: previous, to: offset });
      previous = offset;
    }
  }
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  if (changes.length === 0) {
    lines.push("BEGIN:STANDARD", "DTSTART:19700101T000000", `TZOFFSETFROM:${icsOffset(previous)}`);
    lines.push(`TZOFFSETTO:${icsOffset(previous)}`, "END:STANDARD");
  }
  const highest = Math.max(...changes.map((change) => change.to));
  for (const change of changes) {
    const kind = change.to === highest && change.to > change.from ? "DAYLIGHT" : "STANDARD";
    // DTSTART is the wall time of the change read in the offset it changes from (02:00 for Europe in March).
    const wall = new Date(change.at + change.from);
    const startLocal = {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    };
    const weekday = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][wall.getUTCDay()];
    const nth =
      startLocal.day + 7 > daysInMonth(startLocal.year, startLocal.month) ? -1 : Math.ceil(startLocal.day / 7);
    lines.push(`BEGIN:${kind}`, `DTSTART:${icsLocal(startLocal)}`);
    lines.push(`RRULE:FREQ=YEARLY;BYMONTH=${startLocal.month};BYDAY=${nth}${weekday}`);
    lines.push(`TZOFFSETFROM:${icsOffset(change.from)}`, `TZOFFSETTO:${icsOffset(change.to)}`, `END:${kind}`);
  }
  lines.push("END:VTIMEZONE");
  return lines;
}
