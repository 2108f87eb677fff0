import { and, asc, eq } from "drizzle-orm";
import { idRange, itemId, lastIdOf } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader, SitemapSource } from "../../platform/pages/pages.types.ts";
import { helpRepository } from "./help.repository.ts";
import { helpArticles, helpTopics, helpTopicTranslations } from "./help.schema.ts";

const published = eq(helpArticles.status, "Published");

/**
 * `/topic?id=…&article=…`: a published article in the page's language (English when untranslated), or with
 * `id` alone the topic; its own address keeps the query that names it (ADR 0095).
 */
export const helpTopicHead: PageHeadReader = async (db, { query, language }) => {
  const articleId = itemId(query.get("article"));
  if (articleId !== undefined) {
    const article = await helpRepository.findArticle(db, { id: articleId }, language);
    if (article?.status !== "Published") return undefined;
    return {
      title: article.title,
      description: article.summary || article.bodyHtml,
      type: "article",
      path: `/topic?id=${article.topicId}&article=${article.id}`,
    };
  }
  const topicId = itemId(query.get("id"));
  if (topicId === undefined) return undefined;
  const [topic] = await db
    .select({ name: helpTopics.name, description: helpTopics.description, translated: helpTopicTranslations })
    .from(helpTopics)
    .leftJoin(
      helpTopicTranslations,
      and(eq(helpTopicTranslations.topicId, helpTopics.id), eq(helpTopicTranslations.lang, language)),
    )
    .where(eq(helpTopics.id, topicId));
  if (!topic) return undefined;
  return {
    title: topic.translated?.name ?? topic.name,
    description: topic.translated?.description || topic.description,
    path: `/topic?id=${topicId}`,
  };
};

export const helpSitemap: SitemapSource = {
  name: "help",
  lastId: (db) => lastIdOf(db, helpArticles, helpArticles.id),
  async entries(db, range) {
    const rows = await db
      .select({ id: helpArticles.id, topicId: helpArticles.topicId, updatedAt: helpArticles.updatedAt })
      .from(helpArticles)
      .where(idRange(helpArticles.id, range, published))
      .orderBy(asc(helpArticles.id));
    return rows.map((row) => ({ path: `/topic?id=${row.topicId}&article=${row.id}`, updatedAt: row.updatedAt }));
  },
};
