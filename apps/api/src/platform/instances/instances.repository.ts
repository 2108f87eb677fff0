import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { instanceSecret } from "./instances.schema.ts";

/** The shared-secret row and the cross-instance notifications (ADR 0086). */
export const instancesRepository = {
  /** Stores `fingerprint` when no process has yet, and returns the stored one (the first start's wins). */
  async storedFingerprint(db: Db, fingerprint: string): Promise<string> {
    await db.insert(instanceSecret).values({ id: 1, jwtSecretFingerprint: fingerprint }).onConflictDoNothing();
    const [row] = await db
      .select({ fingerprint: instanceSecret.jwtSecretFingerprint })
      .from(instanceSecret)
      .where(eq(instanceSecret.id, 1));
    return row?.fingerprint ?? fingerprint;
  },

  /** Replaces the stored fingerprint; true when it was another one (the secret really changed). */
  async replaceFingerprint(db: Db, fingerprint: string, now: Date): Promise<boolean> {
    const changed = await db
      .update(instanceSecret)
      .set({ jwtSecretFingerprint: fingerprint, updatedAt: now })
      .where(and(eq(instanceSecret.id, 1), ne(instanceSecret.jwtSecretFingerprint, fingerprint)))
      .returning({ id: instanceSecret.id });
    return changed.length > 0;
  },

  /** NOTIFY through a pooled connection (when the process's listening connection is away). */
  async notify(db: Db, channel: string, payload: string): Promise<void> {
    await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  },
};
