import { centsToDollars, PENDING_HOLD_MS } from "@haa/domain";
import { readTogether } from "../../db/together.ts";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import type { Account } from "../account/accounts.port.ts";
import { assertAmountPaid } from "../billing/card-checkout.ts";
import { invoicePdfPath } from "../billing/invoices.ts";
import type { PaypalItem } from "../billing/paypal-checkout.ts";
import { recordManualPurchase } from "./manual-checkout.ts";
import { type ManualRow, manualsRepository as repo } from "./manuals.repository.ts";

const alreadyOwned = () => new AppError(409, "MANUAL_ALREADY_OWNED", "manualMessages.alreadyOwned");
const inProgress = () => new AppError(409, "MANUAL_PURCHASE_IN_PROGRESS", "manualMessages.purchaseInProgress");

/**
 * A manual bought with PayPal (ADR 0051), as billing's one PayPal flow runs it (ADR 0077): nothing is held (a
 * manual is never sold out, so its order does not expire), an owned manual is refused before PayPal is asked and
 * again before the capture, and the commit writes the payment with its receipt mail and grants the copy.
 */
export function createManualPaypalItem(deps: Deps): PaypalItem<{ user: Account; manual: ManualRow | undefined }> {
  const { db, clock } = deps;

  /** On `on` when inside a transaction (PGlite has one connection: a query beside it would wait for it). */
  async function requireUser(userId: number, on: Db = db): Promise<Account> {
    const user = await deps.accounts.find(on, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    return user;
  }

  return {
    expires: false,
    // One purchase per member at a time, like the card checkout (ADR 0011).
    claim: (userId) => ({ key: `member:${userId}`, refusal: inProgress }),
    inProgress,
    async hold(userId, _kind, manualId, amountPaid) {
      await requireUser(userId);
      const manual = await repo.manualById(db, manualId);
      if (!manual) throw notFound("NOT_FOUND", "manual.notFound");
      if (await repo.copyOf(db, userId, manual.id)) throw alreadyOwned();
      assertAmountPaid(amountPaid, manual.priceCents);
      if (manual.priceCents === 0) throw new AppError(409, "MANUAL_FREE", "manualMessages.freeNoPaypal");
      return {
        amountCents: manual.priceCents,
        description: manual.title,
        refId: null,
        holdUntil: new Date(clock.now().getTime() + PENDING_HOLD_MS),
        ids: { EnrollmentId: null, ManualId: manual.id },
      };
    },
    async release() {},
    // Bought meanwhile (by card, or a newer order): nothing is captured, so nobody pays twice.
    async refuseCapture(order) {
      return (await repo.copyOf(db, order.userId, order.itemId)) ? alreadyOwned() : undefined;
    },
    async prepare(tx, order) {
      return { user: await requireUser(order.userId, tx), manual: await repo.manualById(tx, order.itemId) };
    },
    async commit(tx, order, capture, { user, manual }) {
      const { payment, copy } = await recordManualPurchase(
        deps,
        tx,
        user,
        manual ?? { id: order.itemId, title: "", courseId: null },
        {
          amountCents: capture.amountCents,
          charge: { method: "paypal", card: null, id: capture.captureId },
          now: clock.now(),
        },
      );
      if (!payment) throw new Error("a captured manual without a payment");
      return { paymentId: payment.id, refId: copy.id };
    },
    async receipt(tx, order) {
      const { refId, paymentId } = order;
      const [manual, copy, payment] = await readTogether(tx, [
        () => repo.manualById(tx, order.itemId),
        () => (refId ? repo.copyOf(tx, order.userId, order.itemId) : Promise.resolve(undefined)),
        () => (paymentId ? repo.manualPayment(tx, paymentId) : Promise.resolve(undefined)),
      ]);
      const bought = order.status === "completed";
      return {
        Kind: "manual",
        EnrollmentId: null,
        SeminarId: null,
        CourseId: manual?.courseId ?? null,
        ManualId: order.itemId,
        PurchaseId: copy && copy.id === order.refId ? copy.purchaseId : null,
        Status: bought ? "bought" : order.status === "pending" ? "pending" : "cancelled",
        Title: manual?.title ?? "",
        AmountPaid: bought ? centsToDollars(order.amountCents) : 0,
        InvoiceId: order.paymentId,
        InvoiceNumber: payment?.invoiceNumber ?? null,
        PdfUrl: order.paymentId ? invoicePdfPath(order.paymentId) : null,
      };
    },
  };
}
