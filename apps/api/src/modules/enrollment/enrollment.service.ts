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
  normalizeLanguage,
  orderEnrolledItems,
  type PaypalReturnReceipt,
  type PendingPayment,
  releasedByExpiry,
  translate,
} from "@haa/domain";
import { isUniqueViolation } from "../../db/errors.ts";
import { readTogether } from "../../db/together.ts";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/errors.ts";
import type { Account } from "../account/accounts.port.ts";
import type { Payment } from "../billing/billing-records.port.ts";
import { assertAmountPaid, type CardFields, payByCard, readCard } from "../billing/card-checkout.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import { type InvoiceLine, invoicePdfPath, recordItemPayment } from "../billing/invoices.ts";
import {
  cancelPendingPaypalOrder,
  type PaypalItem,
  type PaypalItemKind,
  paypalHoldExpired,
  paypalOrderCancelled,
  pendingPaypalOrder,
} from "../billing/paypal-checkout.ts";
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

/** An enrolment's invoice lines: the seminar or course at its price, then the retake discount if any. */
export function enrollmentLines(
  kind: "seminar" | "course",
  title: string,
  price: Pick<EnrollmentPrice, "baseCents" | "retakePercent" | "retakeDiscountCents">,
): InvoiceLine[] {
  const lines: InvoiceLine[] = [{ kind, title, amountCents: price.baseCents }];
  if (price.retakeDiscountCents > 0) {
    lines.push({ kind: "retakeDiscount", percent: price.retakePercent, amountCents: -price.retakeDiscountCents });
  }
  return lines;
}

export function createEnrollmentService(deps: Deps) {
  const { db, clock, config } = deps;

  /** On `on` when inside a transaction (PGlite has one connection: a query beside it would wait for it). */
  async function requireUser(userId: number, on: Db = db): Promise<Account> {
    const user = await deps.accounts.find(on, userId);
    if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
    return user;
  }

  /**
   * The reader's titles of these courses, by id, through the courses' translations (ADR 0097): one statement, none
   * in English; a course without words in the language keeps its English title.
   */
  async function courseTitles(lang: InterfaceLanguage, ids: readonly number[]) {
    const words = await deps.translations.overlay(db, "course", lang, [...new Set(ids)]);
    return (id: number, english: string) => {
      const title = words.get(id)?.Title;
      return title ? { Title: title, Lang: lang } : { Title: english, Lang: "en" as const };
    };
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
    const seminarId = seminar?.id ?? null;
    const [level, prerequisiteIds, planPrices, enrollments, taken, place] = await readTogether(tx, [
      () => deps.memberAccess.planOf(tx, userId, now),
      () => repo.prerequisiteIds(tx, courseId),
      () => repo.planPrices(tx, courseId),
      () => repo.ofUser(tx, userId),
      () => (seminarId === null ? Promise.resolve(0) : repo.countSeatsTaken(tx, seminarId, now)),
      () => repo.livePlace(tx, userId, { seminarId, courseId }, now),
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
  async function pendingPaymentOf(place: EnrollmentRow | undefined): Promise<PendingPayment | null> {
    if (place?.status !== "pending" || place.source !== "paypal") return null;
    const order = await pendingPaypalOrder(db, kindOf(place), place.id);
    if (!order?.approvalUrl) return null;
    return {
      EnrollmentId: place.id,
      OrderId: order.orderId,
      ApprovalUrl: order.approvalUrl,
      HoldUntil: holdEndsAt(place.enrolledAt).toISOString(),
    };
  }

  function itemFields(evaluation: Pick<Evaluation, "seminar" | "course">) {
    return { seminarId: evaluation.seminar?.id ?? null, courseId: evaluation.course.id };
  }

  function receipt(row: EnrollmentRow, title: string, payment: Payment | null): EnrollmentReceipt {
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
    user: Account,
    evaluation: Evaluation,
    method: "card" | "paypal",
    charge: { chargeId: string; card: { brand: string; last4: string } | null },
    now: Date,
  ) {
    const kind = evaluation.seminar ? "seminar" : "course";
    // The receipt confirms the place: it names the course in the student's language where it has one (ADR 0097).
    const course = evaluation.course;
    const words = await deps.translations.overlay(tx, "course", normalizeLanguage(user.language), [course.id]);
    return recordItemPayment(tx, config, user, {
      kind,
      title: course.title,
      receiptTitle: words.get(course.id)?.Title ?? course.title,
      lines: enrollmentLines(kind, course.title, evaluation.price),
      totalCents: evaluation.price.totalCents,
      item: itemFields(evaluation),
      levelId: evaluation.level ?? 0,
      method,
      card: charge.card,
      chargeId: charge.chargeId,
      now,
    });
  }

  const kindOf = (place: Pick<EnrollmentRow, "seminarId">): PaypalItemKind =>
    place.seminarId !== null ? "seminar" : "course";

  /** The held place a PayPal order waits on (the order's `refId`). */
  async function placeOf(tx: Db, order: { refId: number | null }, lock = false): Promise<EnrollmentRow> {
    const place =
      order.refId === null ? undefined : await (lock ? repo.lockById(tx, order.refId) : repo.findById(tx, order.refId));
    if (!place) throw notFound("PAYPAL_ORDER_NOT_FOUND", "enrollmentErrors.paypalOrderNotFound");
    return place;
  }

  /**
   * A seminar place or self-study course bought with PayPal, as billing's one PayPal flow runs it (ADR 0077): the
   * hold is a pending place holding its seat for 30 minutes (ADR 0063); the commit records the payment and enrols.
   */
  const paypalItem: PaypalItem<{ user: Account; evaluation: Evaluation }> = {
    expires: true,
    inProgress: () => refusal("alreadyEnrolled"),
    async hold(userId, kind, itemId, amountPaid) {
      await requireUser(userId);
      const item: ItemRef = kind === "seminar" ? { seminarId: itemId } : { courseId: itemId };
      const { evaluation, row } = await reserve(userId, item, amountPaid, async (evaluation, tx, now) => {
        if (evaluation.price.totalCents === 0) {
          throw new AppError(409, "ENROLLMENT_FREE", "enrollmentErrors.freeNoPaypal");
        }
        return repo.insert(tx, { ...placeValues(userId, evaluation, now), status: "pending", source: "paypal" });
      });
      return {
        amountCents: evaluation.price.totalCents,
        description: evaluation.course.title,
        refId: row.id,
        holdUntil: holdEndsAt(row.enrolledAt),
        ids: { EnrollmentId: row.id, ManualId: null },
      };
    },
    async release(tx, order, now) {
      if (order.refId !== null) await repo.releaseIfPending(tx, order.refId, now);
    },
    async check(order) {
      const place = await placeOf(db, order);
      if (releasedByExpiry(place)) throw paypalHoldExpired();
      if (place.status === "cancelled" || place.status === "refunded") throw paypalOrderCancelled();
    },
    async prepare(tx, order) {
      const place = await placeOf(tx, order);
      const item: ItemRef = place.seminarId !== null ? { seminarId: place.seminarId } : { courseId: place.courseId };
      // Lock order as in every seat decision: the seminar's (or course's) row first, then the order's and the place's.
      const evaluation = await evaluate(tx, place.userId, item, clock.now(), { lock: true });
      return { user: await requireUser(place.userId, tx), evaluation };
    },
    async commit(tx, order, capture, { user, evaluation }) {
      const row = await placeOf(tx, order, true);
      if (row.status === "enrolled" && row.paymentId !== null) return { paymentId: row.paymentId, refId: row.id };
      // The hold was released (by the job, or its student cancelled in another tab) while PayPal captured: the
      // money is taken, so the place comes back if its seat is still free and the student has no other place;
      // otherwise the answer says so and the refund is made by hand (ADR 0063, the PayPal port has no refund —
      // ADR 0051).
      const seatGone =
        evaluation.place !== undefined ||
        (evaluation.seminar !== null && evaluation.taken >= evaluation.seminar.capacity);
      if (row.status !== "pending" && seatGone) {
        throw new AppError(409, "PAYPAL_CAPTURED_SEAT_GONE", "enrollmentErrors.paypalSeatGone");
      }
      // The breakdown as priced now; if the price moved since the order opened, the invoice shows what was
      // captured as one line.
      const price =
        evaluation.price.totalCents === capture.amountCents
          ? evaluation.price
          : {
              baseCents: capture.amountCents,
              retakePercent: 0,
              retakeDiscountCents: 0,
              totalCents: capture.amountCents,
            };
      const now = clock.now();
      const payment = await paymentFor(
        tx,
        user,
        { ...evaluation, price: { ...price, isRetake: row.isRetake } },
        "paypal",
        { chargeId: capture.captureId, card: null },
        now,
      );
      await repo.update(tx, row.id, {
        status: "enrolled",
        paymentId: payment.id,
        paidCents: capture.amountCents,
        cancelledAt: null,
        updatedAt: now,
      });
      return { paymentId: payment.id, refId: row.id };
    },
    async receipt(tx, order): Promise<PaypalReturnReceipt> {
      const place = await placeOf(tx, order);
      const course = await repo.findCourse(tx, place.courseId);
      const answer = receipt(place, course?.title ?? "", await paymentOf(tx, place));
      return { ...answer, Kind: "enrollment", ManualId: null, PurchaseId: null };
    },
  };

  return {
    /** What billing's PayPal flow asks of a seminar or course purchase (registered by the module, ADR 0077). */
    paypalItem,

    /** Enrollment/CheckUserEligibleForSeminar: the first failing rule in the reader's language, and the price. */
    async eligibility(userId: number, item: ItemRef, language: InterfaceLanguage): Promise<EligibilityView> {
      await requireUser(userId);
      const now = clock.now();
      const evaluation = await evaluate(db, userId, item, now, { lock: false });
      const { seminar, course, price, eligibility } = evaluation;
      const missing = eligibility.eligible ? [] : (eligibility.missingCourseIds ?? []);
      const [missingCourses, titleOf] = await Promise.all([
        repo.coursesByIds(db, missing),
        courseTitles(language, [course.id, ...missing]),
      ]);
      const missingTitles = missingCourses.map((c) => ({ Id: c.id, Title: titleOf(c.id, c.title).Title }));
      return {
        IsEligible: eligibility.eligible,
        Code: eligibility.eligible ? null : eligibility.code,
        Reason: eligibility.eligible
          ? null
          : translate(language, `enrollmentErrors.${eligibility.code}`, {
              courses: missingTitles.map((c) => c.Title).join(", "),
            }),
        MissingCourses: missingTitles,
        SeatsLeft: seminar ? Math.max(0, seminar.capacity - evaluation.taken) : null,
        PendingPayment: await pendingPaymentOf(evaluation.place),
        Item: {
          Kind: seminar ? "seminar" : "course",
          SeminarId: seminar?.id ?? null,
          CourseId: course.id,
          ...titleOf(course.id, course.title),
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
        kind: "enrollment",
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
      const now = clock.now();
      const row = await repo.cancelPendingPaypal(db, userId, { seminarId: ref.seminarId, courseId }, now);
      if (!row) throw none();
      // The order ends too, so its late return says "cancelled" rather than "expired".
      await cancelPendingPaypalOrder(db, kindOf(row), row.id, now);
      const course = await repo.findCourse(db, row.courseId);
      return receipt(row, course?.title ?? "", null);
    },

    /** Enrollment/GetEnrolledCourseOrSeminarByUserId: a student's places, spec 001 §4 order, titled in `lang`. */
    async listEnrolled(userId: number, lang: InterfaceLanguage = "en"): Promise<EnrolledList> {
      await requireUser(userId);
      const now = clock.now();
      const rows = await repo.listOfUser(db, userId);
      const titleOf = await courseTitles(
        lang,
        rows.map((row) => row.enrollment.courseId),
      );
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
          ...titleOf(e.courseId, row.courseTitle),
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

  async function paymentOf(tx: Db, row: EnrollmentRow): Promise<Payment | null> {
    if (!row.paymentId) return null;
    return (await deps.billingRecords.payment(tx, row.paymentId)) ?? null;
  }
}

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;
