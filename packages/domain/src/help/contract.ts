import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import {
  helpAdminArticlesQuerySchema,
  helpArticleEditSchema,
  helpArticleInputSchema,
  helpArticleListSchema,
  helpArticleQuerySchema,
  helpArticleSchema,
  helpArticlesQuerySchema,
  helpArticleTranslationInputSchema,
  helpArticleTranslationListSchema,
  helpIdQuerySchema,
  helpTopicEditSchema,
  helpTopicInputSchema,
  helpTopicListSchema,
  helpTopicSchema,
  helpTopicsQuerySchema,
  helpTopicTranslationInputSchema,
  helpTopicTranslationListSchema,
  helpTranslationDeleteQuerySchema,
} from "./help.ts";

export const getTopics = defineCall({
  method: "GET",
  path: "/api/Help/GetTopics",
  query: helpTopicsQuerySchema,
  data: helpTopicListSchema,
});

export const getArticles = defineCall({
  method: "GET",
  path: "/api/Help/GetArticles",
  query: helpArticlesQuerySchema,
  data: helpArticleListSchema,
});

export const getArticle = defineCall({
  method: "GET",
  path: "/api/Help/GetArticle",
  query: helpArticleQuerySchema,
  data: helpArticleSchema,
});

export const adminGetTopics = defineCall({
  method: "GET",
  path: "/api/Admin/Help/GetTopics",
  data: helpTopicListSchema,
});

export const adminGetArticles = defineCall({
  method: "GET",
  path: "/api/Admin/Help/GetArticles",
  query: helpAdminArticlesQuerySchema,
  data: helpArticleListSchema,
});

export const addTopic = defineCall({
  method: "POST",
  path: "/api/Admin/Help/AddTopic",
  body: helpTopicInputSchema,
  data: helpTopicSchema,
});

export const editTopic = defineCall({
  method: "PUT",
  path: "/api/Admin/Help/EditTopic",
  body: helpTopicEditSchema,
  data: helpTopicSchema,
});

export const deleteTopic = defineCall({
  method: "DELETE",
  path: "/api/Admin/Help/DeleteTopic",
  query: helpIdQuerySchema,
  data: z.null(),
});

export const addArticle = defineCall({
  method: "POST",
  path: "/api/Admin/Help/AddArticle",
  body: helpArticleInputSchema,
  data: helpArticleSchema,
});

export const editArticle = defineCall({
  method: "PUT",
  path: "/api/Admin/Help/EditArticle",
  body: helpArticleEditSchema,
  data: helpArticleSchema,
});

export const deleteArticle = defineCall({
  method: "DELETE",
  path: "/api/Admin/Help/DeleteArticle",
  query: helpIdQuerySchema,
  data: z.null(),
});

export const getTopicTranslations = defineCall({
  method: "GET",
  path: "/api/Admin/Help/GetTopicTranslations",
  query: helpIdQuerySchema,
  data: helpTopicTranslationListSchema,
});

export const saveTopicTranslation = defineCall({
  method: "PUT",
  path: "/api/Admin/Help/SaveTopicTranslation",
  body: helpTopicTranslationInputSchema,
  data: helpTopicTranslationListSchema,
});

export const deleteTopicTranslation = defineCall({
  method: "DELETE",
  path: "/api/Admin/Help/DeleteTopicTranslation",
  query: helpTranslationDeleteQuerySchema,
  data: z.null(),
});

export const getArticleTranslations = defineCall({
  method: "GET",
  path: "/api/Admin/Help/GetArticleTranslations",
  query: helpIdQuerySchema,
  data: helpArticleTranslationListSchema,
});

export const saveArticleTranslation = defineCall({
  method: "PUT",
  path: "/api/Admin/Help/SaveArticleTranslation",
  body: helpArticleTranslationInputSchema,
  data: helpArticleTranslationListSchema,
});

export const deleteArticleTranslation = defineCall({
  method: "DELETE",
  path: "/api/Admin/Help/DeleteArticleTranslation",
  query: helpTranslationDeleteQuerySchema,
  data: z.null(),
});
