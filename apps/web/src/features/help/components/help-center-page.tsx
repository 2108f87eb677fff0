import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { Pager } from "../../../shared/ui/pager.tsx";
import { contactRoutes } from "../../contact/manifest.ts";
import {
  HELP_PAGE_SIZE,
  type HelpArticlesParams,
  helpCenterOf,
  POPULAR_ARTICLES,
  useHelpArticles,
  useHelpTopics,
} from "../api/help.ts";
import { helpRoutes } from "../manifest.ts";
import { ArticleList } from "./article-list.tsx";
import { topicHref } from "./links.ts";

function SearchResults({ search, page, params }: { search: string; page: number; params: HelpArticlesParams }) {
  const { t } = useTranslation();
  const results = useHelpArticles(params);
  const total = results.data?.TotalCount ?? 0;
  if (results.isError)
    return (
      <p role="alert" className="help-error">
        {errorMessage(t, results.error)}
      </p>
    );
  if (results.isPending) return <p>{t("help.loading")}</p>;
  return (
    <section aria-labelledby="help-results">
      <h2 id="help-results" aria-live="polite">
        {t("help.results", { count: total })}
      </h2>
      {total === 0 ? <p>{t("help.noResults")}</p> : <ArticleList articles={results.data.List} showTopic />}
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / HELP_PAGE_SIZE))}
        label={t("help.pagination")}
        hrefFor={(n) =>
          `${helpRoutes.to("helpCenter")}?search=${encodeURIComponent(search)}${n > 1 ? `&page=${n}` : ""}`
        }
      />
    </section>
  );
}

/** /helpcenter: the topics and the popular articles, or the results of a search (`?search=`). */
export function HelpCenterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("help.title"));
  const [params] = useSearchParams();
  const { search, page, results } = helpCenterOf(params);
  const topics = useHelpTopics();
  const popular = useHelpArticles(POPULAR_ARTICLES, !search);

  return (
    <div className="help-page">
      <h1>{t("help.title")}</h1>
      <p className="help-lead">{t("help.lead")}</p>
      {search ? (
        <SearchResults search={search} page={page} params={results} />
      ) : (
        <>
          {topics.isError ? (
            <p role="alert" className="help-error">
              {errorMessage(t, topics.error)}
            </p>
          ) : null}
          <section aria-labelledby="help-topic-cards">
            <h2 id="help-topic-cards">{t("help.topics")}</h2>
            <ul className="help-cards">
              {(topics.data ?? []).map((topic) => (
                <li key={topic.Id} className="help-card">
                  <Link className="help-card__title" to={topicHref(topic.Id)} lang={topic.Lang}>
                    {topic.Name}
                  </Link>
                  {topic.Description ? <p lang={topic.Lang}>{topic.Description}</p> : null}
                  <p className="help-card__count">{t("help.articleCount", { count: topic.ArticleCount })}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="help-popular">
            <h2 id="help-popular">{t("help.popular")}</h2>
            {popular.data ? <ArticleList articles={popular.data.List} showTopic /> : <p>{t("help.loading")}</p>}
          </section>
        </>
      )}
      <p className="help-contact">
        {t("help.stillNeed")} <Link to={contactRoutes.to("contact")}>{t("help.contactUs")}</Link>
      </p>
    </div>
  );
}
