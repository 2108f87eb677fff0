import {
  type CourseAdminFilters,
  type CourseInput,
  type CourseListFilters,
  categorySlug,
  type InterfaceLanguage,
  prerequisiteCycle,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { deleteImage, storeImage } from "../../platform/storage/images.ts";
import { memberQuote } from "../enrollment/enrollment-quotes.ts";
import { can } from "./courses.policy.ts";
import { type CourseBundle, presentCategory, presentCourse } from "./courses.presenter.ts";
import {
  type CourseValues,
  type CourseView,
  lockPrerequisiteGraph,
  coursesRepository as repo,
} from "./courses.repository.ts";

type ListPage = { page: number; pageSize: number; search: string };

const courseNotFound = () => notFound("COURSE_NOT_FOUND", "courseErrors.notFound");
const categoryNotFound = () => new AppError(400, "COURSE_CATEGORY_NOT_FOUND", "courseErrors.categoryNotFound");

const cents = (dollars: number) => Math.round(dollars * 100);

/** The course catalogue: public reads, the member's own price, the administrator's editing (ADR 0029). */
export function createCourseService(
  deps: Pick<Deps, "db" | "clock" | "storage" | "memberAccess" | "audit" | "translations">,
) {
  const { db, clock, storage, audit, translations } = deps;

  /** The audit log's "before" (ADR 0088): the course with its plan prices, as the administrator's form shows it. */
  async function recordBefore(id: number) {
    if (!audit.recording()) return;
    const course = await repo.find(db, id);
    const [bundle] = course ? await bundles([course]) : [];
    audit.before({ kind: "course", id }, bundle ? presentCourse(bundle) : null);
  }

  /**
   * Prices and prerequisites of a page of courses, read in two queries whatever the page size; in another language
   * than English, the reader's words for the courses, their prerequisites and their categories in two more.
   */
  async function bundles(list: CourseView[], lang: InterfaceLanguage = "en"): Promise<CourseBundle[]> {
    const ids = list.map((course) => course.id);
    const [prices, prerequisites] = await Promise.all([repo.prices(db, ids), repo.prerequisites(db, ids)]);
    const words =
      lang === "en"
        ? undefined
        : await Promise.all([
            translations.overlay(db, "course", lang, [...new Set([...ids, ...prerequisites.map((p) => p.id)])]),
            translations.overlay(db, "courseCategory", lang, [...new Set(list.map((course) => course.categoryId))]),
          ]);
    return list.map((course) => ({
      course,
      prices: prices.filter((price) => price.courseId === course.id),
      prerequisites: prerequisites.filter((p) => p.courseId === course.id),
      ...(words
        ? {
            words: {
              lang,
              course: words[0].get(course.id),
              category: words[1].get(course.categoryId),
              prerequisites: words[0],
            },
          }
        : {}),
    }));
  }

  async function courseOrThrow(id: number, actor?: Actor): Promise<CourseView> {
    const course = await repo.find(db, id);
    // An unpublished course does not exist for anyone but an administrator.
    if (!course || (!course.published && !can(actor, "read-unpublished"))) throw courseNotFound();
    return course;
  }

  /** The input's stored values, after checking its category and prerequisites (known, no loop). */
  async function checkedValues(tx: Db, input: CourseInput, courseId: number | undefined): Promise<CourseValues> {
    if (!(await repo.categoryExists(tx, input.CategoryId))) throw categoryNotFound();
    const required = input.PrerequisiteIds;
    if (courseId !== undefined && required.includes(courseId)) {
      throw new AppError(400, "COURSE_PREREQUISITE_CYCLE", "courseErrors.prerequisiteCycle");
    }
    const known = await repo.existingIds(tx, required);
    if (known.length !== required.length) {
      throw new AppError(400, "COURSE_PREREQUISITE_UNKNOWN", "courseErrors.prerequisiteUnknown");
    }
    return {
      categoryId: input.CategoryId,
      title: input.Title,
      summary: input.Summary,
      description: input.Description,
      level: input.Level,
      track: input.Track,
      ceCredits: input.CeCredits,
      priceCents: cents(input.Price),
      isSelfStudy: input.IsSelfStudy,
      duration: input.Duration,
    };
  }

  /** A course as stored, published or not (the administrator's answers). */
  async function stored(id: number): Promise<CourseBundle> {
    const course = await repo.find(db, id);
    if (!course) throw courseNotFound();
    const [bundle] = await bundles([course]);
    if (!bundle) throw courseNotFound();
    return bundle;
  }

  const planPrices = (input: CourseInput) =>
    input.PlanPrices.map((p) => ({ membershipId: p.MembershipId, priceCents: cents(p.Price) }));

  return {
    /** The caller's price of the course at its visitor price, as the checkout computes it (ADR 0062). */
    quote(actor: Actor | undefined, bundle: CourseBundle) {
      return memberQuote(
        deps.memberAccess,
        db,
        actor?.user.id,
        { courseId: bundle.course.id, seminarPriceCents: null },
        clock.now(),
      );
    },

    /** The caller's plan (`planOf`), else null (visitors, lapsed or ended members). */
    async activePlan(actor: Actor | undefined): Promise<number | null> {
      return actor ? deps.memberAccess.planOf(db, actor.user.id, clock.now()) : null;
    },

    /** A page of the catalogue in the reader's language (the search matches any language's words). */
    async list(query: ListPage & { filters: CourseListFilters }, lang: InterfaceLanguage = "en") {
      const { Category, Level, Track, SelfStudy } = query.filters;
      const { list, total } = await repo.list(
        db,
        query,
        { category: Category, level: Level, track: Track, selfStudy: SelfStudy },
        lang,
      );
      return { list: await bundles(list, lang), total };
    },

    /** The administrator's list: English, with the languages each course is translated into. */
    async listAll(query: ListPage & { filters: CourseAdminFilters }) {
      const { Category, Level, Track, SelfStudy, Published, MissingLanguage } = query.filters;
      const { list, total } = await repo.list(db, query, {
        category: Category,
        level: Level,
        track: Track,
        selfStudy: SelfStudy,
        published: Published,
        includeUnpublished: true,
        missingLanguage: MissingLanguage,
      });
      const [withPrices, languages] = await Promise.all([
        bundles(list),
        translations.languages(
          db,
          "course",
          list.map((course) => course.id),
        ),
      ]);
      return {
        list: withPrices.map((bundle) => ({ ...bundle, languages: languages.get(bundle.course.id) ?? [] })),
        total,
      };
    },

    async beginner(lang: InterfaceLanguage = "en") {
      return bundles(await repo.all(db, { level: "beginner" }), lang);
    },

    /** The categories with the reader's words for their names and descriptions. */
    async categories(lang: InterfaceLanguage = "en") {
      const rows = await repo.categories(db);
      const words = await translations.overlay(
        db,
        "courseCategory",
        lang,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ row, words: lang === "en" ? undefined : { lang, entry: words.get(row.id) } }));
    },

    /** Categories in order, each with its published courses (empty categories are kept: the web hides them). */
    async groups(lang: InterfaceLanguage = "en") {
      const [categories, all] = await Promise.all([this.categories(lang), repo.all(db, {})]);
      const withPrices = await bundles(all, lang);
      return categories.map((category) => ({
        category,
        courses: withPrices.filter((bundle) => bundle.course.categoryId === category.row.id),
      }));
    },

    /** Ids and titles, each title in the reader's language where translated. */
    async idsAndTitles(query: { page: number; pageSize: number }, lang: InterfaceLanguage = "en") {
      const { list, total } = await repo.idsAndTitles(db, query);
      const words = await translations.overlay(
        db,
        "course",
        lang,
        list.map((row) => row.id),
      );
      return {
        list: list.map((row) => {
          const title = words.get(row.id)?.Title;
          return { ...row, title: title || row.title, lang: title ? lang : ("en" as const) };
        }),
        total,
      };
    },

    async get(id: number, actor?: Actor, lang: InterfaceLanguage = "en"): Promise<CourseBundle> {
      const [bundle] = await bundles([await courseOrThrow(id, actor)], lang);
      if (!bundle) throw courseNotFound();
      return bundle;
    },

    async create(input: CourseInput): Promise<CourseBundle> {
      const id = await db.transaction(async (tx) => {
        const values = await checkedValues(tx, input, undefined);
        const now = clock.now();
        const row = await repo.insertCourse(tx, {
          ...values,
          sortOrder: await repo.nextCourseOrder(tx),
          createdAt: now,
          updatedAt: now,
        });
        await repo.setPrices(tx, row.id, planPrices(input));
        // A new course cannot be anyone's prerequisite yet, so its own list cannot close a loop.
        await repo.setPrerequisites(tx, row.id, input.PrerequisiteIds);
        return row.id;
      });
      return stored(id);
    },

    async update(id: number, input: CourseInput): Promise<CourseBundle> {
      await recordBefore(id);
      await db.transaction(async (tx) => {
        if (!(await repo.find(tx, id))) throw courseNotFound();
        const values = await checkedValues(tx, input, id);
        await lockPrerequisiteGraph(tx);
        if (prerequisiteCycle(id, input.PrerequisiteIds, await repo.prerequisiteEdges(tx))) {
          throw new AppError(400, "COURSE_PREREQUISITE_CYCLE", "courseErrors.prerequisiteCycle");
        }
        await repo.updateCourse(tx, id, values, clock.now());
        await repo.replacePrices(tx, id, planPrices(input));
        await repo.replacePrerequisites(tx, id, input.PrerequisiteIds);
      });
      return stored(id);
    },

    async setPublished(id: number, published: boolean) {
      await recordBefore(id);
      if (!(await repo.setPublished(db, id, published, clock.now()))) throw courseNotFound();
    },

    /** Stores a new banner or thumbnail in every size, then deletes the previous one's files. */
    async uploadImage(id: number, kind: "banner" | "thumbnail", bytes: Buffer | undefined) {
      const course = await repo.find(db, id);
      if (!course) throw courseNotFound();
      if (!bytes || bytes.length === 0)
        throw new AppError(400, "VALIDATION", "validation.imageType", {}, { File: "validation.imageType" });
      const urls = await storeImage(storage, "courses", bytes, { field: "File" });
      const previous = kind === "banner" ? course.bannerImages : course.thumbnailImages;
      audit.before({ kind: "course", id }, { [kind === "banner" ? "Banner" : "Thumbnail"]: previous?.full ?? null });
      if (kind === "banner") await repo.setBanner(db, id, urls, clock.now());
      else await repo.setThumbnail(db, id, urls, clock.now());
      if (previous) await deleteImage(storage, previous);
      return urls;
    },

    async addCategory(input: { Name: string; Description: string }) {
      return db.transaction(async (tx) => {
        const slugs = await repo.categorySlugs(tx);
        const base = categorySlug(input.Name);
        let slug = base;
        for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
        const row = await repo.insertCategory(tx, {
          name: input.Name,
          description: input.Description,
          slug,
          sortOrder: await repo.nextCategoryOrder(tx),
        });
        return { ...row, courseCount: 0 };
      });
    },

    async renameCategory(input: { Id: number; Name: string; Description: string }) {
      if (audit.recording()) {
        const category = (await repo.categories(db)).find((row) => row.id === input.Id);
        audit.before({ kind: "courseCategory", id: input.Id }, category ? presentCategory(category) : null);
      }
      const changed = await repo.renameCategory(db, input.Id, { name: input.Name, description: input.Description });
      if (!changed) throw notFound("COURSE_CATEGORY_NOT_FOUND", "courseErrors.categoryNotFound");
    },

    /** The new order must name every category once, so no category is left without a place. */
    async reorderCategories(ids: number[]) {
      await db.transaction(async (tx) => {
        const existing = await repo.categoryIds(tx);
        // The audit log's "before": the order the call replaces (ADR 0088).
        if (audit.recording()) {
          audit.before(
            { kind: "courseCategories", id: "order" },
            { Ids: (await repo.categories(tx)).map((c) => c.id) },
          );
        }
        const sameSet = existing.length === ids.length && existing.every((id) => ids.includes(id));
        if (!sameSet) throw new AppError(400, "COURSE_CATEGORY_ORDER", "courseErrors.orderIncomplete");
        await repo.reorderCategories(tx, ids);
      });
      return repo.categories(db);
    },
  };
}

export type CourseService = ReturnType<typeof createCourseService>;
