import { type AdminAnnouncement, type Announcement, announcementExcerpt, announcementState } from "@haa/domain";
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

export function presentAdminAnnouncement(row: AnnouncementRow, now: Date): AdminAnnouncement {
  return {
    ...presentAnnouncement(row),
    State: announcementState(row, now),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    NotifiedAt: row.notifiedAt?.toISOString() ?? null,
  };
}
