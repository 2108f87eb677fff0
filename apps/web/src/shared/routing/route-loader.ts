import type { InterfaceLanguage } from "@haa/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction, Params } from "react-router";
import { ADMIN_ACCOUNT_TYPE, isLoggedIn, readSession } from "../session/session-store.ts";

/**
 * What the routes hand a screen's loader (ADR 0098): the app's query cache and the page's language. The router is
 * built around them (`startRoutes`), so a loader needs no global: the browser's cache and language, or on the
 * server the request's own cache and the page's language (several requests in different languages run at once).
 */
export interface LoaderDeps {
  client: QueryClient;
  language: () => InterfaceLanguage;
  /**
   * While the browser hydrates a page the server rendered, its reads are the server's (in the cache already) and
   * nothing is asked: a read the server failed is in its markup as loading, and asking it now would hydrate
   * another page than the one painted. The screen asks for it once hydrated.
   */
  hydrating?: () => boolean;
}

/** What a screen's reads are worked out from: the address (params, search params) and the page's language. */
export interface LoaderArgs {
  client: QueryClient;
  language: InterfaceLanguage;
  url: URL;
  params: Params;
}

/** A screen's loader as its route module exports it: the router gives it the deps when it builds the route. */
export type ScreenLoader = (deps: LoaderDeps) => LoaderFunction;

/**
 * What an area's route module exports as `loaders`: the loader of each of its routes whose screen shows data. The
 * router finds a route's loader there when the module arrives, so no loader code is in the entry.
 */
export type Loaders = Readonly<Record<string, ScreenLoader>>;

/**
 * A loader that puts the reads a screen shows on its first paint into the query cache, with the screen's own
 * query options (`ensureQueryData`: a read already cached is not asked again). It only reads, and it never fails:
 * a failed read stays in the cache as the screen's error, which the screen shows as before, and the navigation
 * (or the server's render) goes on. It waits for every read, failed or not, so the screen renders once.
 */
export function screenLoader(reads: (args: LoaderArgs) => Promise<unknown>[]): ScreenLoader {
  return (deps) =>
    async ({ request, params }) => {
      if (deps.hydrating?.()) return null;
      try {
        const url = new URL(request.url);
        await Promise.allSettled(reads({ client: deps.client, language: deps.language(), url, params }));
      } catch {
        // A read that could not even be asked is the screen's to ask (and show) again.
      }
      // React Router wants a value; the data is in the query cache, where the screen reads it.
      return null;
    };
}

/**
 * A member screen's loader: the reads of the logged-in member's own data, by their id from the stored session. A
 * visitor's reads are none (the screen asks them to log in). The member area is rendered in the browser only, so
 * this runs on a navigation, and on the first page's load before the screen is drawn (ADR 0098).
 */
export function memberLoader(reads: (args: LoaderArgs & { userId: number }) => Promise<unknown>[]): ScreenLoader {
  return screenLoader((args) => {
    const session = readSession();
    return isLoggedIn(session) ? reads({ ...args, userId: session.user.Id }) : [];
  });
}

/**
 * An administration screen's loader: its reads for an administrator only. Anyone else gets the gate's refusal or
 * login call, and no read the server would refuse.
 */
export function adminLoader(reads: (args: LoaderArgs) => Promise<unknown>[]): ScreenLoader {
  return screenLoader((args) => {
    const session = readSession();
    return isLoggedIn(session) && session.user.AccountType === ADMIN_ACCOUNT_TYPE ? reads(args) : [];
  });
}
