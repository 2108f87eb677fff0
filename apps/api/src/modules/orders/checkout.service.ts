import {
  type AddressInput,
  buyable,
  type CheckoutQuote,
  couponDiscountCents,
  formatOrderNumber,
  type InterfaceLanguage,
  inStock,
  lineCap,
  needsShipping,
  normalizeLanguage,
  type Order,
  orderTotals,
} from "@haa/domain";
import type { Ports } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { assertAmountPaid, type CardFields, payByCard, readCard } from "../billing/card-checkout.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { couponUses as coupons } from "../coupons/coupon-uses.port.ts";
import { grantManual } from "../manuals/manuals.service.ts";
import { presentOrder, presentQuote } from "./orders.presenter.ts";
import {
  type CartLine,
  type CartOwner,
  type OrderRow,
  type ProductRow,
  ordersRepository as repo,
} from "./orders.repository.ts";
import type { ShippingAddress } from "./orders.schema.ts";
import { errors, type OrdersShared, orderPurchase } from "./orders.shared.ts";
import { shippingQuote } from "./shipping.service.ts";

const isOrderExpired = (failure: unknown) => failure instanceof AppError && failure.code === "ORDER_EXPIRED";

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

/** The store's checkout (ADR 0037): quotes and card payments of a cart or of an instructor's kits. */
export function createCheckoutService(deps: Ports, shared: OrdersShared) {
  const { db, clock, gateway } = deps;
  const { links, queueOrderMail, requireInstructor } = shared;

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
    const shipping = ships && country ? await shippingQuote(db, country, Math.max(weight, 1)) : null;
    const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const coupon = request.CouponCode
      ? await coupons.findUsable(db, { code: request.CouponCode, type: "Store", country: null, now: clock.now() })
      : null;
    const discount = coupon
      ? couponDiscountCents({
          discountType: coupon.discountType,
          discountValue: coupon.discountValue,
          baseCents: subtotal,
        })
      : 0;
    const totals = orderTotals({
      subtotalCents: subtotal,
      shippingCents: shipping?.cents ?? 0,
      discountCents: discount,
    });
    return { totals, address, ships, zoneName: shipping?.zoneName ?? null, coupon };
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
    const { coupon, totals } = priced;
    const releaseCoupon = async () => {
      if (coupon) await coupons.unredeem(db, coupon.id, clock.now());
    };

    return payByCard(deps, {
      card: totals.totalCents > 0 ? readCard(request, clock.now()) : null,
      amountCents: totals.totalCents,
      attempt: { ip, account: buyer.userId !== null ? `user:${buyer.userId}` : `email:${buyer.email}` },
      idem,
      kind: "orders",
      step: "store-order",
      claim: {
        key: buyer.userId !== null ? `store:user:${buyer.userId}` : `store:guest:${buyer.guestId}`,
        refusal: errors.checkoutInProgress,
      },
      hold: async () => {
        if (coupon && !(await coupons.redeem(db, coupon.id, clock.now()))) throw errors.couponExhausted();
        try {
          return await db.transaction(async (tx) => {
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
      },
      release: async (order: OrderRow) => {
        await db.transaction(async (tx) => {
          for (const line of lines) await repo.returnStock(tx, line.product.id, line.quantity);
          await repo.transition(tx, order.id, ["pending"], { status: "cancelled" });
        });
        await releaseCoupon();
      },
      commit: async (tx, order, charge) => {
        const now = clock.now();
        const paid = await repo.transition(tx, order.id, ["pending"], {
          status: "paid",
          gatewayChargeId: charge?.chargeId ?? null,
          cardBrand: charge?.brand ?? null,
          last4: charge?.last4 ?? null,
        });
        // Only the release job moves a pending order under its claim: it already gave the stock back.
        if (!paid) throw errors.orderExpired();
        if (buyer.userId !== null) {
          for (const line of lines) {
            if (line.product.kind === "manual" && line.product.manualId !== null) {
              await grantManual(tx, buyer.userId, line.product.manualId, "purchase", now);
            }
          }
        }
        if (cartId !== null) await repo.clearCart(tx, cartId);
        const items = await repo.items(tx, [paid.id]);
        await queueOrderMail(tx, paid, buyer.name, "receipt", items);
        await deps.purchases.record(tx, orderPurchase(paid, items));
        return presentOrder(paid, items, links());
      },
      compensate: async (order, charge, failure) => {
        // The charge outlived the order (ADR 0049): the money goes back under a key of the order, once.
        if (isOrderExpired(failure) && charge?.chargeId) {
          await gateway.refund(charge.chargeId, `store-expired:${order.id}`).catch(() => undefined);
        }
        throw failure;
      },
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
    await requireInstructor(userId);
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

    /** Store/GetInstructorCheckoutQuote: the totals InstructorCheckout would charge for these kits now. */
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
  };
}
