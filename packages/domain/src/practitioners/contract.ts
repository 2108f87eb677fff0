import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import {
  adminPractitionerFlagSchema,
  adminPractitionerListSchema,
  adminPractitionerQuerySchema,
  adminPractitionerTypesSchema,
  breakthroughListQuerySchema,
  latestPractitionersSchema,
  practitionerDetailQuerySchema,
  practitionerDetailSchema,
  practitionerListQuerySchema,
  practitionerListSchema,
} from "./practitioners.ts";

export const practitionersList = defineCall({
  method: "GET",
  path: "/api/Practitioners/PractitionersList",
  query: practitionerListQuerySchema,
  data: practitionerListSchema,
});

export const getBreakthroughPractitionersList = defineCall({
  method: "GET",
  path: "/api/Practitioners/GetBreakthroughPractitionersList",
  query: breakthroughListQuerySchema,
  data: practitionerListSchema,
});

export const practitionerDetail = defineCall({
  method: "GET",
  path: "/api/Practitioners/PractitionerDetail",
  query: practitionerDetailQuerySchema,
  data: practitionerDetailSchema,
});

export const latestPractitionersList = defineCall({
  method: "GET",
  path: "/api/Practitioners/LatestPractitionersList",
  data: latestPractitionersSchema,
});

export const list = defineCall({
  method: "GET",
  path: "/api/Admin/Practitioners/List",
  query: adminPractitionerQuerySchema,
  data: adminPractitionerListSchema,
});

export const setTypes = defineCall({
  method: "PUT",
  path: "/api/Admin/Practitioners/SetTypes",
  body: adminPractitionerTypesSchema,
  data: z.null(),
});

export const setCredentialsVerified = defineCall({
  method: "PUT",
  path: "/api/Admin/Practitioners/SetCredentialsVerified",
  body: adminPractitionerFlagSchema,
  data: z.null(),
});

export const setUnlisted = defineCall({
  method: "PUT",
  path: "/api/Admin/Practitioners/SetUnlisted",
  body: adminPractitionerFlagSchema,
  data: z.null(),
});
