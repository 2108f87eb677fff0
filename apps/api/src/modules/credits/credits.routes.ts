import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { accessFor } from "./credits.policy.ts";
import type { CreditsService } from "./credits.service.ts";

const owner = { in: "query", name: "userId" } as const;

export function creditsRoutes(app: FastifyInstance, credits: CreditsService) {
  const tags = ["CE credits"];

  route(
    app,
    contract.credits.getUserCEUs,
    {
      access: accessFor("read", owner),
      tags,
      summary:
        "A member's CE ledger (graduations, self-study completions, passed exams, adjustments), newest first: search (course or exam title), StartDate and EndDate (YYYY-MM-DD, inclusive), with the current cycle's totals",
    },
    async (request) => {
      const { userId, ...query } = request.query;
      return ok(await credits.userCeus(userId, query, request.language));
    },
  );

  route(
    app,
    contract.credits.getUserCEUsCsv,
    {
      access: accessFor("read", owner),
      tags,
      summary:
        "The ledger as CSV (text/csv, same filters as GetUserCEUs); cells a spreadsheet would run as formulas start with an apostrophe",
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

  route(
    app,
    contract.credits.getUserCEUsPdf,
    {
      access: accessFor("read", owner),
      tags,
      summary: "The CE transcript as PDF: the member's name, every entry and the total of each cycle",
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

  route(
    app,
    contract.credits.getUserExams,
    {
      access: accessFor("read", owner),
      tags,
      summary: "A member's exam results, newest first: score, pass mark, passed, credits awarded",
    },
    async (request) => ok(await credits.userExams(request.query.userId, request.language)),
  );

  route(
    app,
    contract.credits.adminGetCECycle,
    {
      access: accessFor("administer"),
      tags,
      summary: "Administrators: the CE cycle in force (years, credits required)",
    },
    async () => ok(await credits.cycle()),
  );

  route(
    app,
    contract.credits.adminSetCECycle,
    {
      access: accessFor("administer"),
      tags,
      summary:
        "Administrators: set the CE cycle (Years 1–10, RequiredCredits 1–1000); every member's windows follow it",
    },
    async (request) => {
      await credits.setCycle(actorOf(request).user.id, request.body);
      return ok(await credits.cycle(), translate(request.language, "ceuMessages.cycleSaved"));
    },
  );

  route(
    app,
    contract.credits.adminAddAdjustment,
    {
      access: accessFor("administer"),
      tags,
      summary:
        "Administrators: add (or take away, negative) credits on a member's ledger with a Reason they see; a negative one may not take the current cycle's credits below zero",
    },
    async (request) => {
      const receipt = await credits.addAdjustment(actorOf(request).user.id, request.body);
      return ok(receipt, translate(request.language, "ceuMessages.adjusted"));
    },
  );

  route(
    app,
    contract.credits.adminGetExams,
    {
      access: accessFor("administer"),
      tags,
      summary: "Administrators: the exams with their course, newest first (page, pageSize up to 100)",
    },
    async (request) => ok(await credits.listExams(request.query)),
  );

  route(
    app,
    contract.credits.adminAddExam,
    {
      access: accessFor("administer"),
      tags,
      summary: "Administrators: an exam of a course (Title, PassMark percent, Credits a pass awards)",
    },
    async (request) => ok(await credits.addExam(request.body), translate(request.language, "ceuMessages.examAdded")),
  );

  route(
    app,
    contract.credits.adminRecordResult,
    {
      access: accessFor("administer"),
      tags,
      summary:
        "Administrators: record a member's Score (0–100) on the day sat (TakenOn, YYYY-MM-DD, today by default, not in the future); the same member, exam and day again corrects that result; the first pass awards the exam's credits on their ledger",
    },
    async (request) => {
      const result = await credits.recordResult(actorOf(request).user.id, request.body);
      const message = result.Updated ? "ceuMessages.resultUpdated" : "ceuMessages.resultRecorded";
      return ok(result, translate(request.language, message));
    },
  );
}
