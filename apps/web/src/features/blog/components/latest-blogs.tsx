import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../shared/ui/button.tsx";
import { useLatestBlogs } from "../api/posts.ts";
import { PostCard } from "./post-card.tsx";
import "./blog.css";
import { blogRoutes } from "../manifest.ts";

/** The home page's latest posts (page 1, 5 items, Visibility Show; spec 001 §9); nothing while there are none. */
export function LatestBlogs() {
  const { t } = useTranslation();
  const latest = useLatestBlogs();
  const posts = latest.data?.List ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-blog-title">
      <div className="container">
        <div className="section__header">
          <h2 id="home-blog-title">{t("blogTeaser.latestTitle")}</h2>
          <p className="muted">{t("blogTeaser.latestLead")}</p>
        </div>
        <div className="blog-grid blog-grid--latest">
          {posts.map((post) => (
            <PostCard key={post.Id} post={post} />
          ))}
        </div>
        <p className="blog-latest__more">
          <ButtonLink to={blogRoutes.to("blog")} variant="secondary">
            {t("blogTeaser.viewAll")}
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}
