import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import {
  adminSurveyQuestionSchema,
  adminSurveyQuestionsSchema,
  submitSurveySchema,
  surveyQuestionInputSchema,
  surveyResultsSchema,
  surveySchema,
  surveySeminarQuerySchema,
} from "./surveys.ts";

const idParams = idParamsSchema("survey.questionNotFound");

export const getSurvey = defineCall({
  method: "GET",
  path: "/api/Survey/GetSurvey",
  query: surveySeminarQuerySchema,
  data: surveySchema,
});

export const submitSurvey = defineCall({
  method: "POST",
  path: "/api/Survey/SubmitSurvey",
  body: submitSurveySchema,
  data: z.null(),
});

export const getSurveyResults = defineCall({
  method: "GET",
  path: "/api/Survey/GetSurveyResults",
  query: surveySeminarQuerySchema,
  data: surveyResultsSchema,
});

export const getSurveyQuestions = defineCall({
  method: "GET",
  path: "/api/Survey/GetSurveyQuestions",
  data: adminSurveyQuestionsSchema,
});

export const addSurveyQuestion = defineCall({
  method: "POST",
  path: "/api/Survey/AddSurveyQuestion",
  body: surveyQuestionInputSchema,
  data: adminSurveyQuestionSchema,
});

export const updateSurveyQuestion = defineCall({
  method: "PUT",
  path: "/api/Survey/UpdateSurveyQuestion/:id",
  params: idParams,
  body: surveyQuestionInputSchema,
  data: adminSurveyQuestionSchema,
});

export const retireSurveyQuestion = defineCall({
  method: "PUT",
  path: "/api/Survey/RetireSurveyQuestion/:id",
  params: idParams,
  data: z.null(),
});
