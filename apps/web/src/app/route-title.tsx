import { useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { routeKeyOf, routes } from "./paths.ts";

/**
 * The document title follows the page from the registry's title key (ADR 0095), as the server wrote it into the
 * opened page's <head>. A layout effect: it runs before the page's own `useDocumentTitle` (a passive effect),
 * so an item page's title from its data still wins.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const key = routeKeyOf(pathname);
  const page = key ? t(routes[key].title) : t("pageTitle.notFound");
  const site = t("common.siteName");
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation starts from the page's own title.
  useLayoutEffect(() => {
    document.title = `${page} · ${site}`;
  }, [pathname, page, site]);
  return null;
}
