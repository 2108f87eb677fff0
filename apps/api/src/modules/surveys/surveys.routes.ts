import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { accessFor } from "./surveys.policy.ts";
import { presentAdminQuestion, presentSurvey } from "./surveys.presenter.ts";
import type { SurveyService } from "./surveys.service.ts";

export function surveyRoutes(app: FastifyInstance, surveys: SurveyService) {
  const tags = ["Survey"];

  route(
    app,
    contract.surveys.getSurvey,
    {
      access: accessFor("answer"),
      tags,
      summary:
        "A seminar's evaluation for the caller: State open (a student, after the last date, not yet answered), notEnded, answered, notStudent or cancelled; the active questions when open; CanSeeResults for its instructor and administrators",
    },
    async (request) => ok(presentSurvey(await surveys.survey(actorOf(request), request.query.seminarId))),
  );

  route(
    app,
    contract.surveys.submitSurvey,
    {
      access: accessFor("answer"),
      tags,
      summary:
        "Answer a seminar's evaluation once: SeminarId, Answers [{ QuestionId, Rating 1–5 | Text }], every rating question rated. 403 when not its student, 409 before its last date ends or when already answered",
    },
    async (request) => {
      await surveys.submit(actorOf(request), request.body);
      return ok(null, translate(request.language, "surveyMessages.submitted"));
    },
  );

  route(
    app,
    contract.surveys.getSurveyResults,
    {
      access: accessFor("readResults"),
      tags,
      summary:
        "The seminar's evaluation aggregate: responses, average and count per rating question, free-text answers without names. Its instructor and administrators only (403)",
    },
    async (request) => ok(await surveys.results(actorOf(request), request.query.seminarId)),
  );

  route(
    app,
    contract.surveys.getSurveyQuestions,
    {
      access: accessFor("editQuestions"),
      tags,
      summary: "Administrators: every question version (active first) with its answer count",
    },
    async () => ok({ List: (await surveys.allQuestions()).map(presentAdminQuestion) }),
  );

  route(
    app,
    contract.surveys.addSurveyQuestion,
    {
      access: accessFor("editQuestions"),
      tags,
      summary: "Administrators: add a question (Text 5–300, Kind rating | text, Position); at most 20 active (409)",
    },
    async (request) => {
      const row = await surveys.addQuestion(request.body);
      return ok(
        presentAdminQuestion({ question: row, answerCount: 0 }),
        translate(request.language, "surveyMessages.questionSaved"),
      );
    },
  );

  route(
    app,
    contract.surveys.updateSurveyQuestion,
    {
      access: accessFor("editQuestions"),
      tags,
      summary:
        "Administrators: edit a question. The active version is retired and a new version added, so answers already given keep the text they answered",
    },
    async (request) => {
      const row = await surveys.updateQuestion(request.params.id, request.body);
      return ok(
        presentAdminQuestion({ question: row, answerCount: 0 }),
        translate(request.language, "surveyMessages.questionSaved"),
      );
    },
  );

  route(
    app,
    contract.surveys.retireSurveyQuestion,
    {
      access: accessFor("editQuestions"),
      tags,
      summary: "Administrators: take a question out of the survey (its answers stay in past results)",
    },
    async (request) => {
      await surveys.retireQuestion(request.params.id);
      return ok(null, translate(request.language, "surveyMessages.questionRetired"));
    },
  );
}
