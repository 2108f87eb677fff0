import type {
  EligibilityView,
  EnrolledList,
  EnrollmentReceipt,
  ManualForSale,
  ManualPurchaseReceipt,
  PaypalOrder,
  PaypalReturnReceipt,
} from "@haa/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiBlob, apiData, apiRequest } from "../../../shared/api/client.ts";

export type {
  EligibilityView,
  EnrolledItem,
  EnrolledList,
  EnrollmentReceipt,
  ManualForSale,
  ManualPurchaseReceipt,
  PaypalOrder,
  PaypalReturnReceipt,
  PendingPayment,
} from "@haa/domain";

/** What the checkout sells: a seminar place or a self-study course (the checkout URL contract). */
export type CheckoutItem = { seminarId: number } | { courseId: number };

const itemQuery = (item: CheckoutItem) =>
  "seminarId" in item ? { seminarId: item.seminarId } : { courseId: item.courseId };
const itemBody = (item: CheckoutItem) =>
  "seminarId" in item ? { SeminarId: item.seminarId } : { CourseId: item.courseId };

/** What PayPal can pay for: a checkout item, or a digital manual (ADR 0051). */
export type PaypalItem = CheckoutItem | { manualId: number };
const paypalBody = (item: PaypalItem) => ("manualId" in item ? { ManualId: item.manualId } : itemBody(item));

export const enrollmentKeys = {
  all: ["enrollment"] as const,
  eligibility: (userId: number, item: CheckoutItem) => ["enrollment", "eligibility", userId, itemQuery(item)] as const,
  enrolled: (userId: number) => ["enrollment", "enrolled", userId] as const,
};

/** GET Enrollment/CheckUserEligibleForSeminar: the item, its price for this member and the first failing rule. */
export function useEligibility(userId: number, item: CheckoutItem | null) {
  return useQuery({
    queryKey: item ? enrollmentKeys.eligibility(userId, item) : ["enrollment", "eligibility", "none"],
    queryFn: () =>
      apiData<EligibilityView>("Enrollment/CheckUserEligibleForSeminar", {
        query: { ...itemQuery(item ?? { seminarId: 0 }), userId },
      }),
    enabled: item !== null,
    retry: false,
  });
}

/** GET Enrollment/GetEnrolledCourseOrSeminarByUserId: the member's places, spec 001 §4 order. */
export function useEnrolled(userId: number) {
  return useQuery({
    queryKey: enrollmentKeys.enrolled(userId),
    queryFn: () => apiData<EnrolledList>("Enrollment/GetEnrolledCourseOrSeminarByUserId", { query: { userId } }),
  });
}

export interface CardBody {
  CardHolderName: string;
  CardNumber: string;
  ExpiryDate: string;
  CVV: string;
}

/** POST Enrollment/EnrollCourseOrSeminar; the key makes a double submit or a retry charge once. */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: {
      userId: number;
      item: CheckoutItem;
      amountPaid: number;
      card: CardBody | null;
      idempotencyKey: string;
    }) =>
      apiRequest<EnrollmentReceipt>("Enrollment/EnrollCourseOrSeminar", {
        method: "POST",
        json: { UserId: request.userId, ...itemBody(request.item), AmountPaid: request.amountPaid, ...request.card },
        headers: { "Idempotency-Key": request.idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}

/** POST PayPal/CreatePaymentAsync: holds the seat and answers where PayPal approves the payment. */
export function useCreatePaypal() {
  return useMutation({
    mutationFn: (request: { userId: number; item: PaypalItem; amountPaid: number; idempotencyKey: string }) =>
      apiData<PaypalOrder>("PayPal/CreatePaymentAsync", {
        method: "POST",
        json: { UserId: request.userId, ...paypalBody(request.item), AmountPaid: request.amountPaid },
        headers: { "Idempotency-Key": request.idempotencyKey },
      }),
  });
}

/**
 * POST Enrollment/CancelPendingEnrollment: gives up the member's PayPal payment still waiting for the item
 * (ADR 0063); the seat is free at once and the checkout asks again.
 */
export function useCancelPending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { userId: number; item: CheckoutItem }) =>
      apiRequest<EnrollmentReceipt>("Enrollment/CancelPendingEnrollment", {
        method: "POST",
        query: { ...itemQuery(request.item), userId: request.userId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}

/** POST PayPal/GetPaymentDetailsFromURL: the address PayPal sent the browser back to (confirm or cancel). */
export function useCompletePaypal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      apiRequest<PaypalReturnReceipt>("PayPal/GetPaymentDetailsFromURL", { method: "POST", query: { url } }),
    onSuccess: (result) =>
      queryClient.invalidateQueries({ queryKey: result.Data.Kind === "manual" ? ["manuals"] : enrollmentKeys.all }),
  });
}

/**
 * The invoice PDF behind the API key and bearer token: fetched and handed to the browser as a file (a plain
 * link cannot carry the headers).
 */
export async function downloadInvoice(pdfUrl: string, fileName: string): Promise<void> {
  const blob = await apiBlob(pdfUrl);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = `${fileName}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: (invoice: { pdfUrl: string; fileName: string }) => downloadInvoice(invoice.pdfUrl, invoice.fileName),
  });
}

/** GET DigitalManual/GetManualForSale: the manual on /manualcheckout, its price and whether it is owned. */
export function useManualForSale(manualId: number) {
  return useQuery({
    queryKey: ["manuals", "forSale", manualId],
    queryFn: () => apiData<ManualForSale>("DigitalManual/GetManualForSale", { query: { manualId } }),
    retry: false,
  });
}

/** POST DigitalManual/PurchaseManual; the key makes a double submit or a retry charge once. */
export function useBuyManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { manualId: number; amountPaid: number; card: CardBody | null; idempotencyKey: string }) =>
      apiRequest<ManualPurchaseReceipt>("DigitalManual/PurchaseManual", {
        method: "POST",
        json: { ManualId: request.manualId, AmountPaid: request.amountPaid, ...request.card },
        headers: { "Idempotency-Key": request.idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["manuals"] }),
  });
}
