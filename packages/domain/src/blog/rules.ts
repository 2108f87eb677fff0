/**
 * Blog rules shared by the server (what it stores and lists) and the web (what the editor shows before
 * saving): reading time, slugs, tags and when a post is readable (ADR 0023).
 */

/**
 * Blog lists: the home page asks for page 1 with 5 (spec 001 §9); /blog shows 9. Here rather than beside the
 * schemas, so the home page's bundle takes two numbers without zod.
 */
export const BLOG_LATEST_PAGE_SIZE = 5;

/**
 * Limits of a blog comment and of how often a member may post one (ADR 0023, after Discourse's defaults). Here
 * rather than beside the comment's schema, so the article's bundle takes them without zod (the schema loads with
 * the form's first check).
 */
export const BLOG_COMMENT_LIMITS = {
  minLength: 2,
  maxLength: 2000,
  perMemberPerDay: 30,
  secondsBetween: 15,
} as const;
export const BLOG_PAGE_SIZE = 9;

/** Words a reader gets through per minute in Latin, Cyrillic or Greek script. */
export const WORDS_PER_MINUTE = 200;
/** Japanese and Chinese are read by characters, not space-separated words. */
export const CJK_CHARACTERS_PER_MINUTE = 500;

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/gu;

/** Minutes a plain text takes to read, rounded up; at least 1 for any text, 0 for none. */
export function readingMinutes(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  if (cjk === 0 && words === 0) return 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + cjk / CJK_CHARACTERS_PER_MINUTE));
}

export const SLUG_MAX_LENGTH = 80;

/**
 * A URL-safe slug from a title: accents dropped, lower case, runs of anything else become one hyphen. A title
 * with no Latin letters or digits (a Japanese title) gives "post"; the server makes slugs unique.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
  return slug || "post";
}

/** A slug not in `taken`: the base, else base-2, base-3… */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 8;

/** Tags as stored: trimmed, inner spaces collapsed, lower case, without duplicates, in the given order. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().replace(/\s+/g, " ").toLowerCase();
    if (clean) seen.add(clean);
  }
  return [...seen];
}

export const BLOG_VISIBILITIES = ["Show", "Hide"] as const;
export type BlogVisibility = (typeof BLOG_VISIBILITIES)[number];
export const BLOG_STATES = ["Published", "Scheduled", "Hidden"] as const;
export type BlogState = (typeof BLOG_STATES)[number];

/**
 * Where a post stands at `now`: Hidden (Visibility Hide, whatever its date), Scheduled (shown from a future
 * date on) or Published. Only Published posts are listed or readable by anyone but administrators.
 */
export function blogPostState(post: { visibility: BlogVisibility; publishedAt: Date }, now: Date): BlogState {
  if (post.visibility === "Hide") return "Hidden";
  return post.publishedAt.getTime() > now.getTime() ? "Scheduled" : "Published";
}

/** Whether a visitor or member may list and read the post at `now`. */
export function isPubliclyReadable(post: { visibility: BlogVisibility; publishedAt: Date }, now: Date): boolean {
  return blogPostState(post, now) === "Published";
}

/** A plain-text excerpt of at most `max` characters, cut at a word boundary with an ellipsis. */
export function excerptOf(text: string, max = 220): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  // One character more than fits: a space there means the last word ends exactly at the limit.
  const window = clean.slice(0, max);
  const space = window.lastIndexOf(" ");
  const cut = space > max * 0.6 ? window.slice(0, space) : window.slice(0, max - 1);
  return `${cut.replace(/[\s.,;:!?-]+$/u, "")}…`;
}
