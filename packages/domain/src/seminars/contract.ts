import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import { pageNumberSchema } from "../shared/list.ts";
import {
  addStudentsResultSchema,
  addStudentsSchema,
  cancelResultSchema,
  courseTaughtQuerySchema,
  courseTaughtSchema,
  deleteStudentQuerySchema,
  emailStudentsSchema,
  graduateResultSchema,
  graduateStudentsSchema,
  mySeminarsQuerySchema,
  paySeminarManualSchema,
  seminarAllQuerySchema,
  seminarCourseGroupListSchema,
  seminarEditSchema,
  seminarGroupQuerySchema,
  seminarIdQuerySchema,
  seminarInputSchema,
  seminarListSchema,
  seminarMonthGroupListSchema,
  seminarOfUserQuerySchema,
  seminarOfUserSchema,
  seminarReceiptSchema,
  seminarStudentListSchema,
  studentsQuerySchema,
} from "./seminars.ts";

export const getAllSeminarByGroup = defineCall({
  method: "GET",
  path: "/api/Seminar/GetAllSeminarByGroup",
  query: seminarAllQuerySchema,
  data: seminarMonthGroupListSchema,
});

export const getAllSeminarGroupByCourses = defineCall({
  method: "GET",
  path: "/api/Seminar/GetAllSeminarGroupByCourses",
  query: seminarGroupQuerySchema,
  data: seminarCourseGroupListSchema,
});

export const getSeminarBySeminarIdAndUserId = defineCall({
  method: "GET",
  path: "/api/Seminar/GetSeminarBySeminarIdAndUserId",
  query: seminarOfUserQuerySchema,
  data: seminarOfUserSchema,
});

export const getSeminarById = defineCall({
  method: "GET",
  path: "/api/Seminar/GetSeminarById",
  query: seminarIdQuerySchema,
  data: seminarListSchema.shape.List.element,
});

/** The caller's own seminars, a page at a time (`:page` in the path, pageSize in the query). */
export const getAllSeminar = defineCall({
  method: "GET",
  path: "/api/Seminar/GetAllSeminar/:page",
  params: z.object({ page: pageNumberSchema }),
  query: mySeminarsQuerySchema,
  data: seminarListSchema,
});

export const getStudent = defineCall({
  method: "GET",
  path: "/api/Seminar/GetStudent",
  query: studentsQuerySchema,
  data: seminarStudentListSchema,
});

export const getAllSeminarByCoordinatorId = defineCall({
  method: "GET",
  path: "/api/Seminar/GetAllSeminarByCoordinatorId",
  query: mySeminarsQuerySchema,
  data: seminarListSchema,
});

export const addSeminar = defineCall({
  method: "POST",
  path: "/api/Seminar/AddSeminar",
  body: seminarInputSchema,
  data: seminarReceiptSchema,
});

export const editSeminar = defineCall({
  method: "PUT",
  path: "/api/Seminar/EditSeminar",
  body: seminarEditSchema,
  data: seminarReceiptSchema,
});

export const deleteSeminar = defineCall({
  method: "DELETE",
  path: "/api/Seminar/DeleteSeminar/:id",
  params: idParamsSchema(),
  data: cancelResultSchema,
});

export const deleteStudent = defineCall({
  method: "DELETE",
  path: "/api/Seminar/DeleteStudent",
  query: deleteStudentQuerySchema,
  data: z.null(),
});

export const graduateStudents = defineCall({
  method: "POST",
  path: "/api/Seminar/GraduateStudents",
  body: graduateStudentsSchema,
  data: graduateResultSchema,
});

export const addStudents = defineCall({
  method: "POST",
  path: "/api/Seminar/AddStudents",
  body: addStudentsSchema,
  data: addStudentsResultSchema,
});

export const sendEmailToStudents = defineCall({
  method: "POST",
  path: "/api/Seminar/SendEmailToStudents",
  body: emailStudentsSchema,
  data: z.null(),
});

export const paySeminarManual = defineCall({
  method: "POST",
  path: "/api/Seminar/PaySeminarManual",
  body: paySeminarManualSchema,
  data: z.null(),
});

export const courseTaught = defineCall({
  method: "GET",
  path: "/api/CourseTaught",
  query: courseTaughtQuerySchema,
  data: courseTaughtSchema,
});
