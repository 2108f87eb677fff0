import {
  DOWNLOAD_LIMIT,
  formatUsd,
  type InterfaceLanguage,
  MAX_CART_LINES,
  MembershipId,
  normalizeLanguage,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Ports } from "../../deps.ts";
import { AppError, conflict, notFound } from "../../http/errors.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import { orderInvoicePath } from "./orders.links.ts";
import type { OrderLinks, ProductWords } from "./orders.presenter.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";

/** The orders area's refusals, shared by its services so that each keeps its one code and message. */
export const errors = {
  productNotFound: () => notFound("PRODUCT_NOT_FOUND", "ordersErrors.productNotFound"),
  lineNotFound: () => notFound("CART_ITEM_NOT_FOUND", "ordersErrors.lineNotFound"),
  orderNotFound: () => notFound("ORDER_NOT_FOUND", "ordersErrors.orderNotFound"),
  instructorsOnly: () => new AppError(403, "PRODUCT_INSTRUCTORS_ONLY", "ordersErrors.instructorsOnly"),
  outOfStock: (title: string) => new AppError(409, "OUT_OF_STOCK", "ordersErrors.outOfStock", { title }),
  soldOut: (title: string) => new AppError(409, "SOLD_OUT", "ordersErrors.soldOut", { title }),
  quantityLimit: (max: number) => new AppError(409, "QUANTITY_LIMIT", "ordersErrors.quantityLimit", { max }),
  cartFull: () => new AppError(409, "CART_FULL", "ordersErrors.cartFull", { max: MAX_CART_LINES }),
  cartEmpty: () => new AppError(400, "CART_EMPTY", "ordersErrors.cartEmpty"),
  signInForManual: () => new AppError(403, "SIGN_IN_FOR_MANUAL", "ordersErrors.signInForManual"),
  addressRequired: () =>
    new AppError(
      400,
      "ADDRESS_REQUIRED",
      "ordersErrors.addressRequired",
      {},
      { Address: "ordersErrors.addressRequired" },
    ),
  addressNotFound: () => notFound("ADDRESS_NOT_FOUND", "ordersErrors.addressNotFound"),
  noShipping: () => new AppError(400, "NO_SHIPPING", "ordersErrors.noShipping"),
  emailRequired: () =>
    new AppError(400, "EMAIL_REQUIRED", "ordersErrors.emailRequired", {}, { Email: "ordersErrors.emailRequired" }),
  checkoutInProgress: () => conflict("CHECKOUT_IN_PROGRESS", "ordersErrors.checkoutInProgress"),
  notInstructor: () => new AppError(403, "NOT_INSTRUCTOR", "ordersErrors.notInstructor"),
  couponExhausted: () =>
    new AppError(400, "COUPON_EXHAUSTED", "coupon.exhausted", {}, { CouponCode: "coupon.exhausted" }),
  linkInvalid: () => new AppError(403, "LINK_INVALID", "ordersErrors.linkInvalid"),
  downloadsUsed: () => new AppError(410, "DOWNLOADS_USED", "ordersErrors.downloadsUsed", { max: DOWNLOAD_LIMIT }),
  notShippable: () => conflict("ORDER_NOT_SHIPPABLE", "ordersErrors.notShippable"),
  alreadyRefunded: () => conflict("ORDER_ALREADY_REFUNDED", "ordersErrors.alreadyRefunded"),
  refundFailed: () => new AppError(502, "REFUND_FAILED", "ordersErrors.refundFailed"),
  orderExpired: () => conflict("ORDER_EXPIRED", "ordersErrors.orderExpired"),
  zoneNotFound: () => notFound("SHIPPING_ZONE_NOT_FOUND", "ordersErrors.zoneNotFound"),
};

/**
 * A paid order as the member's purchase history shows it (billing's `purchases` port, ADR 0077): its number,
 * total and status, titled by its lines' titles in line order. The invoice link stays computed when read.
 */
export function orderPurchase(order: OrderRow, items: { title: string }[]) {
  return {
    source: "order" as const,
    sourceId: order.id,
    userId: order.userId,
    createdAt: order.createdAt,
    kind: order.kind,
    title: items.length > 0 ? items.map((item) => item.title).join(", ") : null,
    reference: order.orderNumber,
    totalCents: order.totalCents,
    currency: order.currency,
    status: order.status === "shipped" ? ("shipped" as const) : ("paid" as const),
  };
}

/** What the cart, checkout and fulfilment services share: signed links, the order mails, the instructor check. */
export function createOrdersShared(deps: Ports) {
  const { db, clock, config } = deps;

  /** What the presenter signs an order's links with, now. */
  const links = (): OrderLinks => ({ secret: config.jwtSecret, now: clock.now() });

  /** Instructors-only kits and their checkout: a member whose current plan is not Instructor gets 403. */
  async function requireInstructor(userId: number): Promise<void> {
    const level = await deps.memberAccess.planOf(db, userId, clock.now());
    if (level !== MembershipId.Instructor) throw errors.notInstructor();
  }

  /** The reader's words for these products (the store's kind `product`): one statement, none in English. */
  async function productWords(tx: Db, lang: InterfaceLanguage, productIds: readonly number[]): Promise<ProductWords> {
    return { lang, products: await deps.translations.overlay(tx, "product", lang, [...new Set(productIds)]) };
  }

  /**
   * The buyer's receipt, shipping or refund mail, in the order's language, queued in the caller's transaction. A
   * receipt names its lines, each product's title in that language where translated (ADR 0097).
   */
  async function queueOrderMail(
    tx: Db,
    order: OrderRow,
    name: string,
    kind: "receipt" | "shipped" | "refunded",
    lines: readonly Pick<OrderItemRow, "productId" | "title" | "quantity">[] = [],
  ) {
    const language = normalizeLanguage(order.language);
    const words = await productWords(
      tx,
      language,
      lines.map((line) => line.productId),
    );
    const items = lines
      .map((line) => `${line.quantity} × ${words.products.get(line.productId)?.Title ?? line.title}`)
      .join(", ");
    const detail =
      order.userId !== null
        ? `${config.publicUrl}/purchasedetail?orderId=${order.id}`
        : `${config.publicUrl}${orderInvoicePath(config.jwtSecret, order.id, clock.now())}`;
    await queueMail(
      tx,
      order.email,
      renderMail(language, name, {
        subject: `ordersMail.${kind}Subject`,
        intro: items ? [`ordersMail.${kind}Intro`, "ordersMail.receiptItems"] : [`ordersMail.${kind}Intro`],
        action: { label: order.userId !== null ? "ordersMail.viewOrder" : "ordersMail.viewInvoice", url: detail },
        params: {
          number: order.orderNumber,
          total: formatUsd(order.totalCents, language),
          tracking: order.trackingNumber ?? "",
          items,
        },
      }),
    );
  }

  return { links, requireInstructor, queueOrderMail, productWords };
}

export type OrdersShared = ReturnType<typeof createOrdersShared>;
