import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { hardshipApplications } from "./hardship.schema.ts";

export type HardshipRow = typeof hardshipApplications.$inferSelect;

/** Only this module touches the hardship applications. */
export const hardshipRepository = {
  async pendingOf(db: Db, userId: number): Promise<HardshipRow | undefined> {
    const [row] = await db
      .select()
      .from(hardshipApplications)
      .where(and(eq(hardshipApplications.userId, userId), eq(hardshipApplications.status, "pending")));
    return row;
  },

  async insert(db: Db, application: typeof hardshipApplications.$inferInsert): Promise<HardshipRow> {
    const [row] = await db.insert(hardshipApplications).values(application).returning();
    if (!row) throw new Error("hardship insert returned nothing");
    return row;
  },

  /** Blanks the member's own words in every application; amounts and status stay for the accounts. */
  async eraseTexts(db: Db, userId: number): Promise<void> {
    await db
      .update(hardshipApplications)
      .set({ reason: "", incomeDetails: "" })
      .where(eq(hardshipApplications.userId, userId));
  },
};
