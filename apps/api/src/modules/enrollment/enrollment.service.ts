import {
  centsToDollars,
  checkEligibility,
  type EligibilityCode,
  type EligibilityView,
  type EnrolledList,
  type EnrollmentPrice,
  type EnrollmentReceipt,
  enrollmentPrice,
  hasCompleted,
  holdEndsAt,
  holdsSeat,
  type InterfaceLanguage,
  orderEnrolledItems,
  type PaypalOrder,
  type PendingPayment,
  releasedByExpiry,
  translate,
} from "@haa/domain";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { accountRepository, type UserRow } from "../account/account.repository.ts";
import { billingRepository, type PaymentRow } from "../billing/billing.repository.ts";
import { assertAmountPaid, type CardFields, payByCard, readCard } from "../billing/card-checkout.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { invoicePdfPath, recordItemPayment } from "../billing/invoices.ts";
import { orderIdFromReturnUrl } from "../billing/paypal.ts";
import { planOf } from "../membership/member-plan.ts";
import {
  type CourseRow,
  type EnrollmentRow,
  enrollmentRepository as repo,
  type SeminarRow,
} from "./enrollment.repository.ts";

/** The item of a checkout: a seminar place, or a self-study course without a seminar. */
export type ItemRef = { seminarId: number; courseId?: undefined } | { courseId: number; seminarId?: undefined };

interface Evaluation {
  seminar: SeminarRow | null;
  course: CourseRow;
  level: number | null;
  taken: number;
  /** The student's own live place in the item (enrolled, or pending inside its hold). */
  place: EnrollmentRow | undefined;
  price: EnrollmentPrice;
  eligibility: ReturnType<typeof checkEligibility>;
}

const ERROR_STATUS: Record<EligibilityCode, number> = {
  notFound: 404,
  cancelled: 409,
  past: 409,
  nonAssociation: 409,
  alreadyEnrolled: 409,
  planNotAllowed: 403,
  advancedNotAllowed: 403,
  prerequisitesMissing: 409,
  full: 409,
};
const snake = (code: string) => code.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** A refused enrolment: the rule's stable code (e.g. ENROLLMENT_FULL) and its translated message. */
export function refusal(code: EligibilityCode): AppError {
  return new AppError(ERROR_STATUS[code], `ENROLLMENT_${snake(code)}`, `enrollmentErrors.${code}`);
}

/** A PayPal return after its hold ran out: the order is not captured, nothing is charged (ADR 0063). */
const holdExpired = () => new AppError(409, "PAYPAL_HOLD_EXPIRED", "enrollmentErrors.paypalHoldExpired");

export function createEnrollmentService(deps: Deps) {
  const { db, clock, config, paypal } = deps;

  async function requireUser(userId: number): Promise<UserRow> {
    const user = await accountRepository.findById(db, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    return user;
  }

  /** Everything the rules need, read on `tx` (inside the seat lock when enrolling). */
  async function evaluate(
    tx: Db,
    userId: number,
    item: ItemRef,
    now: Date,
    options: { lock: boolean; allowNonAssociation?: boolean },
  ): Promise<Evaluation> {
    let seminar: SeminarRow | null = null;
    let course: CourseRow | undefined;
    if (item.seminarId !== undefined) {
      seminar =
        (await (options.lock ? repo.lockSeminar(tx, item.seminarId) : repo.findSeminar(tx, item.seminarId))) ?? null;
      if (!seminar) throw refusal("notFound");
      course = await repo.findCourse(tx, seminar.courseId);
    } else {
      course = await (options.lock ? repo.lockCourse(tx, item.courseId) : repo.findCourse(tx, item.courseId));
      // A course bought without a seminar is a self-study course; the others are taught in seminars.
      if (course && (!course.isSelfStudy || !course.published)) course = undefined;
    }
    if (!course) throw refusal("notFound");
    const courseId = course.id;
    const [level, prerequisiteIds, planPrices, enrollments, taken, place] = await Promise.all([
      planOf(tx, userId, now),
      repo.prerequisiteIds(tx, courseId),
      repo.planPrices(tx, courseId),
      repo.ofUser(tx, userId),
      seminar ? repo.countSeatsTaken(tx, seminar.id, now) : Promise.resolve(0),
      repo.livePlace(tx, userId, { seminarId: seminar?.id ?? null, courseId }, now),
    ]);
    const price = enrollmentPrice({
      membershipId: level,
      coursePriceCents: course.priceCents,
      planPrices,
      seminarPriceCents: seminar?.priceCents ?? null,
      isRetake: hasCompleted(enrollments, courseId),
    });
    const eligibility = checkEligibility({
      membershipId: level,
      course: { id: courseId, level: course.level, prerequisiteIds },
      seminar: seminar
        ? {
            status: seminar.status,
            firstStart: seminar.firstStart,
            capacity: seminar.capacity,
            taken,
            paymentMode: seminar.paymentMode,
          }
        : null,
      alreadyEnrolled: place !== undefined,
      enrollments,
      now,
      allowNonAssociation: options.allowNonAssociation ?? false,
    });
    return { seminar, course, level, taken, place, price, eligibility };
  }

  /** The student's PayPal payment still inside its hold: the checkout offers to resume or cancel it (ADR 0063). */
  function pendingPaymentOf(place: EnrollmentRow | undefined): PendingPayment | null {
    if (place?.status !== "pending" || place.source !== "paypal") return null;
    if (!place.paypalOrderId || !place.paypalApprovalUrl) return null;
    return {
      EnrollmentId: place.id,
      OrderId: place.paypalOrderId,
      ApprovalUrl: place.paypalApprovalUrl,
      HoldUntil: holdEndsAt(place.enrolledAt).toISOString(),
    };
  }

  function itemFields(evaluation: Pick<Evaluation, "seminar" | "course">) {
    return { seminarId: evaluation.seminar?.id ?? null, courseId: evaluation.course.id };
  }

  function receipt(row: EnrollmentRow, title: string, payment: PaymentRow | null): EnrollmentReceipt {
    return {
      EnrollmentId: row.id,
      Status: row.status,
      SeminarId: row.seminarId,
      CourseId: row.courseId,
      Title: title,
      AmountPaid: centsToDollars(row.paidCents),
      InvoiceId: payment?.id ?? null,
      InvoiceNumber: payment?.invoiceNumber ?? null,
      PdfUrl: payment ? invoicePdfPath(payment.id) : null,
    };
  }

  /**
   * Takes the seat: under the seminar's (or course's) row lock, re-checks every rule with a fresh seat count
   * and inserts the place, so 20 parallel requests for the last seat enrol one. The partial unique index
   * stops a second live place of the same student.
   */
  async function reserve(
    userId: number,
    item: ItemRef,
    amountPaid: number | string | undefined,
    place: (evaluation: Evaluation, tx: Db, now: Date) => Promise<EnrollmentRow>,
  ): Promise<{ evaluation: Evaluation; row: EnrollmentRow }> {
    try {
      return await db.transaction(async (tx) => {
        const now = clock.now();
        const evaluation = await evaluate(tx, userId, item, now, { lock: true });
        // Under the row lock: holds that ran out are given back (ADR 0063), so the unique index lets their
        // students in again; they were not counted as taken seats either way.
        await repo.releaseExpiredHolds(tx, now, itemFields(evaluation));
        if (!evaluation.eligibility.eligible) throw refusal(evaluation.eligibility.code);
        assertAmountPaid(amountPaid, evaluation.price.totalCents);
        return { evaluation, row: await place(evaluation, tx, now) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refusal("alreadyEnrolled");
      throw error;
    }
  }

  const placeValues = (userId: number, evaluation: Evaluation, now: Date) => ({
    userId,
    ...itemFields(evaluation),
    paidCents: evaluation.price.totalCents,
    currency: "USD",
    isRetake: evaluation.price.isRetake,
    enrolledAt: now,
    updatedAt: now,
  });

  async function paymentFor(
    tx: Db,
    user: UserRow,
    evaluation: Evaluation,
    method: "card" | "paypal",
    charge: { chargeId: string; card: { brand: string; last4: string } | null },
    now: Date,
  ) {
    return recordItemPayment(tx, config, user, {
      kind: evaluation.seminar ? "seminar" : "course",
      ...itemFields(evaluation),
      title: evaluation.course.title,
      levelId: evaluation.level ?? 0,
      baseCents: evaluation.price.baseCents,
      retakePercent: evaluation.price.retakePercent,
      retakeDiscountCents: evaluation.price.retakeDiscountCents,
      totalCents: evaluation.price.totalCents,
      method,
      card: charge.card,
      chargeId: charge.chargeId,
      now,
    });
  }

  return {
    /** Enrollment/CheckUserEligibleForSeminar: the first failing rule in the reader's language, and the price. */
    async eligibility(userId: number, item: ItemRef, language: InterfaceLanguage): Promise<EligibilityView> {
      await requireUser(userId);
      const now = clock.now();
      const evaluation = await evaluate(db, userId, item, now, { lock: false });
      const { seminar, course, price, eligibility } = evaluation;
      const missing = eligibility.eligible ? [] : (eligibility.missingCourseIds ?? []);
      const missingCourses = await repo.coursesByIds(db, missing);
      return {
        IsEligible: eligibility.eligible,
        Code: eligibility.eligible ? null : eligibility.code,
        Reason: eligibility.eligible
          ? null
          : translate(language, `enrollmentErrors.${eligibility.code}`, {
              courses: missingCourses.map((c) => c.title).join(", "),
            }),
        MissingCourses: missingCourses.map((c) => ({ Id: c.id, Title: c.title })),
        SeatsLeft: seminar ? Math.max(0, seminar.capacity - evaluation.taken) : null,
        PendingPayment: pendingPaymentOf(evaluation.place),
        Item: {
          Kind: seminar ? "seminar" : "course",
          SeminarId: seminar?.id ?? null,
          CourseId: course.id,
          Title: course.title,
          Level: course.level,
          FirstDate: seminar?.firstStart.toISOString() ?? null,
          LastDate: seminar?.lastEnd.toISOString() ?? null,
          City: seminar?.city ?? null,
          Country: seminar?.country ?? null,
          Format: seminar ? seminar.format : "selfStudy",
        },
        Pricing: {
          Price: centsToDollars(price.baseCents),
          RetakePercent: price.retakePercent,
          RetakeDiscount: centsToDollars(price.retakeDiscountCents),
          Total: centsToDollars(price.totalCents),
          IsRetake: price.isRetake,
          Currency: "USD",
        },
      };
    },

    /**
     * Enrollment/EnrollCourseOrSeminar: holds the seat, charges the card outside any transaction (declines
     * count against the card-testing budget and give the seat back), then records the payment, the invoice
     * and the receipt mail and turns the place to enrolled in one transaction. Free items skip the card.
     */
    async enrollByCard(
      userId: number,
      item: ItemRef,
      input: CardFields & { AmountPaid?: number | string | undefined },
      request: { ip: string },
      idem: IdempotencyContext,
    ): Promise<EnrollmentReceipt> {
      const user = await requireUser(userId);
      // The rules, then the card, are checked before the seat is held: a refusal names the rule, not the card,
      // and a typo never holds a seat. The seat lock below checks the rules again.
      const preview = await evaluate(db, userId, item, clock.now(), { lock: false });
      if (!preview.eligibility.eligible) throw refusal(preview.eligibility.code);
      return payByCard(deps, {
        card: preview.price.totalCents > 0 ? readCard(input, clock.now()) : null,
        // Priced again under the seat lock: that price is the one charged.
        amountCents: ({ evaluation }) => evaluation.price.totalCents,
        attempt: { ip: request.ip, account: `user:${userId}` },
        idem,
        step: "enrollment",
        hold: () =>
          reserve(userId, item, input.AmountPaid, async (evaluation, tx, now) => {
            const free = evaluation.price.totalCents === 0;
            const placed = await repo.insert(tx, {
              ...placeValues(userId, evaluation, now),
              status: free ? "enrolled" : "pending",
              source: free ? "free" : "card",
            });
            // A free place is complete with its hold: its answer is stored in the same transaction.
            if (free) await idem.complete(tx, receipt(placed, evaluation.course.title, null));
            return placed;
          }),
        release: async ({ row }) => {
          const now = clock.now();
          await repo.update(db, row.id, { status: "cancelled", cancelledAt: now, updatedAt: now });
        },
        commit: async (tx, { evaluation, row }, charge) => {
          if (row.status === "enrolled") return receipt(row, evaluation.course.title, null);
          if (!charge?.chargeId) throw new Error("a paid place without a charge");
          const now = clock.now();
          const payment = await paymentFor(
            tx,
            user,
            evaluation,
            "card",
            { chargeId: charge.chargeId, card: { brand: charge.brand, last4: charge.last4 } },
            now,
          );
          const enrolled = await repo.update(tx, row.id, { status: "enrolled", paymentId: payment.id, updatedAt: now });
          return receipt(enrolled, evaluation.course.title, payment);
        },
      });
    },

    /**
     * Enrollment/EnrollNonIBAPaymentSeminar: a non-association seminar's student paid the instructor; the
     * instructor (or an administrator) records the place with what was paid. No charge, no invoice.
     */
    async enrollNonAssociation(seminarId: number, userId: number, paidAmount: number): Promise<EnrollmentReceipt> {
      await requireUser(userId);
      const seminar = await repo.findSeminar(db, seminarId);
      if (!seminar) throw refusal("notFound");
      if (seminar.paymentMode !== "instructor") {
        throw new AppError(409, "ENROLLMENT_ASSOCIATION_SEMINAR", "enrollmentErrors.associationSeminar");
      }
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const evaluation = await evaluate(tx, userId, { seminarId }, now, { lock: true, allowNonAssociation: true });
          if (!evaluation.eligibility.eligible) throw refusal(evaluation.eligibility.code);
          const row = await repo.insert(tx, {
            ...placeValues(userId, evaluation, now),
            paidCents: Math.round(paidAmount * 100),
            status: "enrolled",
            source: "nonAssociation",
          });
          return receipt(row, evaluation.course.title, null);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refusal("alreadyEnrolled");
        throw error;
      }
    },

    /** PayPal/CreatePaymentAsync: holds the seat for 30 minutes as a pending place and opens the order. */
    async createPaypal(
      userId: number,
      item: ItemRef,
      amountPaid: number | string | undefined,
      idem: IdempotencyContext,
    ): Promise<PaypalOrder> {
      await requireUser(userId);
      const { evaluation, row } = await reserve(userId, item, amountPaid, async (evaluation, tx, now) => {
        if (evaluation.price.totalCents === 0) {
          throw new AppError(409, "ENROLLMENT_FREE", "enrollmentErrors.freeNoPaypal");
        }
        return repo.insert(tx, { ...placeValues(userId, evaluation, now), status: "pending", source: "paypal" });
      });
      const order = await paypal.createOrder(
        {
          amountCents: evaluation.price.totalCents,
          currency: "USD",
          description: evaluation.course.title,
          returnUrl: `${config.publicUrl}/confirmpaypalpayment`,
          cancelUrl: `${config.publicUrl}/cancelpaypalpayment`,
        },
        idem.gatewayKey(`paypal-order:${row.id}`),
      );
      const now = clock.now();
      if (!order.ok) {
        await repo.update(db, row.id, { status: "cancelled", cancelledAt: now, updatedAt: now });
        throw new AppError(502, "PAYPAL_UNAVAILABLE", "enrollmentErrors.paypalUnavailable");
      }
      await repo.update(db, row.id, {
        paypalOrderId: order.orderId,
        paypalApprovalUrl: order.approvalUrl,
        updatedAt: now,
      });
      const answer: PaypalOrder = {
        ApprovalUrl: order.approvalUrl,
        OrderId: order.orderId,
        EnrollmentId: row.id,
        ManualId: null,
        HoldUntil: holdEndsAt(row.enrolledAt).toISOString(),
      };
      await idem.complete(db, answer);
      return answer;
    },

    /**
     * Enrollment/CancelPendingEnrollment: the student gives up their PayPal payment for the item (they left
     * PayPal and want to pay by card or start again). The seat is free at once; the order is never captured
     * afterwards. 404 when no PayPal payment is waiting (a repeat, or one captured meanwhile).
     */
    async cancelPending(userId: number, item: ItemRef): Promise<EnrollmentReceipt> {
      await requireUser(userId);
      const ref =
        item.seminarId !== undefined
          ? { seminarId: item.seminarId, courseId: (await repo.findSeminar(db, item.seminarId))?.courseId }
          : { seminarId: null, courseId: item.courseId };
      const courseId = ref.courseId;
      const none = () => notFound("ENROLLMENT_NO_PENDING_PAYMENT", "enrollmentErrors.noPendingPayment");
      if (courseId === undefined) throw none();
      const row = await repo.cancelPendingPaypal(db, userId, { seminarId: ref.seminarId, courseId }, clock.now());
      if (!row) throw none();
      const course = await repo.findCourse(db, row.courseId);
      return receipt(row, course?.title ?? "", null);
    },

    /**
     * PayPal/GetPaymentDetailsFromURL: the URL the browser came back with. From the return URL: captures the
     * order (PayPal's own idempotency key makes parallel or repeated captures one), then, under the place's
     * row lock, records one payment and enrols once; every later use answers the same receipt. From the
     * cancel URL: gives the held seat back.
     */
    async completePaypal(actorId: number, isAdmin: boolean, url: string): Promise<EnrollmentReceipt> {
      const orderId = orderIdFromReturnUrl(url);
      if (!orderId) throw new AppError(400, "PAYPAL_URL_INVALID", "enrollmentErrors.paypalUrlInvalid");
      const found = await repo.findByPaypalOrder(db, orderId);
      if (!found || (found.userId !== actorId && !isAdmin)) {
        throw notFound("PAYPAL_ORDER_NOT_FOUND", "enrollmentErrors.paypalOrderNotFound");
      }
      const course = await repo.findCourse(db, found.courseId);
      const title = course?.title ?? "";
      const cancelled = new URL(url, "http://return.invalid").pathname.toLowerCase().includes("cancelpaypalpayment");
      if (cancelled) {
        return db.transaction(async (tx) => {
          const row = await repo.lockByPaypalOrder(tx, orderId);
          if (!row) throw notFound("PAYPAL_ORDER_NOT_FOUND", "enrollmentErrors.paypalOrderNotFound");
          if (row.status !== "pending") return receipt(row, title, null);
          const now = clock.now();
          return receipt(
            await repo.update(tx, row.id, { status: "cancelled", cancelledAt: now, updatedAt: now }),
            title,
            null,
          );
        });
      }
      if (releasedByExpiry(found)) throw holdExpired();
      if (found.status === "cancelled" || found.status === "refunded") {
        throw new AppError(409, "PAYPAL_ORDER_CANCELLED", "enrollmentErrors.paypalOrderCancelled");
      }
      if (found.status === "pending") {
        // A hold that ran out is released here if the job has not done it yet, and its order is never
        // captured: nothing is charged, and the seat went back to the others (ADR 0063).
        const now = clock.now();
        if (!holdsSeat(found, now)) {
          await repo.releaseIfPending(db, found.id, now);
          const after = await repo.findById(db, found.id);
          if (after?.status !== "enrolled") throw holdExpired();
          return receipt(after, title, await paymentOf(db, after));
        }
        const capture = await paypal.capture(orderId, `paypal-capture:${orderId}`);
        if (!capture.ok) {
          throw new AppError(
            capture.failure === "unavailable" ? 502 : 409,
            "PAYPAL_NOT_CAPTURED",
            capture.failure === "unavailable"
              ? "enrollmentErrors.paypalUnavailable"
              : "enrollmentErrors.paypalNotApproved",
          );
        }
        const user = await requireUser(found.userId);
        return db.transaction(async (tx) => {
          const now = clock.now();
          const item: ItemRef =
            found.seminarId !== null ? { seminarId: found.seminarId } : { courseId: found.courseId };
          // Lock order as in every seat decision: the seminar's (or course's) row, then the place's.
          const evaluation = await evaluate(tx, found.userId, item, now, { lock: true });
          const row = await repo.lockByPaypalOrder(tx, orderId);
          if (!row) throw notFound("PAYPAL_ORDER_NOT_FOUND", "enrollmentErrors.paypalOrderNotFound");
          if (row.status === "enrolled") return receipt(row, title, await paymentOf(tx, row));
          // The hold was released (by the job, or its student cancelled in another tab) while PayPal captured:
          // the money is taken, so the place comes back if its seat is still free and the student has no other
          // place; otherwise the answer says so and the refund is made by hand (ADR 0063, the PayPal port has
          // no refund — ADR 0051).
          const seatGone =
            evaluation.place !== undefined ||
            (evaluation.seminar !== null && evaluation.taken >= evaluation.seminar.capacity);
          if (row.status !== "pending" && seatGone) {
            throw new AppError(409, "PAYPAL_CAPTURED_SEAT_GONE", "enrollmentErrors.paypalSeatGone");
          }
          // The breakdown as priced now; if the price moved since the order opened, the invoice shows what
          // was captured as one line.
          const price =
            evaluation.price.totalCents === capture.amountCents
              ? evaluation.price
              : {
                  baseCents: capture.amountCents,
                  retakePercent: 0,
                  retakeDiscountCents: 0,
                  totalCents: capture.amountCents,
                };
          const payment = await paymentFor(
            tx,
            user,
            { ...evaluation, price: { ...price, isRetake: row.isRetake } },
            "paypal",
            { chargeId: capture.captureId, card: null },
            now,
          );
          const enrolled = await repo.update(tx, row.id, {
            status: "enrolled",
            paymentId: payment.id,
            paidCents: capture.amountCents,
            cancelledAt: null,
            updatedAt: now,
          });
          return receipt(enrolled, title, payment);
        });
      }
      return receipt(found, title, await paymentOf(db, found));
    },

    /** Enrollment/GetEnrolledCourseOrSeminarByUserId: a student's places, spec 001 §4 order. */
    async listEnrolled(userId: number): Promise<EnrolledList> {
      await requireUser(userId);
      const now = clock.now();
      const rows = await repo.listOfUser(db, userId);
      const items = rows
        .filter((row) => row.enrollment.status !== "pending" || holdsSeat(row.enrollment, now))
        .map((row) => ({ ...row, startsAt: row.firstStart ?? row.enrollment.enrolledAt }));
      const ordered = orderEnrolledItems(items, now);
      return {
        List: ordered.map(({ enrollment: e, ...row }) => ({
          EnrollmentId: e.id,
          Kind: e.seminarId !== null ? "seminar" : "course",
          SeminarId: e.seminarId,
          CourseId: e.courseId,
          Title: row.courseTitle,
          Status: e.status,
          Source: e.source,
          FirstDate: row.firstStart?.toISOString() ?? null,
          LastDate: row.lastEnd?.toISOString() ?? null,
          City: row.city,
          Country: row.country,
          Format: row.format ?? "selfStudy",
          EnrolledAt: e.enrolledAt.toISOString(),
          AmountPaid: centsToDollars(e.paidCents),
          IsRetake: e.isRetake,
          GraduatedAt: e.graduatedAt?.toISOString() ?? null,
          CompletedAt: e.completedAt?.toISOString() ?? null,
          CeCreditsAwarded: e.ceCreditsAwarded,
          InvoiceId: e.paymentId,
          PdfUrl: e.paymentId ? invoicePdfPath(e.paymentId) : null,
        })),
        TotalCount: ordered.length,
      };
    },
  };

  async function paymentOf(tx: Db, row: EnrollmentRow): Promise<PaymentRow | null> {
    if (!row.paymentId) return null;
    return (await billingRepository.findPayment(tx, row.paymentId)) ?? null;
  }
}

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;
