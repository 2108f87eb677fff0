import {
  contract,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpTopic,
  type InterfaceLanguage,
  normalizeLanguage,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callData } from "../../../shared/api/call.ts";

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
  adminTopics: ["help", "admin", "topics"] as const,
  adminArticles: (params: object) => ["help", "admin", "articles", params] as const,
  translations: (kind: string, id: number) => ["help", "admin", "translations", kind, id] as const,
};

/** GET Help/GetTopics: the side navigation and the start page's topic cards. */
export const helpTopicsQuery = (lang: InterfaceLanguage) =>
  queryOptions({
    queryKey: helpKeys.topics(lang),
    queryFn: ({ signal }) => callData(contract.help.getTopics, { query: { Lang: lang }, signal }),
  });

export function useHelpTopics() {
  return useQuery(helpTopicsQuery(useHelpLang()));
}

/** GET Help/GetArticles: published articles by search, topic or the popular flag. */
export const helpArticlesQuery = (params: HelpArticlesParams, lang: InterfaceLanguage) =>
  queryOptions({
    queryKey: helpKeys.articles(params, lang),
    queryFn: ({ signal }) =>
      callData(contract.help.getArticles, {
        query: {
          page: params.page,
          pageSize: params.pageSize,
          search: params.search || undefined,
          topicId: params.topicId,
          popular: params.popular ? "true" : undefined,
          Lang: lang,
        },
        signal,
      }),
  });

export function useHelpArticles(params: HelpArticlesParams, enabled = true) {
  const lang = useHelpLang();
  return useQuery({ ...helpArticlesQuery(params, lang), placeholderData: keepPreviousData, enabled });
}

/** GET Help/GetArticle?Id: an administrator's bearer also reads drafts; the editor asks for the English source. */
export const helpArticleQuery = (id: number, lang: InterfaceLanguage) =>
  queryOptions({
    queryKey: helpKeys.article(id, lang),
    queryFn: ({ signal }) => callData(contract.help.getArticle, { query: { Id: id, Lang: lang }, signal }),
  });

export function useHelpArticle(id: number, source = false) {
  const reader = useHelpLang();
  const lang = source ? "en" : reader;
  return useQuery({ ...helpArticleQuery(id, lang), enabled: Number.isInteger(id) && id > 0 });
}
