import {
  contract,
  type HelpArticleForm,
  type HelpArticleStatus,
  type HelpArticleTranslation,
  type HelpTopicForm,
  type HelpTopicTranslation,
  type InterfaceLanguage,
} from "@haa/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import type { Envelope } from "../../../shared/api/client.ts";
import { helpKeys } from "./help.ts";

export interface AdminArticlesParams {
  page: number;
  pageSize: number;
  search: string;
  status: HelpArticleStatus | "";
}

/** The articles table's page size. */
export const ADMIN_HELP_PAGE_SIZE = 20;

/** What the articles table shows first: page 1, every status, no search (the table keeps them in its own state). */
export const FIRST_ADMIN_HELP_ARTICLES: AdminArticlesParams = {
  page: 1,
  pageSize: ADMIN_HELP_PAGE_SIZE,
  search: "",
  status: "",
};

/** GET Admin/Help/GetTopics: counts include drafts. */
export const adminHelpTopicsQuery = () =>
  queryOptions({
    queryKey: helpKeys.adminTopics,
    queryFn: ({ signal }) => callData(contract.help.adminGetTopics, { signal }),
  });

export function useAdminHelpTopics() {
  return useQuery(adminHelpTopicsQuery());
}

/** GET Admin/Help/GetArticles: every article, last changed first. */
export const adminHelpArticlesQuery = (params: AdminArticlesParams) =>
  queryOptions({
    queryKey: helpKeys.adminArticles(params),
    queryFn: ({ signal }) =>
      callData(contract.help.adminGetArticles, {
        query: {
          page: params.page,
          pageSize: params.pageSize,
          search: params.search || undefined,
          status: params.status || undefined,
        },
        signal,
      }),
  });

export function useAdminHelpArticles(params: AdminArticlesParams) {
  return useQuery({ ...adminHelpArticlesQuery(params), placeholderData: keepPreviousData });
}

/** Everything cached about help is stale once an administrator changes it (public lists included). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: helpKeys.all });
}

export type SaveTopicInput = HelpTopicForm & { Id?: number };
export type SaveArticleInput = HelpArticleForm & { Id?: number };

/** POST Admin/Help/AddTopic, or PUT Admin/Help/EditTopic when the topic has an Id. */
export function useSaveTopic() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ Id, ...topic }: SaveTopicInput) =>
      Id
        ? callApi(contract.help.editTopic, { body: { Id, ...topic } })
        : callApi(contract.help.addTopic, { body: topic }),
    onSuccess: refresh,
  });
}

/** POST Admin/Help/AddArticle, or PUT Admin/Help/EditArticle when the article has an Id. */
export function useSaveArticle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ Id, ...article }: SaveArticleInput) =>
      Id
        ? callApi(contract.help.editArticle, { body: { Id, ...article } })
        : callApi(contract.help.addArticle, { body: article }),
    onSuccess: refresh,
  });
}

/** DELETE Admin/Help/DeleteTopic?Id or DeleteArticle?Id. */
export function useDeleteHelp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: "Topic" | "Article"; id: number }) =>
      callApi(kind === "Topic" ? contract.help.deleteTopic : contract.help.deleteArticle, { query: { Id: id } }),
    onSuccess: refresh,
  });
}

export type TranslationKind = "Topic" | "Article";

type TranslationsOf<K extends TranslationKind> = K extends "Topic" ? HelpTopicTranslation[] : HelpArticleTranslation[];

/** GET Admin/Help/GetTopicTranslations?Id or GetArticleTranslations?Id: the languages saved so far. */
export const helpTranslationsQuery = <K extends TranslationKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: helpKeys.translations(kind, id),
    queryFn: ({ signal }) => {
      const call = kind === "Topic" ? contract.help.getTopicTranslations : contract.help.getArticleTranslations;
      // The call follows `kind`, so its list is the one TranslationsOf<K> names.
      return callData(call, { query: { Id: id }, signal }) as Promise<TranslationsOf<K>>;
    },
  });

export function useHelpTranslations<K extends TranslationKind>(kind: K, id: number | undefined) {
  return useQuery({ ...helpTranslationsQuery(kind, id ?? 0), enabled: id !== undefined });
}

export type SaveTranslationInput =
  | { kind: "Topic"; TopicId: number; Lang: InterfaceLanguage; Name: string; Description: string }
  | {
      kind: "Article";
      ArticleId: number;
      Lang: InterfaceLanguage;
      Title: string;
      Summary: string;
      Body: string;
    };

/** PUT Admin/Help/SaveTopicTranslation or SaveArticleTranslation: one language, added or replaced. */
export function useSaveTranslation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SaveTranslationInput): Promise<Envelope<unknown>> =>
      input.kind === "Topic"
        ? callApi(contract.help.saveTopicTranslation, {
            body: { TopicId: input.TopicId, Lang: input.Lang, Name: input.Name, Description: input.Description },
          })
        : callApi(contract.help.saveArticleTranslation, {
            body: {
              ArticleId: input.ArticleId,
              Lang: input.Lang,
              Title: input.Title,
              Summary: input.Summary,
              Body: input.Body,
            },
          }),
    onSuccess: refresh,
  });
}

/** DELETE Admin/Help/DeleteTopicTranslation?Id&Lang or DeleteArticleTranslation?Id&Lang. */
export function useDeleteTranslation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id, lang }: { kind: TranslationKind; id: number; lang: InterfaceLanguage }) =>
      callApi(kind === "Topic" ? contract.help.deleteTopicTranslation : contract.help.deleteArticleTranslation, {
        query: { Id: id, Lang: lang },
      }),
    onSuccess: refresh,
  });
}
