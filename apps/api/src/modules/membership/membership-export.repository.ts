import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { membershipLevels, userMemberships } from "./membership.schema.ts";

/** The membership module's part of a member's data export (ADR 0089): every membership period, newest last. */
export const membershipExport = {
  memberships(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({ row: userMemberships, level: membershipLevels.name })
        .from(userMemberships)
        .leftJoin(membershipLevels, eq(membershipLevels.id, userMemberships.membershipId))
        .where(and(eq(userMemberships.userId, userId), gt(userMemberships.id, afterId)))
        .orderBy(asc(userMemberships.id))
        .limit(limit);
      return rows.map(({ row, level }) => ({
        Id: row.id,
        Membership: level,
        Status: row.status,
        StartDateTime: row.startDateTime.toISOString(),
        EndDateTime: row.endDateTime.toISOString(),
        AutoRenew: row.autoRenew,
        CountryCode: row.countryCode,
        CancelledAt: row.cancelledAt?.toISOString() ?? null,
        CreatedAt: row.createdAt.toISOString(),
      }));
    });
  },
};
