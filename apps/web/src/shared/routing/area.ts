import type { WebNamespace } from "@haa/domain";
import type { ParseKeys } from "i18next";
import type { ComponentType } from "react";

/**
 * What an area's manifest (`features/<area>/manifest.ts`, ADR 0099) is made of: its routes with their pages'
 * head keys, layout and navigation entries; the lazy chunks that hold its screens, each with the translation
 * namespaces it needs; and which screen of which chunk each route shows. The app's router, its route registry,
 * the namespaces each chunk loads, the header, the footer and the administration's navigation are derived from
 * the list of manifests (`app/areas.ts`); nothing here knows any area.
 */

/** `member` and `admin` sit inside the main layout: the member area's and the administration's side navigation. */
export type Layout = "main" | "register" | "help" | "billing" | "member" | "admin";

/** Who opens a route: everyone, a logged-in member (the member area) or an administrator. */
export type Access = "public" | "member" | "admin";

/**
 * What a page's <head> says (ADR 0095): `title` is a `common` key (the browser sets it on every navigation), and
 * a public page names its `description` (any namespace: only the server reads it, which holds every catalogue).
 * A page without a description is private: the server marks it noindex and the sitemap leaves it out.
 */
export interface PageHeadKeys {
  readonly title: string;
  readonly description?: string;
}

/** The header's four disclosure groups and its direct links; the footer lists the four as its sitemap. */
export type SiteNavGroup = "learn" | "community" | "practitioners" | "about" | "direct";
/** The footer's own columns beside the site navigation's groups. */
export type FooterNavGroup = "join" | "legal";
/** The administration's side navigation: every administration screen is in one of these. */
export type AdminNavGroup = "people" | "content" | "education" | "commerce";
/** The header's account menu (a logged-in member's): their own places; an entry for administrators shows to them. */
export type AccountNavGroup = "member";

/**
 * A route's place in a navigation: the menu, its group, its rank in the group (lower first) and the entry's label
 * (a `common` key; the page's title when left out). The navigations are built from these entries, in every area's
 * manifest.
 */
export type NavEntry =
  | { readonly menu: "site"; readonly group: SiteNavGroup; readonly rank: number; readonly label?: NavLabel }
  | { readonly menu: "footer"; readonly group: FooterNavGroup; readonly rank: number; readonly label?: NavLabel }
  | { readonly menu: "admin"; readonly group: AdminNavGroup; readonly rank: number; readonly label?: NavLabel }
  | { readonly menu: "account"; readonly group: AccountNavGroup; readonly rank: number; readonly label?: NavLabel };

/** A navigation entry's label: a key of the `common` namespace, which every page loads. */
export type NavLabel = ParseKeys<"common">;

export interface RouteDef<P extends string = string> extends PageHeadKeys {
  readonly pattern: P;
  readonly layout: Layout;
  readonly access: Access;
  readonly nav?: readonly NavEntry[];
}

export interface RouteOptions {
  readonly layout?: Layout;
  readonly nav?: readonly NavEntry[];
}

// The head keeps its literal keys, so the type check knows each title is a key of the catalogue `t` reads.
export function route<const P extends string, const H extends PageHeadKeys>(
  pattern: P,
  head: H,
  options: RouteOptions = {},
): RouteDef<P> & H {
  // Every administration screen (/admin/…) is in the administration shell.
  const layout = options.layout ?? (pattern.startsWith("/admin/") ? "admin" : "main");
  const access: Access = layout === "admin" ? "admin" : layout === "member" ? "member" : "public";
  return { pattern, ...head, layout, access, ...(options.nav ? { nav: options.nav } : {}) };
}

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** A route's parameters, if its pattern has any: `/article/:id` takes `{ id }`. */
export type ParamArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string | number>];

/** Fills a pattern's parameters: `fillPattern("/confirmemail/:userId", { userId: 4 })` gives "/confirmemail/4". */
export function fillPattern(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

/** An area's route table and the link builder over it, which the area's features and the others link with. */
export interface AreaRoutes<R extends Record<string, RouteDef>> {
  readonly routes: R;
  /** The concrete path of one of the area's routes: `forumRoutes.to("forumPostDetail", { id: 5 })`. */
  to<K extends keyof R & string>(key: K, ...args: ParamArgs<R[K]["pattern"]>): string;
}

export function defineRoutes<const R extends Record<string, RouteDef>>(routes: R): AreaRoutes<R> {
  return { routes, to: (key, ...args) => fillPattern((routes[key] as RouteDef).pattern, args[0]) };
}

/**
 * A lazily loaded part of an area: its route module (`file`, from `src/`, by which the server finds its
 * stylesheets in the build's manifest) and the translation namespaces it needs besides `common`, which load
 * beside it. A test checks that each chunk loads every namespace its code names.
 */
export interface Chunk<M = unknown> {
  readonly file: string;
  readonly load: () => Promise<M>;
  readonly namespaces: readonly WebNamespace[];
}

export function chunk<M>(file: string, load: () => Promise<M>, namespaces: readonly WebNamespace[]): Chunk<M> {
  return { file, load, namespaces };
}

/** A route's screen: which chunk holds it, and which of the chunk's exports it is. */
export interface Screen {
  readonly chunk: Chunk;
  readonly pick: (module: unknown) => ComponentType;
}

export function screen<M>(from: Chunk<M>, pick: (module: M) => ComponentType): Screen {
  return { chunk: from as Chunk, pick: pick as (module: unknown) => ComponentType };
}

/** A route that only sends the reader elsewhere (its target a path of the registry). */
export interface Redirect {
  readonly redirect: string;
}

/** An area: its routes and, for each, the screen it shows (or where it redirects). */
export interface AreaManifest<R extends Record<string, RouteDef> = Record<string, RouteDef>> {
  readonly routes: R;
  readonly screens: { readonly [K in keyof R]: Screen | Redirect };
}

/** Joins an area's routes with their screens: the type makes a route without a screen a compile error. */
export function defineArea<R extends Record<string, RouteDef>>(
  routes: AreaRoutes<R>,
  screens: { readonly [K in keyof R]: Screen | Redirect },
): AreaManifest<R> {
  return { routes: routes.routes, screens };
}
