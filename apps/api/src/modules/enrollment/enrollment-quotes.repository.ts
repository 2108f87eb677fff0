import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { coursePrices, courses } from "../courses/courses.schema.ts";

/** What the price rule reads of a course: its visitor price and its plan table (level → cents). */
export interface CoursePricing {
  priceCents: number;
  planPrices: Map<number, number>;
}

/** The pricing of several courses in two queries, whatever their number (ADR 0062). */
export const enrollmentQuotesRepository = {
  async coursePricing(db: Db, courseIds: readonly number[]): Promise<Map<number, CoursePricing>> {
    const byCourse = new Map<number, CoursePricing>();
    const ids = [...new Set(courseIds)];
    if (ids.length === 0) return byCourse;
    const [courseRows, priceRows] = await Promise.all([
      db.select({ id: courses.id, priceCents: courses.priceCents }).from(courses).where(anyOf(courses.id, ids)),
      db.select().from(coursePrices).where(anyOf(coursePrices.courseId, ids)),
    ]);
    for (const row of courseRows) byCourse.set(row.id, { priceCents: row.priceCents, planPrices: new Map() });
    for (const row of priceRows) byCourse.get(row.courseId)?.planPrices.set(row.membershipId, row.priceCents);
    return byCourse;
  },
};
