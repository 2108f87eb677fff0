import type { NavEntry, NavLabel } from "../../shared/routing/area.ts";
import { type RouteKey, routes } from "../paths.ts";

/** A route's entry in one menu, with the route's key, path and label. */
export type MenuEntry<M extends NavEntry["menu"]> = Extract<NavEntry, { menu: M }> & {
  key: RouteKey;
  to: string;
  label: NavLabel;
};

/** Every entry the areas' manifests give a menu (ADR 0099), in rank order. */
export function menuEntries<M extends NavEntry["menu"]>(menu: M): MenuEntry<M>[] {
  return (Object.keys(routes) as RouteKey[])
    .flatMap((key) =>
      ((routes[key] as { nav?: readonly NavEntry[] }).nav ?? [])
        .filter((entry): entry is Extract<NavEntry, { menu: M }> => entry.menu === menu)
        // A route's title is a `common` key (the browser sets it on every navigation): the label when none is given.
        .map((entry) => ({
          ...entry,
          key,
          to: routes[key].pattern,
          label: entry.label ?? (routes[key].title as NavLabel),
        })),
    )
    .sort((a, b) => a.rank - b.rank);
}

/** A menu's groups in the layout's order, each with its label (a `common` key) and its entries. */
function groupsOf<
  M extends NavEntry["menu"],
  const G extends readonly { id: MenuEntry<M>["group"]; label: NavLabel }[],
>(menu: M, groups: G) {
  const entries = menuEntries(menu);
  return groups.map((group) => ({ ...group, links: entries.filter((entry) => entry.group === group.id) }));
}

/**
 * The site's navigation for everyone (ADR 0064): four groups the header opens as disclosures and the footer
 * lists as its sitemap, and two direct links. Every public section of the site is in here once; its entries come
 * from the areas' manifests.
 */
export const NAV_GROUPS = groupsOf("site", [
  { id: "learn", label: "nav.learn" },
  { id: "community", label: "nav.community" },
  { id: "practitioners", label: "nav.practitioners" },
  { id: "about", label: "nav.aboutGroup" },
] as const);

export type NavGroup = (typeof NAV_GROUPS)[number];

/** Shown as plain links beside the groups. */
export const NAV_DIRECT = menuEntries("site").filter((entry) => entry.group === "direct");

/** The header's account menu: a member's own places, and the administration for an administrator. */
export const ACCOUNT_MENU = menuEntries("account");

/** The footer's own columns beside the header's four groups: joining, and the legal pages. */
export const FOOTER_COLUMNS = groupsOf("footer", [
  { id: "join", label: "footer.join" },
  { id: "legal", label: "footer.legal" },
] as const);
