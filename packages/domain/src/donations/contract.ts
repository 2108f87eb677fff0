import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { recordIdSchema } from "../shared/ids.ts";
import {
  adminCancelDonationPlanSchema,
  adminDonationFiltersSchema,
  adminDonationListQuerySchema,
  adminDonationListSchema,
  adminDonationSchema,
  adminRefundDonationSchema,
  cancelDonationPlanSchema,
  donateInputSchema,
  donationPlanListSchema,
  donationPlanSchema,
  donationReceiptSchema,
} from "./donations.ts";

export const donate = defineCall({
  method: "POST",
  path: "/api/Donation/Donate",
  body: donateInputSchema,
  data: donationReceiptSchema,
});

export const cancelYearlyDonation = defineCall({
  method: "POST",
  path: "/api/Donation/CancelYearlyDonation",
  body: cancelDonationPlanSchema,
  data: donationPlanSchema,
});

export const getMyDonationPlans = defineCall({
  method: "GET",
  path: "/api/Donation/GetMyDonationPlans",
  query: z.object({ UserId: recordIdSchema() }),
  data: donationPlanListSchema,
});

export const downloadDonationInvoicePdf = defineCall({
  method: "GET",
  path: "/api/Donation/DownloadDonationInvoicePdf/:donationId",
  params: z.object({ donationId: recordIdSchema("donation.notFound") }),
  query: z.object({ token: z.string().max(200).optional() }),
  file: "application/pdf",
  data: z.null(),
});

export const getDonations = defineCall({
  method: "GET",
  path: "/api/Donation/GetDonations",
  query: adminDonationListQuerySchema,
  data: adminDonationListSchema,
});

export const adminExportDonations = defineCall({
  method: "GET",
  path: "/api/Donation/AdminExportDonations",
  query: adminDonationFiltersSchema,
  file: "text/csv",
  data: z.null(),
});

export const adminCancelDonationPlan = defineCall({
  method: "POST",
  path: "/api/Donation/AdminCancelDonationPlan",
  body: adminCancelDonationPlanSchema,
  data: donationPlanSchema,
});

export const adminRefundDonation = defineCall({
  method: "POST",
  path: "/api/Donation/AdminRefundDonation",
  body: adminRefundDonationSchema,
  data: adminDonationSchema,
});
