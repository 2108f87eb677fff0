import { contract, envelopeSchema, MANUAL_PDF_MAX_BYTES, manualDetailsSchema, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { AppError, validationError } from "../../http/errors.ts";
import { readForm } from "../../http/input.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import { IMAGE_MAX_BYTES } from "../../platform/storage/images.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import type { ManualCheckout } from "./manual-checkout.ts";
import type { ManualRefund } from "./manual-refund.ts";
import { administerAccess, downloadAccess, listAccess } from "./manuals.policy.ts";
import type { ManualsService } from "./manuals.service.ts";

/** The manual upload: the PDF in `File`, an optional picture in `Thumbnail`, the details as fields. */
async function readManualUpload(request: FastifyRequest) {
  const form = await readForm(request, {
    files: ["File", "Thumbnail"],
    maxFileBytes: MANUAL_PDF_MAX_BYTES,
    maxFieldBytes: 10_000,
  });
  if (!form) throw new AppError(400, "VALIDATION", "manual.fileRequired", undefined, { File: "manual.fileRequired" });
  const { fields, files } = form;
  const file = files.File?.bytes;
  // The browser sends an empty Thumbnail part when no picture was chosen.
  let thumbnail = files.Thumbnail?.bytes.length ? files.Thumbnail.bytes : undefined;
  if (thumbnail && thumbnail.length > IMAGE_MAX_BYTES * 2) thumbnail = thumbnail.subarray(0, IMAGE_MAX_BYTES + 1);
  const parsed = manualDetailsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "Title");
      errors[field] ??= issue.message;
    }
    throw validationError(errors);
  }
  return { details: parsed.data, file, thumbnail };
}

export function manualRoutes(
  app: FastifyInstance,
  deps: Deps,
  manuals: ManualsService,
  checkout: ManualCheckout,
  refunds: ManualRefund,
) {
  const tags = ["Digital manuals"];

  // Buying a manual (ours, ADR 0039): the caller buys for themselves, so no owner parameter.
  route(
    app,
    contract.manuals.getManualsForSale,
    {
      access: memberAccess,
      tags,
      summary: "The manuals on sale, newest first, each with its price and whether the caller owns it (at most 100)",
    },
    async (request) => ok(await checkout.catalogue(actorOf(request).user.id)),
  );

  route(
    app,
    contract.manuals.getManualForSale,
    {
      access: memberAccess,
      tags,
      summary: "One manual for /manualcheckout: its price and whether the caller owns it already. Unknown: 404",
    },
    async (request) => ok(await checkout.forSale(actorOf(request).user.id, request.query.manualId)),
  );

  route(
    app,
    contract.manuals.purchaseManual,
    {
      access: memberAccess,
      idempotency: { scope: "manual.card" },
      tags,
      summary:
        "The caller buys a manual by card: ManualId, AmountPaid (must equal the price), CardHolderName, CardNumber, ExpiryDate, CVV. Writes the payment (kind manual) with its invoice and receipt mail and the member's copy in one transaction. Already owned: 409 MANUAL_ALREADY_OWNED; another payment of the member running: 409 MANUAL_PURCHASE_IN_PROGRESS. Send an Idempotency-Key header: a retry with the same key returns the first answer (header Idempotent-Replayed: true) and never charges twice; 10 declined cards per IP or account in 15 minutes answer 429.",
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotentCall(deps, request, reply, (idem) =>
        checkout.purchase(actor.user.id, request.body, { ip: request.ip }, idem),
      );
      return ok(result, translate(request.language, "manualMessages.bought"));
    },
  );

  route(
    app,
    contract.manuals.getDigitalManualByUserId,
    {
      access: listAccess({ in: "query", name: "userId" }),
      tags,
      summary:
        "A member's manuals, newest first: search (title), filter (purchase | course | admin | a language code | all), page, pageSize (default 12, at most 50); File is the personalised PDF's call, Thumbnail a picture",
    },
    async (request) => {
      const { userId, search, filter, page, pageSize } = request.query;
      const { list, total } = await manuals.myManuals(userId, { search, filter, page, pageSize });
      return ok(listData(list, total, { page, pageSize }));
    },
  );

  route(
    app,
    contract.manuals.getDigitalManualInBinary,
    {
      access: downloadAccess({ in: "query", name: "Id" }),
      tags,
      summary:
        "The owner's personalised copy (Id from GetDigitalManualByUserId) as PDF, every page watermarked with the account's name and the purchase id; 202 while it is being prepared (try again in a moment); firstName and lastName are accepted but the account's name is used",
      responses: { 202: envelopeSchema(z.null()) },
    },
    async (request, reply) => {
      const result = await manuals.download(request.query.Id);
      if (!result.ready) {
        return reply
          .code(202)
          .header("Retry-After", "2")
          .send(ok(null, translate(request.language, "manualMessages.preparing")));
      }
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="${result.fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(result.bytes);
    },
  );

  route(
    app,
    contract.manuals.adminGetManuals,
    {
      access: administerAccess,
      tags,
      summary: "Administrators: every manual, newest first, with how many members own it",
    },
    async () => ok(await manuals.adminList()),
  );

  route(
    app,
    contract.manuals.adminAddManual,
    {
      access: administerAccess,
      tags,
      summary:
        "Administrators: a new manual (multipart: File = the PDF, at most 20 MB, checked by content; Thumbnail = optional picture; Title, Description, Language, Price, CourseId)",
    },
    async (request) => {
      const upload = await readManualUpload(request);
      const receipt = await manuals.create(upload.details, upload.file, upload.thumbnail);
      return ok(receipt, translate(request.language, "manualMessages.added"));
    },
  );

  route(
    app,
    contract.manuals.adminUpdateManual,
    {
      access: administerAccess,
      tags,
      summary: "Administrators: edit a manual's Title, Description, Language, Price and CourseId",
    },
    async (request) => {
      const receipt = await manuals.update(request.params.id, request.body);
      return ok(receipt, translate(request.language, "manualMessages.updated"));
    },
  );

  route(
    app,
    contract.manuals.adminGrantManual,
    {
      access: administerAccess,
      tags,
      summary: "Administrators: give a member a copy of a manual (kept if they already own one)",
    },
    async (request) => ok(await manuals.grant(request.body), translate(request.language, "manualMessages.granted")),
  );

  route(
    app,
    contract.manuals.adminGetManualPurchases,
    {
      access: administerAccess,
      tags,
      summary:
        "Administrators: the copies of one manual (manualId), newest first, each with its owner and the payment that bought it (PaymentId null for a copy given or free); at most 500",
    },
    async (request) => ok(await refunds.purchasesOf(request.query.manualId)),
  );

  route(
    app,
    contract.manuals.adminRefundManual,
    {
      access: administerAccess,
      tags,
      summary:
        "Administrators: refund a manual purchase (PaymentId) once — a second call, even in parallel, answers 409 MANUAL_ALREADY_REFUNDED and never reaches the gateway. A card payment goes back through the gateway (502 REFUND_FAILED leaves it paid); a PayPal payment is recorded as refunded (the PayPal port has no refund). The member loses the copy (its download answers 404) and is mailed in their language; the purchase shows Refunded in User/GetUserPurchaseAndBillings. Unknown or not a manual payment: 404",
    },
    async (request) =>
      ok(await refunds.refund(request.body.PaymentId), translate(request.language, "manualRefund.refunded")),
  );
}
