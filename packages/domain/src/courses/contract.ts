import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import { pageNumberSchema } from "../shared/list.ts";
import {
  courseAdminListQuerySchema,
  courseArraySchema,
  courseByIdQuerySchema,
  courseCategoriesSchema,
  courseCategorySchema,
  courseDetailSchema,
  courseGroupsSchema,
  courseIdsQuerySchema,
  courseIdTitleListSchema,
  courseListQuerySchema,
  courseListSchema,
  courseSchema,
} from "./courses.ts";
import {
  categoryInputSchema,
  categoryRenameSchema,
  categoryReorderSchema,
  courseEditSchema,
  courseImageSchema,
  courseInputSchema,
  coursePublishSchema,
} from "./courses-admin.ts";

const idParams = idParamsSchema("courseErrors.notFound");
const pageParams = z.object({ page: pageNumberSchema });
/** A course image upload: one file in the multipart field `File`. */
const imageForm = { fields: z.object({ File: z.unknown().optional() }) };

export const getBeginnerCourses = defineCall({
  method: "GET",
  path: "/api/Course/GetBeginnerCourses",
  data: courseArraySchema,
});

export const getCourseCategories = defineCall({
  method: "GET",
  path: "/api/Course/GetCourseCategories",
  data: courseCategoriesSchema,
});

export const getCourseById = defineCall({
  method: "GET",
  path: "/api/Course/GetCourseById",
  query: courseByIdQuerySchema,
  data: courseDetailSchema,
});

export const getCourses = defineCall({
  method: "GET",
  path: "/api/Course/GetCourses/:page",
  params: pageParams,
  query: courseListQuerySchema,
  data: courseListSchema,
});

export const getCoursesGroupByCategories = defineCall({
  method: "GET",
  path: "/api/Course/GetCoursesGroupByCategories",
  data: courseGroupsSchema,
});

export const getCoursesIDsAndTitle = defineCall({
  method: "GET",
  path: "/api/Course/GetCoursesIDsAndTitle/:page",
  params: pageParams,
  query: courseIdsQuerySchema,
  data: courseIdTitleListSchema,
});

export const adminGetCourses = defineCall({
  method: "GET",
  path: "/api/Course/AdminGetCourses/:page",
  params: pageParams,
  query: courseAdminListQuerySchema,
  data: courseListSchema,
});

export const adminAddCourse = defineCall({
  method: "POST",
  path: "/api/Course/AdminAddCourse",
  body: courseInputSchema,
  data: courseSchema,
});

export const adminEditCourse = defineCall({
  method: "PUT",
  path: "/api/Course/AdminEditCourse",
  body: courseEditSchema,
  data: courseSchema,
});

export const adminSetCoursePublished = defineCall({
  method: "POST",
  path: "/api/Course/AdminSetCoursePublished",
  body: coursePublishSchema,
  data: z.null(),
});

export const adminUploadCourseBanner = defineCall({
  method: "POST",
  path: "/api/Course/AdminUploadCourseBanner/:id",
  params: idParams,
  form: imageForm,
  data: courseImageSchema,
});

export const adminUploadCourseThumbnail = defineCall({
  method: "POST",
  path: "/api/Course/AdminUploadCourseThumbnail/:id",
  params: idParams,
  form: imageForm,
  data: courseImageSchema,
});

export const adminAddCategory = defineCall({
  method: "POST",
  path: "/api/Course/AdminAddCategory",
  body: categoryInputSchema,
  data: courseCategorySchema,
});

export const adminRenameCategory = defineCall({
  method: "PUT",
  path: "/api/Course/AdminRenameCategory",
  body: categoryRenameSchema,
  data: z.null(),
});

export const adminReorderCategories = defineCall({
  method: "PUT",
  path: "/api/Course/AdminReorderCategories",
  body: categoryReorderSchema,
  data: courseCategoriesSchema,
});
