import type {
  HelpArticle,
  HelpArticleSummary,
  HelpArticleTranslation,
  HelpTopic,
  HelpTopicTranslation,
  InterfaceLanguage,
} from "@haa/domain";
import { type HelpArticleView, languagesOf } from "./help.repository.ts";

export function presentHelpTopic(row: {
  id: number;
  name: string;
  slug: string;
  description: string;
  sortBy: number;
  articleCount: number;
  lang?: InterfaceLanguage;
  translations?: string | null;
}): HelpTopic {
  return {
    Id: row.id,
    Name: row.name,
    Slug: row.slug,
    Description: row.description,
    SortBy: row.sortBy,
    ArticleCount: row.articleCount,
    Lang: row.lang ?? "en",
    Translations: languagesOf(row.translations ?? null),
  };
}

export function presentHelpSummary(row: HelpArticleView): HelpArticleSummary {
  return {
    Id: row.id,
    TopicId: row.topicId,
    TopicName: row.topicName,
    Title: row.title,
    Slug: row.slug,
    Summary: row.summary,
    Status: row.status,
    IsPopular: row.isPopular,
    SortBy: row.sortBy,
    UpdatedDate: row.updatedAt.toISOString(),
    Lang: row.lang,
    Translations: languagesOf(row.translations),
  };
}

export function presentHelpArticle(row: HelpArticleView): HelpArticle {
  return { ...presentHelpSummary(row), Body: row.bodyHtml ?? "" };
}

export function presentTopicTranslation(row: {
  topicId: number;
  lang: string;
  name: string;
  description: string;
  updatedAt: Date;
}): HelpTopicTranslation {
  return {
    TopicId: row.topicId,
    Lang: row.lang as InterfaceLanguage,
    Name: row.name,
    Description: row.description,
    UpdatedDate: row.updatedAt.toISOString(),
  };
}

export function presentArticleTranslation(row: {
  articleId: number;
  lang: string;
  title: string;
  summary: string;
  bodyHtml: string;
  updatedAt: Date;
}): HelpArticleTranslation {
  return {
    ArticleId: row.articleId,
    Lang: row.lang as InterfaceLanguage,
    Title: row.title,
    Summary: row.summary,
    Body: row.bodyHtml,
    UpdatedDate: row.updatedAt.toISOString(),
  };
}
