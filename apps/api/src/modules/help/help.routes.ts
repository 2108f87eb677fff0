import { contract, type InterfaceLanguage, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { adminAccess, publicAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import {
  presentArticleTranslation,
  presentHelpArticle,
  presentHelpSummary,
  presentHelpTopic,
  presentTopicTranslation,
} from "./help.presenter.ts";
import type { HelpService } from "./help.service.ts";

/** Public help reads per address (memory limiter, ADR 0015): a search costs a full-text query. */
export const HELP_READ_LIMIT: Limit = { max: 600, windowMs: 15 * 60_000 };

const ID_NOTE = "an article's or topic's id, not a user's: anyone reads published help; administrators also drafts";

const LANG_NOTE =
  "Lang (en es pt de cs ja fr no, optional): the reader's language, else the request's Accept-Language; each item says in Lang which language its text is in (the translation, or the English source as fallback)";

/** The reader's language: `Lang` when the call names one, else the interface language of the request. */
const readerLang = (request: FastifyRequest, lang: InterfaceLanguage | undefined): InterfaceLanguage =>
  lang ?? request.language ?? "en";

export function helpRoutes(app: FastifyInstance, deps: Deps, help: HelpService) {
  const tags = ["Help"];
  const limit = (request: FastifyRequest) => deps.readLimiter.hit(`help:ip:${request.ip}`, HELP_READ_LIMIT);

  route(
    app,
    contract.help.getTopics,
    {
      access: publicAccess(),
      tags,
      summary: `The help topics in their SortBy order, each with its number of published articles. ${LANG_NOTE}`,
    },
    async (request, reply) =>
      publicRead(deps.publicCache, request, reply, async () => {
        await limit(request);
        return ok((await help.topics(readerLang(request, request.query.Lang))).map(presentHelpTopic));
      }),
  );

  route(
    app,
    contract.help.getArticles,
    {
      access: publicAccess(),
      tags,
      summary: `Published articles: page, pageSize (default 10, at most 50), search (full text in the reader's language and in English, best match first), topicId, popular=true (the start page's list); otherwise in the topic's SortBy order. ${LANG_NOTE}`,
    },
    async (request, reply) =>
      publicRead(deps.publicCache, request, reply, async () => {
        await limit(request);
        const { list, total } = await help.articles(request.query, readerLang(request, request.query.Lang));
        return ok(listData(list.map(presentHelpSummary), total, request.query));
      }),
  );

  route(
    app,
    contract.help.getArticle,
    {
      access: publicAccess(ID_NOTE),
      tags,
      summary: `One article by Id or Slug with its sanitised HTML body; a draft is 404 except for administrators. ${LANG_NOTE}`,
    },
    async (request, reply) =>
      publicRead(deps.publicCache, request, reply, async () => {
        await limit(request);
        const article = await help.article(
          { id: request.query.Id, slug: request.query.Slug },
          await viewerOf(deps, request),
          readerLang(request, request.query.Lang),
        );
        return ok(presentHelpArticle(article));
      }),
  );

  // Administration (ours: the spec names no help calls; ADR 0047).
  const adminTags = ["Help administration"];

  route(
    app,
    contract.help.adminGetTopics,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Every topic in SortBy order with its number of articles, drafts included",
    },
    async () => ok((await help.topics("en", true)).map(presentHelpTopic)),
  );

  route(
    app,
    contract.help.adminGetArticles,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Every article, last changed first: page, pageSize, search, topicId, status (Published or Draft)",
    },
    async (request) => {
      const { list, total } = await help.adminArticles(request.query);
      return ok(listData(list.map(presentHelpSummary), total, request.query));
    },
  );

  route(
    app,
    contract.help.addTopic,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Add a topic: Name (up to 80), Description (up to 300), SortBy (0–10000, lower first)",
    },
    async (request) =>
      ok(presentHelpTopic(await help.addTopic(request.body)), translate(request.language, "helpSuccess.topicSaved")),
  );

  route(
    app,
    contract.help.editTopic,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Change a topic: Id plus the fields of AddTopic",
    },
    async (request) =>
      ok(
        presentHelpTopic(await help.editTopic(request.body.Id, request.body)),
        translate(request.language, "helpSuccess.topicSaved"),
      ),
  );

  route(
    app,
    contract.help.deleteTopic,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Delete an empty topic (409 while it has articles)",
    },
    async (request) => {
      await help.deleteTopic(request.query.Id);
      return ok(null, translate(request.language, "helpSuccess.topicDeleted"));
    },
  );

  route(
    app,
    contract.help.addArticle,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Write an article: TopicId, Title, Summary (empty: the body's first words), Body (HTML, sanitised by the shared allow-list), Status (Published or Draft, default Draft), IsPopular, SortBy",
    },
    async (request) =>
      ok(
        presentHelpArticle(await help.addArticle(request.body)),
        translate(request.language, "helpSuccess.articleSaved"),
      ),
  );

  route(
    app,
    contract.help.editArticle,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Change an article (publish or return to draft with Status): Id plus the fields of AddArticle",
    },
    async (request) =>
      ok(
        presentHelpArticle(await help.editArticle(request.body.Id, request.body)),
        translate(request.language, "helpSuccess.articleSaved"),
      ),
  );

  route(
    app,
    contract.help.deleteArticle,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Delete an article",
    },
    async (request) => {
      await help.deleteArticle(request.query.Id);
      return ok(null, translate(request.language, "helpSuccess.articleDeleted"));
    },
  );

  // Translations (ADR 0054): English is the article itself; these save one other language at a time.
  route(
    app,
    contract.help.getTopicTranslations,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "A topic's translations (English, the source, is the topic itself)",
    },
    async (request) => ok((await help.topicTranslations(request.query.Id)).map(presentTopicTranslation)),
  );

  route(
    app,
    contract.help.saveTopicTranslation,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Add or replace one language of a topic: TopicId, Lang (es pt de cs ja fr no), Name, Description; answers the topic's translations",
    },
    async (request) =>
      ok(
        (await help.saveTopicTranslation(request.body)).map(presentTopicTranslation),
        translate(request.language, "helpSuccess.translationSaved"),
      ),
  );

  route(
    app,
    contract.help.deleteTopicTranslation,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Delete one language of a topic (Id, Lang); readers then see the English text",
    },
    async (request) => {
      await help.deleteTopicTranslation(request.query.Id, request.query.Lang);
      return ok(null, translate(request.language, "helpSuccess.translationDeleted"));
    },
  );

  route(
    app,
    contract.help.getArticleTranslations,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "An article's translations with their sanitised bodies (English, the source, is the article itself)",
    },
    async (request) => ok((await help.articleTranslations(request.query.Id)).map(presentArticleTranslation)),
  );

  route(
    app,
    contract.help.saveArticleTranslation,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Add or replace one language of an article: ArticleId, Lang (es pt de cs ja fr no), Title, Summary (empty: the body's first words), Body (HTML, sanitised by the shared allow-list); answers the article's translations",
    },
    async (request) =>
      ok(
        (await help.saveArticleTranslation(request.body)).map(presentArticleTranslation),
        translate(request.language, "helpSuccess.translationSaved"),
      ),
  );

  route(
    app,
    contract.help.deleteArticleTranslation,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Delete one language of an article (Id, Lang); readers then see the English text",
    },
    async (request) => {
      await help.deleteArticleTranslation(request.query.Id, request.query.Lang);
      return ok(null, translate(request.language, "helpSuccess.translationDeleted"));
    },
  );
}
