import type { Plugin } from "vite";
import { type BuildRoute, loadRegistry } from "./registry.ts";

/** The file the server reads to tell the web's routes from unknown paths (ADR 0065). */
export const ROUTE_PATTERNS_FILE = "route-patterns.json";

/**
 * The JSON the build writes: every registered route's pattern (`/courses/detail/:id`), in registry order, and the
 * same routes with their key and head keys (title, description), from which the server writes each page's <head>
 * (ADR 0095).
 */
export function routePatternsJson(registry: Record<string, BuildRoute>): string {
  const patterns = Object.values(registry).map((route) => route.pattern);
  const table = Object.entries(registry).map(([key, { pattern, title, description }]) => ({
    key,
    pattern,
    title,
    ...(description ? { description } : {}),
  }));
  return `${JSON.stringify({ patterns, routes: table }, null, 1)}\n`;
}

/**
 * Writes `route-patterns.json` beside `index.html` from the route registry (the areas' manifests), so the server answers an unknown
 * path with the entry page and status 404 and a known one with 200, matching the way `routeKeyOf` does (letters
 * in any case, a trailing slash ignored, `:name` taking one segment). The registry is the one source; nothing
 * is copied by hand.
 */
export function routePatterns(): Plugin {
  return {
    name: "haa-route-patterns",
    apply: "build",
    async generateBundle() {
      const { routes } = await loadRegistry();
      this.emitFile({ type: "asset", fileName: ROUTE_PATTERNS_FILE, source: routePatternsJson(routes) });
    },
  };
}
