import type { HelpArticle, HelpArticleSummary, HelpTopic, ListData } from "@haa/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiData } from "../../../shared/api/client.ts";

export type { HelpArticle, HelpArticleSummary, HelpTopic };

export interface HelpArticlesParams {
  page: number;
  pageSize: number;
  search?: string;
  topicId?: number;
  popular?: boolean;
}

export const helpKeys = {
  all: ["help"] as const,
  topics: ["help", "topics"] as const,
  articles: (params: HelpArticlesParams) => ["help", "articles", params] as const,
  article: (id: number) => ["help", "article", id] as const,
};

/** GET Help/GetTopics: the side navigation and the start page's topic cards. */
export function useHelpTopics() {
  return useQuery({ queryKey: helpKeys.topics, queryFn: () => apiData<HelpTopic[]>("Help/GetTopics") });
}

/** GET Help/GetArticles: published articles by search, topic or the popular flag. */
export function useHelpArticles(params: HelpArticlesParams, enabled = true) {
  return useQuery({
    queryKey: helpKeys.articles(params),
    queryFn: () =>
      apiData<ListData<HelpArticleSummary>>("Help/GetArticles", {
        query: {
          page: params.page,
          pageSize: params.pageSize,
          search: params.search || undefined,
          topicId: params.topicId,
          popular: params.popular ? "true" : undefined,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET Help/GetArticle?Id: an administrator's bearer also reads drafts. */
export function useHelpArticle(id: number) {
  return useQuery({
    queryKey: helpKeys.article(id),
    queryFn: () => apiData<HelpArticle>("Help/GetArticle", { query: { Id: id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
