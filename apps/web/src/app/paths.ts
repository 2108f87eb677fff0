import { fillPattern, type ParamArgs } from "../shared/routing/area.ts";
import { ROUTES } from "./areas.ts";

export type { Layout, PageHeadKeys, RouteDef } from "../shared/routing/area.ts";

/**
 * The typed registry of every route of the spec (001 §2, plus the administration's screens), made of every
 * area's manifest (`app/areas.ts`, ADR 0099): the router builds one route per entry, each with its screen's lazy
 * chunk in its layout. Features link through their manifests (`forumRoutes.to(…)`); the app's own code uses these.
 */
export const routes = ROUTES;

export type RouteKey = keyof typeof routes;

/** Builds a concrete path: `pathTo("confirmEmail", { userId: 4 })` gives "/confirmemail/4". */
export function pathTo<K extends RouteKey>(key: K, ...args: ParamArgs<(typeof routes)[K]["pattern"]>): string {
  return fillPattern(routes[key].pattern, args[0]);
}

let segmented: [RouteKey, string[]][] | null = null;

/**
 * Which registered route a path opens, matched the way the router matches (letters in any case, a trailing
 * slash ignored, a `:name` segment taking any one segment, a fixed segment beating a parameter), but without
 * building a regular expression per route: the router is handed only the routes a reader opens (router.tsx).
 */
export function routeKeyOf(pathname: string): RouteKey | undefined {
  segmented ??= (Object.keys(routes) as RouteKey[]).map((key) => [
    key,
    routes[key].pattern.toLowerCase().split("/").filter(Boolean),
  ]);
  const parts = pathname.toLowerCase().split("/").filter(Boolean);
  let best: RouteKey | undefined;
  let bestFixed = -1;
  for (const [key, pattern] of segmented) {
    if (pattern.length !== parts.length) continue;
    let fixed = 0;
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(":")) return true;
      fixed += 1;
      return segment === parts[i];
    });
    if (matches && fixed > bestFixed) {
      best = key;
      bestFixed = fixed;
    }
  }
  return best;
}
