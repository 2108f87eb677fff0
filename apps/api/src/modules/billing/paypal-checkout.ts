import type { PaypalOrder, PaypalReturnReceipt } from "@haa/domain";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import type { PaymentKind } from "../../platform/metrics/metrics.ts";
import type { PaypalItemKind } from "./billing.schema.ts";
import { withPaymentClaim } from "./checkout-guards.ts";
import type { IdempotencyContext } from "./idempotency.ts";
import { orderIdFromReturnUrl } from "./paypal.ts";
import { type PaypalOrderRow, paypalOrdersRepository as repo } from "./paypal-orders.repository.ts";

/**
 * The one PayPal flow (ADR 0077), shaped like the card pipeline (`payByCard`, ADR 0074): hold the item, open the
 * order, and on the return capture it once and commit what it bought in one transaction, or release the hold
 * (cancel URL, a newer order, an expired hold). Billing owns the orders (`paypal_orders`, keyed by kind and item)
 * and the flow; the buying modules register what differs per kind (`PaypalItem`) with `deps.paypalItems`.
 */

export type { PaypalItemKind };

/** What a kind's hold reserved: the price PayPal is asked for and the buying module's record of the hold. */
export interface PaypalHold {
  amountCents: number;
  /** What the payer sees on PayPal's page. */
  description: string;
  /** The buying module's record (the held place), or null when nothing is held before the capture. */
  refId: number | null;
  /** The end of the hold (shown as HoldUntil; with `expires`, the order is never captured after it). */
  holdUntil: Date;
  /** How the answer names the item (PayPal/CreatePaymentAsync's EnrollmentId and ManualId). */
  ids: Pick<PaypalOrder, "EnrollmentId" | "ManualId">;
}

/** What PayPal reported for a captured order. */
export interface PaypalCapture {
  captureId: string;
  amountCents: number;
}

/** What differs per kind of item; `Prepared` is what `prepare` read (and locked) for `commit`. */
export interface PaypalItem<Prepared> {
  /** Whether the hold runs out at `holdUntil` (a seat others wait for); otherwise `holdUntil` is only shown. */
  expires: boolean;
  /** One checkout per buyer at a time (ADR 0011), refused with `refusal()` before anything is held. */
  claim?: (userId: number) => { key: string; refusal: () => AppError };
  /** The answer when a parallel order for the same buyer and item won (the pending-order index). */
  inProgress: () => AppError;
  /** Checks the rules and the price (AmountPaid) and holds the item. */
  hold(
    userId: number,
    kind: PaypalItemKind,
    itemId: number,
    amountPaid: number | string | undefined,
  ): Promise<PaypalHold>;
  /** Gives the hold back (the order failed to open, was cancelled or expired); a no-op when nothing is held. */
  release(db: Db, order: Pick<PaypalOrderRow, "refId">, now: Date): Promise<void>;
  /** On a return, before anything else: the item's own state may refuse it (a place cancelled elsewhere). */
  check?(order: PaypalOrderRow): Promise<void>;
  /** Before PayPal is asked to capture: an error refuses the return and cancels the order (bought meanwhile). */
  refuseCapture?(order: PaypalOrderRow): Promise<AppError | undefined>;
  /** In the commit transaction, before the order's lock: what `commit` needs, with the item's locks taken first. */
  prepare(tx: Db, order: PaypalOrderRow): Promise<Prepared>;
  /** Writes the payment and what it bought, once (the order is locked and still not completed). */
  commit(
    tx: Db,
    order: PaypalOrderRow,
    capture: PaypalCapture,
    prepared: Prepared,
  ): Promise<{ paymentId: number; refId: number | null }>;
  /** PayPal/GetPaymentDetailsFromURL's answer for the order as it stands. */
  receipt(db: Db, order: PaypalOrderRow): Promise<PaypalReturnReceipt>;
}

/** A registered kind, its `prepare` and `commit` joined so the registry need not know `Prepared`. */
type RegisteredItem = Omit<PaypalItem<unknown>, "prepare" | "commit"> & {
  /** Commits the capture once; `committed` says whether this call did (a parallel return may have done it). */
  settle(
    tx: Db,
    order: PaypalOrderRow,
    capture: PaypalCapture,
    now: Date,
  ): Promise<{ order: PaypalOrderRow; committed: boolean }>;
};

/** The kinds the buying modules registered at start (enrollment: seminar, course; manuals: manual). */
export interface PaypalItems {
  register<Prepared>(kinds: readonly PaypalItemKind[], item: PaypalItem<Prepared>): void;
  get(kind: PaypalItemKind): RegisteredItem;
}

export function createPaypalItems(): PaypalItems {
  const items = new Map<PaypalItemKind, RegisteredItem>();
  return {
    register(kinds, item) {
      const registered: RegisteredItem = {
        ...item,
        async settle(tx, order, capture, now) {
          const prepared = await item.prepare(tx, order);
          const locked = await repo.lock(tx, order.orderId);
          if (!locked) throw orderNotFound();
          if (locked.status === "completed") return { order: locked, committed: false };
          // Captured money is recorded even if the order was cancelled or expired meanwhile: the kind decides
          // whether what it bought can still be given (the place comes back if its seat is free).
          const done = await item.commit(tx, locked, capture, prepared);
          const completed = await repo.update(tx, locked.id, {
            status: "completed",
            amountCents: capture.amountCents,
            paymentId: done.paymentId,
            refId: done.refId,
            updatedAt: now,
          });
          return { order: completed, committed: true };
        },
      };
      for (const kind of kinds) items.set(kind, registered);
    },
    get(kind) {
      const item = items.get(kind);
      if (!item) throw new Error(`no PayPal item registered for ${kind}`);
      return item;
    },
  };
}

/** A PayPal order's kind as the payment counter of /metrics names what was bought (like the card pipeline's). */
const PAYMENT_KIND: Record<PaypalItemKind, PaymentKind> = {
  seminar: "enrollment",
  course: "enrollment",
  manual: "manuals",
};

const orderNotFound = () => notFound("PAYPAL_ORDER_NOT_FOUND", "enrollmentErrors.paypalOrderNotFound");
/** A PayPal return after its hold ran out: the order is not captured, nothing is charged (ADR 0063). */
export const paypalHoldExpired = () => new AppError(409, "PAYPAL_HOLD_EXPIRED", "enrollmentErrors.paypalHoldExpired");
export const paypalOrderCancelled = () =>
  new AppError(409, "PAYPAL_ORDER_CANCELLED", "enrollmentErrors.paypalOrderCancelled");

/** The pending PayPal order of a buying module's record (CheckUserEligibleForSeminar's PendingPayment). */
export function pendingPaypalOrder(db: Db, kind: PaypalItemKind, refId: number) {
  return repo.pendingOfRef(db, kind, refId);
}

/** The buyer gave up the payment in the buying module (Enrollment/CancelPendingEnrollment): never captured. */
export async function cancelPendingPaypalOrder(db: Db, kind: PaypalItemKind, refId: number, now: Date) {
  const order = await repo.pendingOfRef(db, kind, refId);
  if (order) await repo.endIfPending(db, order.id, "cancelled", now);
}

export function createPaypalCheckout(
  deps: Pick<Deps, "db" | "clock" | "config" | "paypal" | "paypalItems" | "metrics">,
) {
  const { db, clock, config, paypal, paypalItems, metrics } = deps;

  /** How a pending order ends without a capture: past an expiring hold it expired, otherwise it was cancelled. */
  const endingOf = (item: RegisteredItem, order: PaypalOrderRow, now: Date) =>
    item.expires && now.getTime() >= order.holdUntil.getTime() ? "expired" : "cancelled";

  /** Releases a pending order's hold and ends it, under the order's lock; answers the order as it stands. */
  async function end(orderId: string, item: RegisteredItem, now: Date): Promise<PaypalOrderRow> {
    return db.transaction(async (tx) => {
      const locked = await repo.lock(tx, orderId);
      if (!locked) throw orderNotFound();
      if (locked.status !== "pending") return locked;
      await item.release(tx, locked, now);
      return (await repo.endIfPending(tx, locked.id, endingOf(item, locked, now), now)) ?? locked;
    });
  }

  return {
    /**
     * PayPal/CreatePaymentAsync: under the kind's claim, holds the item, opens the PayPal order (a failure gives
     * the hold back: 502), and records it, ending an older pending order of the same buyer and item, so an old
     * approval never buys the item twice.
     */
    async create(
      kind: PaypalItemKind,
      userId: number,
      itemId: number,
      amountPaid: number | string | undefined,
      idem: IdempotencyContext,
    ): Promise<PaypalOrder> {
      const item = paypalItems.get(kind);
      const run = async (): Promise<PaypalOrder> => {
        const held = await item.hold(userId, kind, itemId, amountPaid);
        const order = await paypal.createOrder(
          {
            amountCents: held.amountCents,
            currency: "USD",
            description: held.description,
            returnUrl: `${config.publicUrl}/confirmpaypalpayment`,
            cancelUrl: `${config.publicUrl}/cancelpaypalpayment`,
          },
          idem.gatewayKey(`paypal-order:${kind}:${itemId}:${held.refId ?? `user-${userId}`}`),
        );
        const now = clock.now();
        if (!order.ok) {
          await item.release(db, held, now);
          throw new AppError(502, "PAYPAL_UNAVAILABLE", "enrollmentErrors.paypalUnavailable");
        }
        try {
          await db.transaction(async (tx) => {
            for (const older of await repo.pendingOf(tx, userId, kind, itemId)) {
              await repo.endIfPending(tx, older.id, endingOf(item, older, now), now);
            }
            await repo.insert(tx, {
              orderId: order.orderId,
              kind,
              itemId,
              userId,
              amountCents: held.amountCents,
              status: "pending",
              approvalUrl: order.approvalUrl,
              holdUntil: held.holdUntil,
              refId: held.refId,
              createdAt: now,
              updatedAt: now,
            });
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          await item.release(db, held, now);
          throw item.inProgress();
        }
        const answer: PaypalOrder = {
          ApprovalUrl: order.approvalUrl,
          OrderId: order.orderId,
          ...held.ids,
          HoldUntil: held.holdUntil.toISOString(),
        };
        await idem.complete(db, answer);
        return answer;
      };
      const claim = item.claim?.(userId);
      return claim ? withPaymentClaim(deps, claim.key, claim.refusal, run) : run();
    },

    /**
     * PayPal/GetPaymentDetailsFromURL: the URL the browser came back with. From the cancel URL: releases the hold.
     * From the return URL: refuses a cancelled or expired order before PayPal is asked (an expired hold is
     * released here if nobody did yet), captures once (PayPal's idempotency key makes parallel or repeated
     * captures one), then commits once under the order's lock; every later use answers the same receipt.
     */
    async complete(actorId: number, isAdmin: boolean, url: string): Promise<PaypalReturnReceipt> {
      const orderId = orderIdFromReturnUrl(url);
      if (!orderId) throw new AppError(400, "PAYPAL_URL_INVALID", "enrollmentErrors.paypalUrlInvalid");
      const found = await repo.byOrderId(db, orderId);
      if (!found || (found.userId !== actorId && !isAdmin)) throw orderNotFound();
      const item = paypalItems.get(found.kind);
      const cancelled = new URL(url, "http://return.invalid").pathname.toLowerCase().includes("cancelpaypalpayment");
      if (cancelled) return item.receipt(db, await end(orderId, item, clock.now()));

      await item.check?.(found);
      if (found.status === "expired") throw paypalHoldExpired();
      if (found.status === "cancelled") throw paypalOrderCancelled();
      if (found.status === "completed") return item.receipt(db, found);
      if (endingOf(item, found, clock.now()) === "expired") {
        const after = await end(orderId, item, clock.now());
        if (after.status === "completed") return item.receipt(db, after);
        throw paypalHoldExpired();
      }
      const refused = await item.refuseCapture?.(found);
      if (refused) {
        await repo.endIfPending(db, found.id, "cancelled", clock.now());
        throw refused;
      }
      const capture = await paypal.capture(orderId, `paypal-capture:${orderId}`);
      const kind = PAYMENT_KIND[found.kind];
      if (!capture.ok) {
        metrics.payment(kind, capture.failure === "unavailable" ? "unavailable" : "declined");
        throw new AppError(
          capture.failure === "unavailable" ? 502 : 409,
          "PAYPAL_NOT_CAPTURED",
          capture.failure === "unavailable"
            ? "enrollmentErrors.paypalUnavailable"
            : "enrollmentErrors.paypalNotApproved",
        );
      }
      let settled: { order: PaypalOrderRow; committed: boolean };
      try {
        settled = await db.transaction((tx) => item.settle(tx, found, capture, clock.now()));
      } catch (error) {
        // Captured but not recorded: the next return with the same URL settles it (the capture is idempotent).
        metrics.payment(kind, "error");
        throw error;
      }
      // Counted by the return that recorded it; a parallel return that found it done answers the same receipt.
      if (settled.committed) metrics.payment(kind, "paid");
      return item.receipt(db, settled.order);
    },
  };
}

export type PaypalCheckout = ReturnType<typeof createPaypalCheckout>;
