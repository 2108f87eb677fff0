import type { AdminNavGroup } from "../../shared/routing/area.ts";
import { type RouteKey, routes } from "../paths.ts";
import { type MenuEntry, menuEntries } from "./nav-groups.ts";

/**
 * Every administration screen, grouped, from the entries the areas' manifests give the administration's menu
 * (ADR 0099). There is no "Settings" group: every screen is about people, content, education or commerce (the CE
 * cycle is under Education, shipping zones under the store's orders). Each group is translated as
 * `adminNav.groups.<id>`.
 */
export const ADMIN_GROUPS: readonly AdminNavGroup[] = ["people", "content", "education", "commerce"];

export interface AdminNavSection {
  id: AdminNavGroup;
  entries: readonly MenuEntry<"admin">[];
}

export const ADMIN_NAV: readonly AdminNavSection[] = (() => {
  const entries = menuEntries("admin");
  return ADMIN_GROUPS.map((id) => ({ id, entries: entries.filter((entry) => entry.group === id) }));
})();

/** The administration routes the navigation leaves out (a test keeps this empty). */
export function adminRoutesMissingFromNav(): RouteKey[] {
  const listed = new Set(ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.key)));
  return (Object.keys(routes) as RouteKey[]).filter((key) => routes[key].layout === "admin" && !listed.has(key));
}
