import type { Ports } from "../../deps.ts";
import { createCartService } from "./cart.service.ts";
import { createCheckoutService } from "./checkout.service.ts";
import { createFulfilmentService } from "./fulfilment.service.ts";
import { createOrdersShared } from "./orders.shared.ts";
import { createShippingService } from "./shipping.service.ts";

export type { CartOwner } from "./orders.shared.ts";

/**
 * The store's orders (ADR 0037), composed from four services over one set of helpers: cart (carts and the
 * instructors' kits), checkout (quotes and card payments), fulfilment (order history, links, shipping and
 * refunds) and shipping (the zone table).
 */
export function createOrdersService(deps: Ports) {
  const shared = createOrdersShared(deps);
  return {
    ...createCartService(deps, shared),
    ...createCheckoutService(deps, shared),
    ...createFulfilmentService(deps, shared),
    ...createShippingService(deps),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
