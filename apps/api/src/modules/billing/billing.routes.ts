import { contract } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { invoiceAccess } from "./billing.policy.ts";
import type { InvoiceService } from "./billing.service.ts";
import { listPurchases } from "./purchases.ts";

export function billingRoutes(app: FastifyInstance, invoices: InvoiceService, deps: Deps) {
  const tags = ["Invoices"];

  route(
    app,
    contract.billing.getMembershipInvoicesByUserId,
    {
      access: ownerAccess({ in: "params", name: "id" }),
      tags,
      summary:
        "A member's invoices, newest first: number, date, lines, subtotal, discount, total, last four digits, PdfUrl",
    },
    async (request) => {
      return ok(await invoices.list(request.params.id, request.query, request.language));
    },
  );

  // Only the 200 is a file: refusals (404, 401, 403) are the usual JSON envelopes.
  route(
    app,
    contract.billing.downloadInvoicePdf,
    {
      access: invoiceAccess,
      tags,
      summary:
        "An invoice as PDF (application/pdf), for its owner or an administrator; the receipt mail's signed link (?token=) works without the API key and bearer",
    },
    async (request, reply) => {
      const { invoiceId } = request.params;
      const token = request.query.token;
      // Without a signed link the access hook has already checked the bearer against the invoice's owner.
      const pdf = await invoices.pdf(invoiceId, token ? { token } : "authorized", request.language);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="${pdf.fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(pdf.bytes);
    },
  );

  route(
    app,
    contract.billing.getUserPurchaseAndBillings,
    {
      access: ownerAccess({ in: "query", name: "UserId" }),
      tags: ["User"],
      summary:
        "Every completed or refunded payment of a member (the member or an administrator), newest first, paged (page, pageSize ≤ 50): memberships, seminars, courses and manuals with their invoice PDF, store orders titled by their own lines with the signed invoice link (Store/GetOrderInvoicePdf) and a link to /purchasedetail, donations with their invoice PDF; Amount in dollars. Status is the payment's own: Paid, Shipped (store orders) or Refunded; a store checkout still pending, declined (cancelled) or expired took no money and is not listed. TotalCount counts the same rows",
    },
    async (request) => {
      const { UserId, page, pageSize } = request.query;
      return ok(await listPurchases(deps, UserId, { page, pageSize }, request.language));
    },
  );
}
