import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row: the fingerprint (an HMAC of a fixed label, never the secret) of the JWT_SECRET every API process on
 * this database signs with. The first start stores it; a process with another secret refuses to start (ADR 0086).
 */
export const instanceSecret = pgTable(
  "instance_secret",
  {
    id: smallint("id").primaryKey().default(1),
    jwtSecretFingerprint: text("jwt_secret_fingerprint").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("instance_secret_one_row", sql`${t.id} = 1`)],
);
