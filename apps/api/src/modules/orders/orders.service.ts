import {
  type AddressInput,
  type Cart,
  type CheckoutQuote,
  cardBrand,
  centsToDollars,
  couponDiscountCents,
  DOWNLOAD_LIMIT,
  DOWNLOAD_TTL_MS,
  formatOrderNumber,
  formatUsd,
  type InterfaceLanguage,
  lastFour,
  lineCap,
  MAX_CART_LINES,
  MembershipId,
  mergeCartLines,
  needsShipping,
  normalizeLanguage,
  type Order,
  type OrderList,
  orderTotals,
  type SaveShippingZoneInput,
  type ShippingZone,
  shippingCents,
  zoneFor,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, conflict, forbidden, notFound, unauthorized } from "../../http/errors.ts";
import {
  assertCardAttemptAllowed,
  type CardAttempt,
  recordCardDecline,
  withPaymentClaim,
} from "../billing/checkout-guards.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { type CouponRow, couponsRepository } from "../coupons/coupons.repository.ts";
import { findUsableCoupon } from "../coupons/coupons.service.ts";
import { queueMail } from "../mail/mailer.ts";
import { renderMail } from "../mail/templates.ts";
import { grantManual } from "../manuals/manuals.service.ts";
import { planOf } from "../membership/member-plan.ts";
import { assertAmountPaid, type CardFields, paymentFailed, readCard } from "../membership/membership.shared.ts";
import { orderInvoicePath, orderLinkSignatureValid, signedOrderPath } from "./orders.links.ts";
import {
  type CartLine,
  type CartRow,
  type OrderItemRow,
  type OrderRow,
  type ProductRow,
  ordersRepository as repo,
} from "./orders.repository.ts";
import type { ShippingAddress } from "./orders.schema.ts";

export type CartOwner = { userId: number } | { guestId: string };

/** Who is paying: a member (receipt to their login) or a guest (receipt to the typed e-mail). */
interface Buyer {
  userId: number | null;
  guestId: string | null;
  email: string;
  name: string;
  language: InterfaceLanguage;
}

export interface CheckoutRequest extends CardFields {
  AddressId?: number | undefined;
  Address?: AddressInput | undefined;
  CountryCode?: string | undefined;
  CouponCode?: string | undefined;
  AmountPaid?: number | string | undefined;
}

interface PricedLine {
  product: ProductRow;
  quantity: number;
  unitCents: number;
}

const errors = {
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

const isVisibleStatus = (status: OrderRow["status"]) =>
  status === "paid" || status === "shipped" || status === "refunded";
const inStock = (product: ProductRow) => product.stock === null || product.stock > 0;
/** What a normal cart may hold: published, for everyone. */
const buyable = (product: ProductRow) => product.published && product.audience === "everyone";
const mayAct = (actor: Actor | undefined, userId: number) => !!actor && (actor.isAdmin || actor.user.id === userId);

export function createOrdersService(deps: Deps) {
  const { db, clock, config, gateway } = deps;

  const signedPath = (path: string, purpose: string, id: number, expires: number) =>
    signedOrderPath(config.jwtSecret, path, purpose, id, expires);

  function verify(purpose: string, query: { Id: number; Expires: number; Signature: string }) {
    if (!orderLinkSignatureValid(config.jwtSecret, purpose, query)) throw errors.linkInvalid();
    if (query.Expires * 1000 < clock.now().getTime()) throw errors.linkInvalid();
  }

  /** An owner's access to a cart or an order list: a guest by the unguessable GuestId, a member by bearer. */
  function assertOwner(actor: Actor | undefined, owner: CartOwner) {
    if ("guestId" in owner) return;
    if (!actor) throw unauthorized();
    if (!mayAct(actor, owner.userId)) throw forbidden();
  }

  function presentCart(cart: CartRow | undefined, lines: CartLine[], owner: CartOwner): Cart {
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

  async function readCart(owner: CartOwner): Promise<Cart> {
    const cart = await repo.cartOf(db, owner);
    return presentCart(cart, cart ? await repo.lines(db, cart.id) : [], owner);
  }

  /** A cart line the caller may change: a member's by bearer (or an administrator), a guest's by GuestId. */
  async function ownedLine(lineId: number, actor: Actor | undefined, guestId: string | undefined) {
    const line = await repo.line(db, lineId);
    if (!line) throw errors.lineNotFound();
    const { cart } = line;
    const allowed =
      cart.userId !== null ? mayAct(actor, cart.userId) : guestId !== undefined && cart.guestId === guestId;
    if (!allowed || !cart.isOriginal) throw errors.lineNotFound();
    return line;
  }

  const ownerOfCart = (cart: CartRow): CartOwner =>
    cart.userId !== null ? { userId: cart.userId } : { guestId: cart.guestId ?? "" };

  function assertBuyable(product: ProductRow | undefined): asserts product is ProductRow {
    if (!product?.published) throw errors.productNotFound();
    if (product.audience !== "everyone") throw errors.instructorsOnly();
    if (!inStock(product)) throw errors.outOfStock(product.title);
  }

  // ---- checkout ----

  async function shippingAddressOf(buyer: Buyer, request: CheckoutRequest): Promise<ShippingAddress | null> {
    if (request.AddressId !== undefined) {
      const row = await repo.address(db, request.AddressId);
      if (!row || buyer.userId === null || row.userId !== buyer.userId) throw errors.addressNotFound();
      return {
        fullName: row.fullName,
        line1: row.line1,
        line2: row.line2,
        city: row.city,
        state: row.state,
        postalCode: row.postalCode,
        countryCode: row.countryCode.toUpperCase(),
        phone: row.phone,
      };
    }
    if (request.Address) {
      const a = request.Address;
      return {
        fullName: a.FullName,
        line1: a.Line1,
        line2: a.Line2,
        city: a.City,
        state: a.State,
        postalCode: a.PostalCode,
        countryCode: a.CountryCode,
        phone: a.Phone,
      };
    }
    return null;
  }

  /** Every amount, recomputed from the products now; throws the first reason the order cannot be placed. */
  async function price(
    buyer: Buyer,
    lines: PricedLine[],
    request: CheckoutRequest,
    options: { requireAddress: boolean },
  ) {
    if (lines.length === 0) throw errors.cartEmpty();
    for (const line of lines) {
      if (!line.product.published) throw errors.productNotFound();
      if (!inStock(line.product)) throw errors.outOfStock(line.product.title);
      const cap = lineCap(line.product.stock);
      if (line.quantity > cap) throw errors.quantityLimit(cap);
      if (line.product.kind === "manual" && buyer.userId === null) throw errors.signInForManual();
    }
    const ships = needsShipping(lines.map((line) => line.product));
    const address = ships ? await shippingAddressOf(buyer, request) : null;
    const country = address?.countryCode ?? request.CountryCode?.toUpperCase() ?? null;
    if (ships && !address && options.requireAddress) throw errors.addressRequired();
    const weight = lines.reduce(
      (sum, line) => sum + (line.product.kind === "physical" ? line.product.weightGrams * line.quantity : 0),
      0,
    );
    const zones = await repo.zones(db);
    let shipping = 0;
    let zoneName: string | null = null;
    if (ships && country) {
      const cost = shippingCents(zones, country, Math.max(weight, 1));
      if (cost === null) throw errors.noShipping();
      shipping = cost;
      zoneName = zoneFor(zones, country)?.name ?? null;
    }
    const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    let coupon: CouponRow | null = null;
    let discount = 0;
    if (request.CouponCode) {
      coupon = await findUsableCoupon(db, { code: request.CouponCode, type: "Store", country: null, now: clock.now() });
      discount = couponDiscountCents({
        discountType: coupon.discountType,
        discountValue: coupon.discountValue,
        baseCents: subtotal,
      });
    }
    const totals = orderTotals({ subtotalCents: subtotal, shippingCents: shipping, discountCents: discount });
    return { totals, address, ships, zoneName, coupon };
  }

  function presentQuote(priced: Awaited<ReturnType<typeof price>>): CheckoutQuote {
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

  function presentItem(order: OrderRow, item: OrderItemRow): Order["Items"][number] {
    const expiresAt = new Date(order.createdAt.getTime() + DOWNLOAD_TTL_MS);
    const digital = item.kind === "digital";
    const live =
      digital &&
      (order.status === "paid" || order.status === "shipped") &&
      expiresAt > clock.now() &&
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
        ? signedPath("DownloadOrderItem", "download", item.id, Math.floor(expiresAt.getTime() / 1000))
        : null,
      DownloadsLeft: digital ? Math.max(0, DOWNLOAD_LIMIT - item.downloadCount) : null,
      DownloadExpiresAt: digital ? expiresAt.toISOString() : null,
    };
  }

  function presentOrder(order: OrderRow, items: OrderItemRow[]): Order {
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
      InvoiceUrl: orderInvoicePath(config.jwtSecret, order.id, clock.now()),
      Items: items.filter((item) => item.orderId === order.id).map((item) => presentItem(order, item)),
    };
  }

  async function presentOne(order: OrderRow): Promise<Order> {
    return presentOrder(order, await repo.items(db, [order.id]));
  }

  async function queueOrderMail(tx: Db, order: OrderRow, name: string, kind: "receipt" | "shipped" | "refunded") {
    const language = normalizeLanguage(order.language);
    const detail =
      order.userId !== null
        ? `${config.publicUrl}/purchasedetail?orderId=${order.id}`
        : `${config.publicUrl}${presentOrder(order, []).InvoiceUrl}`;
    await queueMail(
      tx,
      order.email,
      renderMail(language, name, {
        subject: `ordersMail.${kind}Subject`,
        intro: [`ordersMail.${kind}Intro`],
        action: { label: order.userId !== null ? "ordersMail.viewOrder" : "ordersMail.viewInvoice", url: detail },
        params: {
          number: order.orderNumber,
          total: formatUsd(order.totalCents, language),
          tracking: order.trackingNumber ?? "",
        },
      }),
    );
  }

  /**
   * The checkout (ADR 0037). Prices and checks everything, then under the buyer's payment claim: reserves the
   * coupon use, takes the stock and writes a pending order in one transaction (guarded UPDATEs: of 20 parallel
   * buyers of the last item one gets it, the others a 409 before any card is charged), charges the card
   * outside any transaction, and finally marks the order paid, grants manuals, empties the cart and queues the
   * receipt in one transaction. A declined card puts the stock and the coupon back and leaves the cart as it was.
   */
  async function placeOrder(
    buyer: Buyer,
    kind: "store" | "instructor",
    lines: PricedLine[],
    cartId: number | null,
    request: CheckoutRequest,
    ip: string,
    idem: IdempotencyContext,
  ): Promise<Order> {
    const priced = await price(buyer, lines, request, { requireAddress: true });
    if (request.AmountPaid !== undefined) assertAmountPaid(request.AmountPaid, priced.totals.totalCents);
    const card = priced.totals.totalCents > 0 ? readCard(request, clock.now()) : null;
    const attempt: CardAttempt = {
      ip,
      account: buyer.userId !== null ? `user:${buyer.userId}` : `email:${buyer.email}`,
    };
    if (card) await assertCardAttemptAllowed(deps, attempt);
    const claimKey = buyer.userId !== null ? `store:user:${buyer.userId}` : `store:guest:${buyer.guestId}`;

    return withPaymentClaim(deps, claimKey, errors.checkoutInProgress, async () => {
      const { coupon, totals } = priced;
      if (coupon && !(await couponsRepository.redeem(db, coupon.id, clock.now()))) throw errors.couponExhausted();
      const releaseCoupon = async () => {
        if (coupon) await couponsRepository.unredeem(db, coupon.id, clock.now());
      };
      let order: OrderRow;
      try {
        order = await db.transaction(async (tx) => {
          const now = clock.now();
          // One order at a time per product row, in id order so two carts never wait on each other in a cycle.
          for (const line of [...lines].sort((a, b) => a.product.id - b.product.id)) {
            if (!(await repo.takeStock(tx, line.product.id, line.quantity))) throw errors.soldOut(line.product.title);
          }
          const id = await repo.nextOrderId(tx);
          return repo.insertOrder(
            tx,
            {
              id,
              orderNumber: formatOrderNumber(now, id),
              userId: buyer.userId,
              guestId: buyer.guestId,
              email: buyer.email.toLowerCase(),
              kind,
              status: "pending",
              subtotalCents: totals.subtotalCents,
              shippingCents: totals.shippingCents,
              discountCents: totals.discountCents,
              totalCents: totals.totalCents,
              couponCode: coupon?.code ?? null,
              language: buyer.language,
              shippingAddress: priced.address,
              createdAt: now,
            },
            lines.map((line) => ({
              productId: line.product.id,
              title: line.product.title,
              kind: line.product.kind,
              unitPriceCents: line.unitCents,
              quantity: line.quantity,
              lineTotalCents: line.unitCents * line.quantity,
            })),
          );
        });
      } catch (error) {
        await releaseCoupon();
        throw error;
      }

      let charge: { chargeId: string | null; brand: string | null; last4: string | null } = {
        chargeId: null,
        brand: null,
        last4: null,
      };
      if (card) {
        let result: Awaited<ReturnType<typeof gateway.charge>>;
        try {
          result = await gateway.charge(card, totals.totalCents, idem.gatewayKey("store-order"));
        } catch {
          result = { ok: false, decline: "unavailable" };
        }
        if (!result.ok) {
          await db.transaction(async (tx) => {
            for (const line of lines) await repo.returnStock(tx, line.product.id, line.quantity);
            await repo.transition(tx, order.id, ["pending"], { status: "cancelled" });
          });
          await releaseCoupon();
          if (result.decline !== "unavailable") await recordCardDecline(deps, attempt);
          throw paymentFailed(result.decline);
        }
        charge = { chargeId: result.chargeId, brand: cardBrand(card.number), last4: lastFour(card.number) };
      }

      const answer = await db.transaction(async (tx) => {
        const now = clock.now();
        const paid = await repo.transition(tx, order.id, ["pending"], {
          status: "paid",
          gatewayChargeId: charge.chargeId,
          cardBrand: charge.brand,
          last4: charge.last4,
        });
        // Only the release job moves a pending order under its claim: it already gave the stock back.
        if (!paid) return null;
        if (buyer.userId !== null) {
          for (const line of lines) {
            if (line.product.kind === "manual" && line.product.manualId !== null) {
              await grantManual(tx, buyer.userId, line.product.manualId, "purchase", now);
            }
          }
        }
        if (cartId !== null) await repo.clearCart(tx, cartId);
        await queueOrderMail(tx, paid, buyer.name, "receipt");
        const answer = presentOrder(paid, await repo.items(tx, [paid.id]));
        await idem.complete(tx, answer);
        return answer;
      });
      if (answer) return answer;
      // The charge outlived the order (ADR 0049): the money goes back under a key of the order, once.
      if (charge.chargeId) await gateway.refund(charge.chargeId, `store-expired:${order.id}`).catch(() => undefined);
      throw errors.orderExpired();
    });
  }

  async function buyerOf(owner: CartOwner, email: string | undefined, language: InterfaceLanguage): Promise<Buyer> {
    if ("userId" in owner) {
      const user = await repo.userOf(db, owner.userId);
      if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
      return {
        userId: user.id,
        guestId: null,
        email: user.email,
        name: user.firstName,
        language: normalizeLanguage(user.language),
      };
    }
    if (!email) throw errors.emailRequired();
    return { userId: null, guestId: owner.guestId, email, name: email.split("@")[0] ?? "", language };
  }

  const cartPriced = (lines: CartLine[]): PricedLine[] =>
    lines.map((line) => ({ product: line.product, quantity: line.quantity, unitCents: line.product.priceCents }));

  async function instructorLines(userId: number, items: { ProductId: number; Quantity: number }[]) {
    const level = await planOf(db, userId, clock.now());
    if (level !== MembershipId.Instructor) throw errors.notInstructor();
    const quantities = new Map<number, number>();
    for (const item of items) quantities.set(item.ProductId, (quantities.get(item.ProductId) ?? 0) + item.Quantity);
    const found = await repo.productsByIds(db, [...quantities.keys()]);
    return [...quantities].map(([productId, quantity]): PricedLine => {
      const product = found.find((p) => p.id === productId);
      if (!product?.published) throw errors.productNotFound();
      return { product, quantity, unitCents: product.instructorPriceCents ?? product.priceCents };
    });
  }

  return {
    assertOwner,
    getCart: readCart,

    /** Store/AddToCart: the product must be published, for everyone and in stock; line and cart limits hold. */
    async addToCart(owner: CartOwner, productId: number, quantity: number): Promise<Cart> {
      const product = await repo.product(db, productId);
      assertBuyable(product);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const cart = await repo.ensureCart(tx, owner, now);
        await repo.lockCart(tx, cart.id);
        if (!cart.isOriginal) {
          // The visitor's earlier cart went into a member's cart; the same browser starts a fresh one.
          await repo.clearCart(tx, cart.id);
          await repo.reopenCart(tx, cart.id, now);
        }
        const existing = await repo.findLineOf(tx, cart.id, productId);
        const cap = lineCap(product.stock);
        if ((existing?.quantity ?? 0) + quantity > cap) throw errors.quantityLimit(cap);
        if (!existing && (await repo.countLines(tx, cart.id)) >= MAX_CART_LINES) throw errors.cartFull();
        await repo.insertLine(tx, cart.id, productId, quantity, now);
        await repo.touchCart(tx, cart.id, now);
      });
      return readCart(owner);
    },

    async increase(lineId: number, actor: Actor | undefined, guestId: string | undefined): Promise<Cart> {
      const line = await ownedLine(lineId, actor, guestId);
      assertBuyable(line.product);
      const cap = lineCap(line.product.stock);
      if (line.quantity + 1 > cap) throw errors.quantityLimit(cap);
      await repo.setLineQuantity(db, line.id, line.quantity + 1);
      return readCart(ownerOfCart(line.cart));
    },

    async decrease(lineId: number, actor: Actor | undefined, guestId: string | undefined): Promise<Cart> {
      const line = await ownedLine(lineId, actor, guestId);
      if (line.quantity <= 1) await repo.deleteLine(db, line.id);
      else await repo.setLineQuantity(db, line.id, line.quantity - 1);
      return readCart(ownerOfCart(line.cart));
    },

    async remove(lineId: number, actor: Actor | undefined, guestId: string | undefined): Promise<Cart> {
      const line = await ownedLine(lineId, actor, guestId);
      await repo.deleteLine(db, line.id);
      return readCart(ownerOfCart(line.cart));
    },

    /**
     * Store/SyncGuestCartToUser: the guest's lines join the member's (quantities add, capped by the line limit
     * and the stock) and the guest cart is marked merged, under both carts' row locks, so a replay or a
     * parallel second call changes nothing.
     */
    async syncGuestCart(userId: number, guestId: string | undefined): Promise<Cart> {
      const owner = { userId };
      if (!guestId) return readCart(owner);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const memberCart = await repo.ensureCart(tx, owner, now);
        await repo.lockCart(tx, memberCart.id);
        const guestCart = await repo.cartOf(tx, { guestId });
        if (!guestCart) return;
        const locked = await repo.lockCart(tx, guestCart.id);
        if (!locked?.isOriginal) return;
        const [memberLines, guestLines] = await Promise.all([
          repo.lines(tx, memberCart.id),
          repo.lines(tx, guestCart.id),
        ]);
        const stock = new Map([...memberLines, ...guestLines].map((line) => [line.product.id, line.product.stock]));
        const merged = mergeCartLines(
          memberLines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
          guestLines
            .filter((line) => buyable(line.product))
            .map((line) => ({ productId: line.product.id, quantity: line.quantity })),
          (productId) => stock.get(productId) ?? null,
        );
        for (const line of merged) {
          const had = memberLines.find((m) => m.product.id === line.productId);
          if (had) await repo.setLineQuantity(tx, had.id, line.quantity);
          else await repo.insertLine(tx, memberCart.id, line.productId, line.quantity, now);
        }
        await repo.markMerged(tx, guestCart.id, now);
        await repo.touchCart(tx, memberCart.id, now);
      });
      return readCart(owner);
    },

    /** Store/GetCheckoutQuote: the totals ProcessPayment would charge now (no address: shipping 0 until known). */
    async quote(owner: CartOwner, request: CheckoutRequest): Promise<CheckoutQuote> {
      const cart = await repo.cartOf(db, owner);
      const lines = cart?.isOriginal ? await repo.lines(db, cart.id) : [];
      const buyer: Buyer = {
        userId: "userId" in owner ? owner.userId : null,
        guestId: "guestId" in owner ? owner.guestId : null,
        email: "",
        name: "",
        language: "en",
      };
      return presentQuote(await price(buyer, cartPriced(lines), request, { requireAddress: false }));
    },

    async instructorQuote(userId: number, items: { ProductId: number; Quantity: number }[], request: CheckoutRequest) {
      const lines = await instructorLines(userId, items);
      const buyer: Buyer = { userId, guestId: null, email: "", name: "", language: "en" };
      return presentQuote(await price(buyer, lines, request, { requireAddress: false }));
    },

    /** Store/ProcessPayment: the caller's cart becomes a paid order (see placeOrder). */
    async processPayment(
      owner: CartOwner,
      request: CheckoutRequest & { Email?: string | undefined },
      context: { ip: string; language: InterfaceLanguage },
      idem: IdempotencyContext,
    ): Promise<Order> {
      const buyer = await buyerOf(owner, request.Email, context.language);
      const cart = await repo.cartOf(db, owner);
      const lines = cart?.isOriginal ? await repo.lines(db, cart.id) : [];
      for (const line of lines) {
        if (!buyable(line.product)) {
          throw line.product.published ? errors.instructorsOnly() : errors.productNotFound();
        }
      }
      return placeOrder(buyer, "store", cartPriced(lines), cart?.id ?? null, request, context.ip, idem);
    },

    /** Store/InstructorCheckout: an instructor's kits at the instructor price; others are refused with 403. */
    async instructorCheckout(
      userId: number,
      items: { ProductId: number; Quantity: number }[],
      request: CheckoutRequest,
      context: { ip: string },
      idem: IdempotencyContext,
    ): Promise<Order> {
      const lines = await instructorLines(userId, items);
      const buyer = await buyerOf({ userId }, undefined, "en");
      return placeOrder(buyer, "instructor", lines, null, request, context.ip, idem);
    },

    async instructorKits(userId: number) {
      const level = await planOf(db, userId, clock.now());
      if (level !== MembershipId.Instructor) throw errors.notInstructor();
      return (await repo.instructorKits(db)).map((product) => ({
        Id: product.id,
        Title: product.title,
        Summary: product.summary,
        Price: centsToDollars(product.priceCents),
        InstructorPrice: centsToDollars(product.instructorPriceCents ?? product.priceCents),
        CoverImage: product.coverImage,
        Kind: product.kind,
        InStock: inStock(product),
      }));
    },

    /** Store/GetOrders: the owner's paid orders, newest first; a member's include guest orders of their e-mail. */
    async listOrders(owner: CartOwner, page: { page: number; pageSize: number }) {
      if ("userId" in owner) await repo.claimGuestOrders(db, owner.userId);
      const { rows, total } = await repo.listOf(db, owner, page);
      const items = await repo.items(
        db,
        rows.map((row) => row.id),
      );
      return { list: rows.map((row) => presentOrder(row, items)), total };
    },

    /** Store/GetOrderById: the owner (member by bearer, guest by GuestId) or an administrator. */
    async order(id: number, actor: Actor | undefined, guestId: string | undefined): Promise<Order> {
      const order = await repo.order(db, id);
      if (!order || !isVisibleStatus(order.status)) throw errors.orderNotFound();
      if (actor && order.userId === null) await repo.claimGuestOrders(db, actor.user.id);
      const fresh = (await repo.order(db, id)) ?? order;
      const allowed =
        actor?.isAdmin ||
        (fresh.userId !== null && actor?.user.id === fresh.userId) ||
        (fresh.guestId !== null && guestId !== undefined && fresh.guestId === guestId);
      if (!allowed) throw errors.orderNotFound();
      return presentOne(fresh);
    },

    /** The signed invoice link: the order and its lines for the PDF. */
    async invoice(query: { Id: number; Expires: number; Signature: string }) {
      verify("invoice", query);
      const order = await repo.order(db, query.Id);
      if (!order || !isVisibleStatus(order.status)) throw errors.orderNotFound();
      return { order, items: await repo.items(db, [order.id]) };
    },

    /** The signed download link: counts one of the five downloads and returns the file. */
    async download(query: { Id: number; Expires: number; Signature: string }) {
      verify("download", query);
      const found = await repo.item(db, query.Id);
      if (found?.item.kind !== "digital" || !found.fileUrl) throw errors.orderNotFound();
      if (found.order.status !== "paid" && found.order.status !== "shipped") throw errors.linkInvalid();
      if (!(await repo.countDownload(db, found.item.id, DOWNLOAD_LIMIT))) throw errors.downloadsUsed();
      const bytes = await deps.storage.get(found.fileUrl);
      if (!bytes) throw errors.orderNotFound();
      const extension = found.fileUrl.split(".").pop() ?? "bin";
      return { bytes, fileName: `${found.order.orderNumber}-${found.item.id}.${extension}` };
    },

    // ---- administration ----

    async adminList(query: {
      page: number;
      pageSize: number;
      search: string;
      filters: { Status?: OrderRow["status"] | undefined };
    }): Promise<{ list: Order[]; total: number }> {
      const { rows, total } = await repo.adminList(db, { ...query, status: query.filters.Status });
      const items = await repo.items(
        db,
        rows.map((row) => row.id),
      );
      return { list: rows.map((row) => presentOrder(row, items)), total };
    },

    async adminOrder(id: number): Promise<Order> {
      const order = await repo.order(db, id);
      if (!order) throw errors.orderNotFound();
      return presentOne(order);
    },

    /** Marks a paid order shipped with its tracking number and mails the buyer. */
    async markShipped(id: number, trackingNumber: string): Promise<Order> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const order = await repo.transition(tx, id, ["paid", "shipped"], {
          status: "shipped",
          trackingNumber,
          shippedAt: now,
        });
        if (!order) {
          if (!(await repo.order(tx, id))) throw errors.orderNotFound();
          throw errors.notShippable();
        }
        const user = order.userId !== null ? await repo.userOf(tx, order.userId) : undefined;
        await queueOrderMail(tx, order, user?.firstName ?? order.email.split("@")[0] ?? "", "shipped");
        return presentOrder(order, await repo.items(tx, [order.id]));
      });
    },

    /**
     * Refunds an order once: the status moves to refunded first (a guarded UPDATE, so a parallel second call
     * gets 409), then the gateway gives the charge back with a key of the order (a retried refund never pays
     * twice); a gateway failure puts the status back. Physical items go back into stock.
     */
    async refund(id: number): Promise<Order> {
      const before = await repo.order(db, id);
      if (!before) throw errors.orderNotFound();
      const claimed = await repo.transition(db, id, ["paid", "shipped"], {
        status: "refunded",
        refundedAt: clock.now(),
      });
      if (!claimed) throw errors.alreadyRefunded();
      if (claimed.gatewayChargeId) {
        let ok = false;
        try {
          ok = (await gateway.refund(claimed.gatewayChargeId, `store-refund:${claimed.id}`)).ok;
        } catch {
          ok = false;
        }
        if (!ok) {
          await repo.update(db, id, { status: before.status, refundedAt: null });
          throw errors.refundFailed();
        }
      }
      return db.transaction(async (tx) => {
        const items = await repo.items(tx, [id]);
        for (const item of items) {
          if (item.kind === "physical") await repo.returnStock(tx, item.productId, item.quantity);
        }
        const user = claimed.userId !== null ? await repo.userOf(tx, claimed.userId) : undefined;
        await queueOrderMail(tx, claimed, user?.firstName ?? claimed.email.split("@")[0] ?? "", "refunded");
        return presentOrder(claimed, items);
      });
    },

    async zones(): Promise<ShippingZone[]> {
      return (await repo.zones(db)).map((zone) => ({
        Id: zone.id,
        Name: zone.name,
        Countries: zone.countries,
        IsFallback: zone.isFallback,
        Rates: zone.rates.map((rate) => ({
          MaxWeightGrams: rate.maxWeightGrams,
          Price: centsToDollars(rate.priceCents),
        })),
      }));
    },

    async saveZone(input: SaveShippingZoneInput): Promise<ShippingZone[]> {
      const rates = input.Rates.map((rate) => ({
        maxWeightGrams: rate.MaxWeightGrams,
        priceCents: Math.round(rate.Price * 100),
      }));
      const unique = new Map(rates.map((rate) => [rate.maxWeightGrams, rate]));
      const saved = await db.transaction((tx) =>
        repo.saveZone(
          tx,
          input.Id,
          { name: input.Name, countries: input.IsFallback ? [] : input.Countries, isFallback: input.IsFallback },
          [...unique.values()],
        ),
      );
      if (saved === undefined) throw errors.zoneNotFound();
      return this.zones();
    },

    async deleteZone(id: number): Promise<ShippingZone[]> {
      if (!(await repo.deleteZone(db, id))) throw errors.zoneNotFound();
      return this.zones();
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { OrderList };
