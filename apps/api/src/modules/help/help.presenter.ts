import type { HelpArticle, HelpArticleSummary, HelpTopic } from "@haa/domain";
import type { HelpArticleView } from "./help.repository.ts";

export function presentHelpTopic(row: {
  id: number;
  name: string;
  slug: string;
  description: string;
  sortBy: number;
  articleCount: number;
}): HelpTopic {
  return {
    Id: row.id,
    Name: row.name,
    Slug: row.slug,
    Description: row.description,
    SortBy: row.sortBy,
    ArticleCount: row.articleCount,
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
  };
}

export function presentHelpArticle(row: HelpArticleView): HelpArticle {
  return { ...presentHelpSummary(row), Body: row.bodyHtml ?? "" };
}
