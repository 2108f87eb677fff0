import type { ApiModule } from "../../http/module.ts";
import { storeRepository } from "./store.repository.ts";
import { storeRoutes } from "./store.routes.ts";
import { createStoreService } from "./store.service.ts";
import { productHead, storeSitemap } from "./store-pages.repository.ts";

/** The store catalogue: products, categories, display currencies and their administration (ADR 0035, 0036). */
export const storeModule: ApiModule = {
  name: "store",
  pageHeads: { storeDetails: productHead },
  sitemaps: [storeSitemap],
  register(app, deps) {
    // Products and categories can be read in the reader's language (ADR 0097); English stays in their tables.
    deps.translations.register("product", { source: (db, id) => storeRepository.productSource(db, id) });
    deps.translations.register("productCategory", { source: (db, id) => storeRepository.categorySource(db, id) });
    storeRoutes(app, deps, createStoreService(deps));
  },
};
