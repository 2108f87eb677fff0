import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROUTE_PATTERNS_FILE } from "../../http/web-routes.ts";

/** A web route as the build writes it beside index.html (apps/web/build/route-patterns.ts, ADR 0095). */
export interface WebRoute {
  key: string;
  pattern: string;
  /** A catalogue key (`common`). */
  title: string;
  /** A catalogue key; none: a private page (noindex, no sitemap entry). */
  description?: string;
}

export interface RouteMatch {
  route: WebRoute;
  params: Record<string, string>;
}

const segments = (pathname: string) => pathname.split("/").filter(Boolean);

const isWebRoute = (value: unknown): value is WebRoute => {
  const route = value as Partial<WebRoute> | null;
  return (
    typeof route?.key === "string" &&
    typeof route.pattern === "string" &&
    typeof route.title === "string" &&
    (route.description === undefined || typeof route.description === "string")
  );
};

/**
 * Which route a path opens and its parameters, matched as the web's `routeKeyOf` matches (letters in any case, a
 * trailing or doubled slash ignored, `:name` taking one segment, the route with more fixed segments winning).
 */
export function routeMatcher(routes: readonly WebRoute[]): (pathname: string) => RouteMatch | undefined {
  // Fixed segments in lower case; a parameter keeps its name's spelling (`:seminarID`).
  const parsed = routes.map((route) => ({
    route,
    parts: segments(route.pattern).map((part) => (part.startsWith(":") ? part : part.toLowerCase())),
  }));
  return (pathname) => {
    const raw = segments(pathname);
    const parts = raw.map((part) => part.toLowerCase());
    let best: RouteMatch | undefined;
    let bestFixed = -1;
    for (const { route, parts: pattern } of parsed) {
      if (pattern.length !== parts.length) continue;
      let fixed = 0;
      const params: Record<string, string> = {};
      const matches = pattern.every((segment, i) => {
        if (segment.startsWith(":")) {
          params[segment.slice(1)] = safeDecode(raw[i] ?? "");
          return true;
        }
        fixed += 1;
        return segment === parts[i];
      });
      if (matches && fixed > bestFixed) {
        best = { route, params };
        bestFixed = fixed;
      }
    }
    return best;
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The routes by key, and the matcher; both undefined when the build wrote no route table. */
export interface RouteTable {
  routes: readonly WebRoute[];
  match: (pathname: string) => RouteMatch | undefined;
}

/**
 * The web build's route table, read again when the file changes (a new build under a running server). Without it
 * (an older build, a hand-made one) or when it holds no `routes`, undefined: pages get the site's own head.
 */
export function routeTableOf(webDist: string): () => RouteTable | undefined {
  const file = path.join(webDist, ROUTE_PATTERNS_FILE);
  let cached: { mtimeMs: number; table: RouteTable | undefined } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      let table: RouteTable | undefined;
      try {
        const { routes } = JSON.parse(readFileSync(file, "utf8")) as { routes?: unknown };
        if (Array.isArray(routes) && routes.every(isWebRoute)) table = { routes, match: routeMatcher(routes) };
      } catch {
        // A broken file is treated as a missing one.
      }
      cached = { mtimeMs, table };
    }
    return cached.table;
  };
}
