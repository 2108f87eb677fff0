import {
  envelopeSchema,
  invoiceListSchema,
  listQuerySchema,
  pdfFileSchema,
  purchaseListQuerySchema,
  purchaseListSchema,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { invoiceAccess } from "./billing.policy.ts";
import type { InvoiceService } from "./billing.service.ts";
import { listPurchases } from "./purchases.ts";

const id = z.coerce.number().int().positive().max(2_147_483_647);

export function billingRoutes(app: FastifyInstance, invoices: InvoiceService, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Invoices"];

  api.get(
    "/api/Invoices/GetMembershipInvoicesByUserId/:id",
    {
      config: { access: ownerAccess({ in: "params", name: "id" }) },
      schema: {
        tags,
        summary:
          "A member's invoices, newest first: number, date, lines, subtotal, discount, total, last four digits, PdfUrl",
        params: z.object({ id }),
        querystring: listQuerySchema(),
        response: { 200: envelopeSchema(invoiceListSchema) },
      },
    },
    async (request) => {
      return ok(await invoices.list(request.params.id, request.query, request.language));
    },
  );

  api.get(
    "/api/Invoices/DownloadInvoicePdf/:invoiceId",
    {
      config: { access: invoiceAccess },
      schema: {
        tags,
        summary:
          "An invoice as PDF (application/pdf), for its owner or an administrator; the receipt mail's signed link (?token=) works without the API key and bearer",
        params: z.object({ invoiceId: id }),
        querystring: z.object({ token: z.string().max(200).optional() }),
        // Only the 200 is a file: refusals (404, 401, 403) are the usual JSON envelopes.
        response: { 200: { description: "The invoice", content: { "application/pdf": { schema: pdfFileSchema } } } },
      },
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

  api.get(
    "/api/User/GetUserPurchaseAndBillings",
    {
      config: { access: ownerAccess({ in: "query", name: "UserId" }) },
      schema: {
        tags: ["User"],
        summary:
          "Every completed or refunded payment of a member (the member or an administrator), newest first, paged (page, pageSize ≤ 50): memberships, seminars, courses and manuals with their invoice PDF, store orders titled by their own lines with the signed invoice link (Store/GetOrderInvoicePdf) and a link to /purchasedetail, donations with their invoice PDF; Amount in dollars. Status is the payment's own: Paid, Shipped (store orders) or Refunded; a store checkout still pending, declined (cancelled) or expired took no money and is not listed. TotalCount counts the same rows",
        querystring: purchaseListQuerySchema,
        response: { 200: envelopeSchema(purchaseListSchema) },
      },
    },
    async (request) => {
      const { UserId, page, pageSize } = request.query;
      return ok(await listPurchases(deps, UserId, { page, pageSize }, request.language));
    },
  );
}
