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
import { pageFrom } from "../../../shared/api/url-params.ts";

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

/** Articles a page of a search's results or of a topic's list shows. */
export const HELP_PAGE_SIZE = 10;

/** The start page's popular articles. */
export const POPULAR_ARTICLES: HelpArticlesParams = { page: 1, pageSize: 6, popular: true };

/**
 * What `/helpcenter` shows as its URL says: the results of `?search` (page `?page`), or the topics and the popular
 * articles. The screen and its route loader work it out alike, so they read the same queries.
 */
export function helpCenterOf(params: URLSearchParams): { search: string; page: number; results: HelpArticlesParams } {
  const search = (params.get("search") ?? "").trim();
  const page = pageFrom(params);
  return { search, page, results: { page, pageSize: HELP_PAGE_SIZE, search } };
}

/** What `/topic` shows as its URL says: topic `?id`'s articles (page `?page`), or with `?article` that article. */
export function helpTopicOf(params: URLSearchParams) {
  const topicId = Number.parseInt(params.get("id") ?? "", 10);
  const articleId = Number.parseInt(params.get("article") ?? "", 10);
  const page = pageFrom(params);
  const validTopic = Number.isInteger(topicId) && topicId > 0;
  const list: HelpArticlesParams = { page, pageSize: HELP_PAGE_SIZE, topicId };
  return { topicId, articleId, page, validTopic, list, showsList: validTopic && !articleId };
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
