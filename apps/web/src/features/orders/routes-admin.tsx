// Route module of the store's order administration (its own chunk: visitors never download it), and its loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { adminOrdersQuery, FIRST_ADMIN_ORDERS } from "./api/orders.ts";

export { AdminStoreOrdersPage } from "./admin/admin-orders-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/store-orders: the orders tab (the one open first) at its first page; the shipping zones wait for theirs.
  adminStoreOrders: adminLoader(({ client }) => [client.ensureQueryData(adminOrdersQuery(FIRST_ADMIN_ORDERS))]),
};
