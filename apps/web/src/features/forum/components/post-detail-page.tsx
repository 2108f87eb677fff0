import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { isItemId } from "../../../shared/api/url-params.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { useAlsoCheckOut, useForumCategories, useForumPost, useRecordForumView } from "../api/forum.ts";
import { JoinCard } from "./join-card.tsx";
import { PostEditor } from "./post-editor.tsx";
import { PostRow } from "./post-row.tsx";
import { Thread } from "./thread.tsx";
import "./forum.css";
import { forumRoutes } from "../manifest.ts";

// Only moderators get the controls (and the dialog they open): everyone else never downloads them.
const PostModeration = lazy(() => import("./moderation.tsx").then((module) => ({ default: module.PostModeration })));

function Back() {
  const { t } = useTranslation();
  return (
    <p className="forum-back">
      <Link to={forumRoutes.to("forum")}>← {t("forum.backToForum")}</Link>
    </p>
  );
}

/** /forum/postdetail/{id}: the post, its comments and replies in thread order; records one view per day. */
export function PostDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const session = useSession();
  const user = isLoggedIn(session) ? session.user : null;
  const post = useForumPost(id, Boolean(user));
  const also = useAlsoCheckOut(isItemId(id) ? id : 0);
  const categories = useForumCategories(user?.Id ?? null);
  const [editing, setEditing] = useState(false);
  const viewed = useRef<number | null>(null);
  const recordView = useRecordForumView();
  useDocumentTitle(post.data?.Title ?? t("forum.title"));

  useEffect(() => {
    // One call per visit; the server counts it once per member per post per day, and a hidden post's views not at
    // all (only its moderators read it).
    if (!post.data || post.data.IsHidden || viewed.current === post.data.Id) return;
    viewed.current = post.data.Id;
    recordView(post.data.Id).catch(() => undefined);
  }, [post.data, recordView]);

  if (!user) {
    return (
      <div className="container page forum">
        <Back />
        <JoinCard title={t("forum.membersOnlyTitle")} text={t("forum.membersOnlyText")} />
      </div>
    );
  }
  const missing = !Number.isInteger(id) || id <= 0 || (post.error instanceof ApiError && post.error.status === 404);
  if (missing) {
    return (
      <div className="container page forum">
        <h1>{t("forum.notFoundTitle")}</h1>
        <p>{t("forum.notFoundText")}</p>
        <Back />
      </div>
    );
  }
  if (post.isError) {
    return (
      <div className="container page forum">
        <p role="alert">{errorMessage(t, post.error)}</p>
      </div>
    );
  }
  if (!post.data) {
    return (
      <div className="container page forum">
        <p aria-live="polite">{t("forum.loading")}</p>
      </div>
    );
  }
  const data = post.data;
  const name = data.SubmittedBy || t("forumTeaser.formerMember");
  const mine = data.UserId === user.Id;
  return (
    <div className="container page forum">
      <Back />
      {editing && categories.data ? (
        <PostEditor categories={categories.data} post={data} onDone={() => setEditing(false)} />
      ) : (
        <article className="forum-post" aria-labelledby="forum-post-title">
          {data.IsHidden ? (
            <p className="forum-post__hidden" role="note">
              <span className="forum-hidden-badge">{t("forumAdmin.hidden")}</span> {t("forum.hiddenNote")}
            </p>
          ) : null}
          <p className="forum-row__board" lang={data.CategoryLang}>
            {data.CategoryName}
          </p>
          <h1 id="forum-post-title" lang={data.Lang}>
            {data.Title}
          </h1>
          <p className="muted">
            {data.SubmittedByProfileImage ? (
              <img className="forum-avatar" src={data.SubmittedByProfileImage} alt="" width={32} height={32} />
            ) : null}
            <span>{t("forumTeaser.by", { name })}</span>
            <span aria-hidden="true"> · </span>
            <span>{t("forum.postedOn", { date: formatDate(data.CreatedDate) })}</span>
            {data.IsEdited ? <span> · {t("forum.edited")}</span> : null}
            <span aria-hidden="true"> · </span>
            <span>{t("forumTeaser.views", { count: data.ViewCount })}</span>
          </p>
          {data.ImgVid ? <img className="forum-post__image" src={data.ImgVid} alt="" /> : null}
          <div
            className="forum-post__body"
            lang={data.Lang}
            // Rich text the server's allow-list sanitiser produced (ADR 0023/0026); never user text as typed.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
            dangerouslySetInnerHTML={{ __html: data.Description }}
          />
          {mine ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {t("forum.edit")}
            </Button>
          ) : null}
          {data.CanModerate ? (
            <Suspense fallback={null}>
              <PostModeration forumId={data.Id} title={data.Title} locked={data.IsLocked} hidden={data.IsHidden} />
            </Suspense>
          ) : null}
        </article>
      )}
      <Thread
        forumId={data.Id}
        userId={user.Id}
        commentCount={data.CommentCount}
        locked={data.IsLocked}
        hidden={data.IsHidden}
        canModerate={data.CanModerate}
      />
      {also.data && also.data.List.length > 0 ? (
        <section className="forum-also" aria-labelledby="forum-also-title">
          <h2 id="forum-also-title">{t("forum.alsoCheckOut")}</h2>
          <div className="forum-list">
            {also.data.List.map((item) => (
              <PostRow key={item.Id} post={item} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
