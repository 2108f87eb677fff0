import {
  type AdminAnnouncement,
  type Announcement,
  announcementExcerpt,
  announcementState,
  type InterfaceLanguage,
  type TranslationEntry,
  type TranslationLanguage,
} from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import type { AnnouncementRow } from "./announcements.repository.ts";

export function presentAnnouncement(row: AnnouncementRow): Announcement {
  return {
    Id: row.id,
    Title: row.title,
    Body: row.body,
    Excerpt: announcementExcerpt(row.body),
    PublishedAt: row.publishedAt.toISOString(),
    ExpiresAt: row.expiresAt?.toISOString() ?? null,
    IsPinned: row.isPinned,
  };
}

/** An announcement in the reader's language where it is translated (ADR 0097); the excerpt follows the body. */
export function presentTranslatedAnnouncement(
  row: AnnouncementRow,
  words: TranslationEntry | undefined,
  lang: InterfaceLanguage,
): Announcement {
  const shown = translated("announcement", presentAnnouncement(row), words, lang);
  return words?.Body ? { ...shown, Excerpt: announcementExcerpt(words.Body) } : shown;
}

export function presentAdminAnnouncement(
  row: AnnouncementRow,
  now: Date,
  languages?: TranslationLanguage[],
): AdminAnnouncement {
  return {
    ...presentAnnouncement(row),
    ...(languages ? { Languages: languages } : {}),
    State: announcementState(row, now),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    NotifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}
