import { contract, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, publicAccess } from "../../http/access.ts";
import { authenticate, bearerToken } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { AppError } from "../../http/errors.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { accessFor } from "./newsletters.policy.ts";
import {
  presentAdminIssue,
  presentAdminNewsletter,
  presentIssue,
  presentIssueSummary,
  presentNewsletterRow,
} from "./newsletters.presenter.ts";
import type { NewsletterService } from "./newsletters.service.ts";

/** Public archive reads per address (memory limiter, ADR 0015). */
export const NEWSLETTER_ARCHIVE_LIMIT: Limit = { max: 300, windowMs: 15 * 60_000 };

/** The member behind a public call, when a valid bearer came along; a visitor (or a stale token) is none. */
async function optionalMember(deps: Deps, request: FastifyRequest) {
  if (!bearerToken(request)) return undefined;
  return authenticate(deps, request).catch(() => undefined);
}

export function newsletterRoutes(app: FastifyInstance, deps: Deps, newsletters: NewsletterService) {
  const tags = ["NewsLetter"];

  route(
    app,
    contract.newsletters.addNewsLetter,
    {
      access: accessFor("subscribe"),
      tags,
      summary:
        "Subscribe: NewsletterIds (1–20), Language. With a bearer the member subscribes themself at once (plan permission 'Community Newsletters'); a visitor names Email and gets a confirmation mail (double opt-in, link valid 7 days; 10 per address per hour, 429). `Website` is a honeypot",
    },
    async (request) => {
      const result = await newsletters.subscribe(request.body, {
        ip: request.ip,
        language: request.language,
        member: await optionalMember(deps, request),
      });
      const key = result.Status === "Subscribed" ? "newsletterMessages.subscribed" : "newsletterMessages.checkMail";
      return ok(result, translate(request.language, key));
    },
  );

  route(
    app,
    contract.newsletters.getNewsLetterbyUserId,
    {
      access: accessFor("readOwn", { in: "query", name: "userId" }),
      tags,
      summary:
        "A member's subscriptions (self or administrator): every newsletter with Subscribed, and the Language of their issues",
    },
    async (request) => ok(await newsletters.forUser(request.query.userId)),
  );

  route(
    app,
    contract.newsletters.updateNewsLetter,
    {
      access: accessFor("changeOwn", { in: "body", name: "UserId" }),
      tags,
      summary:
        "Change a member's subscriptions (self or administrator): UserId, NewsletterIds (the complete set wanted; empty = none), Language",
    },
    async (request) =>
      ok(await newsletters.update(request.body), translate(request.language, "newsletterMessages.updated")),
  );

  route(
    app,
    contract.newsletters.getNewsLetters,
    {
      access: publicAccess(),
      tags,
      summary: "The newsletters one can subscribe to, with their languages",
    },
    async () => ok((await newsletters.listNewsletters()).map(presentNewsletterRow)),
  );

  route(
    app,
    contract.newsletters.confirmSubscription,
    {
      access: publicAccess(),
      tags,
      summary: "A visitor's confirmation link (Token from the mail): starts the subscriptions they asked for",
    },
    async (request) => {
      await newsletters.confirm(request.body.Token);
      return ok(null, translate(request.language, "newsletterMessages.confirmed"));
    },
  );

  route(
    app,
    contract.newsletters.unsubscribe,
    {
      access: publicAccess(),
      tags,
      summary: "Unsubscribe through a mail's signed link (Token), no login; a tampered token is 400",
    },
    async (request) => {
      const newsletter = await newsletters.unsubscribe(request.body.Token);
      return ok(
        { NewsletterName: newsletter.name },
        translate(request.language, "newsletterMessages.unsubscribed", { newsletter: newsletter.name }),
      );
    },
  );

  route(
    app,
    contract.newsletters.getNewsLetterIssues,
    {
      access: publicAccess(),
      tags,
      summary:
        "The archive: sent issues, newest first, in the reader's language when translated; page, pageSize (default 10, at most 50), newsletterId",
    },
    async (request) => {
      await deps.readLimiter.hit(`newsletters:ip:${request.ip}`, NEWSLETTER_ARCHIVE_LIMIT);
      const { page, pageSize, newsletterId } = request.query;
      const { list, total } = await newsletters.listArchive({ page, pageSize, newsletterId });
      return ok(
        listData(
          list.map((issue) => presentIssueSummary(issue, request.language)),
          total,
          { page, pageSize },
        ),
      );
    },
  );

  route(
    app,
    contract.newsletters.getNewsLetterIssueById,
    {
      access: publicAccess("the id is a sent issue's, which the archive shows to everyone"),
      tags,
      summary: "One sent issue (sanitised HTML Body), in the reader's language when translated",
    },
    async (request) => {
      await deps.readLimiter.hit(`newsletters:ip:${request.ip}`, NEWSLETTER_ARCHIVE_LIMIT);
      return ok(presentIssue(await newsletters.archivedIssue(request.params.id), request.language));
    },
  );

  // Administration

  route(
    app,
    contract.newsletters.adminGetNewsLetters,
    {
      access: accessFor("administer"),
      tags,
      summary: "Administrators: the newsletters with their subscriber counts (receiving and waiting for confirmation)",
    },
    async () => ok((await newsletters.listWithCounts()).map(presentAdminNewsletter)),
  );

  route(
    app,
    contract.newsletters.adminGetNewsLetterIssues,
    {
      access: accessFor("administer"),
      tags,
      summary:
        "Administrators: every issue (drafts, sending, sent), newest first, with recipients, sent, failed and unsubscribes",
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { list, total } = await newsletters.listForAdmin({ page, pageSize });
      return ok(listData(list.map(presentAdminIssue), total, { page, pageSize }));
    },
  );

  route(
    app,
    contract.newsletters.adminGetNewsLetterIssueById,
    {
      access: accessFor("administer"),
      tags,
      summary: "Administrators: one issue with its translations and figures (the preview)",
    },
    async (request) => ok(presentAdminIssue(await newsletters.adminIssue(request.params.id))),
  );

  route(
    app,
    contract.newsletters.adminAddNewsLetterIssue,
    {
      access: accessFor("administer"),
      tags,
      summary:
        "Administrators: write an issue (a draft): NewsletterId, Subject (≤ 150), Body (rich text, sanitised), Language, Translations [{Language, Subject, Body}]",
    },
    async (request) =>
      ok(
        presentAdminIssue(await newsletters.addIssue(actorOf(request), request.body)),
        translate(request.language, "newsletterMessages.draftSaved"),
      ),
  );

  route(
    app,
    contract.newsletters.adminSendNewsLetterIssue,
    {
      access: accessFor("administer"),
      tags,
      summary:
        "Administrators: send a draft to the newsletter's subscribers through the job queue, 200 per batch, each in their language when translated (409 if already sent)",
    },
    async (request) =>
      ok(
        presentAdminIssue(await newsletters.send(request.params.id)),
        translate(request.language, "newsletterMessages.sending"),
      ),
  );

  route(
    app,
    contract.newsletters.adminDeleteNewsLetterIssue,
    {
      access: accessFor("administer"),
      tags,
      summary: "Administrators: delete a draft (a sent issue stays in the archive: 409)",
    },
    async (request) => {
      await newsletters.deleteDraft(request.params.id);
      return ok(null, translate(request.language, "newsletterMessages.draftDeleted"));
    },
  );

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, without
  // our API key, as a form. The same URL opened in a browser (GET) is the web page that asks first.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Querystring: { token?: string } }>(
      "/mailing/unsubscribe",
      { schema: { hide: true } },
      async (request, reply) => {
        const token = typeof request.query.token === "string" ? request.query.token : "";
        if (!token) throw new AppError(400, "NEWSLETTER_LINK_INVALID", "newsletter.linkInvalid");
        const newsletter = await newsletters.unsubscribe(token);
        return reply.send(
          ok(
            { NewsletterName: newsletter.name },
            translate(request.language, "newsletterMessages.unsubscribed", { newsletter: newsletter.name }),
          ),
        );
      },
    );
  });
}
