import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { itemId, keysetSitemap } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader } from "../../platform/pages/pages.types.ts";
import { announcements } from "./announcements.schema.ts";

/** Published and not expired, as the public list says. */
const current = (now: Date) =>
  and(lte(announcements.publishedAt, now), or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)));

/** `/newannouncement/:id`: a current announcement's title and the start of its text (ADR 0095). */
export const announcementHead: PageHeadReader = async (db, { params, now }) => {
  const id = itemId(params.id);
  if (id === undefined) return undefined;
  const [row] = await db
    .select({ title: announcements.title, body: announcements.body })
    .from(announcements)
    .where(and(eq(announcements.id, id), current(now)));
  return row && { title: row.title, description: row.body, type: "article" };
};

export const announcementsSitemap = keysetSitemap({
  name: "announcements",
  table: announcements,
  id: announcements.id,
  updatedAt: announcements.updatedAt,
  listed: current,
  path: (id) => `/newannouncement/${id}`,
});
