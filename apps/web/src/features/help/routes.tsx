// Route module of the help centre (one lazy chunk): its layout with the search and topic navigation, the start
// page and a topic with its articles, and their loaders (help content is asked in the page's language).

import { type Loaders, screenLoader } from "../../shared/routing/route-loader.ts";
import {
  helpArticleQuery,
  helpArticlesQuery,
  helpCenterOf,
  helpTopicOf,
  helpTopicsQuery,
  POPULAR_ARTICLES,
} from "./api/help.ts";
import "./components/help.css";

export { HelpCenterPage } from "./components/help-center-page.tsx";
// The side of the help centre's layout (search and topic navigation): the app's help layout frames it.
export { HelpSidebar } from "./components/help-sidebar.tsx";
export { HelpTopicPage } from "./components/help-topic-page.tsx";

/** /helpcenter: the topics (the side navigation's too), and the popular articles or a search's results. */
const helpCenterLoader = screenLoader(({ client, url, language }) => {
  const { search, results } = helpCenterOf(url.searchParams);
  return [
    client.ensureQueryData(helpTopicsQuery(language)),
    client.ensureQueryData(helpArticlesQuery(search ? results : POPULAR_ARTICLES, language)),
  ];
});

/** /topic: the topics, and the topic's page of articles or the article the URL names. */
const helpTopicLoader = screenLoader(({ client, url, language }) => {
  const { articleId, list, showsList } = helpTopicOf(url.searchParams);
  const reads = [client.ensureQueryData(helpTopicsQuery(language))];
  if (articleId > 0) return [...reads, client.ensureQueryData(helpArticleQuery(articleId, language))];
  return showsList ? [...reads, client.ensureQueryData(helpArticlesQuery(list, language))] : reads;
});

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  helpCenter: helpCenterLoader,
  helpTopic: helpTopicLoader,
};
