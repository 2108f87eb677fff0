import { centsToDollars, formatUsd, type ManualRefundReceipt, normalizeLanguage } from "@haa/domain";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { queueMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import { manualsRepository as repo } from "./manuals.repository.ts";

const errors = {
  notFound: () => notFound("MANUAL_PURCHASE_NOT_FOUND", "manualRefund.notFound"),
  alreadyRefunded: () => new AppError(409, "MANUAL_ALREADY_REFUNDED", "manualRefund.alreadyRefunded"),
  failed: () => new AppError(502, "REFUND_FAILED", "manualRefund.failed"),
};

/**
 * An administrator refunds a manual purchase (ADR 0051), in the shape of Store/AdminRefundOrder: the payment
 * moves paid → refunded first (a guarded UPDATE, so a parallel second call gets 409 and never reaches the
 * gateway), then the gateway gives a card charge back with a key of the payment (a retried refund never pays
 * twice); a gateway failure puts the payment back to paid. The PayPal port has no refund: a PayPal payment is
 * recorded as refunded and the money is returned in PayPal's dashboard. Then, in one transaction, the member's
 * copy is taken back (its download answers 404) and the refund mail is queued in their language.
 */
export function createManualRefund(deps: Deps) {
  const { db, config, gateway, storage } = deps;

  return {
    async refund(paymentId: number): Promise<ManualRefundReceipt> {
      const before = await repo.manualPayment(db, paymentId);
      if (!before) throw errors.notFound();
      // The audit log's "before" (ADR 0088): the payment's state and amount, not the buyer.
      deps.audit.before(
        { kind: "payment", id: paymentId },
        {
          InvoiceNumber: before.invoiceNumber,
          Status: before.status,
          Method: before.method,
          TotalCents: before.totalCents,
        },
      );
      if (before.status === "refunded") throw errors.alreadyRefunded();
      const claimed = await repo.claimRefund(db, paymentId);
      if (!claimed) throw errors.alreadyRefunded();
      const throughGateway = claimed.method === "card" && Boolean(claimed.gatewayChargeId);
      if (throughGateway && claimed.gatewayChargeId) {
        let ok = false;
        try {
          ok = (await gateway.refund(claimed.gatewayChargeId, `manual-refund:${claimed.id}`)).ok;
        } catch {
          ok = false;
        }
        if (!ok) {
          await repo.releaseRefund(db, claimed.id);
          throw errors.failed();
        }
      }
      const { revoked, receipt } = await db.transaction(async (tx) => {
        const copy = await repo.copyOfPayment(tx, claimed);
        const removed = copy ? await repo.deleteCopy(tx, copy.id) : undefined;
        const user = await deps.accounts.find(tx, claimed.userId);
        if (user && !user.deletedAt) {
          const language = normalizeLanguage(user.language);
          await queueMail(
            tx,
            user.email,
            renderMail(language, user.firstName, {
              subject: "manualRefund.mailSubject",
              intro: [
                "manualRefund.mailIntro",
                throughGateway ? "manualRefund.mailCard" : "manualRefund.mailPaypal",
                "manualRefund.mailCopy",
              ],
              action: { label: "manualRefund.mailAction", url: `${config.publicUrl}/profile/purchases` },
              params: {
                title: claimed.itemTitle ?? "",
                amount: formatUsd(claimed.totalCents, language),
                invoiceNumber: claimed.invoiceNumber,
              },
            }),
          );
        }
        const answer: ManualRefundReceipt = {
          PaymentId: claimed.id,
          InvoiceNumber: claimed.invoiceNumber,
          Title: claimed.itemTitle ?? "",
          Amount: centsToDollars(claimed.totalCents),
          Method: claimed.method,
          Status: "refunded",
          RefundedThroughGateway: throughGateway,
          RevokedPurchaseId: removed?.purchaseId ?? null,
        };
        return { revoked: removed, receipt: answer };
      });
      // The personalised file carries the member's name: it goes with the copy.
      if (revoked?.personalisedUrl) await storage.delete(revoked.personalisedUrl).catch(() => undefined);
      return receipt;
    },

    /** DigitalManual/AdminGetManualPurchases: who holds a copy of the manual and what they paid. */
    async purchasesOf(manualId: number) {
      const manual = await repo.manualById(db, manualId);
      if (!manual) throw notFound("NOT_FOUND", "manual.notFound");
      const rows = await repo.purchasesOf(db, manualId);
      return {
        List: rows.map(({ copy, user, payment }) => ({
          CopyId: copy.id,
          PurchaseId: copy.purchaseId,
          UserId: user.id,
          Name: `${user.firstName} ${user.lastName}`.trim(),
          Email: user.email,
          Source: copy.source,
          GrantedAt: copy.grantedAt.toISOString(),
          PaymentId: payment?.id ?? null,
          InvoiceNumber: payment?.invoiceNumber ?? null,
          Amount: payment ? centsToDollars(payment.totalCents) : null,
          Method: payment?.method ?? null,
        })),
        TotalCount: rows.length,
      };
    },
  };
}
export type ManualRefund = ReturnType<typeof createManualRefund>;
