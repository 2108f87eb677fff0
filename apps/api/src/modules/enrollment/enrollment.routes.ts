import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import { onStudent, seminarInstructorAccess } from "./enrollment.policy.ts";
import type { EnrollmentService, ItemRef } from "./enrollment.service.ts";

const IDEMPOTENCY_NOTE =
  " Send an Idempotency-Key header: a retry with the same key returns the first answer (header Idempotent-Replayed: true) and never charges twice; 10 declined cards per IP or account in 15 minutes answer 429.";

const itemOf = (body: { SeminarId?: number | undefined; CourseId?: number | undefined }): ItemRef =>
  body.SeminarId !== undefined ? { seminarId: body.SeminarId } : { courseId: body.CourseId ?? 0 };

export function enrollmentRoutes(app: FastifyInstance, deps: Deps, enrollment: EnrollmentService) {
  route(
    app,
    contract.enrollment.enrollCourseOrSeminar,
    {
      access: ownerAccess({ in: "body", name: "UserId" }, onStudent),
      idempotency: { scope: "enrollment.card" },
      tags: ["Enrollment"],
      summary: `Enrol in a seminar (SeminarId) or a self-study course (CourseId), paid by card. The server prices it (the seminar's price or the plan's course price, less the retake discount) and AmountPaid must match; 0 needs no card. Refusals name the failing rule (Code ENROLLMENT_FULL, ENROLLMENT_PLAN_NOT_ALLOWED, …).${IDEMPOTENCY_NOTE}`,
    },
    async (request, reply) => {
      const result = await idempotentCall(deps, request, reply, (idem) =>
        enrollment.enrollByCard(request.body.UserId, itemOf(request.body), request.body, { ip: request.ip }, idem),
      );
      return ok(result, translate(request.language, "enrollmentSuccess.enrolled"));
    },
  );

  route(
    app,
    contract.enrollment.enrollNonIBAPaymentSeminar,
    {
      access: seminarInstructorAccess,
      tags: ["Enrollment"],
      summary:
        "The instructor of a non-association seminar (or an administrator) records a student who paid the instructor: an enrolment with source nonAssociation and PaidAmount (dollars); no charge, no invoice",
    },
    async (request) => {
      const { seminarId, userId, PaidAmount } = request.query;
      const result = await enrollment.enrollNonAssociation(seminarId, userId, PaidAmount);
      return ok(result, translate(request.language, "enrollmentSuccess.enrolled"));
    },
  );

  route(
    app,
    contract.enrollment.checkUserEligibleForSeminar,
    {
      access: ownerAccess({ in: "query", name: "userId" }, onStudent),
      tags: ["Enrollment"],
      summary:
        "Whether the user may enrol in the seminar (or, with courseId instead of seminarId, the self-study course): IsEligible, the first failing rule (Code: notFound, cancelled, past, nonAssociation, alreadyEnrolled, planNotAllowed, advancedNotAllowed, prerequisitesMissing, full) with its Reason in the caller's language, SeatsLeft (capacity less the seats taken: enrolled places and PayPal holds younger than 30 minutes, the same count as the seminar's SeatsLeft and AddStudents), the item and the price breakdown. PendingPayment: the caller's PayPal payment still waiting for this item (its ApprovalUrl to continue, HoldUntil), else null",
    },
    async (request) => {
      const { seminarId, courseId, userId } = request.query;
      const item: ItemRef = seminarId !== undefined ? { seminarId } : { courseId: courseId ?? 0 };
      return ok(await enrollment.eligibility(userId, item, request.language));
    },
  );

  route(
    app,
    contract.enrollment.cancelPendingEnrollment,
    {
      access: ownerAccess({ in: "query", name: "userId" }, onStudent),
      tags: ["Enrollment"],
      summary:
        "The student cancels their PayPal payment still waiting for the seminar (seminarId) or self-study course (courseId): the held seat is free at once, the order is never captured afterwards, and the student may pay by card or start again. 404 ENROLLMENT_NO_PENDING_PAYMENT when none is waiting",
    },
    async (request) => {
      const { seminarId, courseId, userId } = request.query;
      const item: ItemRef = seminarId !== undefined ? { seminarId } : { courseId: courseId ?? 0 };
      const result = await enrollment.cancelPending(userId, item);
      return ok(result, translate(request.language, "enrollmentSuccess.released"));
    },
  );

  route(
    app,
    contract.enrollment.getEnrolledCourseOrSeminarByUserId,
    {
      access: ownerAccess({ in: "query", name: "userId" }, onStudent),
      tags: ["Enrollment"],
      summary:
        "A student's seminars and courses, upcoming dates first ascending, then past dates descending (spec 001 §4), with status, graduation, CE credits and invoice link; each course's Title in the reader's language where translated (Lang says which)",
    },
    async (request) => ok(await enrollment.listEnrolled(request.query.userId, request.language)),
  );
}
