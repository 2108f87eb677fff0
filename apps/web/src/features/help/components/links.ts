import { paths } from "../../../app/paths.ts";

/** A topic's page (`/topic?id=…`); an article opens inside it (`&article=…`), so the topic stays in view. */
export const topicHref = (topicId: number, page = 1) =>
  `${paths.helpTopic}?id=${topicId}${page > 1 ? `&page=${page}` : ""}`;

export const articleHref = (topicId: number, articleId: number) =>
  `${paths.helpTopic}?id=${topicId}&article=${articleId}`;
