import {
  type HelpAdminArticlesQuery,
  type HelpArticleInput,
  type HelpArticlesQuery,
  type HelpArticleTranslationInput,
  type HelpTopicInput,
  type HelpTopicTranslationInput,
  helpSummaryOf,
  type InterfaceLanguage,
  slugify,
  uniqueSlug,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { conflict, notFound, validationError } from "../../http/errors.ts";
import { richTextToPlain, sanitizeRichText } from "../../platform/content-safety/rich-text.ts";
import { can } from "./help.policy.ts";
import { presentArticleTranslation, presentHelpArticle, presentTopicTranslation } from "./help.presenter.ts";
import { helpRepository as repo } from "./help.repository.ts";

const articleNotFound = () => notFound("HELP_ARTICLE_NOT_FOUND", "helpErrors.articleNotFound");
const topicNotFound = () => notFound("HELP_TOPIC_NOT_FOUND", "helpErrors.topicNotFound");
const translationNotFound = () => notFound("HELP_TRANSLATION_NOT_FOUND", "helpErrors.translationNotFound");

/** The help centre: published articles for everyone, writing for administrators (ADR 0047). */
export function createHelpService(deps: Pick<Deps, "db" | "clock" | "audit">) {
  const { db, clock, audit } = deps;

  async function topicOrThrow(id: number) {
    const topic = await repo.findTopic(db, id);
    if (!topic) throw topicNotFound();
    return topic;
  }

  /** The audit log's "before" of a topic (ADR 0088): what the administrator's form shows. */
  const topicState = (topic: { name: string; slug: string; description: string; sortBy: number }) => ({
    Name: topic.name,
    Slug: topic.slug,
    Description: topic.description,
    SortBy: topic.sortBy,
  });

  /** The audit log's "before" of one language of a topic or article (null: the call adds it). */
  async function translationBefore(kind: "helpTopic" | "helpArticle", id: number, lang: InterfaceLanguage) {
    if (!audit.recording()) return;
    const state =
      kind === "helpTopic"
        ? (await repo.topicTranslations(db, id)).filter((row) => row.lang === lang).map(presentTopicTranslation)
        : (await repo.articleTranslations(db, id)).filter((row) => row.lang === lang).map(presentArticleTranslation);
    audit.before({ kind, id }, state[0] ?? null);
  }

  async function topicValues(input: HelpTopicInput, exceptId?: number) {
    const base = slugify(input.Name) || "topic";
    const slug = uniqueSlug(base, await repo.slugsStartingWith(db, "topic", base, exceptId));
    return { slug, name: input.Name, description: input.Description, sortBy: input.SortBy, now: clock.now() };
  }

  /** What is stored for an administrator's article: the sanitised body and the words derived from it. */
  async function articleValues(input: HelpArticleInput, exceptId?: number) {
    // An unknown topic is the input's fault: 400 on the field, not 404 on the call.
    if (!(await repo.findTopic(db, input.TopicId))) throw validationError({ TopicId: "helpForm.topicInvalid" });
    const { bodyHtml, plainText } = sanitisedBody(input.Body);
    const base = slugify(input.Title) || "article";
    const slug = uniqueSlug(base, await repo.slugsStartingWith(db, "article", base, exceptId));
    return {
      topicId: input.TopicId,
      slug,
      title: input.Title,
      summary: input.Summary || helpSummaryOf(plainText),
      bodyHtml,
      plainText,
      status: input.Status,
      isPopular: input.IsPopular,
      sortBy: input.SortBy,
      now: clock.now(),
    };
  }

  /** The sanitised body of an administrator's article or translation and its words; an empty result is a 400. */
  function sanitisedBody(body: string) {
    const bodyHtml = sanitizeRichText(body);
    const plainText = richTextToPlain(bodyHtml);
    if (!plainText.trim()) throw validationError({ Body: "helpForm.bodyRequired" });
    return { bodyHtml, plainText };
  }

  async function articleOrThrow(by: { id?: number; slug?: string }, lang: InterfaceLanguage = "en") {
    const article = await repo.findArticle(db, by, lang);
    if (!article) throw articleNotFound();
    return article;
  }

  return {
    /** Topics in the reader's language where translated (English otherwise); administrators get English. */
    topics: (lang: InterfaceLanguage, all = false) => repo.topics(db, !all, lang),

    /** Help/GetArticles: published only, in the reader's language; a search ranks by relevance. */
    articles(query: HelpArticlesQuery, lang: InterfaceLanguage) {
      return repo.listArticles(
        db,
        {
          page: query.page,
          pageSize: query.pageSize,
          search: query.search,
          topicId: query.topicId,
          popular: query.popular === "true",
          lang,
        },
        false,
      );
    },

    adminArticles(query: HelpAdminArticlesQuery) {
      return repo.listArticles(db, { ...query, lang: "en" }, true);
    },

    /** Help/GetArticle: a draft does not exist for visitors and members (404); administrators read it. */
    async article(by: { id?: number; slug?: string }, actor: Actor | undefined, lang: InterfaceLanguage = "en") {
      const article = await articleOrThrow(by, lang);
      if (article.status !== "Published" && !can(actor, "read-draft")) throw articleNotFound();
      return article;
    },

    async addTopic(input: HelpTopicInput) {
      const id = await repo.insertTopic(db, await topicValues(input));
      return { ...(await topicOrThrow(id)), articleCount: 0 };
    },

    async editTopic(id: number, input: HelpTopicInput) {
      audit.before({ kind: "helpTopic", id }, topicState(await topicOrThrow(id)));
      await repo.updateTopic(db, id, await topicValues(input, id));
      return { ...(await topicOrThrow(id)), articleCount: await repo.articleCountOf(db, id) };
    },

    /** A topic with articles is refused (409): moving or deleting them first is a decision, not a side effect. */
    async deleteTopic(id: number) {
      audit.before({ kind: "helpTopic", id }, topicState(await topicOrThrow(id)));
      if ((await repo.articleCountOf(db, id)) > 0) throw conflict("HELP_TOPIC_NOT_EMPTY", "helpErrors.topicNotEmpty");
      await repo.deleteTopic(db, id);
    },

    async addArticle(input: HelpArticleInput) {
      const id = await repo.insertArticle(db, await articleValues(input));
      return articleOrThrow({ id });
    },

    async editArticle(id: number, input: HelpArticleInput) {
      audit.before({ kind: "helpArticle", id }, presentHelpArticle(await articleOrThrow({ id })));
      await repo.updateArticle(db, id, await articleValues(input, id));
      return articleOrThrow({ id });
    },

    async deleteArticle(id: number) {
      audit.before({ kind: "helpArticle", id }, presentHelpArticle(await articleOrThrow({ id })));
      await repo.deleteArticle(db, id);
    },

    async topicTranslations(topicId: number) {
      await topicOrThrow(topicId);
      return repo.topicTranslations(db, topicId);
    },

    /** Insert or replace one language of a topic (English is the topic itself: EditTopic). */
    async saveTopicTranslation(input: HelpTopicTranslationInput) {
      await topicOrThrow(input.TopicId);
      await translationBefore("helpTopic", input.TopicId, input.Lang);
      await repo.saveTopicTranslation(db, input.TopicId, {
        lang: input.Lang,
        name: input.Name,
        description: input.Description,
        now: clock.now(),
      });
      return repo.topicTranslations(db, input.TopicId);
    },

    async deleteTopicTranslation(topicId: number, lang: InterfaceLanguage) {
      await topicOrThrow(topicId);
      await translationBefore("helpTopic", topicId, lang);
      if (!(await repo.deleteTopicTranslation(db, topicId, lang))) throw translationNotFound();
    },

    async articleTranslations(articleId: number) {
      await articleOrThrow({ id: articleId });
      return repo.articleTranslations(db, articleId);
    },

    /** Insert or replace one language of an article; its body passes the same sanitiser as the English one. */
    async saveArticleTranslation(input: HelpArticleTranslationInput) {
      await articleOrThrow({ id: input.ArticleId });
      await translationBefore("helpArticle", input.ArticleId, input.Lang);
      const { bodyHtml, plainText } = sanitisedBody(input.Body);
      await repo.saveArticleTranslation(db, input.ArticleId, {
        lang: input.Lang,
        title: input.Title,
        summary: input.Summary || helpSummaryOf(plainText),
        bodyHtml,
        plainText,
        now: clock.now(),
      });
      return repo.articleTranslations(db, input.ArticleId);
    },

    async deleteArticleTranslation(articleId: number, lang: InterfaceLanguage) {
      await articleOrThrow({ id: articleId });
      await translationBefore("helpArticle", articleId, lang);
      if (!(await repo.deleteArticleTranslation(db, articleId, lang))) throw translationNotFound();
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
