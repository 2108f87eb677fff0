import {
  type HelpArticle,
  type HelpArticleSummary,
  type HelpTopic,
  type ListData,
  normalizeLanguage,
} from "@haa/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiData } from "../../../shared/api/client.ts";

/**
 * The reader's language for help content: the interface language, sent as `Lang` and part of every query key so
 * switching the interface language fetches the translation (ADR 0054).
 */
export function useHelpLang() {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language ?? "en");
}

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
  topics: (lang: string) => ["help", "topics", lang] as const,
  articles: (params: HelpArticlesParams, lang: string) => ["help", "articles", lang, params] as const,
  article: (id: number, lang: string) => ["help", "article", lang, id] as const,
};

/** GET Help/GetTopics: the side navigation and the start page's topic cards. */
export function useHelpTopics() {
  const lang = useHelpLang();
  return useQuery({
    queryKey: helpKeys.topics(lang),
    queryFn: () => apiData<HelpTopic[]>("Help/GetTopics", { query: { Lang: lang } }),
  });
}

/** GET Help/GetArticles: published articles by search, topic or the popular flag. */
export function useHelpArticles(params: HelpArticlesParams, enabled = true) {
  const lang = useHelpLang();
  return useQuery({
    queryKey: helpKeys.articles(params, lang),
    queryFn: () =>
      apiData<ListData<HelpArticleSummary>>("Help/GetArticles", {
        query: {
          page: params.page,
          pageSize: params.pageSize,
          search: params.search || undefined,
          topicId: params.topicId,
          popular: params.popular ? "true" : undefined,
          Lang: lang,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET Help/GetArticle?Id: an administrator's bearer also reads drafts; the editor asks for the English source. */
export function useHelpArticle(id: number, source = false) {
  const reader = useHelpLang();
  const lang = source ? "en" : reader;
  return useQuery({
    queryKey: helpKeys.article(id, lang),
    queryFn: () => apiData<HelpArticle>("Help/GetArticle", { query: { Id: id, Lang: lang } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
