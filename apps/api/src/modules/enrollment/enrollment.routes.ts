import {
  cancelPendingQuerySchema,
  eligibilityQuerySchema,
  eligibilitySchema,
  enrolledListSchema,
  enrolledQuerySchema,
  enrollInputSchema,
  enrollmentReceiptSchema,
  envelopeSchema,
  nonAssociationQuerySchema,
  paypalCreateInputSchema,
  paypalOrderSchema,
  paypalReturnQuerySchema,
  paypalReturnReceiptSchema,
  translate,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess, ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { forbidden } from "../../http/errors.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import type { ManualPaypal } from "../manuals/manual-paypal.ts";
import { onStudent, seminarInstructorAccess } from "./enrollment.policy.ts";
import type { EnrollmentService, ItemRef } from "./enrollment.service.ts";

const IDEMPOTENCY_NOTE =
  " Send an Idempotency-Key header: a retry with the same key returns the first answer (header Idempotent-Replayed: true) and never charges twice; 10 declined cards per IP or account in 15 minutes answer 429.";

const itemOf = (body: { SeminarId?: number | undefined; CourseId?: number | undefined }): ItemRef =>
  body.SeminarId !== undefined ? { seminarId: body.SeminarId } : { courseId: body.CourseId ?? 0 };

export function enrollmentRoutes(
  app: FastifyInstance,
  deps: Deps,
  enrollment: EnrollmentService,
  manualPaypal: ManualPaypal,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/Enrollment/EnrollCourseOrSeminar",
    {
      config: {
        access: ownerAccess({ in: "body", name: "UserId" }, onStudent),
        idempotency: { scope: "enrollment.card" },
      },
      schema: {
        tags: ["Enrollment"],
        summary: `Enrol in a seminar (SeminarId) or a self-study course (CourseId), paid by card. The server prices it (the seminar's price or the plan's course price, less the retake discount) and AmountPaid must match; 0 needs no card. Refusals name the failing rule (Code ENROLLMENT_FULL, ENROLLMENT_PLAN_NOT_ALLOWED, …).${IDEMPOTENCY_NOTE}`,
        body: enrollInputSchema,
        response: { 200: envelopeSchema(enrollmentReceiptSchema) },
      },
    },
    async (request, reply) => {
      const result = await idempotentCall(deps, request, reply, (idem) =>
        enrollment.enrollByCard(request.body.UserId, itemOf(request.body), request.body, { ip: request.ip }, idem),
      );
      return ok(result, translate(request.language, "enrollmentSuccess.enrolled"));
    },
  );

  api.post(
    "/api/Enrollment/EnrollNonIBAPaymentSeminar",
    {
      config: { access: seminarInstructorAccess },
      schema: {
        tags: ["Enrollment"],
        summary:
          "The instructor of a non-association seminar (or an administrator) records a student who paid the instructor: an enrolment with source nonAssociation and PaidAmount (dollars); no charge, no invoice",
        querystring: nonAssociationQuerySchema,
        response: { 200: envelopeSchema(enrollmentReceiptSchema) },
      },
    },
    async (request) => {
      const { seminarId, userId, PaidAmount } = request.query;
      const result = await enrollment.enrollNonAssociation(seminarId, userId, PaidAmount);
      return ok(result, translate(request.language, "enrollmentSuccess.enrolled"));
    },
  );

  api.get(
    "/api/Enrollment/CheckUserEligibleForSeminar",
    {
      config: { access: ownerAccess({ in: "query", name: "userId" }, onStudent) },
      schema: {
        tags: ["Enrollment"],
        summary:
          "Whether the user may enrol in the seminar (or, with courseId instead of seminarId, the self-study course): IsEligible, the first failing rule (Code: notFound, cancelled, past, nonAssociation, alreadyEnrolled, planNotAllowed, advancedNotAllowed, prerequisitesMissing, full) with its Reason in the caller's language, SeatsLeft (capacity less the seats taken: enrolled places and PayPal holds younger than 30 minutes, the same count as the seminar's SeatsLeft and AddStudents), the item and the price breakdown. PendingPayment: the caller's PayPal payment still waiting for this item (its ApprovalUrl to continue, HoldUntil), else null",
        querystring: eligibilityQuerySchema,
        response: { 200: envelopeSchema(eligibilitySchema) },
      },
    },
    async (request) => {
      const { seminarId, courseId, userId } = request.query;
      const item: ItemRef = seminarId !== undefined ? { seminarId } : { courseId: courseId ?? 0 };
      return ok(await enrollment.eligibility(userId, item, request.language));
    },
  );

  api.post(
    "/api/Enrollment/CancelPendingEnrollment",
    {
      config: { access: ownerAccess({ in: "query", name: "userId" }, onStudent) },
      schema: {
        tags: ["Enrollment"],
        summary:
          "The student cancels their PayPal payment still waiting for the seminar (seminarId) or self-study course (courseId): the held seat is free at once, the order is never captured afterwards, and the student may pay by card or start again. 404 ENROLLMENT_NO_PENDING_PAYMENT when none is waiting",
        querystring: cancelPendingQuerySchema,
        response: { 200: envelopeSchema(enrollmentReceiptSchema) },
      },
    },
    async (request) => {
      const { seminarId, courseId, userId } = request.query;
      const item: ItemRef = seminarId !== undefined ? { seminarId } : { courseId: courseId ?? 0 };
      const result = await enrollment.cancelPending(userId, item);
      return ok(result, translate(request.language, "enrollmentSuccess.released"));
    },
  );

  api.get(
    "/api/Enrollment/GetEnrolledCourseOrSeminarByUserId",
    {
      config: { access: ownerAccess({ in: "query", name: "userId" }, onStudent) },
      schema: {
        tags: ["Enrollment"],
        summary:
          "A student's seminars and courses, upcoming dates first ascending, then past dates descending (spec 001 §4), with status, graduation, CE credits and invoice link",
        querystring: enrolledQuerySchema,
        response: { 200: envelopeSchema(enrolledListSchema) },
      },
    },
    async (request) => ok(await enrollment.listEnrolled(request.query.userId)),
  );

  api.post(
    "/api/PayPal/CreatePaymentAsync",
    {
      config: {
        access: ownerAccess({ in: "body", name: "UserId" }, onStudent),
        idempotency: { scope: "enrollment.paypal" },
      },
      schema: {
        tags: ["PayPal"],
        summary:
          "Starts a PayPal payment for a seminar (SeminarId) or self-study course (CourseId): holds the seat for 30 minutes as a pending place and answers the PayPal approval URL (CheckUserEligibleForSeminar answers it again as PendingPayment while the hold lasts; the enrollment.releaseHolds job gives the seat back after it). Same rules and AmountPaid check as EnrollCourseOrSeminar; Idempotency-Key supported. With ManualId instead (ADR 0051) the caller buys a digital manual for themselves: AmountPaid must equal its price; an owned manual answers 409 MANUAL_ALREADY_OWNED before PayPal is asked",
        body: paypalCreateInputSchema,
        response: { 200: envelopeSchema(paypalOrderSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotentCall(deps, request, reply, (idem) => {
        const { UserId, ManualId, AmountPaid } = request.body;
        if (ManualId === undefined) return enrollment.createPaypal(UserId, itemOf(request.body), AmountPaid, idem);
        // Nobody buys a manual for someone else (ADR 0039); an administrator gives one instead.
        if (UserId !== actor.user.id) throw forbidden();
        return manualPaypal.create(UserId, ManualId, AmountPaid, idem);
      });
      return ok(result);
    },
  );

  api.post(
    "/api/PayPal/GetPaymentDetailsFromURL",
    {
      // The order in the URL names its student; the service answers 404 to anyone else.
      config: { access: memberAccess },
      schema: {
        tags: ["PayPal"],
        summary:
          "The URL PayPal sent the browser back to. /confirmpaypalpayment?token=…&PayerID=…: captures the order once and enrols (a repeat, even in parallel, answers the same receipt); after the 30-minute hold ran out (or was released) nothing is captured: 409 PAYPAL_HOLD_EXPIRED; a cancelled payment answers 409 PAYPAL_ORDER_CANCELLED; /cancelpaypalpayment?token=…: gives the held seat back. A manual's order (Kind manual) is captured once and grants the copy (Status bought); its cancel grants nothing",
        querystring: paypalReturnQuerySchema,
        response: { 200: envelopeSchema(paypalReturnReceiptSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { url } = request.query;
      if (await manualPaypal.isManualOrder(url)) {
        const result = await manualPaypal.complete(actor.user.id, actor.isAdmin, url);
        const message = result.Status === "bought" ? "manualMessages.bought" : "manualMessages.paypalCancelled";
        return ok(result, translate(request.language, message));
      }
      const result = await enrollment.completePaypal(actor.user.id, actor.isAdmin, url);
      const message = result.Status === "enrolled" ? "enrollmentSuccess.enrolled" : "enrollmentSuccess.released";
      return ok(
        { ...result, Kind: "enrollment" as const, ManualId: null, PurchaseId: null },
        translate(request.language, message),
      );
    },
  );
}
