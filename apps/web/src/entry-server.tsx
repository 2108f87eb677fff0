/**
 * The server's render of a public page (ADR 0096), built by `vite build --ssr` into `dist-ssr/` and loaded by the
 * API (`apps/api/src/http/server-render.ts`). The page is the browser's: the same routes, screens, queries and
 * catalogues; its reads are answered by the API in-process through the transport the API installs.
 */
import { type InterfaceLanguage, WEB_NAMESPACES } from "@haa/domain";
import { dehydrate, type Query, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next, { type Resource, type ResourceKey } from "i18next";
import { renderToString } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createQueryClient } from "./app/query-client.ts";
import { startRoutes } from "./app/router.tsx";
import { isServerRendered } from "./app/server-rendered.ts";
import { type ApiTransport, setApiTransport } from "./shared/api/client.ts";

export { isServerRendered };

// Every language's web catalogues, in the bundle: a render never waits for a file, and switching the language
// between two renders is synchronous.
const catalogues = import.meta.glob<ResourceKey>(
  ["../../../packages/domain/src/i18n/locales/*/*.json", "!../../../packages/domain/src/i18n/locales/*/server.json"],
  { import: "default", eager: true },
);

/**
 * Each language's namespaces, and `common` holding every one of them too: the screens look every key up there, as in
 * the browser (keys never collide across namespaces; ADR 0101), not through each namespace in turn.
 */
function resources(): Resource {
  const all: Record<string, Record<string, ResourceKey>> = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const [, language, namespace] = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    all[language] ??= {};
    all[language][namespace] = catalogue;
  }
  for (const bundles of Object.values(all)) {
    // Groups are whole in one namespace each, so merging the top level merges everything.
    bundles.common = Object.assign({}, ...Object.values(bundles), bundles.common);
  }
  return all;
}

let started: Promise<unknown> | undefined;

/**
 * The one i18next instance the screens' `useTranslation` and `currentLanguage()` read, as in the browser. Requests
 * in different languages share it: each render is synchronous and sets the language first.
 */
function startI18n(): Promise<unknown> {
  started ??= i18next.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    resources: resources(),
    ns: [...WEB_NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return started;
}

function switchLanguage(language: InterfaceLanguage): void {
  void i18next.changeLanguage(language);
  // With every catalogue in memory the switch is immediate; were it not, the render would mix languages.
  if (i18next.language !== language) throw new Error(`The language did not switch to ${language}`);
}

/**
 * How many times a page is rendered at most. The route's loader puts the screen's reads in the cache before the
 * first (ADR 0098); a read a loader missed is found by rendering, fetched, and the page rendered again.
 */
const MAX_PASSES = 3;

/** A read the last render asked for that nobody has fetched yet, and that is enabled for a visitor. */
function isWanted(query: Query, failed: ReadonlySet<string>): boolean {
  if (query.state.status !== "pending" || query.state.fetchStatus !== "idle" || failed.has(query.queryHash)) {
    return false;
  }
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * Drops the reads that failed (a loader's): the page is rendered with that part loading, which is what the browser
 * hydrates (only successful reads travel to it) before it asks again and shows the outcome.
 */
function forgetFailed(client: QueryClient, failed: Set<string>): void {
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) {
    if (query.state.status !== "error") continue;
    failed.add(query.queryHash);
    cache.remove(query);
  }
}

/** Fetches what the render asked for; a read that fails is left for the browser to ask again (and show). */
async function fetchWanted(client: QueryClient, failed: Set<string>): Promise<number> {
  const cache = client.getQueryCache();
  const wanted = cache.getAll().filter((query) => isWanted(query, failed));
  await Promise.all(
    wanted.map((query) =>
      query.fetch().catch(() => {
        failed.add(query.queryHash);
        // Rendered as still loading, which is what the browser shows at hydration before it asks again.
        cache.remove(query);
      }),
    ),
  );
  return wanted.length;
}

export interface ServerPage {
  /** The markup of `#root`. */
  html: string;
  /** The source files of the page's route modules (`src/features/…/routes….tsx`): the server links their stylesheets. */
  modules: string[];
  /** The reads the markup shows, as `dehydrate` gives them, for the browser's query cache. */
  state: unknown;
  /** How many times the page was rendered: 1 when the route's loader read all it shows (the tests hold it to that). */
  passes: number;
}

export interface RenderOptions {
  /** Path and query of the page. */
  url: string;
  language: InterfaceLanguage;
}

/**
 * Renders a public page: `undefined` for a path the server does not render, a redirect, or a route that failed
 * to load (the caller then sends the entry page as before). The static handler loads the route's module and runs
 * its loader, which reads what the screen shows into the request's cache; the screen is then rendered once. Should
 * it ask for a read the loader missed, that read is fetched and the page rendered again (at most `MAX_PASSES`
 * times): the markup shows the page as the browser will hydrate it.
 */
export async function render({ url, language }: RenderOptions): Promise<ServerPage | undefined> {
  const location = new URL(url, "http://localhost");
  if (!isServerRendered(location.pathname)) return undefined;
  await startI18n();
  const client = createQueryClient();
  // One try per read on the server: the browser asks again for whatever failed.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // The loaders read in the page's language: requests in other languages render meanwhile.
  const { routes } = startRoutes(location.pathname, { client, language: () => language });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response || context.errors) {
    client.clear();
    return undefined;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const draw = () => {
    switchLanguage(language);
    return renderToString(
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
  };
  const failed = new Set<string>();
  forgetFailed(client, failed);
  let html = draw();
  let passes = 1;
  for (; passes < MAX_PASSES && (await fetchWanted(client, failed)) > 0; passes += 1) html = draw();
  const state = dehydrate(client);
  client.clear();
  const modules = context.matches.flatMap((match) => {
    const part = (match.route.handle as { part?: string } | undefined)?.part;
    return part ? [`src/${part}`] : [];
  });
  return { html, modules, state, passes };
}

/** Installs how the screens' reads reach the API (the API's own app, in-process). */
export function installTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}
