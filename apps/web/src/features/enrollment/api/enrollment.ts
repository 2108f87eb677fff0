import { contract } from "@haa/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { apiBlob } from "../../../shared/api/client.ts";

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

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The checkout URL contract: ?seminarId=, ?courseId= (self-study), or ?manualId= (a digital manual); null when
 * the address names none. The checkout screen and its loader read the address with this alone.
 */
export function checkoutItemFrom(params: URLSearchParams): CheckoutItem | { manualId: number } | null {
  const seminarId = positiveId(params.get("seminarId"));
  if (seminarId) return { seminarId };
  const courseId = positiveId(params.get("courseId"));
  if (courseId) return { courseId };
  const manualId = positiveId(params.get("manualId"));
  return manualId ? { manualId } : null;
}
const paypalBody = (item: PaypalItem) => ("manualId" in item ? { ManualId: item.manualId } : itemBody(item));

export const enrollmentKeys = {
  all: ["enrollment"] as const,
  eligibility: (userId: number, item: CheckoutItem) => ["enrollment", "eligibility", userId, itemQuery(item)] as const,
  enrolled: (userId: number) => ["enrollment", "enrolled", userId] as const,
};

/** The item, its price for this member and the first failing rule. */
export const eligibilityQuery = (userId: number, item: CheckoutItem | null) =>
  queryOptions({
    queryKey: item ? enrollmentKeys.eligibility(userId, item) : ["enrollment", "eligibility", "none"],
    queryFn: ({ signal }) =>
      callData(contract.enrollment.checkUserEligibleForSeminar, {
        query: { ...itemQuery(item ?? { seminarId: 0 }), userId },
        signal,
      }),
    enabled: item !== null,
    retry: false,
  });

export function useEligibility(userId: number, item: CheckoutItem | null) {
  return useQuery(eligibilityQuery(userId, item));
}

/** The member's places, spec 001 §4 order. */
export const enrolledQuery = (userId: number) =>
  queryOptions({
    queryKey: enrollmentKeys.enrolled(userId),
    queryFn: ({ signal }) =>
      callData(contract.enrollment.getEnrolledCourseOrSeminarByUserId, { query: { userId }, signal }),
  });

export function useEnrolled(userId: number) {
  return useQuery(enrolledQuery(userId));
}

export interface CardBody {
  CardHolderName: string;
  CardNumber: string;
  ExpiryDate: string;
  CVV: string;
}

/** Enrols (by card, or free); the key makes a double submit or a retry charge once. */
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
      callApi(contract.enrollment.enrollCourseOrSeminar, {
        body: { UserId: request.userId, ...itemBody(request.item), AmountPaid: request.amountPaid, ...request.card },
        headers: { "Idempotency-Key": request.idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}

/** Holds the seat and answers where PayPal approves the payment. */
export function useCreatePaypal() {
  return useMutation({
    mutationFn: (request: { userId: number; item: PaypalItem; amountPaid: number; idempotencyKey: string }) =>
      callData(contract.billing.createPaymentAsync, {
        body: { UserId: request.userId, ...paypalBody(request.item), AmountPaid: request.amountPaid },
        headers: { "Idempotency-Key": request.idempotencyKey },
      }),
  });
}

/**
 * Gives up the member's PayPal payment still waiting for the item
 * (ADR 0063); the seat is free at once and the checkout asks again.
 */
export function useCancelPending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { userId: number; item: CheckoutItem }) =>
      callApi(contract.enrollment.cancelPendingEnrollment, {
        query: { ...itemQuery(request.item), userId: request.userId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}

/** The address PayPal sent the browser back to (confirm or cancel). */
export function useCompletePaypal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => callApi(contract.billing.getPaymentDetailsFromURL, { query: { url } }),
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

/** The manual on /manualcheckout, its price and whether it is owned. */
export const manualForSaleQuery = (manualId: number) =>
  queryOptions({
    queryKey: ["manuals", "forSale", manualId],
    queryFn: ({ signal }) => callData(contract.manuals.getManualForSale, { query: { manualId }, signal }),
    retry: false,
  });

export function useManualForSale(manualId: number) {
  return useQuery(manualForSaleQuery(manualId));
}

/** Buys a manual by card; the key makes a double submit or a retry charge once. */
export function useBuyManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { manualId: number; amountPaid: number; card: CardBody | null; idempotencyKey: string }) =>
      callApi(contract.manuals.purchaseManual, {
        body: { ManualId: request.manualId, AmountPaid: request.amountPaid, ...request.card },
        headers: { "Idempotency-Key": request.idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["manuals"] }),
  });
}
