import type { Db } from "../../db/types.ts";
import type { InstructorRow } from "./membership.repository.ts";

/**
 * What an instructor's teaching earns towards the instructor renewal (spec 000 §9 "total credits earned"), in
 * cents. The credits module computes it; membership reads it through this port in `Ports` and never imports
 * that module (ADR 0021, ADR 0032).
 */
export interface InstructorCredits {
  teachingCreditCents(db: Db, instructorId: number, now: Date): Promise<number>;
}

/** The instructor record with the teaching credit added to the credits it already holds. */
export async function withTeachingCredit(
  port: InstructorCredits,
  db: Db,
  record: InstructorRow | undefined,
  now: Date,
): Promise<InstructorRow | undefined> {
  if (!record) return undefined;
  const teaching = await port.teachingCreditCents(db, record.userId, now);
  return teaching > 0 ? { ...record, totalCreditsEarnedCents: record.totalCreditsEarnedCents + teaching } : record;
}
