import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { cartItems, carts, orders } from "./orders.schema.ts";

/** The store orders' part of a member's data export and erasure (ADR 0089), with the address each shipped to. */
export const ordersExport = {
  orders(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), gt(orders.id, afterId)))
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((row) => {
        const address = row.shippingAddress;
        return {
          Id: row.id,
          OrderNumber: row.orderNumber,
          Email: row.email,
          Status: row.status,
          Total: row.totalCents / 100,
          Currency: row.currency,
          CardBrand: row.cardBrand,
          Last4: row.last4,
          ShippingAddress: address
            ? [address.fullName, address.line1, address.line2, address.city, address.state, address.postalCode]
                .concat([address.countryCode, address.phone])
                .filter((part) => part !== "")
                .join(", ")
            : null,
          CreatedAt: row.createdAt.toISOString(),
        };
      });
    });
  },

  /** The lines of the member's cart: what was put in it and when, by product (its price is read at checkout). */
  cart(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({
          id: cartItems.id,
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          at: cartItems.createdAt,
        })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(and(eq(carts.userId, userId), gt(cartItems.id, afterId)))
        .orderBy(asc(cartItems.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        ProductId: row.productId,
        Quantity: row.quantity,
        AddedAt: row.at.toISOString(),
      }));
    });
  },

  /** Erasure (ADR 0089): the orders stay for the accounts, without the address they shipped to or the e-mail. */
  eraseAddresses(tx: Db, userId: number) {
    return tx
      .update(orders)
      .set({ shippingAddress: null, email: `deleted-${userId}@deleted.invalid` })
      .where(eq(orders.userId, userId));
  },

  /** The member's cart goes with its lines (they cascade): nothing was bought from it, nobody else reads it. */
  eraseCart(tx: Db, userId: number) {
    return tx.delete(carts).where(eq(carts.userId, userId));
  },
};
