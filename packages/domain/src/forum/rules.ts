import { isAllowed, type PlanPermission } from "../membership/plans.ts";

/**
 * The forum's rules and limits without any schema library, so the home page's latest posts and the limits
 * page do not pull zod into their chunks (ADR 0026).
 */

/** The plan permission the forum needs (spec 001 §3): every plan has it today; a change is one line there. */
export const FORUM_PERMISSION: PlanPermission = "Interactive Discussion Forum";

export function mayUseForum(membershipId: number): boolean {
  return isAllowed(membershipId, FORUM_PERMISSION);
}

/**
 * Limits, after Discourse's defaults (ADR 0026): min/max_topic_title_length 15/255, min_post_length 20,
 * max_post_length 32,000, rate_limit_create_topic 15 s, rate_limit_create_post 5 s, max_topics_per_day 20,
 * max_topics_in_first_day 3, max_replies_in_first_day 10, max_image_size_kb 4096.
 */
export const FORUM_LIMITS = {
  titleMin: 15,
  titleMax: 255,
  bodyMin: 20,
  bodyMax: 32_000,
  commentMin: 2,
  commentMax: 5_000,
  secondsBetweenPosts: 15,
  secondsBetweenComments: 5,
  postsPerDay: 20,
  postsFirstDay: 3,
  commentsPerDay: 100,
  commentsFirstDay: 10,
  imagesPerPost: 5,
  imageMaxBytes: 4 * 1024 * 1024,
  uploadsPerDay: 30,
} as const;

/**
 * A search counts its matches up to one past this many (issue 22): a common word matches a sixth of a million
 * posts, and counting them all took half a second per page. A TotalCount above it means "more than": the reader
 * is told so, pages through the first ones and narrows the search.
 */
export const FORUM_SEARCH_COUNT_CAP = 1_000;

/** Page sizes (spec 001 §9): latest forum posts 3; "also check out" page 1, 9 items. */
export const FORUM_PAGE_SIZE = 10;
export const FORUM_LATEST_PAGE_SIZE = 3;
export const FORUM_ALSO_CHECK_OUT_PAGE_SIZE = 9;
export const FORUM_COMMENTS_PAGE_SIZE = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one member may still write now, from what they wrote in the last 24 hours (ADR 0026). */
export type ForumLimitVerdict =
  | { ok: true }
  | { ok: false; reason: "tooSoon"; seconds: number }
  | { ok: false; reason: "dailyLimit"; max: number };

export function forumLimitVerdict(
  kind: "post" | "comment",
  input: { now: Date; accountCreatedAt: Date; last: Date | null; countLastDay: number },
): ForumLimitVerdict {
  const between = kind === "post" ? FORUM_LIMITS.secondsBetweenPosts : FORUM_LIMITS.secondsBetweenComments;
  const waitMs = input.last ? input.last.getTime() + between * 1000 - input.now.getTime() : 0;
  if (waitMs > 0) return { ok: false, reason: "tooSoon", seconds: Math.ceil(waitMs / 1000) };
  const isNew = input.now.getTime() - input.accountCreatedAt.getTime() < DAY_MS;
  const max =
    kind === "post"
      ? isNew
        ? FORUM_LIMITS.postsFirstDay
        : FORUM_LIMITS.postsPerDay
      : isNew
        ? FORUM_LIMITS.commentsFirstDay
        : FORUM_LIMITS.commentsPerDay;
  if (input.countLastDay >= max) return { ok: false, reason: "dailyLimit", max };
  return { ok: true };
}

/** The day a view counts for (one view per member per post per UTC day). */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** How many pictures a sanitised body shows (the post's own ImgVid counts as one more). */
export function imagesIn(html: string): number {
  return (html.match(/<img\b/gi) ?? []).length;
}

/** A moderation reason's length (told to the author, written to the audit log). */
export const FORUM_REASON_LIMITS = { min: 3, max: 500 } as const;
