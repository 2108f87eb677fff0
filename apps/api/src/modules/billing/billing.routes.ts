import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { assertSelfOrAdmin, authenticate } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import type { InvoiceService } from "./billing.service.ts";

const id = z.coerce.number().int().positive().max(2_147_483_647);

export function billingRoutes(app: FastifyInstance, deps: Deps, invoices: InvoiceService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Invoices"];

  api.get(
    "/api/Invoices/GetMembershipInvoicesByUserId/:id",
    {
      schema: {
        tags,
        summary:
          "A member's invoices, newest first: number, date, lines, subtotal, discount, total, last four digits, PdfUrl",
        params: z.object({ id }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => {
      const actor = await authenticate(deps, request);
      assertSelfOrAdmin(actor, request.params.id);
      return ok(await invoices.list(request.params.id, request.query, request.language));
    },
  );

  api.get(
    "/api/Invoices/DownloadInvoicePdf/:invoiceId",
    {
      schema: {
        tags,
        summary:
          "An invoice as PDF (application/pdf), for its owner or an administrator; the receipt mail's signed link (?token=) works without the API key and bearer",
        params: z.object({ invoiceId: id }),
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { invoiceId } = request.params;
      const token = request.query.token;
      const access = token
        ? { token }
        : await authenticate(deps, request).then((actor) => ({
            allowed: (ownerId: number) => {
              assertSelfOrAdmin(actor, ownerId);
              return true;
            },
          }));
      const pdf = await invoices.pdf(invoiceId, access, request.language);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="${pdf.fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(pdf.bytes);
    },
  );
}
