import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

/**
 * A member's data export and erasure requests (issue 22, ADR 0089). An export is recorded done when it is served;
 * an erasure is pending until `due_at`, when the `privacy.erase` job erases the account, unless it was cancelled
 * first. The row outlives the erasure (the account row stays too, blanked), so the administrator sees what was done.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: ["export", "erasure"] }).notNull(),
    status: text("status", { enum: ["pending", "cancelled", "done"] }).notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The member themselves or an administrator. */
    cancelledBy: integer("cancelled_by").references(() => users.id),
  },
  (t) => [
    // The administrator's list, newest first (read backwards, the id last: no page sorts).
    index("privacy_requests_requested_idx").on(t.requestedAt, t.id),
    // At most one pending erasure per member: a second request answers with the first.
    uniqueIndex("privacy_requests_pending_erasure_key")
      .on(t.userId)
      .where(sql`${t.kind} = 'erasure' and ${t.status} = 'pending'`),
  ],
);
