import type { ApiModule } from "../../http/module.ts";
import { ordersRoutes } from "./orders.routes.ts";
import { seedDemoOrders } from "./orders.seed.ts";
import { createOrdersService } from "./orders.service.ts";

/** Cart, checkout and orders of the store (ADR 0037): guest and member carts, card checkout, shipping table. */
export const ordersModule: ApiModule = {
  name: "orders",
  register(app, deps) {
    ordersRoutes(app, deps, createOrdersService(deps));
  },
  seedDemo: seedDemoOrders,
};
