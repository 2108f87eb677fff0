// Route module of the store's back office (its own lazy chunk, so visitors of /store never download it), and its
// loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  adminCurrenciesQuery,
  adminProductsQuery,
  allCategoriesQuery,
  FIRST_ADMIN_PRODUCTS,
} from "./api/admin.ts";

export { AdminStorePage } from "./components/admin-store-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/store: the products table's first page, the categories and the currencies, all three on the one page.
  adminStore: adminLoader(({ client }) => {
    const { page, search, missingLanguage } = FIRST_ADMIN_PRODUCTS;
    return [
      client.ensureQueryData(adminProductsQuery(page, ADMIN_PRODUCTS_PAGE_SIZE, search, missingLanguage)),
      client.ensureQueryData(allCategoriesQuery()),
      client.ensureQueryData(adminCurrenciesQuery()),
    ];
  }),
};
