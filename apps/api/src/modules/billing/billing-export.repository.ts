import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { billingDetails, payments } from "./billing.schema.ts";

/**
 * Billing's part of a member's data export (ADR 0089): the card on file as billing keeps it (brand, last four,
 * expiry, holder; never a number, which is never stored) and every payment, without the gateway's own ids.
 */
export const billingExport = {
  async *card(db: Db, userId: number): AsyncIterable<ExportRow> {
    const [card] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
    if (!card) return;
    yield {
      Brand: card.brand,
      Last4: card.last4,
      ExpMonth: card.expMonth,
      ExpYear: card.expYear,
      HolderName: card.holderName,
      PayPalEmail: card.paypalEmail,
      UpdatedAt: card.updatedAt.toISOString(),
    };
  },

  payments(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), gt(payments.id, afterId)))
        .orderBy(asc(payments.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        InvoiceNumber: row.invoiceNumber,
        Kind: row.kind,
        Item: row.itemTitle,
        Method: row.method,
        Subtotal: row.subtotalCents / 100,
        Discount: row.discountCents / 100,
        Total: row.totalCents / 100,
        Currency: row.currency,
        CouponCode: row.couponCode,
        CardBrand: row.cardBrand,
        Last4: row.last4,
        Status: row.status,
        CreatedAt: row.createdAt.toISOString(),
      }));
    });
  },
};
