import {
  type AddStudentsInput,
  type AddStudentsResult,
  type EmailStudentsInput,
  fromZoned,
  type GraduateStudentsInput,
  type InterfaceLanguage,
  type ListQuery,
  type LocalDateTime,
  type PaySeminarManualInput,
  parseLocalDateTime,
  SEMINAR_LIMITS,
  type SeminarEdit,
  type SeminarInput,
  type SeminarListFilters,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { conflict, forbidden, notFound, validationError } from "../../http/errors.ts";
import { enqueue, type RunningJob } from "../../platform/jobs/queue.ts";
import { queueUserMail } from "../../platform/mail/mailer.ts";
import { wordsIn } from "../../platform/translations/translations.ts";
import { activeCoordinations } from "../coordinators/coordinators.service.ts";
import { memberQuotes } from "../enrollment/enrollment-quotes.ts";
import { localizedParams } from "../notifications/notifier.ts";
import { scheduleAfterFirstTry, tryRefund } from "./seminars.jobs.ts";
import { coordinationOf, mayManageSeminar, mayOrganiseSeminar, mayReadStudents, mayTeach } from "./seminars.policy.ts";
import { presentPlaceState, type SeminarWords } from "./seminars.presenter.ts";
import {
  seminarsRepository as repo,
  type SeminarListingRow,
  type SeminarRow,
  type SeminarSummaryRow,
} from "./seminars.repository.ts";

export const MAIL_STUDENTS_JOB = "seminars.mailStudents";

export interface MailStudentsPayload {
  seminarId: number;
  /** The course whose title each recipient reads in their language (absent in jobs queued before ADR 0097). */
  courseId?: number;
  courseTitle: string;
  instructorName: string;
  subject: string;
  message: string;
  /** Who sent it (absent in jobs queued before ADR 0053): never copied their own message. */
  senderId?: number;
}

const HOUR_MS = 3_600_000;
/** New seminars one instructor may add per day: a form, but each one is a public listing. */
const ADDS_PER_DAY = { max: 30, windowMs: 24 * HOUR_MS };
const MAILS_PER_HOUR = { max: SEMINAR_LIMITS.mailsPerHour, windowMs: HOUR_MS };

const notFoundSeminar = () => notFound("SEMINAR_NOT_FOUND", "seminarMessages.notFound");

/** The stored columns of a validated form (dates from the seminar's wall clock to instants). */
function datesOf(input: SeminarInput) {
  return input.Dates.map((date) => ({
    startsAt: fromZoned(parseLocalDateTime(date.Start) as LocalDateTime, input.TimeZone),
    endsAt: fromZoned(parseLocalDateTime(date.End) as LocalDateTime, input.TimeZone),
  }));
}

function columnsOf(input: SeminarInput, coordinatorId: number | null) {
  const inPerson = input.Format === "inPerson";
  return {
    courseId: input.CourseId,
    coordinatorId,
    capacity: input.Capacity,
    priceCents: Math.round(input.Price * 100),
    currency: input.Currency,
    language: input.Language,
    format: input.Format,
    venue: inPerson ? input.Venue : null,
    address: inPerson ? input.Address : null,
    city: inPerson ? input.City : null,
    country: inPerson ? input.Country : null,
    onlineLink: inPerson ? null : input.OnlineLink,
    timeZone: input.TimeZone,
    notes: input.Notes ?? "",
    paymentMode: input.PaymentMode,
  };
}

/**
 * The audit log's "before" of a seminar an administrator edits or cancels (ADR 0088): what the form edits and
 * the status, as stored (its dates are its first start and last end).
 */
function recordSeminarBefore(deps: Deps, row: SeminarRow) {
  deps.audit.before(
    { kind: "seminar", id: row.id },
    {
      InstructorId: row.instructorId,
      CourseId: row.courseId,
      CoordinatorId: row.coordinatorId,
      Capacity: row.capacity,
      PriceCents: row.priceCents,
      Currency: row.currency,
      Language: row.language,
      Format: row.format,
      Venue: row.venue,
      Address: row.address,
      City: row.city,
      Country: row.country,
      OnlineLink: row.onlineLink,
      TimeZone: row.timeZone,
      Notes: row.notes,
      PaymentMode: row.paymentMode,
      Status: row.status,
      CancelledAt: row.cancelledAt,
      FirstStart: row.firstStart,
      LastEnd: row.lastEnd,
    },
  );
}

export function createSeminarService(deps: Deps) {
  const { db, clock } = deps;

  /** The caller's plan level while their membership gives access, else null. */
  async function activeLevel(actor: Actor): Promise<number | null> {
    return deps.memberAccess.planOf(db, actor.user.id, clock.now());
  }

  async function requireManageable(actor: Actor, id: number): Promise<SeminarRow> {
    const row = await repo.findById(db, id);
    if (!row) throw notFoundSeminar();
    if (!mayManageSeminar(actor, row, await activeLevel(actor)))
      throw forbidden("SEMINAR_NOT_INSTRUCTOR", "seminarMessages.notYours");
    return row;
  }

  /** As above, for the calls an active coordinator with `CanManageSeminars` may make too (ADR 0053). */
  async function requireOrganisable(actor: Actor, id: number): Promise<SeminarRow> {
    const row = await repo.findById(db, id);
    if (!row) throw notFoundSeminar();
    const link = await coordinationOf(db, actor, row.instructorId);
    if (!mayOrganiseSeminar(actor, row, await activeLevel(actor), link))
      throw forbidden("SEMINAR_NOT_INSTRUCTOR", "seminarMessages.notYours");
    return row;
  }

  /**
   * What the caller may do on a seminar they organise, read before a transaction: the coordination is read
   * through `db`, which PGlite cannot do while a transaction holds its one connection.
   */
  async function organiserRights(actor: Actor, id: number) {
    const row = await repo.findById(db, id);
    if (!row) throw notFoundSeminar();
    const level = await activeLevel(actor);
    const link = await coordinationOf(db, actor, row.instructorId);
    return { level, link };
  }

  async function lockOrganisable(
    actor: Actor,
    id: number,
    tx: Db,
    rights: Awaited<ReturnType<typeof organiserRights>>,
  ): Promise<SeminarRow> {
    const row = await repo.lockById(tx, id);
    if (!row) throw notFoundSeminar();
    if (!mayOrganiseSeminar(actor, row, rights.level, rights.link))
      throw forbidden("SEMINAR_NOT_INSTRUCTOR", "seminarMessages.notYours");
    return row;
  }

  /**
   * Checks the caller, then locks the seminar row inside `tx`. The level is read before the transaction: on
   * PGlite the transaction holds the one connection, so nothing may read through `db` while it is open.
   */
  async function lockManageable(actor: Actor, id: number, tx: Db, level: number | null): Promise<SeminarRow> {
    const row = await repo.lockById(tx, id);
    if (!row) throw notFoundSeminar();
    if (!mayManageSeminar(actor, row, level)) throw forbidden("SEMINAR_NOT_INSTRUCTOR", "seminarMessages.notYours");
    return row;
  }

  async function checkedReferences(input: SeminarInput): Promise<number | null> {
    if (!(await repo.courseById(db, input.CourseId))) throw validationError({ CourseId: "seminar.courseUnknown" });
    if (!input.CoordinatorEmail) return null;
    const coordinator = await repo.userByEmail(db, input.CoordinatorEmail);
    if (!coordinator) throw validationError({ CoordinatorEmail: "seminar.coordinatorUnknown" });
    return coordinator.id;
  }

  /**
   * ReceivesStudentMails (ADR 0053): the instructor's active coordinators who asked for it get a copy of the
   * students' mail, read when the job runs (a link archived meanwhile gets none); never the sender, never twice.
   */
  async function coordinatorCopies(payload: MailStudentsPayload, students: Set<number>) {
    const seminar = await repo.findById(db, payload.seminarId);
    if (!seminar) return [];
    const links = await activeCoordinations(db, { instructorId: seminar.instructorId });
    const ids = links
      .filter((link) => link.receivesStudentMails)
      .map((link) => link.coordinatorId)
      .filter((id) => id !== payload.senderId && !students.has(id));
    return ids.length === 0 ? [] : repo.usersByIds(db, [...new Set(ids)]);
  }

  /** Seminar rows with their seats taken now, asked of the enrollment module (`Ports.seats`, ADR 0078). */
  async function withSeats(rows: SeminarListingRow[]): Promise<SeminarSummaryRow[]> {
    const taken = await deps.seats.takenIn(
      db,
      rows.map((row) => row.seminar.id),
      clock.now(),
    );
    return rows.map((row) => ({ ...row, livePlaces: taken.get(row.seminar.id) ?? 0 }));
  }

  async function pageWithSeats(page: { list: SeminarListingRow[]; total: number }) {
    return { list: await withSeats(page.list), total: page.total };
  }

  /**
   * The course's title in every language it has, read once for all of a mail's recipients (ADR 0097): `in` gives
   * one person's (English where their language has none), `params` the notice's `course` and `course@lang` words.
   */
  async function courseTitles(tx: Db, courseId: number, title: string) {
    const words = (await deps.translations.everyLanguage(tx, "course", [courseId])).get(courseId);
    return {
      in: (language: string) => wordsIn(words, "Title", language, title),
      params: localizedParams("course", title, words, "Title"),
    };
  }

  async function summaryOrThrow(id: number): Promise<SeminarSummaryRow> {
    const row = await repo.summary(db, id);
    if (!row) throw notFoundSeminar();
    const [withTaken] = await withSeats([row]);
    return withTaken as SeminarSummaryRow;
  }

  return {
    now: () => clock.now(),

    async listByMonth(query: ListQuery<SeminarListFilters>) {
      return pageWithSeats(await repo.listPublic(db, query.filters, clock.now(), query));
    },

    async listCourseGroups(query: ListQuery<SeminarListFilters>) {
      const page = await repo.listCourseGroups(db, query.filters, clock.now(), query);
      const seminars = await withSeats(page.groups.flatMap((group) => group.seminars));
      const byId = new Map(seminars.map((row) => [row.seminar.id, row]));
      return {
        ...page,
        groups: page.groups.map((group) => ({
          ...group,
          seminars: group.seminars.map((row) => byId.get(row.seminar.id) as SeminarSummaryRow),
        })),
      };
    },

    /** A seminar's public page: a cancelled one is still readable (its students follow the link in the mail). */
    byId: summaryOrThrow,

    /**
     * The reader's words for a page of seminars: their notes and their courses' titles (and those of `courseIds`,
     * a page's course groups), one statement per kind, none in English (ADR 0097).
     */
    async words(
      lang: InterfaceLanguage,
      rows: readonly Pick<SeminarSummaryRow, "seminar">[],
      courseIds: readonly number[] = [],
    ): Promise<SeminarWords> {
      const courses = new Set([...courseIds, ...rows.map((row) => row.seminar.courseId)]);
      const [seminarWords, courseWords] = await Promise.all([
        deps.translations.overlay(
          db,
          "seminar",
          lang,
          rows.map((row) => row.seminar.id),
        ),
        deps.translations.overlay(db, "course", lang, [...courses]),
      ]);
      return { lang, seminars: seminarWords, courses: courseWords };
    },

    /**
     * ADR 0062: what the checkout would charge `userId` for each seminar (the shared quote: its price on their
     * plan, then the retake discount); nulls for a visitor.
     */
    async quotes(userId: number | undefined, rows: readonly Pick<SeminarSummaryRow, "seminar">[]) {
      if (userId === undefined) return rows.map(() => null);
      return memberQuotes(
        deps.memberAccess,
        db,
        userId,
        rows.map(({ seminar }) => ({ courseId: seminar.courseId, seminarPriceCents: seminar.priceCents })),
        clock.now(),
      );
    },

    async ofUser(seminarId: number, userId: number) {
      const seminar = await summaryOrThrow(seminarId);
      return { seminar, enrollment: await deps.seats.latest(db, seminarId, userId) };
    },

    /** GetAllSeminar: an instructor's own; an administrator's: all. */
    async mine(actor: Actor, query: ListQuery) {
      if (actor.isAdmin) return pageWithSeats(await repo.listByInstructor(db, null, query));
      if (!mayTeach(actor, await activeLevel(actor)))
        throw forbidden("SEMINAR_NOT_INSTRUCTOR", "seminarMessages.notInstructor");
      return pageWithSeats(await repo.listByInstructor(db, actor.user.id, query));
    },

    /**
     * GetAllSeminarByCoordinatorId: the seminars of every instructor the caller actively coordinates (ADR 0053),
     * each with whether the link lets the caller manage it. An archived or pending link shows nothing.
     */
    async coordinated(actor: Actor, query: ListQuery) {
      const links = await activeCoordinations(db, { coordinatorId: actor.user.id });
      const page = await repo.listByInstructors(
        db,
        links.map((link) => link.instructorId),
        query,
      );
      const manages = new Set(links.filter((link) => link.canManageSeminars).map((link) => link.instructorId));
      return { ...(await pageWithSeats(page)), manages };
    },

    coursesTaught(instructorId: number) {
      return repo.coursesTaught(db, instructorId, clock.now());
    },

    async add(actor: Actor, input: SeminarInput): Promise<number> {
      if (!mayTeach(actor, await activeLevel(actor)))
        throw forbidden("SEMINAR_NOT_INSTRUCTOR", "seminarMessages.notInstructor");
      const coordinatorId = await checkedReferences(input);
      await deps.rateLimiter.hit(`seminars:add:${actor.user.id}`, ADDS_PER_DAY);
      const row = await repo.insertSeminar(
        db,
        { ...columnsOf(input, coordinatorId), instructorId: actor.user.id },
        datesOf(input),
      );
      return row.id;
    },

    async edit(actor: Actor, input: SeminarEdit): Promise<number> {
      const coordinatorId = await checkedReferences(input);
      const rights = await organiserRights(actor, input.Id);
      return db.transaction(async (tx) => {
        const row = await lockOrganisable(actor, input.Id, tx, rights);
        recordSeminarBefore(deps, row);
        if (row.status === "cancelled") throw conflict("SEMINAR_CANCELLED", "seminarMessages.cancelled");
        if (input.Capacity < (await deps.seats.taken(tx, row.id, clock.now())))
          throw validationError({ Capacity: "seminar.capacityBelowStudents" });
        await repo.updateSeminar(tx, row.id, columnsOf(input, coordinatorId), datesOf(input), clock.now());
        return row.id;
      });
    },

    /**
     * DeleteSeminar cancels (ADR 0030). The seminar row lock makes a second, parallel call wait and then find
     * it cancelled, so each paid place is refunded once; the gateway's idempotency key per enrolment guards a
     * retry after a crash between the refund and its record. A refund that fails goes to the retry job.
     */
    async cancel(actor: Actor, id: number): Promise<{ id: number; refunded: number }> {
      const now = clock.now();
      const level = await activeLevel(actor);
      const plan = await db.transaction(async (tx) => {
        const row = await lockManageable(actor, id, tx, level);
        recordSeminarBefore(deps, row);
        if (row.status === "cancelled") return null;
        if ((await deps.seats.graduates(tx, id)) > 0)
          throw conflict("SEMINAR_HAS_GRADUATES", "seminarMessages.hasGraduates");
        const recipients = await deps.seats.holders(tx, id, now);
        const livePlaces = await deps.seats.livePlaces(tx, id);
        const payments = await repo.paymentsByIds(
          tx,
          livePlaces.flatMap((place) => (place.paymentId === null ? [] : [place.paymentId])),
        );
        const places = livePlaces.map((enrollment) => {
          const payment = enrollment.paymentId === null ? undefined : payments.get(enrollment.paymentId);
          return { enrollment, chargeId: payment?.chargeId ?? null, paymentStatus: payment?.status ?? null };
        });
        const paid = places.filter(
          (place) => place.enrollment.paymentId !== null && place.chargeId && place.paymentStatus === "paid",
        );
        const paidIds = new Set(paid.map((place) => place.enrollment.id));
        await deps.seats.cancel(
          tx,
          places.filter((place) => !paidIds.has(place.enrollment.id)).map((place) => place.enrollment.id),
          now,
        );
        await repo.cancel(tx, id, now);
        const summary = await repo.summary(tx, id);
        const titles = await courseTitles(tx, row.courseId, summary?.courseTitle ?? "");
        for (const recipient of recipients) {
          await queueUserMail(tx, recipient, {
            subject: "seminarMail.cancelledSubject",
            intro: ["seminarMail.cancelledBody"],
            outro: paidIds.size > 0 ? ["seminarMail.cancelledRefund"] : [],
            action: { label: "seminarMail.cancelledAction", url: `${deps.config.publicUrl}/seminars` },
            params: { course: titles.in(recipient.language) },
          });
          // Rendered later in whichever language the member reads the list in: every language's title goes along.
          await deps.notifier.notify(tx, recipient.id, {
            kind: "seminarCancelled",
            params: titles.params,
            link: `/courses/${id}`,
            source: `seminar:${id}`,
          });
        }
        return paid;
      });
      if (plan === null) return { id, refunded: 0 };
      let refunded = 0;
      for (const place of plan) {
        const outcome = await tryRefund(
          deps,
          {
            enrollmentId: place.enrollment.id,
            paymentId: place.enrollment.paymentId,
            chargeId: place.chargeId as string,
          },
          0,
          now,
        );
        // A refund the gateway refused or did not answer is retried by a job, never lost (ADR 0049).
        if (outcome === "refunded") refunded += 1;
        else await scheduleAfterFirstTry(deps, place.enrollment.id, outcome, now);
      }
      return { id, refunded };
    },

    async students(actor: Actor, seminarId: number, query: ListQuery) {
      const row = await repo.findById(db, seminarId);
      if (!row) throw notFoundSeminar();
      const level = await activeLevel(actor);
      const link = await coordinationOf(db, actor, row.instructorId);
      if (!mayReadStudents(actor, row, level, link))
        throw forbidden("SEMINAR_NOT_INSTRUCTOR", "seminarMessages.notYours");
      const page = await deps.seats.roster(db, seminarId, query, clock.now());
      // The screen hides what the caller may not do; the calls check again.
      return {
        ...page,
        canManage: mayOrganiseSeminar(actor, row, level, link),
        canGraduate: mayManageSeminar(actor, row, level),
      };
    },

    /** AddStudents: all or nothing against the capacity, counted under the seminar row lock (never oversold). */
    async addStudents(actor: Actor, input: AddStudentsInput): Promise<AddStudentsResult> {
      const now = clock.now();
      const rights = await organiserRights(actor, input.SeminarId);
      return db.transaction(async (tx) => {
        const row = await lockOrganisable(actor, input.SeminarId, tx, rights);
        if (row.status === "cancelled") throw conflict("SEMINAR_CANCELLED", "seminarMessages.cancelled");
        // One definition of a taken seat (ADR 0063): holds that ran out are given back under the lock, so
        // their students can be added and the count below is the one eligibility and SeatsLeft use.
        await deps.seats.releaseExpiredHolds(tx, row, now);
        const result: AddStudentsResult = { Added: [], AlreadyEnrolled: [], NotFound: [] };
        const toAdd: { email: string; userId: number }[] = [];
        for (const email of new Set(input.Emails)) {
          const user = await repo.userByEmail(tx, email);
          if (!user) result.NotFound.push(email);
          else if (await deps.seats.live(tx, row.id, user.id)) result.AlreadyEnrolled.push(email);
          else toAdd.push({ email, userId: user.id });
        }
        if ((await deps.seats.taken(tx, row.id, now)) + toAdd.length > row.capacity)
          throw conflict("SEMINAR_FULL", "seminarMessages.full");
        for (const student of toAdd) {
          await deps.seats.add(tx, row, student.userId, now);
          result.Added.push(student.email);
        }
        return result;
      });
    },

    async deleteStudent(actor: Actor, seminarId: number, studentId: number): Promise<void> {
      await requireOrganisable(actor, seminarId);
      const place = await deps.seats.live(db, seminarId, studentId);
      if (!place) throw notFound("SEMINAR_STUDENT_NOT_FOUND", "seminarMessages.studentNotFound");
      // The audit log's "before" when an administrator removes a student for an instructor (ADR 0088).
      deps.audit.before({ kind: "seminar", id: seminarId }, presentPlaceState(place));
      if (place.graduatedAt) throw conflict("SEMINAR_STUDENT_GRADUATED", "seminarMessages.studentGraduated");
      // A paid place is the enrolment slice's to refund; the instructor removes only places they gave.
      if (place.paymentId !== null) throw conflict("SEMINAR_STUDENT_PAID", "seminarMessages.studentPaid");
      await deps.seats.cancel(db, [place.id], clock.now());
    },

    async graduate(actor: Actor, input: GraduateStudentsInput): Promise<number> {
      const row = await requireManageable(actor, input.SeminarId);
      if (row.status === "cancelled") throw conflict("SEMINAR_CANCELLED", "seminarMessages.cancelled");
      if (deps.audit.recording()) {
        // The named students' places before an administrator graduates them (ADR 0088); one read of the list.
        const named = new Set(input.StudentIds);
        const places = (await deps.seats.livePlaces(db, row.id)).filter((place) => named.has(place.userId));
        deps.audit.before({ kind: "seminar", id: row.id }, { Students: places.map(presentPlaceState) });
      }
      const course = await repo.courseById(db, row.courseId);
      return deps.seats.graduate(db, row.id, input.StudentIds, actor.user.id, course?.ceCredits ?? 0, clock.now());
    },

    async emailStudents(actor: Actor, input: EmailStudentsInput): Promise<void> {
      const row = await requireOrganisable(actor, input.SeminarId);
      await deps.rateLimiter.hit(`seminars:mail:${actor.user.id}`, MAILS_PER_HOUR);
      const summary = await summaryOrThrow(row.id);
      const payload: MailStudentsPayload = {
        seminarId: row.id,
        courseId: row.courseId,
        courseTitle: summary.courseTitle,
        instructorName: `${actor.user.firstName} ${actor.user.lastName}`.trim(),
        subject: input.Subject,
        message: input.Message,
        senderId: actor.user.id,
      };
      await enqueue(db, MAIL_STUDENTS_JOB, payload);
    },

    async payManual(actor: Actor, input: PaySeminarManualInput): Promise<void> {
      const row = await requireOrganisable(actor, input.SeminarId);
      if (row.status === "cancelled") throw conflict("SEMINAR_CANCELLED", "seminarMessages.cancelled");
      if (row.paymentMode !== "association")
        throw conflict("SEMINAR_NOT_ASSOCIATION", "seminarMessages.notAssociation");
      const place = await deps.seats.live(db, row.id, input.UserId);
      if (!place) throw notFound("SEMINAR_STUDENT_NOT_FOUND", "seminarMessages.studentNotFound");
      deps.audit.before({ kind: "seminar", id: row.id }, presentPlaceState(place));
      if (place.paymentId !== null) throw conflict("SEMINAR_STUDENT_PAID", "seminarMessages.studentPaid");
      await deps.seats.recordManualPayment(db, place.id, Math.round(input.PaidAmount * 100), clock.now());
    },

    /** The job: each student gets the mail chrome in their language; the instructor's words go unchanged. */
    async mailStudents(payload: MailStudentsPayload, job: Pick<RunningJob, "fence">): Promise<void> {
      const recipients = await deps.seats.holders(db, payload.seminarId, clock.now());
      const copies = await coordinatorCopies(payload, new Set(recipients.map((recipient) => recipient.id)));
      const titleIn =
        payload.courseId === undefined
          ? () => payload.courseTitle
          : (await courseTitles(db, payload.courseId, payload.courseTitle)).in;
      await db.transaction(async (tx) => {
        // Every mail is queued in this one transaction: fenced, a run that lost its lease in a stall queues none.
        await job.fence(tx);
        for (const coordinator of copies) {
          await queueUserMail(
            tx,
            coordinator,
            {
              subject: "seminarMail.studentsSubject",
              intro: ["seminarMail.coordinatorCopy", "seminarMail.studentsIntro", "seminarMail.studentsMessage"],
              outro: [],
              params: {
                course: titleIn(coordinator.language),
                instructor: payload.instructorName,
                subject: payload.subject,
                message: payload.message,
              },
            },
            { bulk: true },
          );
        }
        for (const recipient of recipients) {
          await queueUserMail(
            tx,
            recipient,
            {
              subject: "seminarMail.studentsSubject",
              intro: ["seminarMail.studentsIntro", "seminarMail.studentsMessage"],
              outro: ["seminarMail.studentsOutro"],
              params: {
                course: titleIn(recipient.language),
                instructor: payload.instructorName,
                subject: payload.subject,
                message: payload.message,
              },
            },
            { bulk: true },
          );
        }
      });
    },
  };
}

export type SeminarService = ReturnType<typeof createSeminarService>;
