import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { manualOwners, manuals } from "./manuals.schema.ts";

/**
 * The manuals' part of a member's data export (ADR 0089): the copies they own, how each came to them and the name
 * their personalised copy carries; not the private storage address of the copy (the member downloads it).
 */
export const manualsExport = {
  copies(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({ copy: manualOwners, title: manuals.title })
        .from(manualOwners)
        .innerJoin(manuals, eq(manuals.id, manualOwners.manualId))
        .where(and(eq(manualOwners.userId, userId), gt(manualOwners.id, afterId)))
        .orderBy(asc(manualOwners.id))
        .limit(limit);
      return rows.map(({ copy, title }) => ({
        Id: copy.id,
        ManualId: copy.manualId,
        Manual: title,
        Source: copy.source,
        PurchaseId: copy.purchaseId,
        PaymentId: copy.paymentId,
        PersonalisedName: copy.personalisedName,
        GrantedAt: copy.grantedAt.toISOString(),
      }));
    });
  },
};
