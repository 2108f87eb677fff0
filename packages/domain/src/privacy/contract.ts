import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { idParamsSchema } from "../shared/ids.ts";
import {
  adminPrivacyListQuerySchema,
  myPrivacySchema,
  pendingErasureSchema,
  privacyRequestListSchema,
  requestErasureSchema,
} from "./privacy.ts";

/** Everything the site keeps about the caller, as a ZIP: one JSON file and one CSV per section (ADR 0089). */
export const downloadMyData = defineCall({
  method: "GET",
  path: "/api/Privacy/DownloadMyData",
  file: "application/zip",
  data: z.null(),
});

export const getMyPrivacy = defineCall({
  method: "GET",
  path: "/api/Privacy/GetMyPrivacy",
  data: myPrivacySchema,
});

export const requestErasure = defineCall({
  method: "POST",
  path: "/api/Privacy/RequestErasure",
  body: requestErasureSchema,
  data: pendingErasureSchema,
});

export const cancelErasure = defineCall({
  method: "POST",
  path: "/api/Privacy/CancelErasure",
  data: z.null(),
});

export const getPrivacyRequests = defineCall({
  method: "GET",
  path: "/api/Admin/Privacy/GetRequests",
  query: adminPrivacyListQuerySchema,
  data: privacyRequestListSchema,
});

export const adminCancelErasure = defineCall({
  method: "POST",
  path: "/api/Admin/Privacy/CancelErasure/:id",
  params: idParamsSchema("privacy.requestNotFound"),
  data: z.null(),
});
