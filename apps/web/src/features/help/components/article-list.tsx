import { Link } from "react-router";
import type { HelpArticleSummary } from "../api/help.ts";
import { articleHref } from "./links.ts";

/** Article titles with their summaries; the titles are plain text, rendered escaped. */
export function ArticleList({ articles, showTopic = false }: { articles: HelpArticleSummary[]; showTopic?: boolean }) {
  return (
    <ul className="help-articles">
      {articles.map((article) => (
        <li key={article.Id} className="help-articles__item">
          <Link className="help-articles__title" to={articleHref(article.TopicId, article.Id)} lang={article.Lang}>
            {article.Title}
          </Link>
          {showTopic ? <span className="help-articles__topic">{article.TopicName}</span> : null}
          {article.Summary ? (
            <p className="help-articles__summary" lang={article.Lang}>
              {article.Summary}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
