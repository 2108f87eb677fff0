import type { CourseLevel, CourseTrack, InterfaceLanguage, TranslationLanguage } from "@haa/domain";
import { and, asc, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { fullTextMatch, pageWindow } from "../../db/paging.ts";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import {
  idsMatchingTranslations,
  missingLanguage,
  TEXT_SEARCH_CONFIG,
} from "../../platform/translations/translations.ts";
import {
  type CourseImageUrls,
  courseCategories,
  coursePrerequisites,
  coursePrices,
  courses,
} from "./courses.schema.ts";

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CourseCategoryRow = typeof courseCategories.$inferSelect;

/** A course as the answers read it: its columns (without the search vector) and its category's name. */
export type CourseView = Omit<CourseRow, "searchVector"> & { categoryName: string };
export type CategoryView = CourseCategoryRow & { courseCount: number };
export type PriceRow = { courseId: number; membershipId: number; priceCents: number };
export type PrerequisiteView = { courseId: number; id: number; title: string };

export interface CourseFilters {
  category?: number;
  level?: CourseLevel;
  track?: CourseTrack;
  selfStudy?: boolean;
  /** Undefined: published only (public reads); the administrator's list may ask for either. */
  published?: boolean;
  includeUnpublished?: boolean;
  /** The administrator's list: courses not yet translated into this language (ADR 0097). */
  missingLanguage?: TranslationLanguage | undefined;
}

export interface CourseValues {
  categoryId: number;
  title: string;
  summary: string;
  description: string;
  level: CourseLevel;
  track: CourseTrack | null;
  ceCredits: number;
  priceCents: number;
  isSelfStudy: boolean;
  duration: string;
}

const viewColumns = {
  id: courses.id,
  categoryId: courses.categoryId,
  title: courses.title,
  summary: courses.summary,
  description: courses.description,
  level: courses.level,
  track: courses.track,
  ceCredits: courses.ceCredits,
  priceCents: courses.priceCents,
  isSelfStudy: courses.isSelfStudy,
  duration: courses.duration,
  bannerKey: courses.bannerKey,
  thumbnailKey: courses.thumbnailKey,
  bannerImages: courses.bannerImages,
  thumbnailImages: courses.thumbnailImages,
  published: courses.published,
  sortOrder: courses.sortOrder,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  categoryName: courseCategories.name,
};

/**
 * A search over the English words (`courses_search_idx`) or the words of any translation (ADR 0097), stemmed in the
 * reader's language where PostgreSQL can.
 */
function searchMatch(search: string, lang: InterfaceLanguage): SQL | undefined {
  const own = fullTextMatch(courses.searchVector, search);
  const translated = idsMatchingTranslations("course", search, TEXT_SEARCH_CONFIG[lang]);
  return own && translated ? or(own, inArray(courses.id, translated)) : own;
}

function conditions(filters: CourseFilters, search = "", lang: InterfaceLanguage = "en"): SQL | undefined {
  const where: (SQL | undefined)[] = [searchMatch(search, lang)];
  if (filters.missingLanguage) where.push(missingLanguage("course", courses.id, filters.missingLanguage));
  if (filters.published !== undefined) where.push(eq(courses.published, filters.published));
  else if (!filters.includeUnpublished) where.push(eq(courses.published, true));
  if (filters.category !== undefined) where.push(eq(courses.categoryId, filters.category));
  if (filters.level !== undefined) where.push(eq(courses.level, filters.level));
  if (filters.track !== undefined) where.push(eq(courses.track, filters.track));
  if (filters.selfStudy !== undefined) where.push(eq(courses.isSelfStudy, filters.selfStudy));
  return and(...where);
}

const catalogueOrder = [asc(courses.sortOrder), asc(courses.id)];

/** The only code that reads or writes the course tables. */
export const coursesRepository = {
  /** Every course, id order: for demo seeds of the modules above (seminars, enrolments). */
  async listForSeed(db: Db): Promise<CourseRow[]> {
    return db.select().from(courses).orderBy(courses.id);
  },

  /** One page of courses in catalogue order (sort order, then id: `courses_sort_idx` and the filter indexes). */
  async list(
    db: Db,
    query: { page: number; pageSize: number; search: string },
    filters: CourseFilters,
    lang: InterfaceLanguage = "en",
  ): Promise<{ list: CourseView[]; total: number }> {
    const where = conditions(filters, query.search, lang);
    const { limit, offset } = pageWindow(query);
    const [list, [totals]] = await Promise.all([
      db
        .select(viewColumns)
        .from(courses)
        .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
        .where(where)
        .orderBy(...catalogueOrder)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(courses).where(where),
    ]);
    return { list, total: totals?.total ?? 0 };
  },

  /** Every published course matching `filters`, catalogue order (the catalogue holds tens, not thousands). */
  async all(db: Db, filters: CourseFilters): Promise<CourseView[]> {
    return db
      .select(viewColumns)
      .from(courses)
      .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
      .where(conditions(filters))
      .orderBy(...catalogueOrder);
  },

  async find(db: Db, id: number): Promise<CourseView | undefined> {
    const [row] = await db
      .select(viewColumns)
      .from(courses)
      .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
      .where(eq(courses.id, id))
      .limit(1);
    return row;
  },

  /** Ids and titles of published courses, title order, one page. */
  async idsAndTitles(db: Db, query: { page: number; pageSize: number }) {
    const where = eq(courses.published, true);
    const { limit, offset } = pageWindow(query);
    const [list, [totals]] = await Promise.all([
      db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(where)
        .orderBy(...catalogueOrder)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(courses).where(where),
    ]);
    return { list, total: totals?.total ?? 0 };
  },

  /** Categories in their order with their published course counts. */
  async categories(db: Db): Promise<CategoryView[]> {
    return db
      .select({
        id: courseCategories.id,
        name: courseCategories.name,
        slug: courseCategories.slug,
        description: courseCategories.description,
        sortOrder: courseCategories.sortOrder,
        createdAt: courseCategories.createdAt,
        // Qualified by hand: Drizzle leaves columns unqualified in a one-table select, which the subquery would misread.
        courseCount: sql<number>`(select count(*)::int from courses c where c.category_id = "course_categories"."id" and c.published)`,
      })
      .from(courseCategories)
      .orderBy(asc(courseCategories.sortOrder), asc(courseCategories.id));
  },

  async findCategory(db: Db, id: number): Promise<CourseCategoryRow | undefined> {
    const [row] = await db.select().from(courseCategories).where(eq(courseCategories.id, id));
    return row;
  },

  async categoryExists(db: Db, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .where(eq(courseCategories.id, id));
    return row !== undefined;
  },

  async categorySlugs(db: Db): Promise<Set<string>> {
    const rows = await db.select({ slug: courseCategories.slug }).from(courseCategories);
    return new Set(rows.map((row) => row.slug));
  },

  async categoryIds(db: Db): Promise<number[]> {
    const rows = await db.select({ id: courseCategories.id }).from(courseCategories);
    return rows.map((row) => row.id);
  },

  async insertCategory(db: Db, values: typeof courseCategories.$inferInsert): Promise<CourseCategoryRow> {
    const [row] = await db.insert(courseCategories).values(values).returning();
    if (!row) throw new Error("course category insert returned nothing");
    return row;
  },

  async nextCategoryOrder(db: Db): Promise<number> {
    const [row] = await db
      .select({ max: sql<number>`coalesce(max(${courseCategories.sortOrder}), 0)::int` })
      .from(courseCategories);
    return (row?.max ?? 0) + 1;
  },

  async renameCategory(db: Db, id: number, values: { name: string; description: string }): Promise<boolean> {
    const rows = await db.update(courseCategories).set(values).where(eq(courseCategories.id, id)).returning({
      id: courseCategories.id,
    });
    return rows.length > 0;
  },

  async reorderCategories(db: Db, ids: number[]): Promise<void> {
    for (const [index, id] of ids.entries()) {
      await db
        .update(courseCategories)
        .set({ sortOrder: index + 1 })
        .where(eq(courseCategories.id, id));
    }
  },

  /** Plan prices of the given courses. */
  async prices(db: Db, courseIds: number[]): Promise<PriceRow[]> {
    if (courseIds.length === 0) return [];
    return db
      .select()
      .from(coursePrices)
      .where(anyOf(coursePrices.courseId, courseIds))
      .orderBy(asc(coursePrices.courseId), asc(coursePrices.membershipId));
  },

  /** Prerequisites (id and title) of the given courses; unpublished prerequisites are still named. */
  async prerequisites(db: Db, courseIds: number[]): Promise<PrerequisiteView[]> {
    if (courseIds.length === 0) return [];
    return db
      .select({ courseId: coursePrerequisites.courseId, id: courses.id, title: courses.title })
      .from(coursePrerequisites)
      .innerJoin(courses, eq(courses.id, coursePrerequisites.requiredCourseId))
      .where(anyOf(coursePrerequisites.courseId, courseIds))
      .orderBy(asc(courses.sortOrder), asc(courses.id));
  },

  async prerequisiteEdges(db: Db): Promise<{ courseId: number; requiredCourseId: number }[]> {
    return db.select().from(coursePrerequisites);
  },

  async existingIds(db: Db, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: courses.id }).from(courses).where(anyOf(courses.id, ids));
    return rows.map((row) => row.id);
  },

  async insertCourse(db: Db, values: NewCourse): Promise<CourseRow> {
    const [row] = await db.insert(courses).values(values).returning();
    if (!row) throw new Error("course insert returned nothing");
    return row;
  },

  async nextCourseOrder(db: Db): Promise<number> {
    const [row] = await db.select({ max: sql<number>`coalesce(max(${courses.sortOrder}), 0)::int` }).from(courses);
    return (row?.max ?? 0) + 1;
  },

  async updateCourse(db: Db, id: number, values: CourseValues, now: Date): Promise<void> {
    await db
      .update(courses)
      .set({ ...values, updatedAt: now })
      .where(eq(courses.id, id));
  },

  async setPublished(db: Db, id: number, published: boolean, now: Date): Promise<boolean> {
    const rows = await db
      .update(courses)
      .set({ published, updatedAt: now })
      .where(eq(courses.id, id))
      .returning({ id: courses.id });
    return rows.length > 0;
  },

  async setBanner(db: Db, id: number, images: CourseImageUrls, now: Date): Promise<void> {
    await db
      .update(courses)
      .set({ bannerImages: images, bannerKey: images.full, updatedAt: now })
      .where(eq(courses.id, id));
  },

  async setThumbnail(db: Db, id: number, images: CourseImageUrls, now: Date): Promise<void> {
    await db
      .update(courses)
      .set({ thumbnailImages: images, thumbnailKey: images.thumbnail, updatedAt: now })
      .where(eq(courses.id, id));
  },

  async setPrices(db: Db, courseId: number, prices: { membershipId: number; priceCents: number }[]): Promise<void> {
    if (prices.length === 0) return;
    await db.insert(coursePrices).values(prices.map((price) => ({ courseId, ...price })));
  },

  async replacePrices(db: Db, courseId: number, prices: { membershipId: number; priceCents: number }[]) {
    await db.delete(coursePrices).where(eq(coursePrices.courseId, courseId));
    await coursesRepository.setPrices(db, courseId, prices);
  },

  async setPrerequisites(db: Db, courseId: number, requiredCourseIds: number[]): Promise<void> {
    if (requiredCourseIds.length === 0) return;
    await db
      .insert(coursePrerequisites)
      .values(requiredCourseIds.map((requiredCourseId) => ({ courseId, requiredCourseId })));
  },

  async replacePrerequisites(db: Db, courseId: number, requiredCourseIds: number[]) {
    await db.delete(coursePrerequisites).where(eq(coursePrerequisites.courseId, courseId));
    await coursesRepository.setPrerequisites(db, courseId, requiredCourseIds);
  },
};

/**
 * Serialises prerequisite changes until the transaction ends, so two administrators cannot each add half of
 * a loop that the cycle check of either would have refused.
 */
export async function lockPrerequisiteGraph(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('course_prerequisites'))`);
}
