import {
  type EnrollmentPrice,
  type InterfaceLanguage,
  type Seminar,
  type SeminarStudent,
  seatsLeft,
  seminarDisplayDates,
  type TranslationEntry,
  toZoned,
} from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import type { RosterEntry } from "../enrollment/seats.ts";
import type { SeminarSummaryRow } from "./seminars.repository.ts";

const pad = (n: number) => String(n).padStart(2, "0");
const localDay = (instant: Date, timeZone: string) => {
  const local = toZoned(instant, timeZone);
  return { text: `${local.year}-${pad(local.month)}-${pad(local.day)}`, year: local.year, month: local.month };
};

/**
 * The reader's words for a page of seminars (ADR 0097): each seminar's notes (kind `seminar`) and its course's
 * title (kind `course`, which the courses module owns).
 */
export interface SeminarWords {
  lang: InterfaceLanguage;
  seminars: Map<number, TranslationEntry>;
  courses: Map<number, TranslationEntry>;
}

/** A course's title in the reader's language where translated, and the language it is shown in. */
export function courseTitleIn(words: SeminarWords, courseId: number, title: string) {
  const course = translated("course", { Title: title }, words.courses.get(courseId), words.lang);
  return { title: course.Title, lang: course.Lang };
}

/** Money leaves the API in the currency's major unit, like the membership answers (dollars). */
export const fromCents = (cents: number) => cents / 100;

/**
 * `withLink`: the online meeting link is for the seminar's students, instructor, coordinator and administrators;
 * public answers (the lists, the seminar page) leave it out, or anyone could join a paid online seminar.
 * With `words` (public reads) the notes and the course's title are in the reader's language where translated;
 * the instructor's own lists stay as written, since their editor starts from them.
 */
export function presentSeminar(row: SeminarSummaryRow, now: Date, withLink = false, words?: SeminarWords): Seminar {
  const { seminar } = row;
  const display = seminarDisplayDates(
    row.dates.map((date) => ({ start: date.startsAt, end: date.endsAt })),
    now,
  );
  const presented: Seminar = {
    Id: seminar.id,
    CourseId: seminar.courseId,
    Course: { Id: seminar.courseId },
    CourseTitle: row.courseTitle,
    InstructorId: seminar.instructorId,
    InstructorName: `${row.instructorFirstName} ${row.instructorLastName}`.trim(),
    CoordinatorId: seminar.coordinatorId,
    CoordinatorName:
      row.coordinatorFirstName === null ? null : `${row.coordinatorFirstName} ${row.coordinatorLastName ?? ""}`.trim(),
    Capacity: seminar.capacity,
    SeatsLeft: seminar.status === "cancelled" ? 0 : seatsLeft(seminar.capacity, row.livePlaces),
    Price: fromCents(seminar.priceCents),
    Currency: seminar.currency,
    Language: seminar.language,
    Format: seminar.format,
    Venue: seminar.venue,
    Address: seminar.address,
    City: seminar.city,
    Country: seminar.country,
    OnlineLink: withLink ? seminar.onlineLink : null,
    TimeZone: seminar.timeZone,
    Notes: seminar.notes,
    PaymentMode: seminar.paymentMode,
    Status: seminar.status,
    SeminarDateAndTimes: row.dates.map((date) => {
      const day = localDay(date.startsAt, seminar.timeZone);
      return {
        Start: date.startsAt.toISOString(),
        End: date.endsAt.toISOString(),
        Date: day.text,
        Year: day.year,
        Month: day.month,
      };
    }),
    DisplayFrom: display ? localDay(display.first, seminar.timeZone).text : null,
    DisplayTo: display ? localDay(display.last, seminar.timeZone).text : null,
    IsUpcoming: display !== null && seminar.status === "scheduled",
  };
  if (!words) return presented;
  const course = courseTitleIn(words, seminar.courseId, row.courseTitle);
  return {
    ...translated("seminar", presented, words.seminars.get(seminar.id), words.lang),
    CourseTitle: course.title,
    CourseLang: course.lang,
  };
}

/** ADR 0062: the caller's price of the seminar, as the checkout computes it; nothing for a visitor. */
export function withQuote(item: Seminar, quote: EnrollmentPrice | null): Seminar {
  if (!quote) return item;
  return { ...item, YourPrice: fromCents(quote.totalCents), YourRetakePercent: quote.retakePercent };
}

export function presentStudent(row: RosterEntry): SeminarStudent {
  return {
    UserId: row.enrollment.userId,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Status: row.enrollment.status,
    Source: row.enrollment.source,
    PaidAmount: fromCents(row.enrollment.paidCents),
    Currency: row.enrollment.currency,
    EnrolledAt: row.enrollment.enrolledAt.toISOString(),
    GraduatedAt: row.enrollment.graduatedAt?.toISOString() ?? null,
    CeCreditsAwarded: row.enrollment.ceCreditsAwarded,
  };
}

/**
 * A student's place as the audit log's "before" of an administrator's call for an instructor (ADR 0088): its state
 * and what was paid, as the list shows them, without the student's name or address.
 */
export function presentPlaceState(place: RosterEntry["enrollment"]) {
  return {
    UserId: place.userId,
    EnrollmentId: place.id,
    Status: place.status,
    Source: place.source,
    PaidOnline: place.paymentId !== null,
    PaidAmount: fromCents(place.paidCents),
    Currency: place.currency,
    GraduatedAt: place.graduatedAt?.toISOString() ?? null,
  };
}
