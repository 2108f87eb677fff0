import type { Db } from "../../db/types.ts";
import { courseCategories, coursePrerequisites, coursePrices, courses } from "./courses.schema.ts";

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CourseCategoryRow = typeof courseCategories.$inferSelect;

/** The only code that reads or writes the course tables. */
export const coursesRepository = {
  /** Every course, id order: for demo seeds of the modules above (seminars, enrolments). */
  async listForSeed(db: Db): Promise<CourseRow[]> {
    return db.select().from(courses).orderBy(courses.id);
  },

  async insertCategory(db: Db, values: typeof courseCategories.$inferInsert): Promise<CourseCategoryRow> {
    const [row] = await db.insert(courseCategories).values(values).returning();
    if (!row) throw new Error("course category insert returned nothing");
    return row;
  },

  async insertCourse(db: Db, values: NewCourse): Promise<CourseRow> {
    const [row] = await db.insert(courses).values(values).returning();
    if (!row) throw new Error("course insert returned nothing");
    return row;
  },

  async setPrices(db: Db, courseId: number, prices: { membershipId: number; priceCents: number }[]): Promise<void> {
    if (prices.length === 0) return;
    await db.insert(coursePrices).values(prices.map((price) => ({ courseId, ...price })));
  },

  async setPrerequisites(db: Db, courseId: number, requiredCourseIds: number[]): Promise<void> {
    if (requiredCourseIds.length === 0) return;
    await db
      .insert(coursePrerequisites)
      .values(requiredCourseIds.map((requiredCourseId) => ({ courseId, requiredCourseId })));
  },
};
