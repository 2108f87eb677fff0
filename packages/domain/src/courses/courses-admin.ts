import { z } from "zod";
import { int32Id } from "../shared/ids.ts";
import {
  CATEGORY_NAME_MAX,
  COURSE_DESCRIPTION_MAX,
  COURSE_LEVELS,
  COURSE_PREREQUISITES_MAX,
  COURSE_PRICE_MAX_USD,
  COURSE_SUMMARY_MAX,
  COURSE_TITLE_MAX,
  COURSE_TRACKS,
} from "./courses.ts";

/**
 * What the courses' administrator writes (ADR 0029): courses, their pictures and the categories. Apart from the
 * catalogue's module so that a visitor's catalogue, which shares that module with the administration's chunk,
 * builds none of these schemas (ADR 0081). Validation messages are keys of the `courseForm` group.
 */

const price = (required: string) =>
  z.coerce
    .number({ error: required })
    .min(0, "courseForm.priceInvalid")
    .max(COURSE_PRICE_MAX_USD, "courseForm.priceInvalid")
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: "courseForm.priceInvalid",
    });

/** What an administrator writes (Course/AdminAddCourse). */
export const courseInputSchema = z.object({
  Title: z
    .string({ error: "courseForm.titleRequired" })
    .trim()
    .min(1, "courseForm.titleRequired")
    .max(COURSE_TITLE_MAX, "courseForm.titleTooLong"),
  Summary: z.string().trim().max(COURSE_SUMMARY_MAX, "courseForm.summaryTooLong").default(""),
  Description: z.string().trim().max(COURSE_DESCRIPTION_MAX, "courseForm.descriptionTooLong").default(""),
  CategoryId: int32Id("courseForm.categoryRequired"),
  Level: z.enum(COURSE_LEVELS, { error: "courseForm.levelInvalid" }),
  Track: z.enum(COURSE_TRACKS, { error: "courseForm.trackInvalid" }).nullable().default(null),
  CeCredits: z.coerce
    .number({ error: "courseForm.ceCreditsInvalid" })
    .int("courseForm.ceCreditsInvalid")
    .min(0, "courseForm.ceCreditsInvalid")
    .max(500, "courseForm.ceCreditsInvalid"),
  Price: price("courseForm.priceRequired"),
  /** One price per plan (membership level 1–5); a plan left out pays the visitor price. */
  PlanPrices: z
    .array(
      z.object({
        MembershipId: z
          .number({ error: "courseForm.planInvalid" })
          .int()
          .min(1, "courseForm.planInvalid")
          .max(5, "courseForm.planInvalid"),
        Price: price("courseForm.priceRequired"),
      }),
      { error: "courseForm.planInvalid" },
    )
    .max(5, "courseForm.planInvalid")
    .refine((list) => new Set(list.map((p) => p.MembershipId)).size === list.length, {
      message: "courseForm.planInvalid",
    })
    .default([]),
  PrerequisiteIds: z
    .array(int32Id("courseForm.prerequisiteInvalid"), { error: "courseForm.prerequisiteInvalid" })
    .max(COURSE_PREREQUISITES_MAX, "courseForm.tooManyPrerequisites")
    .transform((ids) => [...new Set(ids)])
    .default([]),
  IsSelfStudy: z.boolean({ error: "courseForm.selfStudyInvalid" }).default(false),
  Duration: z.string().trim().max(60, "courseForm.durationTooLong").default(""),
});
export type CourseInput = z.output<typeof courseInputSchema>;
export type CourseForm = z.input<typeof courseInputSchema>;

/**
 * The administrator's course form: the same rules, read from its fields — no track is an empty choice, and the
 * plan prices are one field per plan (keyed by membership level), a blank one paying the visitor price.
 */
export const courseEditorSchema = courseInputSchema.extend({
  Track: z.preprocess((value) => (value === "" ? null : value), courseInputSchema.shape.Track),
  PlanPrices: z
    .record(
      z.string(),
      z.preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
        price("courseForm.priceRequired").optional(),
      ),
      { error: "courseForm.planInvalid" },
    )
    .transform(
      (prices): NonNullable<CourseForm["PlanPrices"]> =>
        Object.entries(prices).flatMap(([plan, amount]) =>
          amount === undefined ? [] : [{ MembershipId: Number(plan), Price: amount }],
        ),
    )
    .pipe(courseInputSchema.shape.PlanPrices.unwrap()),
});

export const courseEditSchema = courseInputSchema.extend({ Id: int32Id("courseForm.idInvalid") });
export type CourseEdit = z.output<typeof courseEditSchema>;

/** Course/AdminSetCoursePublished: unpublish hides a course from every public read; nothing is deleted. */
export const coursePublishSchema = z.object({
  Id: int32Id("courseForm.idInvalid"),
  IsPublished: z.boolean({ error: "courseForm.publishedInvalid" }),
});

/** Course/AdminUploadCourseBanner and …Thumbnail: the stored sizes. */
export const courseImageSchema = z.object({ Full: z.string(), Card: z.string(), Thumbnail: z.string() });

const categoryName = z
  .string({ error: "courseForm.categoryNameRequired" })
  .trim()
  .min(1, "courseForm.categoryNameRequired")
  .max(CATEGORY_NAME_MAX, "courseForm.categoryNameTooLong");

export const categoryInputSchema = z.object({
  Name: categoryName,
  Description: z.string().trim().max(COURSE_SUMMARY_MAX, "courseForm.summaryTooLong").default(""),
});
export const categoryRenameSchema = categoryInputSchema.extend({ Id: int32Id("courseForm.categoryRequired") });
/** Every category id once, in the new order. */
export const categoryReorderSchema = z.object({
  Ids: z
    .array(int32Id("courseForm.categoryRequired"), { error: "courseForm.orderInvalid" })
    .min(1, "courseForm.orderInvalid")
    .max(200, "courseForm.orderInvalid")
    .refine((ids) => new Set(ids).size === ids.length, { message: "courseForm.orderInvalid" }),
});
