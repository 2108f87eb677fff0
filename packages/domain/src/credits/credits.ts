import { z } from "zod";
import { MembershipId } from "../membership/plans.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { listDataSchema, pageNumberSchema, pageSizeSchema } from "../shared/list.ts";
import { shownLanguageSchema } from "../translations/translations.ts";

/**
 * Continuing-education credits (spec 001 §7 `UserCEUs/GetUserCEUs`, `UserExams/GetUserExams`; the rules the
 * spec leaves open are ours, ADR 0032). Messages are i18n keys under `ceu.` (namespace `credits`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days before a cycle ends at which a member who is short of credits is reminded, most distant first. */
export const CE_REMINDER_DAYS = [90, 30] as const;
export type CeReminderDays = (typeof CE_REMINDER_DAYS)[number];
/**
 * Plan levels whose members must keep a CE cycle (certified practitioners and instructors, ADR 0032): only they
 * are reminded; every member still sees their credits and cycle.
 */
export const CE_REQUIRED_LEVELS: readonly number[] = [MembershipId.Practitioner, MembershipId.Instructor];
/** The cycle in force when an administrator never set one (ADR 0032). */
export const DEFAULT_CE_CYCLE = { years: 2, requiredCredits: 30 } as const;
export const CE_SEARCH_MAX = 100;
export const CE_REASON_MIN = 3;
export const CE_REASON_MAX = 300;
/** Credits one adjustment may add or take away. */
export const CE_ADJUSTMENT_MAX = 100;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === "") return undefined;
      // The spec's callers send either a date or a full ISO date-time; only the day counts.
      const day = value.slice(0, 10);
      if (!isCalendarDate(day) || (value.length > 10 && Number.isNaN(Date.parse(value)))) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return day;
    });

/** Query of UserCEUs/GetUserCEUs (and the transcript downloads): both dates inclusive, search over titles. */
export const userCeusQuerySchema = z
  .object({
    userId: z.coerce.number({ error: "ceu.userRequired" }).int("ceu.userRequired").positive("ceu.userRequired"),
    search: z.string().trim().max(CE_SEARCH_MAX, "ceu.searchTooLong").default(""),
    StartDate: optionalDate("ceu.startDateInvalid"),
    EndDate: optionalDate("ceu.endDateInvalid"),
  })
  .refine((q) => !q.StartDate || !q.EndDate || q.StartDate <= q.EndDate, {
    message: "ceu.dateRangeInvalid",
    path: ["EndDate"],
  });
export type UserCeusQuery = z.output<typeof userCeusQuerySchema>;

export const CE_ENTRY_SOURCES = ["seminar", "selfStudy", "exam", "adjustment"] as const;
export type CeEntrySource = (typeof CE_ENTRY_SOURCES)[number];

/** The CSV transcript (a file, not an envelope). */
export const csvFileSchema = z.string().meta({ type: "string", format: "binary" });

export const ceEntrySchema = z.object({
  /** Unique across sources: `enrollment-12`, `entry-3`. */
  Id: z.string(),
  Source: z.enum(CE_ENTRY_SOURCES),
  /** A course in the reader's language where translated; an adjustment's word in it; an exam as named. */
  Title: z.string(),
  Lang: shownLanguageSchema.optional().describe("the language of Title as shown"),
  CourseId: z.number().nullable(),
  Credits: z.number(),
  EarnedAt: isoDateTimeSchema,
  Reason: z.string().nullable(),
});
export type CeEntry = z.infer<typeof ceEntrySchema>;

export const ceCycleStatusSchema = z.object({
  Start: isoDateTimeSchema,
  End: isoDateTimeSchema,
  Years: z.number(),
  RequiredCredits: z.number(),
  EarnedCredits: z.number(),
  DaysLeft: z.number(),
  /** 0–100, for the progress bar. */
  Percent: z.number(),
});
export type CeCycleStatus = z.infer<typeof ceCycleStatusSchema>;

export const userCeusSchema = z.object({
  List: z.array(ceEntrySchema),
  TotalCount: z.number(),
  /** Credits of the listed entries. */
  TotalCredits: z.number(),
  Cycle: ceCycleStatusSchema,
});
export type UserCeus = z.infer<typeof userCeusSchema>;

export const userExamSchema = z.object({
  Id: z.number(),
  ExamId: z.number(),
  ExamTitle: z.string(),
  CourseId: z.number(),
  CourseTitle: z.string(),
  CourseLang: shownLanguageSchema.optional().describe("the language of CourseTitle as shown"),
  Score: z.number(),
  PassMark: z.number(),
  Passed: z.boolean(),
  Credits: z.number(),
  TakenAt: isoDateTimeSchema,
});
export type UserExam = z.infer<typeof userExamSchema>;
export const userExamsSchema = z.object({ List: z.array(userExamSchema), TotalCount: z.number() });
export type UserExams = z.infer<typeof userExamsSchema>;

export const userExamsQuerySchema = z.object({
  userId: z.coerce.number({ error: "ceu.userRequired" }).int("ceu.userRequired").positive("ceu.userRequired"),
});

/** Administrators: the CE cycle every member's windows follow. */
export const setCeCycleSchema = z.object({
  Years: z.coerce
    .number({ error: "ceu.yearsInvalid" })
    .int("ceu.yearsInvalid")
    .min(1, "ceu.yearsInvalid")
    .max(10, "ceu.yearsInvalid"),
  RequiredCredits: z.coerce
    .number({ error: "ceu.requiredInvalid" })
    .int("ceu.requiredInvalid")
    .min(1, "ceu.requiredInvalid")
    .max(1000, "ceu.requiredInvalid"),
});
export const ceCycleSchema = z.object({ Years: z.number(), RequiredCredits: z.number() });

/** Administrators: credits added (or taken away, negative) with the reason the member sees. */
export const addCeAdjustmentSchema = z.object({
  UserId: z.coerce.number({ error: "ceu.userRequired" }).int("ceu.userRequired").positive("ceu.userRequired"),
  Credits: z.coerce
    .number({ error: "ceu.creditsInvalid" })
    .int("ceu.creditsInvalid")
    .min(-CE_ADJUSTMENT_MAX, "ceu.creditsInvalid")
    .max(CE_ADJUSTMENT_MAX, "ceu.creditsInvalid")
    .refine((value) => value !== 0, "ceu.creditsInvalid"),
  Reason: z
    .string({ error: "ceu.reasonRequired" })
    .trim()
    .min(CE_REASON_MIN, "ceu.reasonRequired")
    .max(CE_REASON_MAX, "ceu.reasonMax"),
});

/** Administrators: an exam of a course. */
export const addExamSchema = z.object({
  CourseId: z.coerce.number({ error: "ceu.courseRequired" }).int("ceu.courseRequired").positive("ceu.courseRequired"),
  Title: z.string({ error: "ceu.titleRequired" }).trim().min(3, "ceu.titleRequired").max(150, "ceu.titleMax"),
  PassMark: z.coerce
    .number({ error: "ceu.passMarkInvalid" })
    .int("ceu.passMarkInvalid")
    .min(1, "ceu.passMarkInvalid")
    .max(100, "ceu.passMarkInvalid"),
  Credits: z.coerce
    .number({ error: "ceu.creditsInvalid" })
    .int("ceu.creditsInvalid")
    .min(0, "ceu.creditsInvalid")
    .max(CE_ADJUSTMENT_MAX, "ceu.creditsInvalid"),
});
export const examSchema = z.object({
  Id: z.number(),
  CourseId: z.number(),
  CourseTitle: z.string(),
  Title: z.string(),
  PassMark: z.number(),
  Credits: z.number(),
});
export type Exam = z.infer<typeof examSchema>;
/** UserExams/AdminGetExams: newest first, a page at a time (ADR 0050). */
export const examListSchema = listDataSchema(examSchema);
export const CE_EXAM_PAGE_SIZE = 20;
export const adminExamsQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  pageSize: pageSizeSchema(CE_EXAM_PAGE_SIZE),
});

/**
 * Administrators: a member's result on the day they sat the exam (`TakenOn`, YYYY-MM-DD, today when absent).
 * One result per member, exam and day: recording the same day again corrects it (ADR 0050).
 */
export const recordExamResultSchema = z.object({
  TakenOn: optionalDate("ceu.takenOnInvalid"),
  ExamId: z.coerce.number({ error: "ceu.examRequired" }).int("ceu.examRequired").positive("ceu.examRequired"),
  UserId: z.coerce.number({ error: "ceu.userRequired" }).int("ceu.userRequired").positive("ceu.userRequired"),
  Score: z.coerce
    .number({ error: "ceu.scoreInvalid" })
    .int("ceu.scoreInvalid")
    .min(0, "ceu.scoreInvalid")
    .max(100, "ceu.scoreInvalid"),
});

export const recordExamResultDataSchema = z.object({
  Id: z.number(),
  Passed: z.boolean(),
  Credits: z.number(),
  /** True when a result of the same member, exam and day was corrected rather than a new one added. */
  Updated: z.boolean(),
});
export type RecordExamResultData = z.infer<typeof recordExamResultDataSchema>;

/**
 * When a result counts as taken: noon UTC of its day, so the day reads the same in every time zone from
 * UTC−11 to UTC+11, and one instant per day makes "one result per member, exam and day" a UNIQUE key.
 */
export function examTakenAt(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/**
 * Whether an adjustment may be added: a negative one may not take the credits earned in the member's current
 * cycle below zero (ADR 0050); a positive one always may.
 */
export function adjustmentAllowed(earnedInCycle: number, credits: number): boolean {
  return credits >= 0 || earnedInCycle + credits >= 0;
}

/**
 * The credits a result awards: an exam's credits count once per member, so a pass earns them unless another
 * result of the same exam already did (a retake or a later pass earns nothing more; ADR 0050).
 */
export function examResultCredits(input: { passed: boolean; examCredits: number; awardedElsewhere: boolean }): number {
  return input.passed && !input.awardedElsewhere ? input.examCredits : 0;
}

/** Whether a score passes an exam (pass mark inclusive). */
export function examPassed(score: number, passMark: number): boolean {
  return score >= passMark;
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/**
 * The member's CE cycle in force at `now`: windows of `years` years from their first membership start
 * (ADR 0032). Before the anchor (a clock oddity) the first window is returned.
 */
export function cycleWindow(anchor: Date, years: number, now: Date): { start: Date; end: Date } {
  let start = new Date(anchor.getTime());
  // Jump close first, so a decades-old anchor needs no long loop.
  const elapsedYears = now.getUTCFullYear() - anchor.getUTCFullYear();
  const skip = Math.max(0, Math.floor(elapsedYears / years) - 1) * years;
  if (skip > 0) start = addYears(anchor, skip);
  let end = addYears(anchor, skip + years);
  let windows = skip / years + 1;
  while (end.getTime() <= now.getTime()) {
    start = end;
    windows += 1;
    end = addYears(anchor, windows * years);
  }
  return { start, end };
}

/** Whole days from `now` until `end` (rounded up; 0 once it has passed). */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The reminder due for a member now, or null: only when they are short of the cycle's credits and within a
 * threshold; the nearest threshold wins (a member first seen 20 days before the end gets the 30-day reminder,
 * never a late 90-day one); a threshold already sent is never sent again.
 */
export function dueReminder(input: {
  daysLeft: number;
  earned: number;
  required: number;
  sent: readonly number[];
}): CeReminderDays | null {
  if (input.earned >= input.required || input.daysLeft <= 0) return null;
  const reached = CE_REMINDER_DAYS.filter((days) => input.daysLeft <= days);
  const nearest = reached.at(-1);
  if (nearest === undefined || input.sent.includes(nearest)) return null;
  return nearest;
}

/** The cycle's progress as a whole percentage, 0–100. */
export function cyclePercent(earned: number, required: number): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((earned / required) * 100)));
}

/**
 * One CSV cell: quoted when needed, and a cell a spreadsheet would run as a formula (starting with = + - @,
 * or a tab or carriage return) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (CRLF lines, RFC 4180). */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** What an instructor's teaching earns towards the instructor renewal (spec 000 §9), ADR 0032. */
export const TEACHING_CREDIT_CENTS_PER_GRADUATE = 1000;
export const TEACHING_CREDIT_CAP_CENTS = 15000;

/** The renewal credit for `graduates` students graduated in the licence period: $10 each, at most $150. */
export function teachingCreditCents(graduates: number): number {
  return Math.min(TEACHING_CREDIT_CAP_CENTS, Math.max(0, Math.floor(graduates)) * TEACHING_CREDIT_CENTS_PER_GRADUATE);
}
