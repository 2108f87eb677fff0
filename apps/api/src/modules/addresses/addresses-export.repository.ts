import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { userAddresses } from "./addresses.schema.ts";

/** The address book's part of a member's data export and erasure (ADR 0089). */
export const addressesExport = {
  addresses(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(userAddresses)
        .where(and(eq(userAddresses.userId, userId), gt(userAddresses.id, afterId)))
        .orderBy(asc(userAddresses.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        FullName: row.fullName,
        Line1: row.line1,
        Line2: row.line2,
        City: row.city,
        State: row.state,
        PostalCode: row.postalCode,
        CountryCode: row.countryCode,
        Phone: row.phone,
        IsDefault: row.isDefault,
        CreatedAt: row.createdAt.toISOString(),
      }));
    });
  },

  erase(tx: Db, userId: number) {
    return tx.delete(userAddresses).where(eq(userAddresses.userId, userId));
  },
};
