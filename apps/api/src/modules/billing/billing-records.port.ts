import type { Db } from "../../db/types.ts";
import { type BillingDetailsRow, billingRepository, type PaymentRow } from "./billing.repository.ts";

/** The card a member's renewals are charged to (a gateway token, brand, last four, holder; never the number). */
export type CardOnFile = BillingDetailsRow;
/** A payment as other modules show it: the receipt, the invoice, the last charge on the overview. */
export type Payment = PaymentRow;
export type CardToKeep = Parameters<typeof billingRepository.saveBillingDetails>[2];

/**
 * Billing's records as other modules read and keep them (`Ports.billingRecords`, issue 21): the card on file and
 * the payments. Each call takes the caller's `db`, so it runs inside the caller's transaction; only billing touches
 * its tables.
 */
export interface BillingRecords {
  card(db: Db, userId: number): Promise<CardOnFile | undefined>;
  /** Keeps the card auto-renewals are charged to, replacing the previous one. */
  keepCard(db: Db, userId: number, card: CardToKeep, now: Date): Promise<CardOnFile>;
  /** Erases the stored card: the account is being deleted. */
  forgetCard(db: Db, userId: number): Promise<void>;
  payment(db: Db, paymentId: number): Promise<Payment | undefined>;
  latestPayment(db: Db, userId: number): Promise<Payment | undefined>;
  paymentCount(db: Db, userId: number): Promise<number>;
}

/** The port's one implementation; it holds no state, so the demo seeds use it as the running app does. */
export const billingRecordsPort: BillingRecords = {
  card: (db, userId) => billingRepository.findBillingDetails(db, userId),
  keepCard: (db, userId, card, now) => billingRepository.saveBillingDetails(db, userId, card, now),
  forgetCard: (db, userId) => billingRepository.deleteBillingDetails(db, userId),
  payment: (db, paymentId) => billingRepository.findPayment(db, paymentId),
  latestPayment: (db, userId) => billingRepository.latestPayment(db, userId),
  async paymentCount(db, userId) {
    const { total } = await billingRepository.listPayments(db, userId, { page: 1, pageSize: 1 });
    return total;
  },
};
