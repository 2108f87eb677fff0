import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { Pager } from "../../../shared/ui/pager.tsx";
import {
  HELP_PAGE_SIZE,
  helpTopicOf,
  useHelpArticle,
  useHelpArticles,
  useHelpLang,
  useHelpTopics,
} from "../api/help.ts";
import { ArticleList } from "./article-list.tsx";
import { topicHref } from "./links.ts";

function ArticleView({ id, topicId, topicName }: { id: number; topicId: number; topicName: string }) {
  const { t } = useTranslation();
  const article = useHelpArticle(id);
  const readerLang = useHelpLang();
  useDocumentTitle(article.data?.Title ?? t("help.title"));
  if (article.isError) {
    return (
      <div className="help-page" role="alert">
        <h1>{t("help.notFoundTitle")}</h1>
        <p>{errorMessage(t, article.error)}</p>
        <Link to={topicHref(topicId)}>{t("help.backToTopic", { topic: topicName })}</Link>
      </div>
    );
  }
  if (!article.data) return <p className="help-page">{t("help.loading")}</p>;
  const data = article.data;
  // `lang` tells screen readers which language the text is in: the reader's, or English as the fallback. What the
  // interface says around it (the way back, the notices, the date) is in the reader's language.
  return (
    <article className="help-page help-article" lang={data.Lang}>
      <p lang={readerLang}>
        <Link to={topicHref(data.TopicId)}>{t("help.backToTopic", { topic: data.TopicName })}</Link>
      </p>
      <h1>{data.Title}</h1>
      {data.Lang !== readerLang ? (
        <p className="help-notice" lang={readerLang}>
          {t("help.fallbackNotice")}
        </p>
      ) : null}
      {data.Status === "Draft" ? (
        <p className="help-notice" lang={readerLang}>
          {t("help.draftNotice")}
        </p>
      ) : null}
      <p className="help-article__meta" lang={readerLang}>
        {t("help.updated", { date: formatDate(data.UpdatedDate) })}
      </p>
      <div
        className="help-article__body"
        // Rich text the server's allow-list sanitiser produced (ADR 0047); never user text as typed.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
        dangerouslySetInnerHTML={{ __html: data.Body }}
      />
    </article>
  );
}

/** /topic?id=…: a topic's articles, paged; with `&article=…` the article itself, in the same layout. */
export function HelpTopicPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { topicId, articleId, page, validTopic, list, showsList } = helpTopicOf(params);
  const topics = useHelpTopics();
  const topic = topics.data?.find((item) => item.Id === topicId);
  const articles = useHelpArticles(list, showsList);
  useDocumentTitle(topic?.Name ?? t("help.title"));

  if (articleId > 0) return <ArticleView id={articleId} topicId={topicId} topicName={topic?.Name ?? t("help.title")} />;
  if (!validTopic || (topics.data && !topic)) {
    return (
      <div className="help-page" role="alert">
        <h1>{t("help.notFoundTitle")}</h1>
        <p>{t("help.topicEmpty")}</p>
      </div>
    );
  }
  const total = articles.data?.TotalCount ?? 0;
  return (
    <div className="help-page">
      <h1 lang={topic?.Lang}>{topic?.Name ?? t("help.loading")}</h1>
      {topic?.Description ? (
        <p className="help-lead" lang={topic.Lang}>
          {topic.Description}
        </p>
      ) : null}
      {articles.isError ? (
        <p role="alert" className="help-error">
          {errorMessage(t, articles.error)}
        </p>
      ) : null}
      {articles.data ? (
        total === 0 ? (
          <p>{t("help.topicEmpty")}</p>
        ) : (
          <ArticleList articles={articles.data.List} />
        )
      ) : (
        <p>{t("help.loading")}</p>
      )}
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / HELP_PAGE_SIZE))}
        label={t("help.pagination")}
        hrefFor={(n) => topicHref(topicId, n)}
      />
    </div>
  );
}
