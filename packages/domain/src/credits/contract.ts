import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import {
  addCeAdjustmentSchema,
  addExamSchema,
  adminExamsQuerySchema,
  ceCycleSchema,
  examListSchema,
  recordExamResultDataSchema,
  recordExamResultSchema,
  setCeCycleSchema,
  userCeusQuerySchema,
  userCeusSchema,
  userExamsQuerySchema,
  userExamsSchema,
} from "./credits.ts";

/** The Id of a record an administrator just created. */
const createdSchema = z.object({ Id: z.number() });

export const getUserCEUs = defineCall({
  method: "GET",
  path: "/api/UserCEUs/GetUserCEUs",
  query: userCeusQuerySchema,
  data: userCeusSchema,
});

/** The ledger as a CSV file. */
export const getUserCEUsCsv = defineCall({
  method: "GET",
  path: "/api/UserCEUs/GetUserCEUsCsv",
  query: userCeusQuerySchema,
  file: "text/csv",
  data: z.null(),
});

export const getUserCEUsPdf = defineCall({
  method: "GET",
  path: "/api/UserCEUs/GetUserCEUsPdf",
  query: userExamsQuerySchema,
  file: "application/pdf",
  data: z.null(),
});

export const getUserExams = defineCall({
  method: "GET",
  path: "/api/UserExams/GetUserExams",
  query: userExamsQuerySchema,
  data: userExamsSchema,
});

export const adminGetCECycle = defineCall({
  method: "GET",
  path: "/api/UserCEUs/AdminGetCECycle",
  data: ceCycleSchema,
});

export const adminSetCECycle = defineCall({
  method: "PUT",
  path: "/api/UserCEUs/AdminSetCECycle",
  body: setCeCycleSchema,
  data: ceCycleSchema,
});

export const adminAddAdjustment = defineCall({
  method: "POST",
  path: "/api/UserCEUs/AdminAddAdjustment",
  body: addCeAdjustmentSchema,
  data: createdSchema,
});

export const adminGetExams = defineCall({
  method: "GET",
  path: "/api/UserExams/AdminGetExams",
  query: adminExamsQuerySchema,
  data: examListSchema,
});

export const adminAddExam = defineCall({
  method: "POST",
  path: "/api/UserExams/AdminAddExam",
  body: addExamSchema,
  data: createdSchema,
});

export const adminRecordResult = defineCall({
  method: "POST",
  path: "/api/UserExams/AdminRecordResult",
  body: recordExamResultSchema,
  data: recordExamResultDataSchema,
});
