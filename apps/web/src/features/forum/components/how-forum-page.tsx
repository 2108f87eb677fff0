import { FORUM_LIMITS } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { numberFormat } from "../../../shared/i18n/intl.ts";
import "./forum.css";
import { forumRoutes } from "../manifest.ts";

/** /howforum: how the forum works, its rules and the limits it sets (ADR 0026), in the reader's language. */
export function HowForumPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("forumHow.title"));
  const L = FORUM_LIMITS;
  // In the interface language, not the browser's: "32.000" in German, "32 000" in French, on the server too.
  const number = numberFormat(i18n.language);
  return (
    <div className="container page reading forum-how">
      <header className="page-header">
        <span className="eyebrow">{t("forum.eyebrow")}</span>
        <h1>{t("forumHow.title")}</h1>
        <p className="muted">{t("forumHow.lead")}</p>
      </header>
      <section aria-labelledby="how-who">
        <h2 id="how-who">{t("forumHow.whoTitle")}</h2>
        <p>{t("forumHow.whoText")}</p>
      </section>
      <section aria-labelledby="how-boards">
        <h2 id="how-boards">{t("forumHow.boardsTitle")}</h2>
        <p>{t("forumHow.boardsText")}</p>
      </section>
      <section aria-labelledby="how-rules">
        <h2 id="how-rules">{t("forumHow.rulesTitle")}</h2>
        <ol>
          <li>{t("forumHow.rule1")}</li>
          <li>{t("forumHow.rule2")}</li>
          <li>{t("forumHow.rule3")}</li>
          <li>{t("forumHow.rule4")}</li>
        </ol>
      </section>
      <section aria-labelledby="how-limits">
        <h2 id="how-limits">{t("forumHow.limitsTitle")}</h2>
        <ul>
          <li>{t("forumHow.limitTitle", { min: L.titleMin, max: L.titleMax })}</li>
          <li>
            {t("forumHow.limitBody", {
              min: L.bodyMin,
              max: number.format(L.bodyMax),
              images: L.imagesPerPost,
            })}
          </li>
          <li>{t("forumHow.limitPace", { posts: L.secondsBetweenPosts, comments: L.secondsBetweenComments })}</li>
          <li>
            {t("forumHow.limitDaily", {
              posts: L.postsPerDay,
              comments: L.commentsPerDay,
              firstPosts: L.postsFirstDay,
              firstComments: L.commentsFirstDay,
            })}
          </li>
        </ul>
      </section>
      <section aria-labelledby="how-moderation">
        <h2 id="how-moderation">{t("forumHow.moderationTitle")}</h2>
        <p>{t("forumHow.moderationText")}</p>
      </section>
      <p>
        <Link to={forumRoutes.to("forum")}>← {t("forum.backToForum")}</Link>
      </p>
    </div>
  );
}
