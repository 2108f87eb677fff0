import { z } from "zod";
import { flagSchema } from "../shared/flag.ts";
import { int32Id } from "../shared/ids.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import {
  missingLanguageFilterSchema,
  shownLanguageSchema,
  translationLanguageSchema,
} from "../translations/translations.ts";

/**
 * The course catalogue's calls (spec 001 §7 "Courses and seminars") and the administrator's (ours, ADR 0029).
 * Validation messages are keys of the `courseForm` group (web namespace `courses`), so the admin form shows
 * the server's own rules. Amounts are dollars, as in the membership answers; the database keeps cents.
 */

export const COURSE_LEVELS = ["beginner", "advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The Parama programme's five tabs (`/paramacourses/<track>`), the `track` of a course. */
export const COURSE_TRACKS = [
  "essentialfounders",
  "studygroups",
  "specialtycourses",
  "breakthroughcourses",
  "groupsessions",
] as const;
export type CourseTrack = (typeof COURSE_TRACKS)[number];

/** What a visitor sees when a course has no picture (spec 001 §9: placeholders when missing). */
export const COURSE_PLACEHOLDER_IMAGE = "/images/course-placeholder.svg";

export const COURSE_PAGE_SIZE = 12;
export const COURSE_TITLE_MAX = 200;
export const COURSE_SUMMARY_MAX = 500;
export const COURSE_DESCRIPTION_MAX = 20_000;
export const COURSE_PREREQUISITES_MAX = 10;
export const COURSE_PRICE_MAX_USD = 100_000;
export const CATEGORY_NAME_MAX = 80;

/** `filters` of Course/GetCourses: a category id, a level, a Parama track, self-study or not. */
export const courseListFiltersSchema = z
  .strictObject({
    Category: z.number().int().positive().max(2_147_483_647).optional(),
    Level: z.enum(COURSE_LEVELS).optional(),
    Track: z.enum(COURSE_TRACKS).optional(),
    SelfStudy: z.boolean().optional(),
  })
  .default({});
export type CourseListFilters = z.output<typeof courseListFiltersSchema>;

export const courseListQuerySchema = listQuerySchema({
  defaultPageSize: COURSE_PAGE_SIZE,
  maxPageSize: 100,
  filters: courseListFiltersSchema,
});

/** `filters` of the administrator's list: the public filters plus unpublished courses. */
export const courseAdminFiltersSchema = courseListFiltersSchema
  .unwrap()
  .extend({
    Published: z.boolean().optional(),
    /** The courses not yet translated into this language (ADR 0097). */
    MissingLanguage: missingLanguageFilterSchema,
  })
  .default({});
export type CourseAdminFilters = z.output<typeof courseAdminFiltersSchema>;
export const courseAdminListQuerySchema = listQuerySchema({ defaultPageSize: 20, filters: courseAdminFiltersSchema });

/** Course/GetCoursesIDsAndTitle/{page}: the spec's `pageSize=-1` reads everything (§9). */
export const courseIdsQuerySchema = listQuerySchema({ defaultPageSize: 100, maxPageSize: 100 });

/** Course/GetCourseById: `Id`, and the spec's `WebMode=true` (accepted; the web and the apps read one shape). */
export const courseByIdQuerySchema = z.object({
  Id: int32Id("courseForm.idInvalid"),
  WebMode: flagSchema.optional(),
});

export const courseCategorySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Slug: z.string(),
  Description: z.string(),
  SortOrder: z.number().int(),
  CourseCount: z.number().int().describe("published courses in the category"),
  Lang: shownLanguageSchema.optional(),
});
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const coursePlanPriceSchema = z.object({
  MembershipId: z.number().int(),
  Name: z.string().describe("the plan's name: Starter, Access, Standard, Practitioner, Instructor"),
  Price: z.number().describe("dollars"),
});
export type CoursePlanPrice = z.infer<typeof coursePlanPriceSchema>;

export const courseSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Description: z.string().describe("plain text paragraphs separated by blank lines"),
  Category: z.object({ Id: z.number().int(), Name: z.string() }),
  Level: z.enum(COURSE_LEVELS),
  Track: z.enum(COURSE_TRACKS).nullable(),
  CeCredits: z.number().int(),
  Price: z.number().describe("what a visitor without a plan pays, dollars"),
  PlanPrices: z
    .array(coursePlanPriceSchema)
    .describe(
      "what each plan pays for the course at its visitor price (ADR 0062): a self-study course's price, and a seminar's when the seminar's own price is the course's visitor price (a seminar at another price is scaled by the same share)",
    ),
  FromPrice: z
    .number()
    .optional()
    .describe("the lowest of the visitor price and the plan prices, dollars: the lists' 'from' figure"),
  Prerequisites: z.array(z.object({ Id: z.number().int(), Title: z.string() })),
  IsSelfStudy: z.boolean(),
  Duration: z.string(),
  Banner: z.string().describe("full-width banner, or the placeholder"),
  BannerCard: z.string(),
  Thumbnail: z.string().describe("square thumbnail, or the placeholder"),
  ThumbnailCard: z.string(),
  IsPublished: z.boolean(),
  /** The language of the title, summary and description as shown: the reader's where translated (ADR 0097). */
  Lang: shownLanguageSchema.optional(),
  /** The administrator's list: the languages the course is translated into. */
  Languages: z.array(translationLanguageSchema).optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** Course/GetCourseById: a member's own price and whether their plan lets them take the course. */
export const courseDetailSchema = courseSchema.extend({
  YourMembershipId: z.number().int().nullable().describe("the caller's active plan; null for a visitor"),
  YourPrice: z
    .number()
    .nullable()
    .describe(
      "what the caller is charged for the course at its visitor price, dollars: the plan price, then the retake discount (enrollmentPrice, ADR 0062); the self-study checkout charges it, and a seminar of the course at that price too; null for a visitor",
    ),
  YourRetakePercent: z
    .number()
    .int()
    .optional()
    .describe("the retake discount included in YourPrice (0, 50 or 75); absent for a visitor"),
  RequiredPermission: z.string().nullable().describe("'Advanced Course Access' for advanced courses"),
  PlanAllowed: z
    .boolean()
    .nullable()
    .describe("whether the caller's plan allows the course; null for a visitor (who must join first)"),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseListSchema = listDataSchema(courseSchema);
export const courseArraySchema = z.array(courseSchema);
export const courseGroupsSchema = z.array(courseCategorySchema.extend({ Courses: z.array(courseSchema) }));
export type CourseGroup = z.infer<typeof courseGroupsSchema>[number];
export const courseCategoriesSchema = z.array(courseCategorySchema);
export const courseIdTitleSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Lang: shownLanguageSchema.optional().describe("the language of Title as shown"),
});
export type CourseIdTitle = z.infer<typeof courseIdTitleSchema>;
export const courseIdTitleListSchema = listDataSchema(courseIdTitleSchema);

/** The plan permission an advanced course needs (spec 001 §3); beginner courses need only registration. */
export function requiredPermissionOf(level: CourseLevel): "Advanced Course Access" | "Course Registration" {
  return level === "advanced" ? "Advanced Course Access" : "Course Registration";
}

/**
 * Whether making `courseId` require `requiredIds` closes a loop: a course may not require itself, directly
 * or through the courses it requires. `edges` are the stored (course → required course) pairs; the course's
 * own current edges are replaced by the new ones.
 */
export function prerequisiteCycle(
  courseId: number,
  requiredIds: readonly number[],
  edges: readonly { courseId: number; requiredCourseId: number }[],
): boolean {
  const graph = new Map<number, number[]>();
  for (const edge of edges) {
    if (edge.courseId === courseId) continue;
    graph.set(edge.courseId, [...(graph.get(edge.courseId) ?? []), edge.requiredCourseId]);
  }
  graph.set(courseId, [...requiredIds]);
  const seen = new Set<number>();
  const stack = [...requiredIds];
  while (stack.length > 0) {
    const next = stack.pop() as number;
    if (next === courseId) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph.get(next) ?? []));
  }
  return false;
}

/** A URL-safe slug for a category name (lower-case ASCII words joined by hyphens). */
export function categorySlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "category";
}

/** Path to one course's page. */
export const courseDetailPath = (id: number) => `/courses/detail/${id}`;
