import { centsToDollars, type PaypalOrder, type PaypalReturnReceipt, PENDING_HOLD_MS } from "@haa/domain";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { accountRepository, type UserRow } from "../account/account.repository.ts";
import { withPaymentClaim } from "../billing/checkout-guards.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { invoicePdfPath, recordItemPayment } from "../billing/invoices.ts";
import { orderIdFromReturnUrl } from "../billing/paypal.ts";
import { assertAmountPaid } from "../membership/membership.shared.ts";
import { type ManualPaypalOrderRow, type ManualRow, manualsRepository as repo } from "./manuals.repository.ts";
import { grantManual } from "./manuals.service.ts";

const alreadyOwned = () => new AppError(409, "MANUAL_ALREADY_OWNED", "manualMessages.alreadyOwned");
const inProgress = () => new AppError(409, "MANUAL_PURCHASE_IN_PROGRESS", "manualMessages.purchaseInProgress");
const orderNotFound = () => notFound("PAYPAL_ORDER_NOT_FOUND", "enrollmentErrors.paypalOrderNotFound");

/**
 * A manual bought with PayPal (ADR 0051), the course checkout's flow with the manual as the item: the order is
 * opened through the PayPal port, the buyer approves it on the (sandbox) approval page, and the return to
 * /confirmpaypalpayment captures it once (the port's idempotency key) and, under the order row's lock, writes
 * one payment with its invoice and receipt mail and grants the copy; every later or parallel use of the same
 * approval answers the same receipt. A cancel grants nothing.
 */
export function createManualPaypal(deps: Deps) {
  const { db, clock, config, paypal } = deps;

  async function requireUser(userId: number): Promise<UserRow> {
    const user = await accountRepository.findById(db, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    return user;
  }

  function answer(
    order: ManualPaypalOrderRow,
    manual: ManualRow | undefined,
    extra: { purchaseId: string | null; invoiceNumber: string | null },
  ): PaypalReturnReceipt {
    const bought = order.status === "completed";
    return {
      Kind: "manual",
      EnrollmentId: null,
      SeminarId: null,
      CourseId: manual?.courseId ?? null,
      ManualId: order.manualId,
      PurchaseId: extra.purchaseId,
      Status: order.status === "completed" ? "bought" : order.status,
      Title: manual?.title ?? "",
      AmountPaid: bought ? centsToDollars(order.amountCents) : 0,
      InvoiceId: order.paymentId,
      InvoiceNumber: extra.invoiceNumber,
      PdfUrl: order.paymentId ? invoicePdfPath(order.paymentId) : null,
    };
  }

  async function receiptOf(order: ManualPaypalOrderRow): Promise<PaypalReturnReceipt> {
    const [manual, copy, payment] = await Promise.all([
      repo.manualById(db, order.manualId),
      order.copyId ? repo.copyOf(db, order.userId, order.manualId) : Promise.resolve(undefined),
      order.paymentId ? repo.manualPayment(db, order.paymentId) : Promise.resolve(undefined),
    ]);
    return answer(order, manual, {
      purchaseId: copy?.id === order.copyId ? (copy?.purchaseId ?? null) : null,
      invoiceNumber: payment?.invoiceNumber ?? null,
    });
  }

  return {
    /** Whether an order id belongs to a manual (the PayPal return call serves enrolments and manuals). */
    async isManualOrder(url: string): Promise<boolean> {
      const orderId = orderIdFromReturnUrl(url);
      return Boolean(orderId && (await repo.paypalOrder(db, orderId)));
    },

    /**
     * PayPal/CreatePaymentAsync with a ManualId: an owned manual is refused (409) before PayPal is asked; under
     * the member's payment claim an older pending order for the same manual is cancelled and the new one kept.
     */
    async create(
      userId: number,
      manualId: number,
      amountPaid: number | string | undefined,
      idem: IdempotencyContext,
    ): Promise<PaypalOrder> {
      await requireUser(userId);
      const manual = await repo.manualById(db, manualId);
      if (!manual) throw notFound("NOT_FOUND", "manual.notFound");
      if (await repo.copyOf(db, userId, manual.id)) throw alreadyOwned();
      assertAmountPaid(amountPaid, manual.priceCents);
      if (manual.priceCents === 0) throw new AppError(409, "MANUAL_FREE", "manualMessages.freeNoPaypal");

      return withPaymentClaim(deps, `member:${userId}`, inProgress, async () => {
        if (await repo.copyOf(db, userId, manual.id)) throw alreadyOwned();
        const order = await paypal.createOrder(
          {
            amountCents: manual.priceCents,
            currency: "USD",
            description: manual.title,
            returnUrl: `${config.publicUrl}/confirmpaypalpayment`,
            cancelUrl: `${config.publicUrl}/cancelpaypalpayment`,
          },
          idem.gatewayKey(`paypal-manual:${userId}:${manual.id}`),
        );
        if (!order.ok) throw new AppError(502, "PAYPAL_UNAVAILABLE", "enrollmentErrors.paypalUnavailable");
        const now = clock.now();
        let row: ManualPaypalOrderRow;
        try {
          row = await db.transaction(async (tx) => {
            await repo.cancelPendingPaypal(tx, userId, manual.id, now);
            return repo.insertPaypalOrder(tx, {
              orderId: order.orderId,
              userId,
              manualId: manual.id,
              amountCents: manual.priceCents,
              status: "pending",
              createdAt: now,
              updatedAt: now,
            });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw inProgress();
          throw error;
        }
        const result: PaypalOrder = {
          ApprovalUrl: order.approvalUrl,
          OrderId: order.orderId,
          EnrollmentId: null,
          ManualId: manual.id,
          HoldUntil: new Date(row.createdAt.getTime() + PENDING_HOLD_MS).toISOString(),
        };
        await idem.complete(db, result);
        return result;
      });
    },

    /** PayPal/GetPaymentDetailsFromURL for a manual's order: capture and grant once, or cancel. */
    async complete(actorId: number, isAdmin: boolean, url: string): Promise<PaypalReturnReceipt> {
      const orderId = orderIdFromReturnUrl(url);
      if (!orderId) throw new AppError(400, "PAYPAL_URL_INVALID", "enrollmentErrors.paypalUrlInvalid");
      const found = await repo.paypalOrder(db, orderId);
      if (!found || (found.userId !== actorId && !isAdmin)) throw orderNotFound();
      const cancelled = new URL(url, "http://return.invalid").pathname.toLowerCase().includes("cancelpaypalpayment");
      if (cancelled) {
        const row = await db.transaction(async (tx) => {
          const locked = await repo.lockPaypalOrder(tx, orderId);
          if (!locked) throw orderNotFound();
          if (locked.status !== "pending") return locked;
          return repo.updatePaypalOrder(tx, locked.id, { status: "cancelled", updatedAt: clock.now() });
        });
        return receiptOf(row);
      }
      if (found.status === "cancelled") {
        throw new AppError(409, "PAYPAL_ORDER_CANCELLED", "enrollmentErrors.paypalOrderCancelled");
      }
      if (found.status === "completed") return receiptOf(found);
      // Bought meanwhile (by card, or a newer order): nothing is captured, so nobody pays twice.
      if (await repo.copyOf(db, found.userId, found.manualId)) {
        await repo.updatePaypalOrder(db, found.id, { status: "cancelled", updatedAt: clock.now() });
        throw alreadyOwned();
      }
      const capture = await paypal.capture(orderId, `paypal-capture:${orderId}`);
      if (!capture.ok) {
        throw new AppError(
          capture.failure === "unavailable" ? 502 : 409,
          "PAYPAL_NOT_CAPTURED",
          capture.failure === "unavailable"
            ? "enrollmentErrors.paypalUnavailable"
            : "enrollmentErrors.paypalNotApproved",
        );
      }
      const user = await requireUser(found.userId);
      const manual = await repo.manualById(db, found.manualId);
      const row = await db.transaction(async (tx) => {
        const locked = await repo.lockPaypalOrder(tx, orderId);
        if (!locked) throw orderNotFound();
        if (locked.status === "completed") return locked;
        const now = clock.now();
        const title = manual?.title ?? "";
        const payment = await recordItemPayment(tx, config, user, {
          kind: "manual",
          seminarId: null,
          courseId: manual?.courseId ?? null,
          title,
          levelId: 0,
          baseCents: capture.amountCents,
          retakePercent: 0,
          retakeDiscountCents: 0,
          totalCents: capture.amountCents,
          method: "paypal",
          card: null,
          chargeId: capture.captureId,
          now,
        });
        const copy = await grantManual(tx, locked.userId, locked.manualId, "purchase", now);
        await repo.setCopyPayment(tx, copy.id, payment.id);
        return repo.updatePaypalOrder(tx, locked.id, {
          status: "completed",
          amountCents: capture.amountCents,
          paymentId: payment.id,
          copyId: copy.id,
          updatedAt: now,
        });
      });
      return receiptOf(row);
    },
  };
}
export type ManualPaypal = ReturnType<typeof createManualPaypal>;
