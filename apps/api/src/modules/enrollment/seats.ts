import type { Db } from "../../db/types.ts";
import { type EnrollmentRow, enrollmentRepository } from "./enrollment.repository.ts";
import { seatsRepository } from "./seats.repository.ts";

/** A seminar as the seat calls need it. */
export interface SeatSeminar {
  id: number;
  courseId: number;
  currency: string;
}

/** A student on a seminar's list, as the list shows them. */
export interface RosterEntry {
  enrollment: EnrollmentRow;
  firstName: string;
  lastName: string;
  email: string;
}

/** Someone holding a seat, as a mail or notification to them needs. */
export interface SeatHolder {
  id: number;
  email: string;
  language: string;
  firstName: string;
}

/**
 * The enrollment module's port for seminar places (`Ports.seats`, ADR 0078). The enrollment module owns the
 * `enrollments` table and the one definition of a taken seat (`takesSeat`, ADR 0063: enrolled, or pending inside
 * its hold); the seminars module counts, lists, adds, removes, graduates and refunds places only through here.
 * Each call takes the caller's `db`, so it runs inside the caller's transaction (under its seminar row lock).
 */
export interface Seats {
  /** Seats taken in the seminar at `now`. */
  taken(db: Db, seminarId: number, now: Date): Promise<number>;
  /** Seats taken at `now` in each seminar (0 for one without any), for a page of seminar answers. */
  takenIn(db: Db, seminarIds: readonly number[], now: Date): Promise<Map<number, number>>;
  /** Gives back the seminar's holds that ran out, so their students can be added again. */
  releaseExpiredHolds(db: Db, seminar: SeatSeminar, now: Date): Promise<void>;
  /** The student's live (pending or enrolled) place in the seminar. */
  live(db: Db, seminarId: number, userId: number): Promise<EnrollmentRow | undefined>;
  /** The student's newest place in the seminar, whatever its status. */
  latest(db: Db, seminarId: number, userId: number): Promise<EnrollmentRow | undefined>;
  /** A place by id. */
  find(db: Db, enrollmentId: number): Promise<EnrollmentRow | undefined>;
  /** Every live place of the seminar (its cancellation). */
  livePlaces(db: Db, seminarId: number): Promise<EnrollmentRow[]>;
  graduates(db: Db, seminarId: number): Promise<number>;
  /** AddStudents: a place the instructor gives (source 'instructor', nothing paid). */
  add(db: Db, seminar: SeatSeminar, userId: number, now: Date): Promise<void>;
  /** Places cancelled (kept for the history); their seats are free again. */
  cancel(db: Db, enrollmentIds: readonly number[], now: Date): Promise<void>;
  /** GraduateStudents: the CE credits snapshotted now; graduates stay graduated once. Answers how many. */
  graduate(
    db: Db,
    seminarId: number,
    userIds: readonly number[],
    by: number,
    ceCredits: number,
    now: Date,
  ): Promise<number>;
  /** PaySeminarManual: what the student paid the instructor off-line (ADR 0030). */
  recordManualPayment(db: Db, enrollmentId: number, cents: number, now: Date): Promise<void>;
  /** A paid place given back to the student (the payment's own record is billing's). */
  refunded(db: Db, enrollmentId: number, now: Date): Promise<void>;
  /** The seminar's students (the places that take a seat), by last name. */
  roster(
    db: Db,
    seminarId: number,
    page: { page: number; pageSize: number },
    now: Date,
  ): Promise<{ list: RosterEntry[]; total: number }>;
  /** Who holds a seat now (deleted accounts left out). */
  holders(db: Db, seminarId: number, now: Date): Promise<SeatHolder[]>;
}

export function createSeats(): Seats {
  return {
    taken: (db, seminarId, now) => enrollmentRepository.countSeatsTaken(db, seminarId, now),
    takenIn: (db, seminarIds, now) => seatsRepository.takenIn(db, seminarIds, now),
    async releaseExpiredHolds(db, seminar, now) {
      await enrollmentRepository.releaseExpiredHolds(db, now, { seminarId: seminar.id, courseId: seminar.courseId });
    },
    live: seatsRepository.live,
    latest: seatsRepository.latest,
    find: (db, enrollmentId) => enrollmentRepository.findById(db, enrollmentId),
    livePlaces: seatsRepository.livePlaces,
    graduates: seatsRepository.countGraduates,
    add: seatsRepository.add,
    cancel: seatsRepository.cancel,
    graduate: seatsRepository.graduate,
    recordManualPayment: seatsRepository.recordManualPayment,
    refunded: seatsRepository.markRefunded,
    roster: seatsRepository.roster,
    holders: seatsRepository.holders,
  };
}
