import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { routeKeyOf, routes } from "./paths.ts";

/**
 * The document title follows the page from the registry's title key (ADR 0095), as the server wrote it into the
 * opened page's <head>. A layout effect: it runs before the page's own `useDocumentTitle` (a passive effect),
 * so an item page's title from its data still wins. A public page's description follows too (what a shared link
 * or a bookmark shows); a page without one keeps the last, as it is private and never indexed.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const key = routeKeyOf(pathname);
  const page = key ? t(routes[key].title) : t("pageTitle.notFound");
  const site = t("common.siteName");
  const descriptionKey = key ? (routes[key] as { description?: string }).description : undefined;
  // The key is in the page's area namespace, loaded with its screen before the navigation ends.
  // A runtime key (the route's), as translateMessage reads one: the registry's keys are each some namespace's.
  const description = descriptionKey && i18n.exists(descriptionKey) ? String(t(descriptionKey as never)) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation starts from the page's own title.
  useLayoutEffect(() => {
    document.title = `${page} · ${site}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [pathname, page, site, description]);
  return null;
}
