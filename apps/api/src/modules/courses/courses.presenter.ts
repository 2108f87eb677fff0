import {
  COURSE_PLACEHOLDER_IMAGE,
  type Course,
  type CourseCategory,
  type CourseDetail,
  type EnrollmentPrice,
  findLevel,
  isAllowed,
  requiredPermissionOf,
} from "@haa/domain";
import type { CategoryView, CourseView, PrerequisiteView, PriceRow } from "./courses.repository.ts";

/** A course with what its answer names besides its own columns. */
export interface CourseBundle {
  course: CourseView;
  prices: PriceRow[];
  prerequisites: PrerequisiteView[];
}

const dollars = (cents: number) => cents / 100;

export function presentCategory(row: CategoryView): CourseCategory {
  return {
    Id: row.id,
    Name: row.name,
    Slug: row.slug,
    Description: row.description,
    SortOrder: row.sortOrder,
    CourseCount: row.courseCount,
  };
}

export function presentCourse({ course, prices, prerequisites }: CourseBundle): Course {
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
