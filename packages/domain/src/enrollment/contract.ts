import { defineCall } from "../shared/contract.ts";
import {
  cancelPendingQuerySchema,
  eligibilityQuerySchema,
  eligibilitySchema,
  enrolledListSchema,
  enrolledQuerySchema,
  enrollInputSchema,
  enrollmentReceiptSchema,
  nonAssociationQuerySchema,
} from "./enrollment.ts";

export const enrollCourseOrSeminar = defineCall({
  method: "POST",
  path: "/api/Enrollment/EnrollCourseOrSeminar",
  body: enrollInputSchema,
  data: enrollmentReceiptSchema,
});

export const enrollNonIBAPaymentSeminar = defineCall({
  method: "POST",
  path: "/api/Enrollment/EnrollNonIBAPaymentSeminar",
  query: nonAssociationQuerySchema,
  data: enrollmentReceiptSchema,
});

export const checkUserEligibleForSeminar = defineCall({
  method: "GET",
  path: "/api/Enrollment/CheckUserEligibleForSeminar",
  query: eligibilityQuerySchema,
  data: eligibilitySchema,
});

export const cancelPendingEnrollment = defineCall({
  method: "POST",
  path: "/api/Enrollment/CancelPendingEnrollment",
  query: cancelPendingQuerySchema,
  data: enrollmentReceiptSchema,
});

export const getEnrolledCourseOrSeminarByUserId = defineCall({
  method: "GET",
  path: "/api/Enrollment/GetEnrolledCourseOrSeminarByUserId",
  query: enrolledQuerySchema,
  data: enrolledListSchema,
});
