import {
  addCeAdjustmentSchema,
  addExamSchema,
  adminExamsQuerySchema,
  ceCycleSchema,
  csvFileSchema,
  envelopeSchema,
  examListSchema,
  pdfFileSchema,
  recordExamResultDataSchema,
  recordExamResultSchema,
  setCeCycleSchema,
  translate,
  userCeusQuerySchema,
  userCeusSchema,
  userExamsQuerySchema,
  userExamsSchema,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { accessFor } from "./credits.policy.ts";
import type { CreditsService } from "./credits.service.ts";

const owner = { in: "query", name: "userId" } as const;

export function creditsRoutes(app: FastifyInstance, credits: CreditsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["CE credits"];

  api.get(
    "/api/UserCEUs/GetUserCEUs",
    {
      config: { access: accessFor("read", owner) },
      schema: {
        tags,
        summary:
          "A member's CE ledger (graduations, self-study completions, passed exams, adjustments), newest first: search (course or exam title), StartDate and EndDate (YYYY-MM-DD, inclusive), with the current cycle's totals",
        querystring: userCeusQuerySchema,
        response: { 200: envelopeSchema(userCeusSchema) },
      },
    },
    async (request) => {
      const { userId, ...query } = request.query;
      return ok(await credits.userCeus(userId, query));
    },
  );

  api.get(
    "/api/UserCEUs/GetUserCEUsCsv",
    {
      config: { access: accessFor("read", owner) },
      schema: {
        tags,
        summary:
          "The ledger as CSV (text/csv, same filters as GetUserCEUs); cells a spreadsheet would run as formulas start with an apostrophe",
        querystring: userCeusQuerySchema,
        response: { 200: { description: "The transcript", content: { "text/csv": { schema: csvFileSchema } } } },
      },
    },
    async (request, reply) => {
      const { userId, ...query } = request.query;
      const csv = await credits.transcriptCsv(userId, query, request.language);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", 'attachment; filename="ce-transcript.csv"')
        .header("Cache-Control", "private, no-store")
        .send(`\uFEFF${csv}`);
    },
  );

  api.get(
    "/api/UserCEUs/GetUserCEUsPdf",
    {
      config: { access: accessFor("read", owner) },
      schema: {
        tags,
        summary: "The CE transcript as PDF: the member's name, every entry and the total of each cycle",
        querystring: userExamsQuerySchema,
        response: {
          200: { description: "The transcript", content: { "application/pdf": { schema: pdfFileSchema } } },
        },
      },
    },
    async (request, reply) => {
      const pdf = await credits.transcriptPdf(request.query.userId, request.language);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", 'attachment; filename="ce-transcript.pdf"')
        .header("Cache-Control", "private, no-store")
        .send(Buffer.from(pdf));
    },
  );

  api.get(
    "/api/UserExams/GetUserExams",
    {
      config: { access: accessFor("read", owner) },
      schema: {
        tags,
        summary: "A member's exam results, newest first: score, pass mark, passed, credits awarded",
        querystring: userExamsQuerySchema,
        response: { 200: envelopeSchema(userExamsSchema) },
      },
    },
    async (request) => ok(await credits.userExams(request.query.userId)),
  );

  api.get(
    "/api/UserCEUs/AdminGetCECycle",
    {
      config: { access: accessFor("administer") },
      schema: {
        tags,
        summary: "Administrators: the CE cycle in force (years, credits required)",
        response: { 200: envelopeSchema(ceCycleSchema) },
      },
    },
    async () => ok(await credits.cycle()),
  );

  api.put(
    "/api/UserCEUs/AdminSetCECycle",
    {
      config: { access: accessFor("administer") },
      schema: {
        tags,
        summary:
          "Administrators: set the CE cycle (Years 1–10, RequiredCredits 1–1000); every member's windows follow it",
        body: setCeCycleSchema,
        response: { 200: envelopeSchema(ceCycleSchema) },
      },
    },
    async (request) => {
      await credits.setCycle(actorOf(request).user.id, request.body);
      return ok(await credits.cycle(), translate(request.language, "ceuMessages.cycleSaved"));
    },
  );

  api.post(
    "/api/UserCEUs/AdminAddAdjustment",
    {
      config: { access: accessFor("administer") },
      schema: {
        tags,
        summary:
          "Administrators: add (or take away, negative) credits on a member's ledger with a Reason they see; a negative one may not take the current cycle's credits below zero",
        body: addCeAdjustmentSchema,
        response: { 200: envelopeSchema(z.object({ Id: z.number() })) },
      },
    },
    async (request) => {
      const receipt = await credits.addAdjustment(actorOf(request).user.id, request.body);
      return ok(receipt, translate(request.language, "ceuMessages.adjusted"));
    },
  );

  api.get(
    "/api/UserExams/AdminGetExams",
    {
      config: { access: accessFor("administer") },
      schema: {
        tags,
        summary: "Administrators: the exams with their course, newest first (page, pageSize up to 100)",
        querystring: adminExamsQuerySchema,
        response: { 200: envelopeSchema(examListSchema) },
      },
    },
    async (request) => ok(await credits.listExams(request.query)),
  );

  api.post(
    "/api/UserExams/AdminAddExam",
    {
      config: { access: accessFor("administer") },
      schema: {
        tags,
        summary: "Administrators: an exam of a course (Title, PassMark percent, Credits a pass awards)",
        body: addExamSchema,
        response: { 200: envelopeSchema(z.object({ Id: z.number() })) },
      },
    },
    async (request) => ok(await credits.addExam(request.body), translate(request.language, "ceuMessages.examAdded")),
  );

  api.post(
    "/api/UserExams/AdminRecordResult",
    {
      config: { access: accessFor("administer") },
      schema: {
        tags,
        summary:
          "Administrators: record a member's Score (0–100) on the day sat (TakenOn, YYYY-MM-DD, today by default, not in the future); the same member, exam and day again corrects that result; the first pass awards the exam's credits on their ledger",
        body: recordExamResultSchema,
        response: { 200: envelopeSchema(recordExamResultDataSchema) },
      },
    },
    async (request) => {
      const result = await credits.recordResult(actorOf(request).user.id, request.body);
      const message = result.Updated ? "ceuMessages.resultUpdated" : "ceuMessages.resultRecorded";
      return ok(result, translate(request.language, message));
    },
  );
}
