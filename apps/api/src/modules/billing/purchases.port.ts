import type { Db } from "../../db/types.ts";
import { type NewPurchase, type PurchaseStatus, purchasesRepository } from "./purchases.repository.ts";

/**
 * How a selling module puts its sales in the member's purchase history (billing's `purchases` table, ADR 0077):
 * `record` when the sale took money, `setStatus` when it is shipped, refunded or un-refunded, each inside the
 * caller's transaction so the history never disagrees with the sale. A guest's sale (no member) is not recorded.
 */
export interface Purchases {
  record(tx: Db, purchase: Omit<NewPurchase, "userId"> & { userId: number | null }): Promise<void>;
  setStatus(tx: Db, source: NewPurchase["source"], sourceId: number, status: PurchaseStatus): Promise<void>;
}

/** The port's one implementation; it holds no state, so the demo seeds use it as the running app does. */
export const purchasesPort: Purchases = {
  async record(tx, { userId, ...purchase }) {
    if (userId === null) return;
    await purchasesRepository.record(tx, { ...purchase, userId });
  },
  setStatus: (tx, source, sourceId, status) => purchasesRepository.setStatus(tx, source, sourceId, status),
};
