import {
  COURSE_PLACEHOLDER_IMAGE,
  type Course,
  type CourseCategory,
  type CourseDetail,
  type EnrollmentPrice,
  findLevel,
  type InterfaceLanguage,
  isAllowed,
  requiredPermissionOf,
  type TranslationEntry,
  type TranslationLanguage,
} from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import type { CategoryView, CourseView, PrerequisiteView, PriceRow } from "./courses.repository.ts";

/** The reader's words for a course's answer (ADR 0097): its own, its category's name, its prerequisites' titles. */
export interface CourseWords {
  lang: InterfaceLanguage;
  course: TranslationEntry | undefined;
  category: TranslationEntry | undefined;
  prerequisites: ReadonlyMap<number, TranslationEntry>;
}

/** A course with what its answer names besides its own columns. */
export interface CourseBundle {
  course: CourseView;
  prices: PriceRow[];
  prerequisites: PrerequisiteView[];
  /** Absent for English, which is the course's own words. */
  words?: CourseWords;
  /** The administrator's list: the languages the course is translated into. */
  languages?: TranslationLanguage[];
}

const dollars = (cents: number) => cents / 100;

/** A category, in the reader's words when they are given (ADR 0097). */
export function presentCategory(
  row: CategoryView,
  words?: { lang: InterfaceLanguage; entry: TranslationEntry | undefined },
): CourseCategory {
  const category = {
    Id: row.id,
    Name: row.name,
    Slug: row.slug,
    Description: row.description,
    SortOrder: row.sortOrder,
    CourseCount: row.courseCount,
  };
  return words ? translated("courseCategory", category, words.entry, words.lang) : category;
}

export function presentCourse({ course, prices, prerequisites, words, languages }: CourseBundle): Course {
  const presented = presentCourseWords({ course, prices, prerequisites });
  if (languages) presented.Languages = languages;
  if (!words) return presented;
  return translated(
    "course",
    {
      ...presented,
      Category: { ...presented.Category, Name: words.category?.Name || presented.Category.Name },
      Prerequisites: presented.Prerequisites.map((p) => ({
        ...p,
        Title: words.prerequisites.get(p.Id)?.Title || p.Title,
      })),
    },
    words.course,
    words.lang,
  );
}

function presentCourseWords({ course, prices, prerequisites }: CourseBundle): Course {
  return {
    Id: course.id,
    Title: course.title,
    Summary: course.summary,
    Description: course.description,
    Category: { Id: course.categoryId, Name: course.categoryName },
    Level: course.level,
    Track: course.track,
    CeCredits: course.ceCredits,
    Price: dollars(course.priceCents),
    PlanPrices: prices.map((price) => ({
      MembershipId: price.membershipId,
      Name: findLevel(price.membershipId)?.name ?? String(price.membershipId),
      Price: dollars(price.priceCents),
    })),
    FromPrice: dollars(Math.min(course.priceCents, ...prices.map((price) => price.priceCents))),
    Prerequisites: prerequisites.map((p) => ({ Id: p.id, Title: p.title })),
    IsSelfStudy: course.isSelfStudy,
    Duration: course.duration,
    Banner: course.bannerImages?.full ?? course.bannerKey ?? COURSE_PLACEHOLDER_IMAGE,
    BannerCard: course.bannerImages?.card ?? course.bannerKey ?? COURSE_PLACEHOLDER_IMAGE,
    Thumbnail: course.thumbnailImages?.thumbnail ?? course.thumbnailKey ?? COURSE_PLACEHOLDER_IMAGE,
    ThumbnailCard: course.thumbnailImages?.card ?? course.thumbnailKey ?? COURSE_PLACEHOLDER_IMAGE,
    IsPublished: course.published,
  };
}

/**
 * The detail for a caller on plan `membershipId` (null: a visitor or a member without a running plan): whether
 * the plan allows the course (spec 001 §3) and `quote`, the caller's price of the course as the checkout
 * computes it (`memberQuote`: plan price, then the retake discount; ADR 0062).
 */
export function presentCourseDetail(
  bundle: CourseBundle,
  membershipId: number | null,
  quote: EnrollmentPrice | null,
): CourseDetail {
  const base = presentCourse(bundle);
  const permission = requiredPermissionOf(bundle.course.level);
  if (membershipId === null || quote === null) {
    return { ...base, YourMembershipId: null, YourPrice: null, RequiredPermission: permission, PlanAllowed: null };
  }
  return {
    ...base,
    YourMembershipId: membershipId,
    YourPrice: dollars(quote.totalCents),
    YourRetakePercent: quote.retakePercent,
    RequiredPermission: permission,
    PlanAllowed: isAllowed(membershipId, permission),
  };
}
