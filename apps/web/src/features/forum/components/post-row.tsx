import type { ForumSummary } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../shared/i18n/format.ts";

export const postPath = (id: number) => `/forum/postdetail/${id}`;

/** One post in a list: title, board, author, date, views and comments (and the excerpt for members). */
export function PostRow({ post, headingLevel = 3 }: { post: ForumSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const name = post.SubmittedBy || t("forumTeaser.formerMember");
  return (
    <article className="forum-row card">
      {post.ImgVid ? <img className="forum-row__image" src={post.ImgVid} alt="" width={120} height={68} /> : null}
      <div className="forum-row__main">
        <p className="forum-row__board" lang={post.CategoryLang}>
          {post.CategoryName}
        </p>
        {/* Posts stay in their author's language, whatever the interface's (WCAG 3.1.2). */}
        <Heading className="forum-row__title" lang={post.Lang}>
          <Link to={postPath(post.Id)}>{post.Title}</Link>
        </Heading>
        {post.Excerpt ? (
          <p className="forum-row__excerpt" lang={post.Lang}>
            {post.Excerpt}
          </p>
        ) : null}
        <p className="forum-row__meta muted">
          <span>{t("forumTeaser.by", { name })}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.CreatedDate}>{formatDate(post.CreatedDate)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t("forumTeaser.views", { count: post.ViewCount })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t("forumTeaser.commentCount", { count: post.CommentCount })}</span>
        </p>
      </div>
    </article>
  );
}
