import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { useBlogPost } from "../api/posts.ts";
import { BlogBanner } from "./banner.tsx";
import { Comments } from "./comments.tsx";
import { PostMeta } from "./post-meta.tsx";
import "./blog.css";
import { blogRoutes } from "../manifest.ts";

/** /article/{id}: banner, title, author, date, reading time, the sanitised body and the comments. */
export function ArticlePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const post = useBlogPost(id);
  useDocumentTitle(post.data?.Title ?? t("blog.title"));

  const missing = !Number.isInteger(id) || id <= 0 || (post.error instanceof ApiError && post.error.status === 404);
  if (missing) {
    return (
      <div className="container page reading">
        <h1>{t("blog.notFoundTitle")}</h1>
        <p>{t("blog.notFoundText")}</p>
        <Link to={blogRoutes.to("blog")}>{t("blog.backToBlog")}</Link>
      </div>
    );
  }
  if (post.isError) {
    return (
      <div className="container page reading">
        <p role="alert">{errorMessage(t, post.error)}</p>
      </div>
    );
  }
  if (!post.data) {
    return (
      <div className="container page reading">
        <p aria-live="polite">{t("blog.loading")}</p>
      </div>
    );
  }
  const article = post.data;
  return (
    <div className="container page">
      {/* The post's words are in its language; the links, notices and author line around them in the reader's. */}
      <article className="blog-article" aria-labelledby="blog-article-title">
        <p className="blog-article__back">
          <Link to={blogRoutes.to("blog")}>← {t("blog.backToBlog")}</Link>
        </p>
        {article.State !== "Published" ? (
          <p className="blog-notice" role="note">
            {t("blog.hiddenNotice")}
          </p>
        ) : null}
        <BlogBanner src={article.Banner} className="blog-article__banner" first />
        <header className="blog-article__header">
          <h1 id="blog-article-title" lang={article.Language}>
            {article.Title}
          </h1>
          <PostMeta post={article} withAvatar />
          {article.Tags.length > 0 ? (
            <ul className="blog-tags" aria-label={t("blogTeaser.tagsLabel")}>
              {article.Tags.map((tag) => (
                <li key={tag}>
                  <Link
                    className="blog-tag"
                    lang={article.Language}
                    to={`${blogRoutes.to("blog")}?tag=${encodeURIComponent(tag)}`}
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <div
          className="blog-article__body"
          lang={article.Language}
          // The body is rich text the server's allow-list sanitiser produced (ADR 0023); it is never user text as typed.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text, the one place HTML is rendered
          dangerouslySetInnerHTML={{ __html: article.Body }}
        />
      </article>
      <div className="blog-article">
        <Comments blogId={article.Id} />
      </div>
    </div>
  );
}
