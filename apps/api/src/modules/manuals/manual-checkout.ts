import { centsToDollars, type ManualForSale, type ManualPurchaseInput, type ManualPurchaseReceipt } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import type { Account } from "../account/accounts.port.ts";
import { assertAmountPaid, payByCard, readCard } from "../billing/card-checkout.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { invoicePdfPath, recordItemPayment } from "../billing/invoices.ts";
import { type ManualRow, manualsRepository as repo } from "./manuals.repository.ts";
import { grantManual } from "./manuals.service.ts";

/** The shop window's cap: the association publishes a handful of manuals, never hundreds (ADR 0015). */
const FOR_SALE_CAP = 100;

const alreadyOwned = () => new AppError(409, "MANUAL_ALREADY_OWNED", "manualMessages.alreadyOwned");
const inProgress = () => new AppError(409, "MANUAL_PURCHASE_IN_PROGRESS", "manualMessages.purchaseInProgress");

const forSale = (row: ManualRow, owned: boolean): ManualForSale => ({
  Id: row.id,
  Title: row.title,
  Description: row.description,
  Language: row.language,
  Price: centsToDollars(row.priceCents),
  CourseId: row.courseId,
  Thumbnail: row.thumbnailUrl,
  Owned: owned,
});

/**
 * A manual bought, by card or PayPal: the payment (kind `manual`, one invoice line: no retake or seminar fields)
 * with its receipt mail when something was charged, and the member's copy, linked to it so the refund (ADR 0051)
 * finds the copy a payment bought.
 */
export async function recordManualPurchase(
  deps: Pick<Deps, "config">,
  tx: Db,
  user: Account,
  manual: Pick<ManualRow, "id" | "title" | "courseId">,
  purchase: {
    amountCents: number;
    /** Null when nothing was charged. */
    charge: { method: "card" | "paypal"; card: { brand: string; last4: string } | null; id: string | null } | null;
    now: Date;
  },
) {
  const { charge, now } = purchase;
  const payment = charge
    ? await recordItemPayment(tx, deps.config, user, {
        kind: "manual",
        title: manual.title,
        lines: [{ kind: "manual", title: manual.title, amountCents: purchase.amountCents }],
        totalCents: purchase.amountCents,
        item: { courseId: manual.courseId },
        method: charge.method,
        card: charge.card,
        chargeId: charge.id,
        now,
      })
    : null;
  const copy = await grantManual(tx, user.id, manual.id, "purchase", now);
  if (payment) await repo.setCopyPayment(tx, copy.id, payment.id);
  return { payment, copy };
}

/**
 * Buying a manual on /manualcheckout (ADR 0039): the card goes through the gateway port like a course
 * payment; the payment (kind `manual`, one invoice line), its receipt mail and the member's copy are written
 * in one transaction, so a charge never leaves a member without their manual.
 */
export function createManualCheckout(deps: Deps) {
  const { db, clock } = deps;

  async function requireUser(userId: number): Promise<Account> {
    const user = await deps.accounts.find(db, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    return user;
  }

  async function requireManual(manualId: number): Promise<ManualRow> {
    const manual = await repo.manualById(db, manualId);
    if (!manual) throw notFound("NOT_FOUND", "manual.notFound");
    return manual;
  }

  return {
    /** The manuals a member may buy, each saying whether they own it already. */
    async catalogue(userId: number): Promise<ManualForSale[]> {
      const [rows, owned] = await Promise.all([repo.catalogue(db, FOR_SALE_CAP), repo.ownedManualIds(db, userId)]);
      const mine = new Set(owned);
      return rows.map((row) => forSale(row, mine.has(row.id)));
    },

    async forSale(userId: number, manualId: number): Promise<ManualForSale> {
      const manual = await requireManual(manualId);
      return forSale(manual, Boolean(await repo.copyOf(db, userId, manualId)));
    },

    /**
     * One purchase per member at a time (the member's payment claim, ADR 0011): of 20 parallel requests one
     * reaches the gateway; the others are refused before it, and once the copy exists every later one is 409.
     */
    async purchase(
      userId: number,
      input: ManualPurchaseInput,
      request: { ip: string },
      idem: IdempotencyContext,
    ): Promise<ManualPurchaseReceipt> {
      const user = await requireUser(userId);
      const manual = await requireManual(input.ManualId);
      if (await repo.copyOf(db, userId, manual.id)) throw alreadyOwned();
      assertAmountPaid(input.AmountPaid, manual.priceCents);
      return payByCard(deps, {
        card: manual.priceCents > 0 ? readCard(input, clock.now()) : null,
        amountCents: manual.priceCents,
        attempt: { ip: request.ip, account: `user:${userId}` },
        idem,
        kind: "manuals",
        step: "manual",
        claim: { key: `member:${userId}`, refusal: inProgress },
        // Checked again under the claim: a parallel request may have bought it a moment ago.
        hold: async () => {
          if (await repo.copyOf(db, userId, manual.id)) throw alreadyOwned();
        },
        release: async () => {},
        commit: async (tx, _held, charge) => {
          const now = clock.now();
          const { payment, copy } = await recordManualPurchase(deps, tx, user, manual, {
            amountCents: manual.priceCents,
            charge: charge && {
              method: "card",
              card: { brand: charge.brand, last4: charge.last4 },
              id: charge.chargeId,
            },
            now,
          });
          return {
            ManualId: manual.id,
            CopyId: copy.id,
            PurchaseId: copy.purchaseId,
            Title: manual.title,
            AmountPaid: centsToDollars(manual.priceCents),
            InvoiceId: payment?.id ?? null,
            InvoiceNumber: payment?.invoiceNumber ?? null,
            PdfUrl: payment ? invoicePdfPath(payment.id) : null,
          };
        },
      });
    },
  };
}
export type ManualCheckout = ReturnType<typeof createManualCheckout>;
