import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The store area's routes: the app's registry is made of every area's, and features link with `storeRoutes.to`. */
export const storeRoutes = defineRoutes({
  store: route(
    "/store",
    { title: "nav.store", description: "storeCatalogue.lead" },
    {
      nav: [
        { menu: "site", group: "direct", rank: 10 },
        { menu: "footer", group: "join", rank: 20 },
      ],
    },
  ),
  storeDetails: route("/store/storedetails/:id", { title: "nav.store", description: "storeCatalogue.lead" }),
  // The store's back office (ADR 0036).
  adminStore: route(
    "/admin/store",
    { title: "adminNav.links.store" },
    { nav: [{ menu: "admin", group: "commerce", rank: 10 }] },
  ),
});

const pages = chunk("features/store/routes.tsx", () => import("./routes.tsx"), ["store", "orders"]);
const admin = chunk("features/store/routes-admin.tsx", () => import("./routes-admin.tsx"), ["store", "translations"]);

/** The screen each of the store area's routes shows, from its chunk. */
export const storeArea = defineArea(storeRoutes, {
  store: screen(pages, (m) => m.StorePage),
  storeDetails: screen(pages, (m) => m.StoreDetailPage),
  adminStore: screen(admin, (m) => m.AdminStorePage),
});
