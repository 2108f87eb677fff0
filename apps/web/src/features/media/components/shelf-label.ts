import { findLevel } from "@haa/domain";
import type { TFunction } from "i18next";

/** The plan name a locked item names ("Included in the Access plan and above"). */
export function planName(t: TFunction, membershipId: number | null): string {
  const level = membershipId ? findLevel(membershipId) : undefined;
  return level ? t(`plans.${level.name}.name`) : "—";
}

/** 8 → "0:08", 754 → "12:34", 3723 → "1:02:03". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** The list state kept in the URL: page, search and the category or group. */
export function listHref(values: { page: number; search: string; shelf: number }, shelfKey: string): string {
  const out = new URLSearchParams();
  if (values.search) out.set("search", values.search);
  if (values.shelf > 0) out.set(shelfKey, String(values.shelf));
  if (values.page > 1) out.set("page", String(values.page));
  const query = out.toString();
  return query ? `?${query}` : "?";
}
