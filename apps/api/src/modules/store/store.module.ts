import type { ApiModule } from "../../http/module.ts";
import { storeRoutes } from "./store.routes.ts";
import { createStoreService } from "./store.service.ts";
import { productHead, storeSitemap } from "./store-pages.repository.ts";

/** The store catalogue: products, categories, display currencies and their administration (ADR 0035, 0036). */
export const storeModule: ApiModule = {
  name: "store",
  pageHeads: { storeDetails: productHead },
  sitemaps: [storeSitemap],
  register(app, deps) {
    storeRoutes(app, deps, createStoreService(deps));
  },
};
