import type { BlogPostSummary } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../shared/i18n/format.ts";

/** Author (with picture), date and reading time of a post. */
export function PostMeta({ post, withAvatar = false }: { post: BlogPostSummary; withAvatar?: boolean }) {
  const { t } = useTranslation();
  const name = post.SubmittedBy || t("blogTeaser.formerMember");
  return (
    <p className="blog-meta">
      {withAvatar ? <Avatar name={name} src={post.SubmittedByProfileImage} /> : null}
      <span>{t("blogTeaser.by", { name })}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={post.PublishedDate}>{formatDate(post.PublishedDate)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t("blogTeaser.minutesRead", { minutes: post.ReadingMinutes })}</span>
    </p>
  );
}

/** A member's picture, or their initial when they have none (`SubmittedByProfileImage`). */
export function Avatar({ name, src }: { name: string; src: string | null }) {
  if (src) return <img className="blog-avatar" src={src} alt="" width={36} height={36} />;
  return (
    <span className="blog-avatar blog-avatar--initial" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
