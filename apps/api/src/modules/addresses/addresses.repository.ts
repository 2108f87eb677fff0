import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { people } from "../account/people.repository.ts";
import { userAddresses } from "./addresses.schema.ts";

export type AddressRow = typeof userAddresses.$inferSelect;
export type NewAddress = typeof userAddresses.$inferInsert;
export type AddressChange = Omit<NewAddress, "id" | "userId" | "createdAt">;

/** Only this module touches the address book. */
export const addressesRepository = {
  /** A member's addresses: the default first, then the oldest first (the order the book shows). */
  listByUser(db: Db, userId: number): Promise<AddressRow[]> {
    return db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.isDefault), asc(userAddresses.createdAt), asc(userAddresses.id));
  },

  async findById(db: Db, id: number): Promise<AddressRow | undefined> {
    const [row] = await db.select().from(userAddresses).where(eq(userAddresses.id, id));
    return row;
  },

  /**
   * Serialises address-book writes of one member: the member's row is locked for the transaction, so two
   * parallel adds cannot both pass the limit and two defaults cannot both stay set.
   */
  async lockOwner(db: Db, userId: number): Promise<boolean> {
    const [row] = await db.select({ id: people.id }).from(people).where(eq(people.id, userId)).for("update");
    return row !== undefined;
  },

  async countByUser(db: Db, userId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
    return row?.n ?? 0;
  },

  async insert(db: Db, address: NewAddress): Promise<AddressRow> {
    const [row] = await db.insert(userAddresses).values(address).returning();
    if (!row) throw new Error("address insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, change: AddressChange): Promise<AddressRow | undefined> {
    const [row] = await db.update(userAddresses).set(change).where(eq(userAddresses.id, id)).returning();
    return row;
  },

  /** Unsets the default of every other address of the member (exactly one default at a time). */
  async clearDefault(db: Db, userId: number, exceptId: number | null, now: Date): Promise<void> {
    await db
      .update(userAddresses)
      .set({ isDefault: false, updatedAt: now })
      .where(
        and(
          eq(userAddresses.userId, userId),
          eq(userAddresses.isDefault, true),
          exceptId === null ? undefined : ne(userAddresses.id, exceptId),
        ),
      );
  },

  async setDefault(db: Db, id: number, now: Date): Promise<void> {
    await db.update(userAddresses).set({ isDefault: true, updatedAt: now }).where(eq(userAddresses.id, id));
  },

  async delete(db: Db, id: number): Promise<void> {
    await db.delete(userAddresses).where(eq(userAddresses.id, id));
  },
};
