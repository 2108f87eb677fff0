import {
  adminSurveyQuestionSchema,
  adminSurveyQuestionsSchema,
  envelopeSchema,
  idParamsSchema,
  submitSurveySchema,
  surveyQuestionInputSchema,
  surveyResultsSchema,
  surveySchema,
  surveySeminarQuerySchema,
  translate,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { accessFor } from "./surveys.policy.ts";
import { presentAdminQuestion, presentSurvey } from "./surveys.presenter.ts";
import type { SurveyService } from "./surveys.service.ts";

const idParams = idParamsSchema("survey.questionNotFound");

export function surveyRoutes(app: FastifyInstance, surveys: SurveyService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Survey"];

  api.get(
    "/api/Survey/GetSurvey",
    {
      config: { access: accessFor("answer") },
      schema: {
        tags,
        summary:
          "A seminar's evaluation for the caller: State open (a student, after the last date, not yet answered), notEnded, answered, notStudent or cancelled; the active questions when open; CanSeeResults for its instructor and administrators",
        querystring: surveySeminarQuerySchema,
        response: { 200: envelopeSchema(surveySchema) },
      },
    },
    async (request) => ok(presentSurvey(await surveys.survey(actorOf(request), request.query.seminarId))),
  );

  api.post(
    "/api/Survey/SubmitSurvey",
    {
      config: { access: accessFor("answer") },
      schema: {
        tags,
        summary:
          "Answer a seminar's evaluation once: SeminarId, Answers [{ QuestionId, Rating 1–5 | Text }], every rating question rated. 403 when not its student, 409 before its last date ends or when already answered",
        body: submitSurveySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await surveys.submit(actorOf(request), request.body);
      return ok(null, translate(request.language, "surveyMessages.submitted"));
    },
  );

  api.get(
    "/api/Survey/GetSurveyResults",
    {
      config: { access: accessFor("readResults") },
      schema: {
        tags,
        summary:
          "The seminar's evaluation aggregate: responses, average and count per rating question, free-text answers without names. Its instructor and administrators only (403)",
        querystring: surveySeminarQuerySchema,
        response: { 200: envelopeSchema(surveyResultsSchema) },
      },
    },
    async (request) => ok(await surveys.results(actorOf(request), request.query.seminarId)),
  );

  api.get(
    "/api/Survey/GetSurveyQuestions",
    {
      config: { access: accessFor("editQuestions") },
      schema: {
        tags,
        summary: "Administrators: every question version (active first) with its answer count",
        response: { 200: envelopeSchema(adminSurveyQuestionsSchema) },
      },
    },
    async () => ok({ List: (await surveys.allQuestions()).map(presentAdminQuestion) }),
  );

  api.post(
    "/api/Survey/AddSurveyQuestion",
    {
      config: { access: accessFor("editQuestions") },
      schema: {
        tags,
        summary: "Administrators: add a question (Text 5–300, Kind rating | text, Position); at most 20 active (409)",
        body: surveyQuestionInputSchema,
        response: { 200: envelopeSchema(adminSurveyQuestionSchema) },
      },
    },
    async (request) => {
      const row = await surveys.addQuestion(request.body);
      return ok(
        presentAdminQuestion({ question: row, answerCount: 0 }),
        translate(request.language, "surveyMessages.questionSaved"),
      );
    },
  );

  api.put(
    "/api/Survey/UpdateSurveyQuestion/:id",
    {
      config: { access: accessFor("editQuestions") },
      schema: {
        tags,
        summary:
          "Administrators: edit a question. The active version is retired and a new version added, so answers already given keep the text they answered",
        params: idParams,
        body: surveyQuestionInputSchema,
        response: { 200: envelopeSchema(adminSurveyQuestionSchema) },
      },
    },
    async (request) => {
      const row = await surveys.updateQuestion(request.params.id, request.body);
      return ok(
        presentAdminQuestion({ question: row, answerCount: 0 }),
        translate(request.language, "surveyMessages.questionSaved"),
      );
    },
  );

  api.put(
    "/api/Survey/RetireSurveyQuestion/:id",
    {
      config: { access: accessFor("editQuestions") },
      schema: {
        tags,
        summary: "Administrators: take a question out of the survey (its answers stay in past results)",
        params: idParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await surveys.retireQuestion(request.params.id);
      return ok(null, translate(request.language, "surveyMessages.questionRetired"));
    },
  );
}
