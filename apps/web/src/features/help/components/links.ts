import { helpRoutes } from "../manifest.ts";

/** A topic's page (`/topic?id=…`); an article opens inside it (`&article=…`), so the topic stays in view. */
export const topicHref = (topicId: number, page = 1) =>
  `${helpRoutes.to("helpTopic")}?id=${topicId}${page > 1 ? `&page=${page}` : ""}`;

export const articleHref = (topicId: number, articleId: number) =>
  `${helpRoutes.to("helpTopic")}?id=${topicId}&article=${articleId}`;
