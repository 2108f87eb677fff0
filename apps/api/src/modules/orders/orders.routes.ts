import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { adminAccess, ownerAccess, publicAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import { renderOrderInvoicePdf } from "./order-invoice-pdf.ts";
import { onInstructorCheckout, onOwnCart } from "./orders.policy.ts";
import type { CartOwner, OrdersService } from "./orders.service.ts";

const tags = ["Store"];
const OWNER_NOTE =
  "UserId or GuestId: a guest cart or order is reached by its unguessable GuestId; a UserId needs the bearer of that member (or an administrator), checked in the handler";
const LINE_NOTE = "Id names a cart line; the handler checks the member's bearer or the guest's GuestId";
const IDEMPOTENCY_NOTE =
  " Send an Idempotency-Key header: a retry with the same key returns the first answer (header Idempotent-Replayed: true) and never charges twice; 10 declined cards per IP or account in 15 minutes answer 429.";

const ownerOf = (query: { UserId?: number | undefined; GuestId?: string | undefined }): CartOwner =>
  query.UserId !== undefined ? { userId: query.UserId } : { guestId: query.GuestId ?? "" };

export function ordersRoutes(app: FastifyInstance, deps: Deps, orders: OrdersService) {
  /** The owner a public call names, after checking the caller may act for it. */
  async function authorisedOwner(
    request: Parameters<typeof viewerOf>[1],
    query: { UserId?: number | undefined; GuestId?: string | undefined },
  ) {
    const owner = ownerOf(query);
    orders.assertOwner(await viewerOf(deps, request), owner);
    return owner;
  }

  route(
    app,
    contract.orders.getCartItems,
    {
      access: publicAccess(OWNER_NOTE),
      tags,
      summary:
        "A cart (spec 001 §7): its lines with the product at its price now. A guest cart merged into a member's cart answers no lines and IsOriginalCart false",
    },
    async (request) =>
      ok(await orders.cartIn(await orders.getCart(await authorisedOwner(request, request.query)), request.language)),
  );

  route(
    app,
    contract.orders.addToCart,
    {
      access: publicAccess(OWNER_NOTE),
      tags,
      summary:
        "Adds a product to the member's (UserId) or the visitor's (GuestId) cart. At most 20 of one product (and no more than the stock) and 50 lines; unpublished, sold-out and instructors-only products are refused",
    },
    async (request) => {
      const owner = await authorisedOwner(request, request.body);
      const cart = await orders.addToCart(owner, request.body.ProductId, request.body.Quantity);
      return ok(await orders.cartIn(cart, request.language), translate(request.language, "ordersMessages.added"));
    },
  );

  for (const [call, action, summary] of [
    [contract.orders.increaseCartItem, "increase", "One more of a cart line (within the line and stock limits)"],
    [contract.orders.decreaseCartItem, "decrease", "One less of a cart line; the last one removes the line"],
  ] as const) {
    route(app, call, { access: publicAccess(LINE_NOTE), tags, summary }, async (request) => {
      const viewer = await viewerOf(deps, request);
      return ok(
        await orders.cartIn(await orders[action](request.body.Id, viewer, request.body.GuestId), request.language),
      );
    });
  }

  route(
    app,
    contract.orders.deleteCartItemById,
    {
      access: publicAccess(LINE_NOTE),
      tags,
      summary: "Removes a cart line",
    },
    async (request) => {
      const viewer = await viewerOf(deps, request);
      const cart = await orders.remove(request.query.Id, viewer, request.query.GuestId);
      return ok(await orders.cartIn(cart, request.language), translate(request.language, "ordersMessages.removed"));
    },
  );

  route(
    app,
    contract.orders.syncGuestCartToUser,
    {
      access: ownerAccess({ in: "body", name: "UserID" }, onOwnCart),
      tags,
      summary:
        "After login (spec 000 §4): the guest cart's lines join the member's cart (quantities add, capped by the line limit and the stock) and the guest cart is marked merged; a replay changes nothing",
    },
    async (request) =>
      ok(await orders.cartIn(await orders.syncGuestCart(request.body.UserID, request.body.GuestID), request.language)),
  );

  route(
    app,
    contract.orders.getCheckoutQuote,
    {
      access: publicAccess(OWNER_NOTE),
      tags,
      summary:
        "The totals Store/ProcessPayment would charge for the cart now: lines at today's prices, shipping by the address's (or CountryCode's) zone and the parcel's weight, the Store coupon; an invalid coupon answers its reason",
    },
    async (request) => ok(await orders.quote(await authorisedOwner(request, request.body), request.body)),
  );

  route(
    app,
    contract.orders.processPayment,
    {
      access: publicAccess(OWNER_NOTE),
      idempotency: { scope: "store.order" },
      tags,
      summary: `Pays the cart by card (member by UserId and bearer, or guest by GuestId and Email): every amount is recomputed on the server, the stock is taken with the order (409 SOLD_OUT before any charge when another buyer got the last one), then the card is charged; a declined card leaves the cart as it was. Answers the order with its number, invoice and download links.${IDEMPOTENCY_NOTE}`,
    },
    async (request, reply) => {
      const owner = await authorisedOwner(request, request.body);
      const result = await idempotentCall(
        deps,
        request,
        reply,
        (idem) => orders.processPayment(owner, request.body, { ip: request.ip, language: request.language }, idem),
        "userId" in owner ? `user:${owner.userId}` : `guest:${owner.guestId}`,
      );
      return ok(result, translate(request.language, "ordersMessages.paid", { number: result.OrderNumber }));
    },
  );

  route(
    app,
    contract.orders.getInstructorKits,
    {
      access: ownerAccess({ in: "query", name: "UserId" }, onInstructorCheckout),
      tags,
      summary: "The instructors-only kits with their instructor price (instructors only: others get 403)",
    },
    async (request) => ok(await orders.kitsIn(await orders.instructorKits(request.query.UserId), request.language)),
  );

  route(
    app,
    contract.orders.getInstructorCheckoutQuote,
    {
      access: ownerAccess({ in: "body", name: "UserId" }, onInstructorCheckout),
      tags,
      summary: "The totals Store/InstructorCheckout would charge for these kits at the instructor price",
    },
    async (request) => ok(await orders.instructorQuote(request.body.UserId, request.body.Items, request.body)),
  );

  route(
    app,
    contract.orders.instructorCheckout,
    {
      access: ownerAccess({ in: "body", name: "UserId" }, onInstructorCheckout),
      idempotency: { scope: "store.instructor" },
      tags,
      summary: `An instructor (membership level 5) buys kits (Items) at the instructor price, paid by card; anyone else gets 403.${IDEMPOTENCY_NOTE}`,
    },
    async (request, reply) => {
      const result = await idempotentCall(deps, request, reply, (idem) =>
        orders.instructorCheckout(request.body.UserId, request.body.Items, request.body, { ip: request.ip }, idem),
      );
      return ok(result, translate(request.language, "ordersMessages.paid", { number: result.OrderNumber }));
    },
  );

  route(
    app,
    contract.orders.getOrders,
    {
      access: publicAccess(OWNER_NOTE),
      tags,
      summary:
        "The owner's orders with their Items, newest first, paged; a member's list includes the guest orders placed with their confirmed e-mail",
    },
    async (request) => {
      const owner = await authorisedOwner(request, request.query);
      const { list, total } = await orders.listOrders(owner, request.query);
      return ok(listData(await orders.ordersIn(list, request.language), total, request.query));
    },
  );

  route(
    app,
    contract.orders.getOrderById,
    {
      access: publicAccess("Id names an order; the handler checks the member's bearer or the guest's GuestId"),
      tags,
      summary: "One order with its items, tracking, invoice and download links (its owner or an administrator)",
    },
    async (request) => {
      const order = await orders.order(request.query.Id, await viewerOf(deps, request), request.query.GuestId);
      const [shown] = await orders.ordersIn([order], request.language);
      return ok(shown ?? order);
    },
  );

  route(
    app,
    contract.orders.getOrderInvoicePdf,
    {
      access: publicAccess("A signed link (Id, Expires, Signature) from the order; no API key or bearer"),
      tags,
      summary: "An order's invoice as PDF through the signed link in the order and the receipt mail",
    },
    async (request, reply) => {
      const { order, items } = await orders.invoice(request.query);
      const bytes = await renderOrderInvoicePdf(order, items, request.language);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="${order.orderNumber}.pdf"`)
        .header("Cache-Control", "private, no-store")
        .send(bytes);
    },
  );

  route(
    app,
    contract.orders.downloadOrderItem,
    {
      access: publicAccess("A signed, expiring link (Id, Expires, Signature) of a digital item; no API key or bearer"),
      tags,
      summary: "A digital item's file: 5 downloads within 7 days of the order (410 once used up)",
    },
    async (request, reply) => {
      const file = await orders.download(request.query);
      return reply
        .type("application/octet-stream")
        .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(file.bytes);
    },
  );

  // ---- administration ----

  route(
    app,
    contract.orders.adminGetOrders,
    {
      access: adminAccess,
      tags,
      summary: 'Every order, newest first: search by order number or e-mail, filters {"Status":"paid"}',
    },
    async (request) => {
      const { list, total } = await orders.adminList(request.query);
      return ok(listData(list, total, request.query));
    },
  );

  route(
    app,
    contract.orders.adminGetOrderById,
    {
      access: adminAccess,
      tags,
      summary: "One order (administrators)",
    },
    async (request) => ok(await orders.adminOrder(request.query.Id)),
  );

  route(
    app,
    contract.orders.adminMarkOrderShipped,
    {
      access: adminAccess,
      tags,
      summary: "Marks a paid order shipped with its tracking number and mails the buyer",
    },
    async (request) => {
      const order = await orders.markShipped(request.body.Id, request.body.TrackingNumber);
      return ok(order, translate(request.language, "ordersMessages.shipped"));
    },
  );

  route(
    app,
    contract.orders.adminRefundOrder,
    {
      access: adminAccess,
      tags,
      summary:
        "Refunds an order through the gateway once (a second call, even in parallel, answers 409); physical items go back into stock",
    },
    async (request) => {
      const order = await orders.refund(request.body.Id);
      return ok(order, translate(request.language, "ordersMessages.refunded"));
    },
  );

  route(
    app,
    contract.orders.adminGetShippingZones,
    {
      access: adminAccess,
      tags,
      summary: "The shipping zones and their weight bands",
    },
    async () => ok(await orders.zones()),
  );

  route(
    app,
    contract.orders.adminSaveShippingZone,
    {
      access: adminAccess,
      tags,
      summary:
        "Creates (no Id) or replaces a shipping zone with its countries and weight bands; IsFallback makes it the rest-of-world zone",
    },
    async (request) => ok(await orders.saveZone(request.body), translate(request.language, "ordersMessages.zoneSaved")),
  );

  route(
    app,
    contract.orders.adminDeleteShippingZone,
    {
      access: adminAccess,
      tags,
      summary: "Deletes a shipping zone and its bands",
    },
    async (request) => ok(await orders.deleteZone(request.query.Id)),
  );
}
