import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import {
  adminManualListSchema,
  adminManualPurchaseListSchema,
  adminManualPurchasesQuerySchema,
  grantManualSchema,
  manualBinaryQuerySchema,
  manualDetailsSchema,
  manualForSaleQuerySchema,
  manualForSaleSchema,
  manualGrantReceiptSchema,
  manualPurchaseInputSchema,
  manualPurchaseReceiptSchema,
  manualRefundInputSchema,
  manualRefundReceiptSchema,
  manualsForSaleSchema,
  myManualListSchema,
  myManualsQuerySchema,
} from "./manuals.ts";

/** What an administrator's add or edit of a manual answers. */
const manualReceiptSchema = z.object({ Id: z.number() });

export const getManualsForSale = defineCall({
  method: "GET",
  path: "/api/DigitalManual/GetManualsForSale",
  data: manualsForSaleSchema,
});

export const getManualForSale = defineCall({
  method: "GET",
  path: "/api/DigitalManual/GetManualForSale",
  query: manualForSaleQuerySchema,
  data: manualForSaleSchema,
});

export const purchaseManual = defineCall({
  method: "POST",
  path: "/api/DigitalManual/PurchaseManual",
  body: manualPurchaseInputSchema,
  data: manualPurchaseReceiptSchema,
});

export const getDigitalManualByUserId = defineCall({
  method: "GET",
  path: "/api/DigitalManual/GetDigitalManualByUserId",
  query: myManualsQuerySchema,
  data: myManualListSchema,
});

/** The owner's personalised copy; a 202 envelope (no file) while it is being prepared. */
export const getDigitalManualInBinary = defineCall({
  method: "GET",
  path: "/api/DigitalManual/GetDigitalManualInBinary",
  query: manualBinaryQuerySchema,
  file: "application/pdf",
  data: z.null(),
});

export const adminGetManuals = defineCall({
  method: "GET",
  path: "/api/DigitalManual/AdminGetManuals",
  data: adminManualListSchema,
});

/** The PDF in `File`, an optional picture in `Thumbnail`, the details as fields. */
export const adminAddManual = defineCall({
  method: "POST",
  path: "/api/DigitalManual/AdminAddManual",
  form: {
    fields: manualDetailsSchema.extend({ File: z.unknown().optional(), Thumbnail: z.unknown().optional() }),
  },
  data: manualReceiptSchema,
});

export const adminUpdateManual = defineCall({
  method: "PUT",
  path: "/api/DigitalManual/AdminUpdateManual/:id",
  params: idParamsSchema("manual.notFound"),
  body: manualDetailsSchema,
  data: manualReceiptSchema,
});

export const adminGrantManual = defineCall({
  method: "POST",
  path: "/api/DigitalManual/AdminGrantManual",
  body: grantManualSchema,
  data: manualGrantReceiptSchema,
});

export const adminGetManualPurchases = defineCall({
  method: "GET",
  path: "/api/DigitalManual/AdminGetManualPurchases",
  query: adminManualPurchasesQuerySchema,
  data: adminManualPurchaseListSchema,
});

export const adminRefundManual = defineCall({
  method: "POST",
  path: "/api/DigitalManual/AdminRefundManual",
  body: manualRefundInputSchema,
  data: manualRefundReceiptSchema,
});
