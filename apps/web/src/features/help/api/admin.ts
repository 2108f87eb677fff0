import type {
  HelpArticle,
  HelpArticleForm,
  HelpArticleStatus,
  HelpArticleSummary,
  HelpArticleTranslation,
  HelpTopic,
  HelpTopicForm,
  HelpTopicTranslation,
  ListData,
} from "@haa/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";
import { helpKeys } from "./help.ts";

export interface AdminArticlesParams {
  page: number;
  pageSize: number;
  search: string;
  status: HelpArticleStatus | "";
}

/** GET Admin/Help/GetTopics: counts include drafts. */
export function useAdminHelpTopics() {
  return useQuery({
    queryKey: ["help", "admin", "topics"],
    queryFn: () => apiData<HelpTopic[]>("Admin/Help/GetTopics"),
  });
}

/** GET Admin/Help/GetArticles: every article, last changed first. */
export function useAdminHelpArticles(params: AdminArticlesParams) {
  return useQuery({
    queryKey: ["help", "admin", "articles", params],
    queryFn: () =>
      apiData<ListData<HelpArticleSummary>>("Admin/Help/GetArticles", {
        query: {
          page: params.page,
          pageSize: params.pageSize,
          search: params.search || undefined,
          status: params.status || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
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
    mutationFn: (input: SaveTopicInput) =>
      input.Id
        ? apiRequest<HelpTopic>("Admin/Help/EditTopic", { method: "PUT", json: input })
        : apiRequest<HelpTopic>("Admin/Help/AddTopic", { method: "POST", json: input }),
    onSuccess: refresh,
  });
}

/** POST Admin/Help/AddArticle, or PUT Admin/Help/EditArticle when the article has an Id. */
export function useSaveArticle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SaveArticleInput) =>
      input.Id
        ? apiRequest<HelpArticle>("Admin/Help/EditArticle", { method: "PUT", json: input })
        : apiRequest<HelpArticle>("Admin/Help/AddArticle", { method: "POST", json: input }),
    onSuccess: refresh,
  });
}

/** DELETE Admin/Help/DeleteTopic?Id or DeleteArticle?Id. */
export function useDeleteHelp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: "Topic" | "Article"; id: number }) =>
      apiRequest<null>(`Admin/Help/Delete${kind}`, { method: "DELETE", query: { Id: id } }),
    onSuccess: refresh,
  });
}

export type TranslationKind = "Topic" | "Article";

/** GET Admin/Help/GetTopicTranslations?Id or GetArticleTranslations?Id: the languages saved so far. */
export function useHelpTranslations<K extends TranslationKind>(kind: K, id: number | undefined) {
  return useQuery({
    queryKey: ["help", "admin", "translations", kind, id],
    queryFn: () =>
      apiData<K extends "Topic" ? HelpTopicTranslation[] : HelpArticleTranslation[]>(
        `Admin/Help/Get${kind}Translations`,
        { query: { Id: id } },
      ),
    enabled: id !== undefined,
  });
}

export type SaveTranslationInput =
  | { kind: "Topic"; TopicId: number; Lang: string; Name: string; Description: string }
  | { kind: "Article"; ArticleId: number; Lang: string; Title: string; Summary: string; Body: string };

/** PUT Admin/Help/SaveTopicTranslation or SaveArticleTranslation: one language, added or replaced. */
export function useSaveTranslation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, ...json }: SaveTranslationInput) =>
      apiRequest<unknown[]>(`Admin/Help/Save${kind}Translation`, { method: "PUT", json }),
    onSuccess: refresh,
  });
}

/** DELETE Admin/Help/DeleteTopicTranslation?Id&Lang or DeleteArticleTranslation?Id&Lang. */
export function useDeleteTranslation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id, lang }: { kind: TranslationKind; id: number; lang: string }) =>
      apiRequest<null>(`Admin/Help/Delete${kind}Translation`, { method: "DELETE", query: { Id: id, Lang: lang } }),
    onSuccess: refresh,
  });
}
