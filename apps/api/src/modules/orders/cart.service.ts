import { buyable, type Cart, type InstructorKit, inStock, lineCap, MAX_CART_LINES, mergeCartLines } from "@haa/domain";
import type { Ports } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { forbidden, unauthorized } from "../../http/errors.ts";
import { presentCart, presentInstructorKit } from "./orders.presenter.ts";
import { type CartOwner, type CartRow, type ProductRow, ordersRepository as repo } from "./orders.repository.ts";
import { errors, type OrdersShared } from "./orders.shared.ts";

const mayAct = (actor: Actor | undefined, userId: number) => !!actor && (actor.isAdmin || actor.user.id === userId);

const ownerOfCart = (cart: CartRow): CartOwner =>
  cart.userId !== null ? { userId: cart.userId } : { guestId: cart.guestId ?? "" };

function assertBuyable(product: ProductRow | undefined): asserts product is ProductRow {
  if (!product?.published) throw errors.productNotFound();
  if (product.audience !== "everyone") throw errors.instructorsOnly();
  if (!inStock(product)) throw errors.outOfStock(product.title);
}

/** The carts of members and guests (ADR 0037) and the instructors' kits. */
export function createCartService(deps: Ports, shared: OrdersShared) {
  const { db, clock } = deps;

  /** An owner's access to a cart or an order list: a guest by the unguessable GuestId, a member by bearer. */
  function assertOwner(actor: Actor | undefined, owner: CartOwner) {
    if ("guestId" in owner) return;
    if (!actor) throw unauthorized();
    if (!mayAct(actor, owner.userId)) throw forbidden();
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
        const memberLines = await repo.lines(tx, memberCart.id);
        const guestLines = await repo.lines(tx, guestCart.id);
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

    /** Store/GetInstructorKits: the instructors-only products at their instructor price (instructors only). */
    async instructorKits(userId: number): Promise<InstructorKit[]> {
      await shared.requireInstructor(userId);
      return (await repo.instructorKits(db)).map(presentInstructorKit);
    },
  };
}
