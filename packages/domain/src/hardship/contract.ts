import { defineCall } from "../shared/contract.ts";
import { hardshipApplicationSchema, hardshipReceiptSchema } from "./hardship.ts";

export const submitHardshipApplication = defineCall({
  method: "POST",
  path: "/api/HardshipApplication/SubmitHardshipApplication",
  body: hardshipApplicationSchema,
  data: hardshipReceiptSchema,
});
