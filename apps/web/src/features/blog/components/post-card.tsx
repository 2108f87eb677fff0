import type { BlogPostSummary } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { blogRoutes } from "../manifest.ts";
import { BlogBanner } from "./banner.tsx";
import { PostMeta } from "./post-meta.tsx";

/** One post in a list: banner, tags, title (the link), excerpt and meta. */
export function PostCard({
  post,
  featured = false,
  headingLevel = 3,
}: {
  post: BlogPostSummary;
  featured?: boolean;
  /** 2 where the card sits right under the page's h1 (/blog), 3 inside a titled section (home). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const headingId = `post-${post.Id}-title`;
  return (
    <article className={`blog-card card${featured ? " blog-card--featured" : ""}`} aria-labelledby={headingId}>
      <BlogBanner
        src={featured ? post.Banner : (post.BannerCard ?? post.Banner)}
        className="blog-card__banner"
        first={featured}
      />
      <div className="blog-card__body">
        {featured ? <span className="blog-featured-label">{t("blogTeaser.featured")}</span> : null}
        {/* The post's words are in its language; the labels, author line and date around them in the reader's. */}
        <Heading id={headingId} className="blog-card__title" lang={post.Language}>
          <Link to={blogRoutes.to("article", { id: post.Id })}>{post.Title}</Link>
        </Heading>
        <p className="blog-card__excerpt" lang={post.Language}>
          {post.Excerpt}
        </p>
        <PostMeta post={post} />
        {post.Tags.length > 0 ? (
          <ul className="blog-tags" aria-label={t("blogTeaser.tagsLabel")}>
            {post.Tags.map((tag) => (
              <li key={tag}>
                <Link
                  className="blog-tag"
                  lang={post.Language}
                  to={`${blogRoutes.to("blog")}?tag=${encodeURIComponent(tag)}`}
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
