import type { ApiModule } from "../../http/module.ts";
import { createExpirePendingHandler, EXPIRE_PENDING_JOB, scheduleExpirePending } from "./orders.jobs.ts";
import { ordersRoutes } from "./orders.routes.ts";
import { createOrdersService } from "./orders.service.ts";
import { ordersExport } from "./orders-export.repository.ts";

/**
 * Cart, checkout and orders of the store (ADR 0037): guest and member carts, card checkout, shipping table;
 * the `orders.expirePending` job releases abandoned pending orders (ADR 0049).
 */
export const ordersModule: ApiModule = {
  name: "orders",
  // An order's invoice PDF and digital downloads are signed links (?signature=), like the invoices (ADR 0037).
  signedLinks: [{ path: /^\/api\/store\/(getorderinvoicepdf|downloadorderitem)\/?$/i, param: "signature" }],
  register(app, deps) {
    deps.personalData.registerExport("orders", ordersExport.orders);
    deps.personalData.registerExport("cart", ordersExport.cart);
    // An erased member's orders stay for the accounts, without the address; the cart goes (ADR 0089).
    deps.personalData.register("orders", async (tx, userId) => {
      await ordersExport.eraseAddresses(tx, userId);
      await ordersExport.eraseCart(tx, userId);
      return undefined;
    });
    ordersRoutes(app, deps, createOrdersService(deps));
  },
  jobs: (deps, report) => ({ [EXPIRE_PENDING_JOB]: createExpirePendingHandler(deps, report) }),
  onStart: (deps) => scheduleExpirePending(deps, deps.clock.now()),
};
