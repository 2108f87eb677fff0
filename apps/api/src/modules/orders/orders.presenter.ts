import {
  buyable,
  type Cart,
  type CheckoutQuote,
  centsToDollars,
  DOWNLOAD_LIMIT,
  DOWNLOAD_TTL_MS,
  type InstructorKit,
  type InterfaceLanguage,
  inStock,
  type Order,
  type OrderTotals,
  type ShippingZone,
  type TranslationEntry,
} from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import { orderInvoicePath, signedOrderPath } from "./orders.links.ts";
import type { CartLine, CartOwner, CartRow, OrderItemRow, OrderRow, ProductRow } from "./orders.repository.ts";
import type { ZoneWithRates } from "./shipping.repository.ts";

/** What an order's signed links are made with: the signing secret and the moment they are made. */
export interface OrderLinks {
  secret: string;
  now: Date;
}

/** The reader's words for the products a cart, an order page or the kits name (the store's kind `product`). */
export interface ProductWords {
  lang: InterfaceLanguage;
  products: Map<number, TranslationEntry>;
}

/** A cart's product titles in the reader's language where translated (ADR 0097). */
export function cartInLanguage(cart: Cart, words: ProductWords): Cart {
  return {
    ...cart,
    Items: cart.Items.map((item) => ({
      ...item,
      Product: translated("product", item.Product, words.products.get(item.ProductId), words.lang),
    })),
  };
}

/** An order's line titles in the reader's language where translated; untranslated lines keep the title bought. */
export function orderInLanguage(order: Order, words: ProductWords): Order {
  return {
    ...order,
    Items: order.Items.map((item) => translated("product", item, words.products.get(item.ProductId), words.lang)),
  };
}

export function kitInLanguage(kit: InstructorKit, words: ProductWords): InstructorKit {
  return translated("product", kit, words.products.get(kit.Id), words.lang);
}

/** What a checkout priced, as the quote shows it. */
export interface PricedOrder {
  totals: OrderTotals;
  ships: boolean;
  zoneName: string | null;
  coupon: { code: string } | null;
}

/** A cart at today's prices; a guest cart merged into a member's shows no lines. */
export function presentCart(cart: CartRow | undefined, lines: CartLine[], owner: CartOwner): Cart {
  const merged = cart ? !cart.isOriginal : false;
  const items = merged ? [] : lines;
  return {
    CartId: cart?.id ?? null,
    UserId: "userId" in owner ? owner.userId : null,
    GuestId: "guestId" in owner ? owner.guestId : null,
    IsOriginalCart: !merged,
    Items: items.map((line) => ({
      Id: line.id,
      ProductId: line.product.id,
      Quantity: line.quantity,
      LineTotal: centsToDollars(line.product.priceCents * line.quantity),
      Product: {
        Id: line.product.id,
        Title: line.product.title,
        Price: centsToDollars(line.product.priceCents),
        CoverImage: line.product.coverImage,
        Kind: line.product.kind,
        Stock: line.product.stock,
        InStock: inStock(line.product),
        Available: buyable(line.product) && inStock(line.product),
      },
    })),
    ItemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    Subtotal: centsToDollars(items.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0)),
  };
}

export function presentQuote(priced: PricedOrder): CheckoutQuote {
  const { totals } = priced;
  return {
    Subtotal: centsToDollars(totals.subtotalCents),
    Shipping: centsToDollars(totals.shippingCents),
    Discount: centsToDollars(totals.discountCents),
    Total: centsToDollars(totals.totalCents),
    NeedsShipping: priced.ships,
    ShippingZone: priced.zoneName,
    CouponCode: priced.coupon?.code ?? null,
    Currency: "USD",
  };
}

/** A line of an order; a digital line carries its download link while the order is paid and the link lives. */
function presentOrderItem(order: OrderRow, item: OrderItemRow, links: OrderLinks): Order["Items"][number] {
  const expiresAt = new Date(order.createdAt.getTime() + DOWNLOAD_TTL_MS);
  const digital = item.kind === "digital";
  const live =
    digital &&
    (order.status === "paid" || order.status === "shipped") &&
    expiresAt > links.now &&
    item.downloadCount < DOWNLOAD_LIMIT;
  return {
    Id: item.id,
    ProductId: item.productId,
    Title: item.title,
    Kind: item.kind,
    UnitPrice: centsToDollars(item.unitPriceCents),
    Quantity: item.quantity,
    LineTotal: centsToDollars(item.lineTotalCents),
    DownloadUrl: live
      ? signedOrderPath(links.secret, "DownloadOrderItem", "download", item.id, Math.floor(expiresAt.getTime() / 1000))
      : null,
    DownloadsLeft: digital ? Math.max(0, DOWNLOAD_LIMIT - item.downloadCount) : null,
    DownloadExpiresAt: digital ? expiresAt.toISOString() : null,
  };
}

/** An order with its own lines (`items` may hold other orders' lines too) and its signed invoice link. */
export function presentOrder(order: OrderRow, items: OrderItemRow[], links: OrderLinks): Order {
  const a = order.shippingAddress;
  return {
    Id: order.id,
    OrderNumber: order.orderNumber,
    Kind: order.kind,
    Status: order.status,
    Email: order.email,
    UserId: order.userId,
    CreatedAt: order.createdAt.toISOString(),
    Subtotal: centsToDollars(order.subtotalCents),
    Shipping: centsToDollars(order.shippingCents),
    Discount: centsToDollars(order.discountCents),
    Total: centsToDollars(order.totalCents),
    Currency: order.currency,
    CouponCode: order.couponCode,
    ShippingAddress: a
      ? {
          FullName: a.fullName,
          Line1: a.line1,
          Line2: a.line2,
          City: a.city,
          State: a.state,
          PostalCode: a.postalCode,
          CountryCode: a.countryCode,
          Phone: a.phone,
        }
      : null,
    CardBrand: order.cardBrand,
    Last4: order.last4,
    TrackingNumber: order.trackingNumber,
    ShippedAt: order.shippedAt?.toISOString() ?? null,
    RefundedAt: order.refundedAt?.toISOString() ?? null,
    InvoiceUrl: orderInvoicePath(links.secret, order.id, links.now),
    Items: items.filter((item) => item.orderId === order.id).map((item) => presentOrderItem(order, item, links)),
  };
}

export function presentInstructorKit(product: ProductRow): InstructorKit {
  return {
    Id: product.id,
    Title: product.title,
    Summary: product.summary,
    Price: centsToDollars(product.priceCents),
    InstructorPrice: centsToDollars(product.instructorPriceCents ?? product.priceCents),
    CoverImage: product.coverImage,
    Kind: product.kind,
    InStock: inStock(product),
  };
}

export function presentShippingZone(zone: ZoneWithRates): ShippingZone {
  return {
    Id: zone.id,
    Name: zone.name,
    Countries: zone.countries,
    IsFallback: zone.isFallback,
    Rates: zone.rates.map((rate) => ({
      MaxWeightGrams: rate.maxWeightGrams,
      Price: centsToDollars(rate.priceCents),
    })),
  };
}
