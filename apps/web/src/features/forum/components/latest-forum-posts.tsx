import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { useLatestForums } from "../api/forum.ts";
import { PostRow } from "./post-row.tsx";
import "./forum.css";
import { forumRoutes } from "../manifest.ts";

/** The home page's latest 3 forum posts (spec 001 §9); visitors see titles only. Nothing while there are none. */
export function LatestForumPosts() {
  const { t } = useTranslation();
  const latest = useLatestForums();
  const posts = latest.data?.List ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-forum-title">
      <div className="container">
        <div className="section__header">
          <h2 id="home-forum-title">{t("forumTeaser.latestTitle")}</h2>
          <p className="muted">{t("forumTeaser.latestLead")}</p>
        </div>
        <div className="forum-list forum-list--latest">
          {posts.map((post) => (
            <PostRow key={post.Id} post={post} />
          ))}
        </div>
        <p className="forum-latest__more">
          <ButtonLink to={forumRoutes.to("forum")} variant="secondary">
            {t("forumTeaser.viewAll")}
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}
