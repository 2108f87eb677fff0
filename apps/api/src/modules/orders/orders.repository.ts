import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { pageWindow } from "../../db/paging.ts";
import { anyOf } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { users } from "../account/account.schema.ts";
import { userAddresses } from "../addresses/addresses.schema.ts";
import { products } from "../store/store.schema.ts";
import { cartItems, carts, type OrderStatus, orderItems, orders } from "./orders.schema.ts";

/** Whose cart or orders: a member's, or a guest's by the id their browser keeps. */
export type CartOwner = { userId: number } | { guestId: string };

export type CartRow = typeof carts.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AddressRow = typeof userAddresses.$inferSelect;
export type CartLine = { id: number; quantity: number; product: ProductRow };

/** Buyers see paid, shipped and refunded orders; pending and cancelled ones are the checkout's own. */
const visible = inArray(orders.status, ["paid", "shipped", "refunded"]);

/**
 * The only code touching carts and orders (shipping.repository.ts owns the shipping table); it reads products,
 * addresses and users.
 */
export const ordersRepository = {
  async cartOf(db: Db, owner: CartOwner): Promise<CartRow | undefined> {
    const where = "userId" in owner ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId);
    const [row] = await db.select().from(carts).where(where);
    return row;
  },

  /** The owner's cart, created on first use (two parallel first uses share one row). */
  async ensureCart(db: Db, owner: CartOwner, now: Date): Promise<CartRow> {
    const values = "userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId };
    await db
      .insert(carts)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const row = await ordersRepository.cartOf(db, owner);
    if (!row) throw new Error("cart insert kept no row");
    return row;
  },

  async lockCart(db: Db, cartId: number): Promise<CartRow | undefined> {
    const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).for("update");
    return row;
  },

  async markMerged(db: Db, cartId: number, now: Date): Promise<void> {
    await db.update(carts).set({ isOriginal: false, mergedAt: now, updatedAt: now }).where(eq(carts.id, cartId));
  },

  async reopenCart(db: Db, cartId: number, now: Date): Promise<void> {
    await db.update(carts).set({ isOriginal: true, mergedAt: null, updatedAt: now }).where(eq(carts.id, cartId));
  },

  async lines(db: Db, cartId: number): Promise<CartLine[]> {
    const rows = await db
      .select({ id: cartItems.id, quantity: cartItems.quantity, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return rows;
  },

  async line(db: Db, lineId: number) {
    const [row] = await db
      .select({ id: cartItems.id, quantity: cartItems.quantity, product: products, cart: carts })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.id, lineId));
    return row;
  },

  async countLines(db: Db, cartId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
    return row?.n ?? 0;
  },

  async findLineOf(db: Db, cartId: number, productId: number) {
    const [row] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
    return row;
  },

  async insertLine(db: Db, cartId: number, productId: number, quantity: number, now: Date): Promise<void> {
    await db
      .insert(cartItems)
      .values({ cartId, productId, quantity, createdAt: now })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, 1000)` },
      });
  },

  async setLineQuantity(db: Db, lineId: number, quantity: number): Promise<void> {
    await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
  },

  async deleteLine(db: Db, lineId: number): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.id, lineId));
  },

  async clearCart(db: Db, cartId: number): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  },

  async touchCart(db: Db, cartId: number, now: Date): Promise<void> {
    await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
  },

  async product(db: Db, id: number): Promise<ProductRow | undefined> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    return row;
  },

  async productsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(products).where(anyOf(products.id, ids));
  },

  async productByTitle(db: Db, title: string): Promise<ProductRow | undefined> {
    const [row] = await db.select().from(products).where(eq(products.title, title));
    return row;
  },

  async instructorKits(db: Db): Promise<ProductRow[]> {
    return db
      .select()
      .from(products)
      .where(and(eq(products.audience, "instructors"), eq(products.published, true)))
      .orderBy(asc(products.sortOrder), asc(products.id));
  },

  /**
   * Takes `quantity` from a counted stock only while enough is left (one guarded UPDATE: under a race for the
   * last item exactly one caller gets true); unlimited stock always succeeds.
   */
  async takeStock(db: Db, productId: number, quantity: number): Promise<boolean> {
    const rows = await db
      .update(products)
      .set({ stock: sql`case when ${products.stock} is null then null else ${products.stock} - ${quantity} end` })
      .where(and(eq(products.id, productId), or(isNull(products.stock), sql`${products.stock} >= ${quantity}`)))
      .returning({ id: products.id });
    return rows.length === 1;
  },

  async returnStock(db: Db, productId: number, quantity: number): Promise<void> {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} is not null`));
  },

  async address(db: Db, id: number): Promise<AddressRow | undefined> {
    const [row] = await db.select().from(userAddresses).where(eq(userAddresses.id, id));
    return row;
  },

  async nextOrderId(db: Db): Promise<number> {
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    const id = result.rows[0]?.id;
    if (!id) throw new Error("no order id");
    return id;
  },

  async insertOrder(
    db: Db,
    order: NewOrder & { id: number },
    items: Omit<typeof orderItems.$inferInsert, "orderId">[],
  ): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(order).returning();
    if (!row) throw new Error("order insert returned nothing");
    await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
    return row;
  },

  async order(db: Db, id: number): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  },

  async items(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(orderItems).where(anyOf(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
  },

  async item(db: Db, id: number) {
    const [row] = await db
      .select({ item: orderItems, order: orders, fileUrl: products.digitalFileUrl })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.id, id));
    return row;
  },

  /** Counts one download only while under the limit: parallel clicks on the last use get one file. */
  async countDownload(db: Db, itemId: number, limit: number): Promise<boolean> {
    const rows = await db
      .update(orderItems)
      .set({ downloadCount: sql`${orderItems.downloadCount} + 1` })
      .where(and(eq(orderItems.id, itemId), sql`${orderItems.downloadCount} < ${limit}`))
      .returning({ id: orderItems.id });
    return rows.length === 1;
  },

  /** Moves an order from one status to another only if it is still in `from` (the guard makes it once). */
  async transition(
    db: Db,
    id: number,
    from: OrderStatus[],
    values: Partial<NewOrder> & { status: OrderStatus },
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set(values)
      .where(and(eq(orders.id, id), inArray(orders.status, from)))
      .returning();
    return row;
  },

  /** Ids of pending orders created before `cutoff`, oldest first (the status/created index serves it). */
  async stalePendingIds(db: Db, cutoff: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, "pending"), lt(orders.createdAt, cutoff)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /**
   * Moves one abandoned order from pending to expired: a conditional UPDATE, so of the release job and a
   * checkout that completes at the same moment exactly one changes the row (the other finds it no longer pending).
   */
  async expireIfPending(db: Db, id: number, cutoff: Date): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ status: "expired" })
      .where(and(eq(orders.id, id), eq(orders.status, "pending"), lt(orders.createdAt, cutoff)))
      .returning();
    return row;
  },

  async update(db: Db, id: number, values: Partial<NewOrder>): Promise<OrderRow | undefined> {
    const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
    return row;
  },

  /**
   * Guest orders placed with a member's confirmed e-mail become the member's (ADR 0037: checked at read, so the
   * account module needs no hook). Only for confirmed addresses: an unconfirmed sign-up proves nothing.
   */
  async claimGuestOrders(db: Db, userId: number): Promise<void> {
    const [user] = await db
      .select({ email: users.email, confirmed: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.confirmed) return;
    await db
      .update(orders)
      .set({ userId })
      .where(and(isNull(orders.userId), eq(orders.email, user.email.toLowerCase())));
  },

  async listOf(db: Db, owner: CartOwner, page: { page: number; pageSize: number }) {
    const where = and("userId" in owner ? eq(orders.userId, owner.userId) : eq(orders.guestId, owner.guestId), visible);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageWindow(page).limit)
        .offset(pageWindow(page).offset),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async adminList(db: Db, query: { page: number; pageSize: number; search: string; status: OrderStatus | undefined }) {
    const search = query.search.trim();
    const where = and(
      query.status ? eq(orders.status, query.status) : visible,
      search
        ? or(
            eq(orders.orderNumber, search.toUpperCase()),
            eq(orders.email, search.toLowerCase()),
            ilike(orders.orderNumber, `%${search.replace(/[%_\\]/g, "")}%`),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageWindow(query).limit)
        .offset(pageWindow(query).offset),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async userOf(db: Db, userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  },
};
