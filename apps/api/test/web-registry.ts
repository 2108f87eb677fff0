import { fileURLToPath } from "node:url";

/** A web route as the tests read it: its pattern and its page's head keys. */
export interface WebRoute {
  readonly pattern: string;
  readonly title: string;
  readonly description?: string;
}

// The web's route registry is made of its areas' manifests (ADR 0099), whose lazy screens are React modules that
// this project's type check does not compile: the tests load it at run time, by a specifier the checker does not
// follow, and read its data only.
const WEB_ROUTE_PATTERNS = fileURLToPath(new URL("../../web/build/route-patterns.ts", import.meta.url));
const WEB_PATHS = fileURLToPath(new URL("../../web/src/app/paths.ts", import.meta.url));

/** The web's routes by key, and the route list its build writes beside index.html. */
export async function webRouteRegistry(): Promise<{ routes: Record<string, WebRoute>; patternsJson: string }> {
  const [{ routes }, { routePatternsJson }] = (await Promise.all([import(WEB_PATHS), import(WEB_ROUTE_PATTERNS)])) as [
    { routes: Record<string, WebRoute> },
    { routePatternsJson: (registry: Record<string, WebRoute>) => string },
  ];
  return { routes, patternsJson: routePatternsJson(routes) };
}
