import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The sizes `storeImage` writes for one picture. */
export type CourseImageUrls = { thumbnail: string; card: string; full: string };

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Course categories (spec 001 `Course/GetCourseCategories`), shown in `sort_order`. */
export const courseCategories = pgTable(
  "course_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("course_categories_slug_key").on(t.slug), index("course_categories_sort_idx").on(t.sortOrder)],
);

/** The Parama programme's five tabs (`/paramacourses/<track>`); null for the other courses. */
export const PARAMA_TRACKS = [
  "essentialfounders",
  "studygroups",
  "specialtycourses",
  "breakthroughcourses",
  "groupsessions",
] as const;

/**
 * A course: what is taught (a seminar is a course taught on dates). Prices are per plan in `course_prices`;
 * `price_cents` is what a visitor without a plan pays. Advanced courses need the plan permission
 * 'Advanced Course Access' (spec 001 §3).
 */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => courseCategories.id),
    title: text("title").notNull(),
    /** One or two sentences for cards and lists. */
    summary: text("summary").notNull().default(""),
    /** Plain text paragraphs, escaped wherever shown. */
    description: text("description").notNull().default(""),
    level: text("level", { enum: ["beginner", "advanced"] }).notNull(),
    track: text("track", { enum: PARAMA_TRACKS }),
    ceCredits: integer("ce_credits").notNull().default(0),
    /** What a visitor (no plan) pays, in US cents. */
    priceCents: integer("price_cents").notNull(),
    /** Self-study: lessons with video and downloads, completed at one's own pace. */
    isSelfStudy: boolean("is_self_study").notNull().default(false),
    /** e.g. "3 days", "12 lessons"; shown as typed. */
    duration: text("duration").notNull().default(""),
    /** The banner's full-size URL (null: the placeholder); `banner_images` keeps every stored size. */
    bannerKey: text("banner_key"),
    /** The thumbnail's square URL (null: the placeholder); `thumbnail_images` keeps every stored size. */
    thumbnailKey: text("thumbnail_key"),
    /** Every `storeImage` size of the banner, so replacing it deletes them all (ADR 0029). */
    bannerImages: jsonb("banner_images").$type<CourseImageUrls>(),
    thumbnailImages: jsonb("thumbnail_images").$type<CourseImageUrls>(),
    published: boolean("published").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple'::regconfig, coalesce(${courses.title}, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(${courses.summary}, '')), 'B') || to_tsvector('simple'::regconfig, coalesce(${courses.description}, ''))`,
      ),
  },
  (t) => [
    index("courses_search_idx").using("gin", t.searchVector),
    index("courses_category_sort_idx").on(t.categoryId, t.sortOrder, t.id),
    index("courses_level_sort_idx").on(t.level, t.sortOrder, t.id),
    index("courses_track_sort_idx").on(t.track, t.sortOrder, t.id),
    index("courses_self_study_idx").on(t.isSelfStudy, t.sortOrder),
    index("courses_sort_idx").on(t.sortOrder, t.id),
  ],
);

/** The price of a course for a member on a plan (membership level id 1–5), in US cents. */
export const coursePrices = pgTable(
  "course_prices",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    membershipId: integer("membership_id").notNull(),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.membershipId] })],
);

/** Courses a student must have completed (graduated from a seminar of, or finished) before enrolling. */
export const coursePrerequisites = pgTable(
  "course_prerequisites",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    requiredCourseId: integer("required_course_id")
      .notNull()
      .references(() => courses.id),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.requiredCourseId] }),
    index("course_prerequisites_required_idx").on(t.requiredCourseId),
  ],
);
