import { defineCall } from "../shared/contract.ts";
import {
  courseIdQuerySchema,
  courseLessonsSchema,
  handoutLinkSchema,
  lessonIdQuerySchema,
  lessonProgressSchema,
  myCourseDetailSchema,
  mySelfStudyCoursesSchema,
  saveLessonProgressSchema,
  selfStudyCatalogueQuerySchema,
  selfStudyCatalogueSchema,
} from "./selfstudy.ts";

export const getSelfStudyCourses = defineCall({
  method: "GET",
  path: "/api/SelfStudy/GetSelfStudyCourses",
  query: selfStudyCatalogueQuerySchema,
  data: selfStudyCatalogueSchema,
});

export const getMySelfStudyCourses = defineCall({
  method: "GET",
  path: "/api/SelfStudy/GetMySelfStudyCourses",
  data: mySelfStudyCoursesSchema,
});

export const getCourseLessons = defineCall({
  method: "GET",
  path: "/api/SelfStudy/GetCourseLessons",
  query: courseIdQuerySchema,
  data: courseLessonsSchema,
});

export const saveLessonProgress = defineCall({
  method: "POST",
  path: "/api/SelfStudy/SaveLessonProgress",
  body: saveLessonProgressSchema,
  data: lessonProgressSchema,
});

export const downloadHandout = defineCall({
  method: "GET",
  path: "/api/SelfStudy/DownloadHandout",
  query: lessonIdQuerySchema,
  data: handoutLinkSchema,
});

export const getMyCourseDetail = defineCall({
  method: "GET",
  path: "/api/SelfStudy/GetMyCourseDetail",
  query: courseIdQuerySchema,
  data: myCourseDetailSchema,
});
