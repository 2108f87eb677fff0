/**
 * Announcements (spec 001 §7 "Announcements", routes /announcement and /newannouncement/{id}; ADR 0024). The
 * body is plain text: paragraphs separated by blank lines, rendered as escaped paragraphs (no rich text until
 * the shared sanitiser exists). Here rather than beside the schemas (`announcements.ts`), so the readers' pages take
 * the limits and the body's rules without zod (ADR 0100).
 */
export const ANNOUNCEMENT_TITLE_MIN = 3;
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_BODY_MIN = 10;
export const ANNOUNCEMENT_BODY_MAX = 10_000;
export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** The paragraphs of a plain-text body: split on blank lines, single line breaks kept inside a paragraph. */
export function announcementParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** A short plain-text excerpt for lists and notifications (whole words, an ellipsis when cut). */
export function announcementExcerpt(body: string, max = 200): string {
  const text = announcementParagraphs(body).join(" ").replace(/\s+/g, " ");
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

export type AnnouncementState = "scheduled" | "published" | "expired";

/** Where an announcement stands at `now`: before its date it is scheduled; after its expiry it is expired. */
export function announcementState(
  announcement: { publishedAt: Date; expiresAt: Date | null },
  now: Date,
): AnnouncementState {
  if (announcement.publishedAt.getTime() > now.getTime()) return "scheduled";
  if (announcement.expiresAt && announcement.expiresAt.getTime() <= now.getTime()) return "expired";
  return "published";
}
