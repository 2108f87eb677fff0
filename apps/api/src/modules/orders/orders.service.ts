import type { Cart, InstructorKit, InterfaceLanguage, Order } from "@haa/domain";
import type { Ports } from "../../deps.ts";
import { createCartService } from "./cart.service.ts";
import { createCheckoutService } from "./checkout.service.ts";
import { createFulfilmentService } from "./fulfilment.service.ts";
import { cartInLanguage, kitInLanguage, orderInLanguage } from "./orders.presenter.ts";
import { createOrdersShared } from "./orders.shared.ts";
import { createShippingService } from "./shipping.service.ts";

export type { CartOwner } from "./orders.repository.ts";

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

    /** A cart with its product titles in the reader's language (ADR 0097). */
    async cartIn(cart: Cart, lang: InterfaceLanguage): Promise<Cart> {
      const ids = cart.Items.map((item) => item.ProductId);
      return cartInLanguage(cart, await shared.productWords(deps.db, lang, ids));
    },

    /** Orders with their lines' titles in the reader's language where the product is translated. */
    async ordersIn(orders: Order[], lang: InterfaceLanguage): Promise<Order[]> {
      const ids = orders.flatMap((order) => order.Items.map((item) => item.ProductId));
      const words = await shared.productWords(deps.db, lang, ids);
      return orders.map((order) => orderInLanguage(order, words));
    },

    async kitsIn(kits: InstructorKit[], lang: InterfaceLanguage): Promise<InstructorKit[]> {
      const words = await shared.productWords(
        deps.db,
        lang,
        kits.map((kit) => kit.Id),
      );
      return kits.map((kit) => kitInLanguage(kit, words));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
