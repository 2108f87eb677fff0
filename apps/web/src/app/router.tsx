import type { ComponentType } from "react";
import { createBrowserRouter, type DOMRouterOpts, Navigate, type RouteObject } from "react-router";
import { helpLayoutAside } from "../features/help/manifest.ts";
import { loadChunk } from "../shared/lazy-chunk.ts";
import type { Screen } from "../shared/routing/area.ts";
import { loadPart } from "../shared/routing/load-part.ts";
import type { LoaderDeps, Loaders } from "../shared/routing/route-loader.ts";
import { SCREENS } from "./areas.ts";
import { MainLayout } from "./layouts/main-layout.tsx";
import { RegisterLayout } from "./layouts/register-layout.tsx";
import { PageLoader } from "./page-loader.tsx";
import { type Layout, type RouteKey, routeKeyOf, routes } from "./paths.ts";
import { AppRoot } from "./root.tsx";
import { RouteError } from "./route-error.tsx";

/**
 * A route's screen and, when its route module has one, the loader that reads its data (ADR 0098). Each comes from
 * the lazy part its area's manifest names (one chunk per area part, sign-up apart: ADR 0061, 0099), with the
 * part's translation namespaces loaded beside it.
 */
async function lazyScreen(screen: Screen, key: RouteKey, deps: LoaderDeps) {
  const module = await loadPart(screen.chunk);
  const load = (module as { loaders?: Loaders }).loaders?.[key];
  const Component: ComponentType = screen.pick(module);
  return load ? { Component, loader: load(deps) } : { Component };
}

const memberLayout = () =>
  loadChunk(() => import("./layouts/member-layout.tsx")).then((m) => ({ Component: m.MemberLayout }));
const adminLayout = () =>
  loadChunk(() => import("./layouts/admin-layout.tsx")).then((m) => ({ Component: m.AdminLayout }));
/** The help centre's layout: the site's shell around the help feature's search and topic navigation. */
const helpLayout = () =>
  Promise.all([loadChunk(() => import("./layouts/help-layout.tsx")), loadPart(helpLayoutAside.chunk)]).then(
    ([{ HelpLayout }, module]) => {
      const Aside = helpLayoutAside.pick(module);
      return { element: <HelpLayout aside={<Aside />} /> };
    },
  );

function routeFor(key: RouteKey, deps: LoaderDeps): RouteObject {
  const { pattern } = routes[key];
  // The key is the route's id, so patching a route in again (patchRoutesOnNavigation) finds it already there.
  const screen = SCREENS[key];
  if ("redirect" in screen) return { id: key, path: pattern, element: <Navigate to={screen.redirect} replace /> };
  return {
    id: key,
    path: pattern,
    lazy: () => lazyScreen(screen, key, deps),
    handle: { key, part: screen.chunk.file },
  };
}

// The billing layout has no screens of its own yet; its routes use the main layout.
type BuiltLayout = "main" | "register" | "help" | "member" | "admin";
const layoutOf = (layout: Layout): BuiltLayout => (layout === "billing" ? "main" : layout);
/** The id of the pathless route under each layout that holds its screens, where found routes are patched in. */
const screensOf = (layout: BuiltLayout) => `${layout}-screens`;

function childrenOf(layout: BuiltLayout, keys: readonly RouteKey[], deps: LoaderDeps): RouteObject[] {
  const own = keys.filter((key) => layoutOf(routes[key].layout) === layout);
  // A pathless child keeps the layout around a failing page; its error shows in the page area.
  return [{ id: screensOf(layout), errorElement: <RouteError />, children: own.map((key) => routeFor(key, deps)) }];
}

function buildRoutes(keys: readonly RouteKey[], deps: LoaderDeps): RouteObject[] {
  return [
    {
      id: "layout-root",
      element: <AppRoot />,
      errorElement: <RouteError standalone />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          id: "layout-main",
          element: <MainLayout />,
          children: [
            ...childrenOf("main", keys, deps),
            // The member area and the administration: side navigation inside the main layout, each in a chunk.
            { id: "layout-member", lazy: memberLayout, children: childrenOf("member", keys, deps) },
            { id: "layout-admin", lazy: adminLayout, children: childrenOf("admin", keys, deps) },
          ],
        },
        { id: "layout-register", element: <RegisterLayout />, children: childrenOf("register", keys, deps) },
        // The help layout comes with the help chunk (its topic navigation is the help feature's).
        { id: "layout-help", lazy: helpLayout, children: childrenOf("help", keys, deps) },
        { id: "layout-unknown", path: "*", element: <Navigate to={routes.error.pattern} replace /> },
      ],
    },
  ];
}

/**
 * The router starts with the one route the reader opened and learns each other route when it is first
 * navigated to. Handed all 145 routes, React Router ranks every branch and builds a regular expression per
 * route before the first render: 40 ms of a phone's start-up on the main thread (ADR 0060). The screens' loaders
 * read into `deps.client` (the browser's cache, or the server's per request).
 */
export function startRoutes(
  pathname: string,
  deps: LoaderDeps,
): {
  routes: RouteObject[];
  patchRoutesOnNavigation: NonNullable<DOMRouterOpts["patchRoutesOnNavigation"]>;
} {
  const first = routeKeyOf(pathname);
  return {
    routes: buildRoutes(first ? [first] : [], deps),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const key = routeKeyOf(path);
      // An unknown path gets nothing: the router then keeps its match of "*", which leads to /error.
      if (key) patch(screensOf(layoutOf(routes[key].layout)), [routeFor(key, deps)]);
    },
  };
}

export function createAppRouter(deps: LoaderDeps) {
  const { routes: initial, patchRoutesOnNavigation } = startRoutes(window.location.pathname, deps);
  return createBrowserRouter(initial, { patchRoutesOnNavigation });
}
