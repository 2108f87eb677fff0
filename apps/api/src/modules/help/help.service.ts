import {
  type HelpAdminArticlesQuery,
  type HelpArticleInput,
  type HelpArticlesQuery,
  type HelpTopicInput,
  helpSummaryOf,
  slugify,
  uniqueSlug,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { conflict, notFound, validationError } from "../../http/errors.ts";
import { richTextToPlain, sanitizeRichText } from "../content-safety/rich-text.ts";
import { can } from "./help.policy.ts";
import { helpRepository as repo } from "./help.repository.ts";

const articleNotFound = () => notFound("HELP_ARTICLE_NOT_FOUND", "helpErrors.articleNotFound");
const topicNotFound = () => notFound("HELP_TOPIC_NOT_FOUND", "helpErrors.topicNotFound");

/** The help centre: published articles for everyone, writing for administrators (ADR 0047). */
export function createHelpService(deps: Pick<Deps, "db" | "clock">) {
  const { db, clock } = deps;

  async function topicOrThrow(id: number) {
    const topic = await repo.findTopic(db, id);
    if (!topic) throw topicNotFound();
    return topic;
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
    const bodyHtml = sanitizeRichText(input.Body);
    const plainText = richTextToPlain(bodyHtml);
    if (!plainText.trim()) throw validationError({ Body: "helpForm.bodyRequired" });
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

  async function articleOrThrow(by: { id?: number; slug?: string }) {
    const article = await repo.findArticle(db, by);
    if (!article) throw articleNotFound();
    return article;
  }

  return {
    topics: (all = false) => repo.topics(db, !all),

    /** Help/GetArticles: published only; a search ranks by relevance. */
    articles(query: HelpArticlesQuery) {
      return repo.listArticles(
        db,
        {
          page: query.page,
          pageSize: query.pageSize,
          search: query.search,
          topicId: query.topicId,
          popular: query.popular === "true",
        },
        false,
      );
    },

    adminArticles(query: HelpAdminArticlesQuery) {
      return repo.listArticles(db, query, true);
    },

    /** Help/GetArticle: a draft does not exist for visitors and members (404); administrators read it. */
    async article(by: { id?: number; slug?: string }, actor: Actor | undefined) {
      const article = await articleOrThrow(by);
      if (article.status !== "Published" && !can(actor, "read-draft")) throw articleNotFound();
      return article;
    },

    async addTopic(input: HelpTopicInput) {
      const id = await repo.insertTopic(db, await topicValues(input));
      return { ...(await topicOrThrow(id)), articleCount: 0 };
    },

    async editTopic(id: number, input: HelpTopicInput) {
      await topicOrThrow(id);
      await repo.updateTopic(db, id, await topicValues(input, id));
      return { ...(await topicOrThrow(id)), articleCount: await repo.articleCountOf(db, id) };
    },

    /** A topic with articles is refused (409): moving or deleting them first is a decision, not a side effect. */
    async deleteTopic(id: number) {
      await topicOrThrow(id);
      if ((await repo.articleCountOf(db, id)) > 0) throw conflict("HELP_TOPIC_NOT_EMPTY", "helpErrors.topicNotEmpty");
      await repo.deleteTopic(db, id);
    },

    async addArticle(input: HelpArticleInput) {
      const id = await repo.insertArticle(db, await articleValues(input));
      return articleOrThrow({ id });
    },

    async editArticle(id: number, input: HelpArticleInput) {
      await articleOrThrow({ id });
      await repo.updateArticle(db, id, await articleValues(input, id));
      return articleOrThrow({ id });
    },

    async deleteArticle(id: number) {
      await articleOrThrow({ id });
      await repo.deleteArticle(db, id);
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
