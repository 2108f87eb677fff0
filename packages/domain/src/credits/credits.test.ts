import { describe, expect, it } from "vitest";
import {
  adjustmentAllowed,
  adminExamsQuerySchema,
  csvCell,
  csvDocument,
  cyclePercent,
  cycleWindow,
  daysUntil,
  dueReminder,
  examPassed,
  examResultCredits,
  examTakenAt,
  recordExamResultSchema,
  teachingCreditCents,
  userCeusQuerySchema,
} from "./credits.ts";

const d = (iso: string) => new Date(iso);

describe("cycleWindow", () => {
  it.each([
    ["inside the first window", "2024-03-15T00:00:00Z", 2, "2025-01-01T00:00:00Z", "2024-03-15", "2026-03-15"],
    [
      "on the first window's end: the next one",
      "2024-03-15T00:00:00Z",
      2,
      "2026-03-15T00:00:00Z",
      "2026-03-15",
      "2028-03-15",
    ],
    ["a decade later", "2014-06-01T00:00:00Z", 2, "2026-11-21T00:00:00Z", "2026-06-01", "2028-06-01"],
    ["three-year cycles", "2020-01-10T00:00:00Z", 3, "2026-11-21T00:00:00Z", "2026-01-10", "2029-01-10"],
    [
      "before the anchor: the first window",
      "2026-12-01T00:00:00Z",
      2,
      "2026-11-21T00:00:00Z",
      "2026-12-01",
      "2028-12-01",
    ],
  ])("%s", (_label, anchor, years, now, start, end) => {
    const window = cycleWindow(d(anchor), years, d(now));
    expect(window.start.toISOString().slice(0, 10)).toBe(start);
    expect(window.end.toISOString().slice(0, 10)).toBe(end);
  });
});

describe("dueReminder", () => {
  it.each([
    ["far from the end", 200, 10, 30, [], null],
    ["91 days left", 91, 10, 30, [], null],
    ["90 days left and short", 90, 10, 30, [], 90],
    ["60 days left, 90 not sent yet", 60, 10, 30, [], 90],
    ["60 days left, 90 already sent", 60, 10, 30, [90], null],
    ["30 days left, 90 sent", 30, 10, 30, [90], 30],
    ["first seen 20 days before the end: only the 30-day one", 20, 0, 30, [], 30],
    ["30 already sent", 10, 0, 30, [90, 30], null],
    ["enough credits", 30, 30, 30, [], null],
    ["more than enough", 5, 45, 30, [], null],
    ["cycle over", 0, 0, 30, [], null],
  ])("%s", (_label, daysLeft, earned, required, sent, expected) => {
    expect(dueReminder({ daysLeft, earned, required, sent })).toBe(expected);
  });
});

describe("csvCell (formula injection)", () => {
  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 555 0100", "'+1 555 0100"],
    ["-5 credits", "'-5 credits"],
    ["@cmd", "'@cmd"],
    ["\tTabbed", "'\tTabbed"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["Anatomy, part 1", '"Anatomy, part 1"'],
    ['He said "hi"', '"He said ""hi"""'],
    ["Plain text", "Plain text"],
    ["", ""],
  ])("%j → %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("keeps numbers as numbers (a negative adjustment is not a formula)", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
  });

  it("writes CRLF lines", () => {
    expect(
      csvDocument([
        ["a", 1],
        ["=b", 2],
      ]),
    ).toBe("a,1\r\n'=b,2\r\n");
  });
});

describe("rules", () => {
  it.each([
    [69, 70, false],
    [70, 70, true],
    [100, 70, true],
  ])("score %d against pass mark %d passes: %s", (score, mark, passed) => {
    expect(examPassed(score, mark)).toBe(passed);
  });

  it.each([
    [0, 30, 0],
    [15, 30, 50],
    [45, 30, 100],
    [-3, 30, 0],
  ])("%d of %d credits is %d%%", (earned, required, percent) => {
    expect(cyclePercent(earned, required)).toBe(percent);
  });

  it("counts whole days left, rounding up", () => {
    expect(daysUntil(d("2026-12-01T00:00:00Z"), d("2026-11-30T12:00:00Z"))).toBe(1);
    expect(daysUntil(d("2026-12-01T00:00:00Z"), d("2026-12-02T00:00:00Z"))).toBe(0);
  });

  it.each([
    [0, 0],
    [3, 3000],
    [15, 15000],
    [40, 15000],
  ])("%d graduates earn %d cents of teaching credit (capped)", (graduates, cents) => {
    expect(teachingCreditCents(graduates)).toBe(cents);
  });
});

describe("userCeusQuerySchema", () => {
  const parse = (query: Record<string, string>) => userCeusQuerySchema.safeParse({ userId: "3", ...query });
  const message = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("accepts dates and date-times, keeping the day", () => {
    expect(parse({ StartDate: "2026-01-01", EndDate: "2026-12-31T23:59:59Z" }).data).toMatchObject({
      StartDate: "2026-01-01",
      EndDate: "2026-12-31",
    });
  });

  it.each([
    [{ StartDate: "2026-02-30" }, "ceu.startDateInvalid"],
    [{ StartDate: "yesterday" }, "ceu.startDateInvalid"],
    [{ EndDate: "2026-13-01" }, "ceu.endDateInvalid"],
    [{ StartDate: "2026-05-01", EndDate: "2026-04-01" }, "ceu.dateRangeInvalid"],
    [{ search: "x".repeat(101) }, "ceu.searchTooLong"],
  ])("refuses %j with %s", (query, key) => {
    expect(message(query)).toBe(key);
  });
});

describe("adjustmentAllowed (ADR 0050)", () => {
  it.each([
    [0, 5, true],
    [0, -1, false],
    [10, -10, true],
    [10, -11, false],
    [3, 100, true],
    [-2, 1, true],
  ])("with %d earned, %d credits is allowed: %s", (earned, credits, allowed) => {
    expect(adjustmentAllowed(earned, credits)).toBe(allowed);
  });
});

describe("examResultCredits (ADR 0050)", () => {
  it.each([
    [true, 5, false, 5],
    [true, 5, true, 0],
    [false, 5, false, 0],
    [true, 0, false, 0],
  ])("passed %s, exam credits %d, awarded elsewhere %s → %d", (passed, examCredits, awardedElsewhere, credits) => {
    expect(examResultCredits({ passed, examCredits, awardedElsewhere })).toBe(credits);
  });
});

describe("examTakenAt", () => {
  it("is noon UTC of the day, the same calendar day from UTC−11 to UTC+11", () => {
    expect(examTakenAt("2026-03-01").toISOString()).toBe("2026-03-01T12:00:00.000Z");
  });
});

describe("recordExamResultSchema", () => {
  const parse = (body: Record<string, unknown>) =>
    recordExamResultSchema.safeParse({ ExamId: 1, UserId: 2, Score: 70, ...body });
  it("keeps the day of TakenOn and leaves it out when empty", () => {
    expect(parse({ TakenOn: "2026-03-01" }).data?.TakenOn).toBe("2026-03-01");
    expect(parse({ TakenOn: "" }).data?.TakenOn).toBeUndefined();
  });
  it.each([
    [{ TakenOn: "2026-02-30" }, "ceu.takenOnInvalid"],
    [{ TakenOn: "soon" }, "ceu.takenOnInvalid"],
    [{ Score: 101 }, "ceu.scoreInvalid"],
    [{ ExamId: 0 }, "ceu.examRequired"],
  ])("refuses %j with %s", (body, key) => {
    const result = parse(body);
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(key);
  });
});

describe("adminExamsQuerySchema", () => {
  it("defaults to the first page of 20 and refuses a page size above 100", () => {
    expect(adminExamsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(adminExamsQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
  });
});
