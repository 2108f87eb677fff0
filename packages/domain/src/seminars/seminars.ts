import { z } from "zod";
import { canonicalCountryName } from "../account/choices.ts";
import { isValidTimeZone, parseLocalDateTime } from "../events/zoned-time.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { int32Id } from "../shared/ids.ts";
import { ALL_PAGE_SIZE_CAP, listDataSchema, listQuerySchema } from "../shared/list.ts";
import { shownLanguageSchema } from "../translations/translations.ts";
import { parseEmailList, SEMINAR_CURRENCIES, SEMINAR_LANGUAGES } from "./rules.ts";

/**
 * Seminars and the instructor's tools (spec 001 §7 `Seminar/*`, §4 display rule, §9 paging; the rest is ours,
 * ADR 0030). Validation messages are keys of the `seminar` group (server namespace).
 */

export const SEMINAR_FORMATS = ["inPerson", "online"] as const;
export const SEMINAR_PAYMENT_MODES = ["association", "instructor"] as const;

export const SEMINAR_LIMITS = {
  /**
   * Seminars shown in one course's group of /seminars, the soonest first (issue 22: at 5,000 seminars a page of ten
   * groups carried 500 KB); the group links to its course's own list.
   */
  perCourseGroup: 6,
  /** Seminars of one course when the list is filtered to it: a bound, far above what a course schedules. */
  ofOneCourse: 100,
  /**
   * Seminars in one page of the months list (GetAllSeminarByGroup), `pageSize=all` included: at 5,000 seminars
   * "all" meant 1,000 with their dates in one answer, which no reader at 50 connections got within 10 s (issue 22).
   */
  byMonthPage: 100,
  capacityMax: 500,
  priceMax: 100_000,
  placeMax: 160,
  linkMax: 500,
  notesMax: 4000,
  datesMax: 30,
  /** One teaching day lasts at most this long. */
  dayMaxHours: 24,
  /** Students added in one AddStudents call. */
  addStudentsMax: 50,
  subjectMax: 150,
  messageMax: 5000,
  /** SendEmailToStudents calls per instructor per hour. */
  mailsPerHour: 5,
  /** Course groups per page of GetAllSeminarGroupByCourses (spec 001 §9). */
  groupsPerPage: 10,
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** An https link only: an online seminar's room must not be a plain-http or script link. */
export function isHttpsLink(text: string): boolean {
  return /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s<>"]*)?$/i.test(text);
}

const localDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => parseLocalDateTime(text) !== undefined, message);

/** One teaching day, wall-clock in the seminar's TimeZone ("YYYY-MM-DDTHH:mm"). */
export const seminarDateInputSchema = z.object({
  Start: localDateTime("seminar.dateInvalid"),
  End: localDateTime("seminar.dateInvalid"),
});

const seminarFields = z.object({
  CourseId: int32Id("seminar.courseRequired"),
  /** E-mail of an existing member who coordinates the seminar (ADR 0030); empty: none. */
  CoordinatorEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "seminar.coordinatorInvalid")
    .refine((text) => text === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text), "seminar.coordinatorInvalid")
    .nullish()
    .transform((value) => (value ? value : null)),
  Capacity: z.coerce
    .number({ error: "seminar.capacityInvalid" })
    .int("seminar.capacityInvalid")
    .min(1, "seminar.capacityInvalid")
    .max(SEMINAR_LIMITS.capacityMax, "seminar.capacityInvalid"),
  /** In the currency's major unit (e.g. 450.5 dollars); stored as integer cents. */
  Price: z.coerce
    .number({ error: "seminar.priceInvalid" })
    .min(0, "seminar.priceInvalid")
    .max(SEMINAR_LIMITS.priceMax, "seminar.priceInvalid")
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      "seminar.priceInvalid",
    ),
  Currency: z.enum(SEMINAR_CURRENCIES, { error: "seminar.currencyInvalid" }).default("USD"),
  Language: z.enum(SEMINAR_LANGUAGES, { error: "seminar.languageInvalid" }),
  Format: z.enum(SEMINAR_FORMATS, { error: "seminar.formatInvalid" }),
  Venue: optionalText(SEMINAR_LIMITS.placeMax, "seminar.placeMax"),
  Address: optionalText(SEMINAR_LIMITS.placeMax, "seminar.placeMax"),
  City: optionalText(SEMINAR_LIMITS.placeMax, "seminar.placeMax"),
  Country: optionalText(SEMINAR_LIMITS.placeMax, "seminar.countryInvalid").transform((value, context) => {
    if (value === null) return null;
    const country = canonicalCountryName(value);
    if (country === null) {
      context.addIssue({ code: "custom", message: "seminar.countryInvalid" });
      return z.NEVER;
    }
    return country;
  }),
  OnlineLink: z
    .string()
    .trim()
    .max(SEMINAR_LIMITS.linkMax, "seminar.linkInvalid")
    .refine((text) => text === "" || isHttpsLink(text), "seminar.linkInvalid")
    .nullish()
    .transform((value) => (value ? value : null)),
  TimeZone: z
    .string({ error: "seminar.timeZoneInvalid" })
    .trim()
    .refine((text) => isValidTimeZone(text), "seminar.timeZoneInvalid"),
  Notes: z.string().trim().max(SEMINAR_LIMITS.notesMax, "seminar.notesMax").nullish().default(""),
  PaymentMode: z.enum(SEMINAR_PAYMENT_MODES, { error: "seminar.paymentModeInvalid" }).default("association"),
  Dates: z
    .array(seminarDateInputSchema, { error: "seminar.datesRequired" })
    .min(1, "seminar.datesRequired")
    .max(SEMINAR_LIMITS.datesMax, "seminar.datesMax"),
});

const minutesOf = (text: string): number | undefined => {
  const local = parseLocalDateTime(text);
  return local ? Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) / 60_000 : undefined;
};

function checkSeminar(input: z.output<typeof seminarFields>, context: z.RefinementCtx): void {
  if (input.Format === "inPerson" && !(input.City && input.Country)) {
    context.addIssue({ code: "custom", path: ["City"], message: "seminar.placeRequired" });
  }
  if (input.Format === "online" && !input.OnlineLink) {
    context.addIssue({ code: "custom", path: ["OnlineLink"], message: "seminar.linkRequired" });
  }
  input.Dates.forEach((date, index) => {
    const start = minutesOf(date.Start);
    const end = minutesOf(date.End);
    if (start === undefined || end === undefined) return;
    if (end <= start || end - start > SEMINAR_LIMITS.dayMaxHours * 60) {
      context.addIssue({ code: "custom", path: ["Dates", index, "End"], message: "seminar.endBeforeStart" });
    }
  });
}

export const seminarInputSchema = seminarFields.superRefine(checkSeminar);
export type SeminarInputForm = z.input<typeof seminarInputSchema>;
export type SeminarInput = z.output<typeof seminarInputSchema>;

export const seminarEditSchema = seminarFields.extend({ Id: int32Id() }).superRefine(checkSeminar);
export type SeminarEdit = z.output<typeof seminarEditSchema>;

/** `filters` of the public lists. */
export const seminarListFiltersSchema = z
  .strictObject({
    CourseId: z.number().int().positive().max(2_147_483_647).optional(),
    Country: z.string().trim().min(1).max(SEMINAR_LIMITS.placeMax).optional(),
    Format: z.enum(SEMINAR_FORMATS).optional(),
    Language: z.enum(SEMINAR_LANGUAGES).optional(),
    /** upcoming (default): a date still to come; past: all dates over. */
    When: z.enum(["upcoming", "past"]).optional(),
  })
  .default({});
export type SeminarListFilters = z.output<typeof seminarListFiltersSchema>;

/** GetAllSeminarGroupByCourses: course groups, 10 at a time (spec 001 §9). */
export const seminarGroupQuerySchema = listQuerySchema({
  defaultPageSize: SEMINAR_LIMITS.groupsPerPage,
  maxPageSize: 50,
  filters: seminarListFiltersSchema,
});
/**
 * GetAllSeminarByGroup: the seminars by month, the soonest first; `pageSize=all` (and no size) is a page of
 * SEMINAR_LIMITS.byMonthPage, TotalCount says how many there are, and `page` reads on.
 */
export const seminarAllQuerySchema = listQuerySchema({
  defaultPageSize: SEMINAR_LIMITS.byMonthPage,
  maxPageSize: SEMINAR_LIMITS.byMonthPage,
  allCap: SEMINAR_LIMITS.byMonthPage,
  filters: seminarListFiltersSchema,
});
/** GetAllSeminar/{page} and GetAllSeminarByCoordinatorId: the caller's seminars, newest first. */
export const mySeminarsQuerySchema = listQuerySchema({ defaultPageSize: 20, maxPageSize: 100 });

export const seminarIdQuerySchema = z.object({ id: int32Id() });
export const seminarOfUserQuerySchema = z.object({
  seminarId: int32Id(),
  userId: int32Id(),
});
export const studentsQuerySchema = listQuerySchema({ defaultPageSize: 50, maxPageSize: 100 }).extend({
  seminarId: int32Id(),
});
export const deleteStudentQuerySchema = z.object({
  studentId: int32Id(),
  seminarId: int32Id(),
});
export const courseTaughtQuerySchema = z.object({ id: int32Id() });

export const addStudentsSchema = z.object({
  SeminarId: int32Id(),
  Emails: z
    .array(
      z
        .string({ error: "seminar.emailInvalid" })
        .trim()
        .toLowerCase()
        .max(254, "seminar.emailInvalid")
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "seminar.emailInvalid"),
      { error: "seminar.emailsRequired" },
    )
    .min(1, "seminar.emailsRequired")
    .max(SEMINAR_LIMITS.addStudentsMax, "seminar.emailsMax"),
});
export type AddStudentsInput = z.output<typeof addStudentsSchema>;

/** The add-students form: the addresses as typed in one box, checked by AddStudents' own rule for `Emails`. */
export const addStudentsFormSchema = addStudentsSchema.extend({
  Emails: z.string({ error: "seminar.emailsRequired" }).transform((text, context) => {
    const checked = addStudentsSchema.shape.Emails.safeParse(parseEmailList(text));
    if (checked.success) return checked.data;
    context.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "seminar.emailInvalid" });
    return z.NEVER;
  }),
});

export const graduateStudentsSchema = z.object({
  SeminarId: int32Id(),
  StudentIds: z
    .array(int32Id("seminar.studentsRequired"), { error: "seminar.studentsRequired" })
    .min(1, "seminar.studentsRequired")
    .max(ALL_PAGE_SIZE_CAP, "seminar.studentsRequired"),
});
export type GraduateStudentsInput = z.output<typeof graduateStudentsSchema>;

export const emailStudentsSchema = z.object({
  SeminarId: int32Id(),
  Subject: z
    .string({ error: "seminar.subjectRequired" })
    .trim()
    .min(1, "seminar.subjectRequired")
    .max(SEMINAR_LIMITS.subjectMax, "seminar.subjectMax"),
  Message: z
    .string({ error: "seminar.messageRequired" })
    .trim()
    .min(1, "seminar.messageRequired")
    .max(SEMINAR_LIMITS.messageMax, "seminar.messageMax"),
});
export type EmailStudentsInput = z.output<typeof emailStudentsSchema>;

/** PaySeminarManual (ADR 0030): the amount a student on the list paid off-line (cash, bank transfer). */
export const paySeminarManualSchema = z.object({
  SeminarId: int32Id(),
  UserId: int32Id(),
  PaidAmount: z.coerce
    .number({ error: "seminar.priceInvalid" })
    .min(0, "seminar.priceInvalid")
    .max(SEMINAR_LIMITS.priceMax, "seminar.priceInvalid"),
});
export type PaySeminarManualInput = z.output<typeof paySeminarManualSchema>;

/** One teaching day in an answer: instants plus the local Date, Year and Month (spec 001 §3). */
export const seminarDateSchema = z.object({
  Start: isoDateTimeSchema,
  End: isoDateTimeSchema,
  /** Local calendar day in the seminar's zone, "YYYY-MM-DD". */
  Date: z.string(),
  Year: z.number().int(),
  Month: z.number().int().min(1).max(12),
});

export const seminarSchema = z.object({
  Id: z.number().int(),
  CourseId: z.number().int(),
  /** Spec 001 §3 reads a seminar's course as `Course.Id`; every answer that presents a seminar carries it. */
  Course: z
    .object({ Id: z.number().int() })
    .optional()
    .describe("the seminar's course, as spec 001 §3 reads it (Course.Id, the same as CourseId)"),
  CourseTitle: z.string().describe("in the reader's language where translated (public reads, ADR 0097)"),
  CourseLang: shownLanguageSchema.optional().describe("the language of CourseTitle as shown"),
  InstructorId: z.number().int(),
  InstructorName: z.string(),
  CoordinatorId: z.number().int().nullable(),
  CoordinatorName: z.string().nullable(),
  Capacity: z.number().int(),
  SeatsLeft: z.number().int().min(0),
  Price: z.number().describe("the seminar's own (list) price, what a visitor reads"),
  /** ADR 0062: what the checkout charges the signed-in caller (the named member on GetSeminarBySeminarIdAndUserId). */
  YourPrice: z
    .number()
    .optional()
    .describe(
      "with a member's bearer: what the checkout charges them for this seminar (its price scaled by their plan's share of the course's visitor price, then the retake discount; enrollmentPrice, ADR 0062)",
    ),
  YourRetakePercent: z.number().int().optional().describe("the retake discount included in YourPrice (0, 50 or 75)"),
  Currency: z.string(),
  Language: z.string(),
  Format: z.enum(SEMINAR_FORMATS),
  Venue: z.string().nullable(),
  Address: z.string().nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  OnlineLink: z.string().nullable(),
  TimeZone: z.string(),
  Notes: z.string().describe("in the reader's language where translated (public reads, ADR 0097)"),
  Lang: shownLanguageSchema.optional().describe("the language of Notes as shown"),
  PaymentMode: z.enum(SEMINAR_PAYMENT_MODES),
  Status: z.enum(["scheduled", "cancelled"]),
  SeminarDateAndTimes: z.array(seminarDateSchema),
  /** Spec §4: the first and last day while a day is still to come; null once every day is over. */
  DisplayFrom: z.string().nullable(),
  DisplayTo: z.string().nullable(),
  IsUpcoming: z.boolean(),
  /** Only in the coordinator's list (ADR 0053): the instructor lets the caller manage this seminar. */
  CanManage: z.boolean().optional(),
});
export type Seminar = z.infer<typeof seminarSchema>;

export const seminarListSchema = listDataSchema(seminarSchema);
export type SeminarList = z.infer<typeof seminarListSchema>;

/** A course with its seminars (GetAllSeminarGroupByCourses). */
export const seminarCourseGroupSchema = z.object({
  CourseId: z.number().int(),
  CourseTitle: z.string().describe("in the reader's language where translated (ADR 0097)"),
  Lang: shownLanguageSchema.optional().describe("the language of CourseTitle as shown"),
  /** The course's seminars that match, of which `Seminars` holds the first (SEMINAR_LIMITS, issue 22). */
  SeminarCount: z.number().int(),
  Seminars: z.array(seminarSchema),
});
export const seminarCourseGroupListSchema = listDataSchema(seminarCourseGroupSchema);
export type SeminarCourseGroupList = z.infer<typeof seminarCourseGroupListSchema>;

/** A month of seminars (GetAllSeminarByGroup; spec 001 §3 "Date, Year, Month, Seminars"). */
export const seminarMonthGroupSchema = z.object({
  Date: z.string(),
  Year: z.number().int(),
  Month: z.number().int(),
  Seminars: z.array(seminarSchema),
});
export const seminarMonthGroupListSchema = listDataSchema(seminarMonthGroupSchema);

/** The seminar with one member's place in it (GetSeminarBySeminarIdAndUserId). */
export const seminarOfUserSchema = seminarSchema.extend({
  Enrollment: z
    .object({
      Status: z.enum(["pending", "enrolled", "cancelled", "refunded"]),
      EnrolledAt: isoDateTimeSchema,
      GraduatedAt: isoDateTimeSchema.nullable(),
    })
    .nullable(),
});

export const seminarStudentSchema = z.object({
  UserId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Status: z.enum(["pending", "enrolled", "cancelled", "refunded"]),
  Source: z.string(),
  PaidAmount: z.number(),
  Currency: z.string(),
  EnrolledAt: isoDateTimeSchema,
  GraduatedAt: isoDateTimeSchema.nullable(),
  CeCreditsAwarded: z.number().int().nullable(),
});
export type SeminarStudent = z.infer<typeof seminarStudentSchema>;
/** CanManage: add, remove, mail, record payments; CanGraduate: graduate and cancel (ADR 0053). */
export const seminarStudentListSchema = listDataSchema(seminarStudentSchema).extend({
  CanManage: z.boolean(),
  CanGraduate: z.boolean(),
});

export const addStudentsResultSchema = z.object({
  Added: z.array(z.string()),
  AlreadyEnrolled: z.array(z.string()),
  NotFound: z.array(z.string()),
});
export type AddStudentsResult = z.infer<typeof addStudentsResultSchema>;
export const graduateResultSchema = z.object({ Graduated: z.number().int() });
export const seminarReceiptSchema = z.object({ Id: z.number().int() });
export const cancelResultSchema = z.object({ Id: z.number().int(), Refunded: z.number().int() });
export const courseTaughtSchema = z.array(
  z.object({
    CourseId: z.number().int(),
    CourseTitle: z.string(),
    Seminars: z.number().int(),
    Upcoming: z.number().int(),
  }),
);

/**
 * Spec 001 §4: a seminar is listed by its dates, and shows its first and last date while one of them is still
 * to come (a day counts as to come until it ends). Once all are over: null (the list shows it under "past").
 */
export function seminarDisplayDates(
  dates: readonly { start: Date; end: Date }[],
  now: Date,
): { first: Date; last: Date } | null {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort((a, b) => a.start.getTime() - b.start.getTime());
  if (!sorted.some((date) => date.end.getTime() >= now.getTime())) return null;
  return { first: (sorted[0] as { start: Date }).start, last: (sorted.at(-1) as { start: Date }).start };
}

/** Seats still free: capacity minus live places (pending and enrolled), never below zero. */
export function seatsLeft(capacity: number, livePlaces: number): number {
  return Math.max(0, capacity - livePlaces);
}
