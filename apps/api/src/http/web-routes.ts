import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Written by the web build beside index.html (`apps/web/build/route-patterns.ts`, ADR 0065). */
export const ROUTE_PATTERNS_FILE = "route-patterns.json";

const segments = (pathname: string) => pathname.toLowerCase().split("/").filter(Boolean);

/**
 * Whether a path opens one of the web's routes, matched the way the web's `routeKeyOf` (apps/web/src/app/paths.ts)
 * matches: letters in any case, a trailing (or doubled) slash ignored, a `:name` segment taking any one segment.
 */
export function webRouteMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const byLength = new Map<number, string[][]>();
  for (const pattern of patterns) {
    const parts = segments(pattern);
    byLength.set(parts.length, [...(byLength.get(parts.length) ?? []), parts]);
  }
  return (pathname) => {
    const parts = segments(pathname);
    return (byLength.get(parts.length) ?? []).some((pattern) =>
      pattern.every((segment, i) => segment.startsWith(":") || segment === parts[i]),
    );
  };
}

/**
 * The web build's routes, read again when the file changes (a new build under a running server). Without the file
 * (an older build, a test's hand-made one) or with one that does not parse, every path counts as a route: the
 * entry page is answered 200 as before and the web app shows its not-found page.
 */
export function webRoutesOf(webDist: string): (pathname: string) => boolean {
  const file = path.join(webDist, ROUTE_PATTERNS_FILE);
  let cached: { mtimeMs: number; matches: (pathname: string) => boolean } | undefined;
  const everything = () => true;
  return (pathname) => {
    if (!existsSync(file)) return true;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      let matches: (pathname: string) => boolean = everything;
      try {
        const { patterns } = JSON.parse(readFileSync(file, "utf8")) as { patterns?: unknown };
        if (Array.isArray(patterns) && patterns.every((p) => typeof p === "string"))
          matches = webRouteMatcher(patterns);
      } catch {
        // A broken file is treated as a missing one.
      }
      cached = { mtimeMs, matches };
    }
    return cached.matches(pathname);
  };
}
