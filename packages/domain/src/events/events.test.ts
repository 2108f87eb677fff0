import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../testing/xss-payloads.ts";
import { eventInputSchema, groupByMonth } from "./events.ts";
import { buildIcs, escapeIcsText, foldIcsLine, vtimezone } from "./ics.ts";
import { occurrencesFrom, parseRecurrence, type RecurringSchedule, scheduleEnd } from "./recurrence.ts";
import { isWebLink } from "./rules.ts";
import { fromZoned, isValidTimeZone, parseLocalDateTime, toZoned } from "./zoned-time.ts";

const local = (text: string) => {
  const parsed = parseLocalDateTime(text);
  if (!parsed) throw new Error(`bad local ${text}`);
  return parsed;
};

function schedule(start: string, end: string, timeZone: string, rule: string | null): RecurringSchedule {
  const parsed = rule ? parseRecurrence(rule) : null;
  if (parsed && !parsed.ok) throw new Error(parsed.error);
  return { start: local(start), end: local(end), timeZone, rule: parsed?.rule ?? null };
}

const iso = (dates: { start: Date }[]) => dates.map((o) => o.start.toISOString());

describe("time zones", () => {
  it.each([
    ["Europe/Berlin", true],
    ["America/Argentina/Buenos_Aires", true],
    ["UTC", true],
    ["Asia/Tokyo", true],
    ["Mars/Olympus", false],
    ["CET", false],
    ["+01:00", false],
    ["", false],
    ["Europe/Berlin<script>", false],
  ])("%s valid: %s", (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it.each([
    // [wall time, zone, instant]
    ["2026-07-01T18:30", "Europe/Berlin", "2026-07-01T16:30:00.000Z"],
    ["2026-12-01T18:30", "Europe/Berlin", "2026-12-01T17:30:00.000Z"],
    // The skipped hour moves forward; the repeated hour is its first reading.
    ["2026-03-29T02:30", "Europe/Berlin", "2026-03-29T01:30:00.000Z"],
    ["2026-10-25T02:30", "Europe/Berlin", "2026-10-25T00:30:00.000Z"],
    ["2026-03-08T02:30", "America/New_York", "2026-03-08T07:30:00.000Z"],
    ["2026-01-15T09:00", "Asia/Tokyo", "2026-01-15T00:00:00.000Z"],
    ["2026-04-05T10:00", "Australia/Sydney", "2026-04-05T00:00:00.000Z"],
  ])("%s in %s is %s", (wall, zone, instant) => {
    expect(fromZoned(local(wall), zone).toISOString()).toBe(instant);
  });

  it("reads an instant back as wall time", () => {
    expect(toZoned(new Date("2026-07-01T16:30:00Z"), "Europe/Berlin")).toMatchObject({ hour: 18, minute: 30 });
  });
});

describe("RRULE subset", () => {
  it.each([
    ["FREQ=DAILY", true],
    ["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", true],
    ["FREQ=MONTHLY;COUNT=6", true],
    ["FREQ=WEEKLY;UNTIL=20270101", true],
    ["FREQ=WEEKLY;UNTIL=20270101T000000Z", true],
    ["FREQ=YEARLY", "recurrenceFrequency"],
    ["FREQ=HOURLY", "recurrenceFrequency"],
    ["INTERVAL=2", "recurrenceFrequency"],
    ["FREQ=DAILY;INTERVAL=0", "recurrenceInterval"],
    ["FREQ=DAILY;INTERVAL=99", "recurrenceInterval"],
    ["FREQ=DAILY;BYDAY=MO", "recurrenceByDay"],
    ["FREQ=WEEKLY;BYDAY=XX", "recurrenceByDay"],
    ["FREQ=WEEKLY;BYDAY=1MO", "recurrenceByDay"],
    ["FREQ=DAILY;COUNT=0", "recurrenceCount"],
    ["FREQ=DAILY;COUNT=5000", "recurrenceCount"],
    ["FREQ=DAILY;UNTIL=20270231", "recurrenceUntil"],
    ["FREQ=DAILY;COUNT=3;UNTIL=20270101", "recurrenceCountAndUntil"],
    ["FREQ=DAILY;BYHOUR=9", "recurrenceInvalid"],
    ["FREQ=DAILY;;", "recurrenceInvalid"],
    ["FREQ=DAILY\r\nX-EVIL:1", "recurrenceInvalid"],
    ["", "recurrenceInvalid"],
  ])("%s → %s", (text, expected) => {
    const parsed = parseRecurrence(text);
    if (expected === true) expect(parsed.ok).toBe(true);
    else expect(parsed).toEqual({ ok: false, error: expected });
  });
});

describe("occurrences", () => {
  it.each<[string, RecurringSchedule, string, number, string[]]>([
    [
      "weekly keeps 18:30 Berlin across the October change",
      schedule("2026-10-14T18:30", "2026-10-14T20:00", "Europe/Berlin", "FREQ=WEEKLY"),
      "2026-10-14",
      3,
      ["2026-10-14T16:30:00.000Z", "2026-10-21T16:30:00.000Z", "2026-10-28T17:30:00.000Z"],
    ],
    [
      "every two weeks on Monday and Wednesday",
      schedule("2026-11-02T19:00", "2026-11-02T21:00", "UTC", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE"),
      "2026-11-01",
      4,
      ["2026-11-02T19:00:00.000Z", "2026-11-04T19:00:00.000Z", "2026-11-16T19:00:00.000Z", "2026-11-18T19:00:00.000Z"],
    ],
    [
      "weekly BYDAY skips days before the start in its first week",
      schedule("2026-11-04T10:00", "2026-11-04T11:00", "UTC", "FREQ=WEEKLY;BYDAY=MO,FR"),
      "2026-11-01",
      3,
      ["2026-11-06T10:00:00.000Z", "2026-11-09T10:00:00.000Z", "2026-11-13T10:00:00.000Z"],
    ],
    [
      "monthly on the 31st skips months without one",
      schedule("2027-01-31T09:00", "2027-01-31T10:00", "UTC", "FREQ=MONTHLY"),
      "2027-01-01",
      3,
      ["2027-01-31T09:00:00.000Z", "2027-03-31T09:00:00.000Z", "2027-05-31T09:00:00.000Z"],
    ],
    [
      "COUNT counts from the first date, even before 'from'",
      schedule("2026-11-01T08:00", "2026-11-01T09:00", "UTC", "FREQ=DAILY;COUNT=5"),
      "2026-11-04",
      10,
      ["2026-11-04T08:00:00.000Z", "2026-11-05T08:00:00.000Z"],
    ],
    [
      "UNTIL is inclusive",
      schedule("2026-11-01T08:00", "2026-11-01T09:00", "Asia/Tokyo", "FREQ=DAILY;INTERVAL=2;UNTIL=20261105"),
      "2026-11-01",
      10,
      ["2026-10-31T23:00:00.000Z", "2026-11-02T23:00:00.000Z", "2026-11-04T23:00:00.000Z"],
    ],
    [
      "a single date",
      schedule("2026-12-05T14:00", "2026-12-05T16:00", "America/New_York", null),
      "2026-11-01",
      5,
      ["2026-12-05T19:00:00.000Z"],
    ],
    [
      "a single date already past",
      schedule("2026-10-05T14:00", "2026-10-05T16:00", "America/New_York", null),
      "2026-11-01",
      5,
      [],
    ],
    [
      "a daily rule that started years ago jumps ahead",
      schedule("2020-01-01T07:00", "2020-01-01T07:30", "UTC", "FREQ=DAILY"),
      "2026-11-23",
      2,
      ["2026-11-23T07:00:00.000Z", "2026-11-24T07:00:00.000Z"],
    ],
  ])("%s", (_name, event, from, limit, expected) => {
    const [year, month, day] = from.split("-").map(Number) as [number, number, number];
    expect(iso(occurrencesFrom(event, { year, month, day }, limit))).toEqual(expected);
  });

  it("keeps the duration and knows when a series ends", () => {
    const event = schedule("2026-11-01T08:00", "2026-11-01T09:30", "UTC", "FREQ=WEEKLY;COUNT=3");
    const [first] = occurrencesFrom(event, { year: 2026, month: 11, day: 1 }, 1);
    expect(first && first.end.getTime() - first.start.getTime()).toBe(90 * 60_000);
    expect(scheduleEnd(event)?.toISOString()).toBe("2026-11-15T09:30:00.000Z");
    expect(scheduleEnd(schedule("2026-11-01T08:00", "2026-11-01T09:00", "UTC", "FREQ=DAILY"))).toBeNull();
  });
});

describe("grouping (spec 001 §4)", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const item = (name: string, dates: string[], timeZone = "UTC") => ({
    name,
    timeZone,
    occurrences: dates.map((d) => ({ start: new Date(d), end: new Date(new Date(d).getTime() + 3_600_000) })),
  });

  it("keeps occurrences from today on, groups by the month of the next one, ascending", () => {
    const groups = groupByMonth(
      [
        item("january", ["2027-01-10T10:00:00Z"]),
        item("past", ["2026-11-20T10:00:00Z"]),
        item("earlier today", ["2026-11-22T10:00:00Z", "2026-11-23T08:00:00Z", "2026-12-01T08:00:00Z"]),
        item("december", ["2026-12-02T10:00:00Z", "2026-12-09T10:00:00Z"]),
      ],
      now,
    );
    expect(groups.map((g) => [g.year, g.month, g.items.map((i) => i.name)])).toEqual([
      [2026, 11, ["earlier today"]],
      [2026, 12, ["december"]],
      [2027, 1, ["january"]],
    ]);
    expect(groups[0]?.items[0]?.occurrences.map((o) => o.start.toISOString())).toEqual([
      "2026-11-23T08:00:00.000Z",
      "2026-12-01T08:00:00.000Z",
    ]);
  });

  it("reads 'today' in the event's zone", () => {
    // 23:30 on the 22nd in Los Angeles is the 23rd in UTC: still today there.
    const groups = groupByMonth([item("la", ["2026-11-23T07:30:00Z"], "America/Los_Angeles")], now);
    expect(groups).toHaveLength(0);
    const tokyo = groupByMonth([item("tokyo", ["2026-11-23T01:00:00Z"], "Asia/Tokyo")], now);
    expect(tokyo).toHaveLength(1);
  });
});

describe("ics", () => {
  it.each([
    ["plain", "plain"],
    ["a;b,c\\d", "a\\;b\\,c\\\\d"],
    ["line\r\nbreak\nand\rmore", "line\\nbreak\\nand\\nmore"],
    ["bell\u0007tab\tok", "belltab\tok"],
    ["END:VEVENT\r\nBEGIN:VALARM", "END:VEVENT\\nBEGIN:VALARM"],
  ])("escapes %j", (text, expected) => {
    expect(escapeIcsText(text)).toBe(expected);
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const folded = foldIcsLine(`SUMMARY:${"日本語".repeat(30)}`);
    for (const line of folded.split("\r\n"))
      expect(encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, "x").length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"日本語".repeat(30)}`);
  });

  it("writes a series with TZID, VTIMEZONE and RRULE (UNTIL in UTC)", () => {
    const text = buildIcs({
      uid: "event-7@healingarts.example",
      title: "Qi gong, weekly; <b>bring water</b>",
      description: "Line one\nLine two",
      location: "Hall 2, Berlin, Germany",
      url: null,
      schedule: schedule(
        "2026-11-02T18:30",
        "2026-11-02T20:00",
        "Europe/Berlin",
        "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270301",
      ),
      updatedAt: new Date("2026-11-01T00:00:00Z"),
      organizer: 'Margaret "Meg" O\'Neill',
    });
    const lines = text.split("\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(lines).toContain("DTSTART;TZID=Europe/Berlin:20261102T183000");
    expect(lines).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270301T225959Z");
    expect(lines).toContain("SUMMARY:Qi gong\\, weekly\\; <b>bring water</b>");
    expect(lines).toContain("TZID:Europe/Berlin");
    expect(lines).toContain('ORGANIZER;CN="Margaret Meg O\'Neill":mailto:events@healingarts.example');
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("writes one occurrence in UTC without a rule", () => {
    const text = buildIcs({
      uid: "event-7@healingarts.example",
      title: "x",
      description: "",
      location: "",
      url: "https://meet.example/abc",
      schedule: schedule("2026-11-02T18:30", "2026-11-02T20:00", "Europe/Berlin", "FREQ=WEEKLY"),
      occurrence: { start: new Date("2026-11-09T17:30:00Z"), end: new Date("2026-11-09T19:00:00Z") },
      updatedAt: new Date("2026-11-01T00:00:00Z"),
      organizer: "Host",
    });
    expect(text).toContain("DTSTART:20261109T173000Z\r\n");
    expect(text).toContain("UID:event-7-20261109T173000Z@healingarts.example\r\n");
    expect(text).not.toContain("RRULE");
  });

  it("keeps every hostile title inside its SUMMARY line", () => {
    for (const payload of XSS_PAYLOADS) {
      const text = buildIcs({
        uid: "event-1@healingarts.example",
        title: `${payload}\r\nEND:VCALENDAR`,
        description: payload,
        location: payload,
        url: null,
        schedule: schedule("2026-11-02T18:30", "2026-11-02T20:00", "UTC", null),
        updatedAt: new Date(),
        organizer: payload,
      });
      const unfolded = text.replace(/\r\n /g, "").split("\r\n");
      expect(unfolded.filter((line) => line === "END:VCALENDAR")).toHaveLength(1);
      expect(unfolded.filter((line) => line.startsWith("SUMMARY:"))).toHaveLength(1);
    }
  });

  it.each([
    ["Europe/Berlin", ["BYMONTH=3;BYDAY=-1SU", "BYMONTH=10;BYDAY=-1SU", "TZOFFSETTO:+0200"]],
    ["America/New_York", ["BYMONTH=3;BYDAY=2SU", "BYMONTH=11;BYDAY=1SU", "TZOFFSETTO:-0400"]],
    ["Asia/Tokyo", ["TZOFFSETTO:+0900"]],
  ])("describes %s as VTIMEZONE", (zone, expected) => {
    const text = vtimezone(zone, 2026).join("\n");
    for (const piece of expected) expect(text).toContain(piece);
  });
});

describe("event input", () => {
  const valid = {
    Title: "Tuesday evening study group",
    Description: "Reading and practice.",
    Type: "StudyGroup",
    City: "Lisbon",
    Country: "Portugal",
    TimeZone: "Europe/Lisbon",
    StartDateTime: "2026-12-01T18:30",
    EndDateTime: "2026-12-01T20:00",
    Recurrence: "FREQ=WEEKLY;BYDAY=TU",
  };
  const errorOf = (patch: Record<string, unknown>) => {
    const parsed = eventInputSchema.safeParse({ ...valid, ...patch });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ["valid", {}, undefined],
    ["no recurrence", { Recurrence: "" }, undefined],
    ["online only", { City: null, Country: null, OnlineLink: "https://meet.example/room" }, undefined],
    ["no place", { City: null, Country: null }, "event.placeRequired"],
    ["javascript link", { OnlineLink: "javascript:alert(1)" }, "event.linkInvalid"],
    ["data link", { OnlineLink: "data:text/html,<script>" }, "event.linkInvalid"],
    ["bad zone", { TimeZone: "Europe/Nowhere" }, "event.timeZoneInvalid"],
    ["bad start", { StartDateTime: "2026-02-30T10:00" }, "event.startInvalid"],
    ["end before start", { EndDateTime: "2026-12-01T18:00" }, "event.endBeforeStart"],
    ["too long", { EndDateTime: "2026-12-03T18:00" }, "event.endBeforeStart"],
    ["bad rule", { Recurrence: "FREQ=YEARLY" }, "event.recurrenceFrequency"],
    ["until before start", { Recurrence: "FREQ=DAILY;UNTIL=20261101" }, "event.recurrenceUntil"],
    ["short title", { Title: "ab" }, "event.titleMin"],
    ["bad type", { Type: "Party" }, "event.typeInvalid"],
  ])("%s", (_name, patch, expected) => {
    expect(errorOf(patch)).toBe(expected);
  });

  it.each([
    ["https://meet.example/abc?x=1", true],
    ["http://example.org", true],
    ["https://", false],
    ["ftp://example.org", false],
    ["https://exa mple.org", false],
  ])("link %s → %s", (link, ok) => {
    expect(isWebLink(link)).toBe(ok);
  });
});
