import { DOWNLOAD_LIMIT, type Order } from "@haa/domain";
import type { Ports } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { orderLinkSignatureValid } from "./orders.links.ts";
import { presentOrder } from "./orders.presenter.ts";
import { type CartOwner, type OrderRow, ordersRepository as repo } from "./orders.repository.ts";
import { errors, type OrdersShared } from "./orders.shared.ts";

const isVisibleStatus = (status: OrderRow["status"]) =>
  status === "paid" || status === "shipped" || status === "refunded";

/** Paid orders: the buyer's history, invoice and download links, and the administrator's shipping and refunds. */
export function createFulfilmentService(deps: Ports, shared: OrdersShared) {
  const { db, clock, config, gateway } = deps;
  const { links, queueOrderMail } = shared;

  function verify(purpose: string, query: { Id: number; Expires: number; Signature: string }) {
    if (!orderLinkSignatureValid(config.jwtSecret, purpose, query)) throw errors.linkInvalid();
    if (query.Expires * 1000 < clock.now().getTime()) throw errors.linkInvalid();
  }

  async function presentOne(order: OrderRow): Promise<Order> {
    return presentOrder(order, await repo.items(db, [order.id]), links());
  }

  return {
    /** Store/GetOrders: the owner's paid orders, newest first; a member's include guest orders of their e-mail. */
    async listOrders(owner: CartOwner, page: { page: number; pageSize: number }) {
      if ("userId" in owner) await repo.claimGuestOrders(db, owner.userId);
      const { rows, total } = await repo.listOf(db, owner, page);
      const items = await repo.items(
        db,
        rows.map((row) => row.id),
      );
      return { list: rows.map((row) => presentOrder(row, items, links())), total };
    },

    /** Store/GetOrderById: the owner (member by bearer, guest by GuestId) or an administrator. */
    async order(id: number, actor: Actor | undefined, guestId: string | undefined): Promise<Order> {
      const order = await repo.order(db, id);
      if (!order || !isVisibleStatus(order.status)) throw errors.orderNotFound();
      if (actor && order.userId === null) await repo.claimGuestOrders(db, actor.user.id);
      const fresh = (await repo.order(db, id)) ?? order;
      const allowed =
        actor?.isAdmin ||
        (fresh.userId !== null && actor?.user.id === fresh.userId) ||
        (fresh.guestId !== null && guestId !== undefined && fresh.guestId === guestId);
      if (!allowed) throw errors.orderNotFound();
      return presentOne(fresh);
    },

    /** The signed invoice link: the order and its lines for the PDF. */
    async invoice(query: { Id: number; Expires: number; Signature: string }) {
      verify("invoice", query);
      const order = await repo.order(db, query.Id);
      if (!order || !isVisibleStatus(order.status)) throw errors.orderNotFound();
      return { order, items: await repo.items(db, [order.id]) };
    },

    /** The signed download link: counts one of the five downloads and returns the file. */
    async download(query: { Id: number; Expires: number; Signature: string }) {
      verify("download", query);
      const found = await repo.item(db, query.Id);
      if (found?.item.kind !== "digital" || !found.fileUrl) throw errors.orderNotFound();
      if (found.order.status !== "paid" && found.order.status !== "shipped") throw errors.linkInvalid();
      if (!(await repo.countDownload(db, found.item.id, DOWNLOAD_LIMIT))) throw errors.downloadsUsed();
      const bytes = await deps.storage.get(found.fileUrl);
      if (!bytes) throw errors.orderNotFound();
      const extension = found.fileUrl.split(".").pop() ?? "bin";
      return { bytes, fileName: `${found.order.orderNumber}-${found.item.id}.${extension}` };
    },

    async adminList(query: {
      page: number;
      pageSize: number;
      search: string;
      filters: { Status?: OrderRow["status"] | undefined };
    }): Promise<{ list: Order[]; total: number }> {
      const { rows, total } = await repo.adminList(db, { ...query, status: query.filters.Status });
      const items = await repo.items(
        db,
        rows.map((row) => row.id),
      );
      return { list: rows.map((row) => presentOrder(row, items, links())), total };
    },

    async adminOrder(id: number): Promise<Order> {
      const order = await repo.order(db, id);
      if (!order) throw errors.orderNotFound();
      return presentOne(order);
    },

    /** Marks a paid order shipped with its tracking number and mails the buyer. */
    async markShipped(id: number, trackingNumber: string): Promise<Order> {
      if (deps.audit.recording()) {
        // The audit log's "before" (ADR 0088): the order's state and tracking, not the buyer's address.
        const before = await repo.order(db, id);
        deps.audit.before(
          { kind: "order", id },
          before && { Status: before.status, TrackingNumber: before.trackingNumber, ShippedAt: before.shippedAt },
        );
      }
      return db.transaction(async (tx) => {
        const now = clock.now();
        const order = await repo.transition(tx, id, ["paid", "shipped"], {
          status: "shipped",
          trackingNumber,
          shippedAt: now,
        });
        if (!order) {
          if (!(await repo.order(tx, id))) throw errors.orderNotFound();
          throw errors.notShippable();
        }
        await deps.purchases.setStatus(tx, "order", order.id, "shipped");
        const user = order.userId !== null ? await repo.userOf(tx, order.userId) : undefined;
        await queueOrderMail(tx, order, user?.firstName ?? order.email.split("@")[0] ?? "", "shipped");
        return presentOrder(order, await repo.items(tx, [order.id]), links());
      });
    },

    /**
     * Refunds an order once: the status moves to refunded first (a guarded UPDATE, so a parallel second call
     * gets 409), then the gateway gives the charge back with a key of the order (a retried refund never pays
     * twice); a gateway failure puts the status back. Physical items go back into stock.
     */
    async refund(id: number): Promise<Order> {
      const before = await repo.order(db, id);
      if (!before) throw errors.orderNotFound();
      // The audit log's "before" (ADR 0088): the order's state and amount, not the buyer's address.
      deps.audit.before(
        { kind: "order", id },
        { Status: before.status, RefundedAt: before.refundedAt, TotalCents: before.totalCents },
      );
      const claimed = await db.transaction(async (tx) => {
        const row = await repo.transition(tx, id, ["paid", "shipped"], { status: "refunded", refundedAt: clock.now() });
        if (row) await deps.purchases.setStatus(tx, "order", id, "refunded");
        return row;
      });
      if (!claimed) throw errors.alreadyRefunded();
      if (claimed.gatewayChargeId) {
        let ok = false;
        try {
          ok = (await gateway.refund(claimed.gatewayChargeId, `store-refund:${claimed.id}`)).ok;
        } catch {
          ok = false;
        }
        if (!ok) {
          await db.transaction(async (tx) => {
            await repo.update(tx, id, { status: before.status, refundedAt: null });
            if (before.status === "paid" || before.status === "shipped") {
              await deps.purchases.setStatus(tx, "order", id, before.status);
            }
          });
          throw errors.refundFailed();
        }
      }
      return db.transaction(async (tx) => {
        const items = await repo.items(tx, [id]);
        for (const item of items) {
          if (item.kind === "physical") await repo.returnStock(tx, item.productId, item.quantity);
        }
        const user = claimed.userId !== null ? await repo.userOf(tx, claimed.userId) : undefined;
        await queueOrderMail(tx, claimed, user?.firstName ?? claimed.email.split("@")[0] ?? "", "refunded");
        return presentOrder(claimed, items, links());
      });
    },
  };
}
