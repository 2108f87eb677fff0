import { describe, expect, it } from "vitest";
import {
  checkEligibility,
  type EligibilityInput,
  enrollmentPrice,
  hasCompleted,
  holdCutoff,
  holdEndsAt,
  holdsSeat,
  orderEnrolledItems,
  PENDING_HOLD_MS,
  planPriceCents,
  releasedByExpiry,
  retakeDiscountPercent,
} from "./rules.ts";

const now = new Date("2026-11-21T10:00:00Z");
const later = new Date("2026-12-01T09:00:00Z");
const done = { courseId: 1, status: "enrolled" as const, graduatedAt: new Date("2026-01-01"), completedAt: null };

function input(overrides: Partial<EligibilityInput> = {}): EligibilityInput {
  return {
    membershipId: 3,
    course: { id: 2, level: "beginner", prerequisiteIds: [] },
    seminar: { status: "scheduled", firstStart: later, capacity: 10, taken: 3, paymentMode: "association" },
    alreadyEnrolled: false,
    enrollments: [],
    now,
    ...overrides,
  };
}

describe("hasCompleted", () => {
  it.each([
    ["graduated", { ...done }, true],
    ["completed self-study", { ...done, graduatedAt: null, completedAt: new Date("2026-02-01") }, true],
    ["enrolled only", { ...done, graduatedAt: null }, false],
    ["refunded after graduating", { ...done, status: "refunded" as const }, false],
    ["another course", { ...done, courseId: 9 }, false],
  ])("%s → %s", (_label, row, expected) => {
    expect(hasCompleted([row], 1)).toBe(expected);
  });
});

describe("checkEligibility", () => {
  const seminar = input().seminar;
  if (!seminar) throw new Error("fixture");
  it.each<[string, Partial<EligibilityInput>, string | null]>([
    ["a Standard member in a beginner seminar", {}, null],
    ["a cancelled seminar", { seminar: { ...seminar, status: "cancelled" } }, "cancelled"],
    ["a seminar that started", { seminar: { ...seminar, firstStart: now } }, "past"],
    ["a non-association seminar", { seminar: { ...seminar, paymentMode: "instructor" } }, "nonAssociation"],
    [
      "a non-association seminar recorded by the instructor",
      { seminar: { ...seminar, paymentMode: "instructor" }, allowNonAssociation: true },
      null,
    ],
    ["already enrolled", { alreadyEnrolled: true }, "alreadyEnrolled"],
    ["no membership", { membershipId: null }, "planNotAllowed"],
    ["Starter, beginner course", { membershipId: 1 }, null],
    [
      "Starter, advanced course",
      { membershipId: 1, course: { id: 2, level: "advanced", prerequisiteIds: [] } },
      "advancedNotAllowed",
    ],
    [
      "Access, advanced course",
      { membershipId: 2, course: { id: 2, level: "advanced", prerequisiteIds: [] } },
      "advancedNotAllowed",
    ],
    ["Standard, advanced course", { course: { id: 2, level: "advanced", prerequisiteIds: [] } }, null],
    [
      "Practitioner, advanced course",
      { membershipId: 4, course: { id: 2, level: "advanced", prerequisiteIds: [] } },
      null,
    ],
    [
      "Instructor, advanced course",
      { membershipId: 5, course: { id: 2, level: "advanced", prerequisiteIds: [] } },
      null,
    ],
    ["prerequisite missing", { course: { id: 2, level: "beginner", prerequisiteIds: [1] } }, "prerequisitesMissing"],
    ["prerequisite done", { course: { id: 2, level: "beginner", prerequisiteIds: [1] }, enrollments: [done] }, null],
    ["full", { seminar: { ...seminar, taken: 10 } }, "full"],
    ["self-study course (no seminar)", { seminar: null }, null],
  ])("%s → %s", (_label, overrides, code) => {
    const answer = checkEligibility(input(overrides));
    expect(answer.eligible ? null : answer.code).toBe(code);
  });

  it("names the missing prerequisites", () => {
    const answer = checkEligibility(
      input({ course: { id: 2, level: "beginner", prerequisiteIds: [1, 5] }, enrollments: [done] }),
    );
    expect(answer).toEqual({ eligible: false, code: "prerequisitesMissing", missingCourseIds: [5] });
  });
});

describe("enrollmentPrice", () => {
  const planPrices = new Map([
    [1, 59500],
    [3, 53550],
    [4, 50575],
  ]);
  it.each<[string, number | null, number | null, boolean, number, number]>([
    ["a seminar at another list price, scaled by the plan's share (53550/59500)", 3, 60000, false, 54000, 54000],
    ["a seminar at the course's list price costs the plan price", 3, 59500, false, 53550, 53550],
    ["a seminar for a plan without a price: its list price", 2, 60000, false, 60000, 60000],
    ["a seminar for a visitor: its list price", null, 60000, false, 60000, 60000],
    ["a course at the Standard price", 3, null, false, 53550, 53550],
    ["a visitor pays the visitor price", null, null, false, 59500, 59500],
    ["a plan without a price pays the visitor price", 2, null, false, 59500, 59500],
    ["Standard retake: 50% off the plan price", 3, 60000, true, 54000, 27000],
    ["Practitioner retake: 75% off the plan price", 4, 60000, true, 51000, 12750],
    ["Starter retake: no discount", 1, 60000, true, 60000, 60000],
    ["Access retake: no discount", 2, 60000, true, 60000, 60000],
  ])("%s", (_label, membershipId, seminarPriceCents, isRetake, base, total) => {
    const price = enrollmentPrice({ membershipId, coursePriceCents: 59500, planPrices, seminarPriceCents, isRetake });
    expect(price.baseCents).toBe(base);
    expect(price.totalCents).toBe(total);
    expect(price.retakeDiscountCents).toBe(base - total);
  });

  // Issue "One coherent product": the course page showed the Standard plan price while the seminar charged its
  // list price. Demo courses: plan prices are 100/95/90/85/85% of the visitor price, seminars at that price.
  it.each<[string, number, number, number, number]>([
    ["Access Technique, Standard", 15000, 13500, 15000, 13500],
    ["Foundations, Standard", 59500, 53550, 59500, 53550],
    ["Matrix, Standard", 69500, 62550, 69500, 62550],
    ["Instructor training, Standard", 145000, 130500, 145000, 130500],
    ["Standard seminar at a higher list price than its course", 15000, 13500, 20000, 18000],
    ["Standard seminar at a lower list price than its course", 59500, 53550, 29900, 26910],
    ["a share that rounds to the cent: a third off", 30000, 20000, 10001, 6667],
  ])("%s: course %i, plan %i, seminar %i → %i", (_label, courseCents, planCents, seminarCents, expected) => {
    const prices = new Map([[3, planCents]]);
    const input = { membershipId: 3, coursePriceCents: courseCents, planPrices: prices, isRetake: false };
    // The seminar of the course and the course page's own figure agree when the seminar charges the list price.
    expect(enrollmentPrice({ ...input, seminarPriceCents: seminarCents }).totalCents).toBe(expected);
    expect(enrollmentPrice({ ...input, seminarPriceCents: null }).totalCents).toBe(planCents);
    expect(planPriceCents(input, seminarCents)).toBe(expected);
  });

  it("a course whose visitor price is 0 leaves a seminar's list price as it is", () => {
    const input = { membershipId: 3, coursePriceCents: 0, planPrices: new Map([[3, 0]]), isRetake: false };
    expect(enrollmentPrice({ ...input, seminarPriceCents: 5000 }).totalCents).toBe(5000);
    expect(enrollmentPrice({ ...input, seminarPriceCents: null }).totalCents).toBe(0);
  });

  it.each([
    [null, 0],
    [1, 0],
    [2, 0],
    [3, 50],
    [4, 75],
    [5, 75],
  ])("retake discount of level %s is %s%%", (level, percent) => {
    expect(retakeDiscountPercent(level)).toBe(percent);
  });
});

describe("orderEnrolledItems (spec 001 §4)", () => {
  it("puts upcoming dates first ascending, then past dates descending", () => {
    const at = (iso: string, name: string) => ({ name, startsAt: new Date(iso) });
    const ordered = orderEnrolledItems(
      [
        at("2026-01-01T00:00:00Z", "past-old"),
        at("2027-03-01T00:00:00Z", "future-late"),
        at("2026-11-01T00:00:00Z", "past-recent"),
        at("2026-12-01T00:00:00Z", "future-soon"),
      ],
      now,
    );
    expect(ordered.map((item) => item.name)).toEqual(["future-soon", "future-late", "past-recent", "past-old"]);
  });
});

describe("holdsSeat", () => {
  it.each([
    ["enrolled", "enrolled" as const, 0, true],
    ["fresh pending", "pending" as const, 60_000, true],
    ["expired pending", "pending" as const, PENDING_HOLD_MS, false],
    ["cancelled", "cancelled" as const, 0, false],
  ])("%s", (_label, status, age, expected) => {
    expect(holdsSeat({ status, enrolledAt: new Date(now.getTime() - age) }, now)).toBe(expected);
  });
});

describe("holdCutoff and holdEndsAt", () => {
  it("agree with holdsSeat at the boundary", () => {
    const cutoff = holdCutoff(now);
    expect(holdsSeat({ status: "pending", enrolledAt: cutoff }, now)).toBe(false);
    expect(holdsSeat({ status: "pending", enrolledAt: new Date(cutoff.getTime() + 1) }, now)).toBe(true);
    expect(holdEndsAt(cutoff).getTime()).toBe(now.getTime());
  });
});

describe("releasedByExpiry", () => {
  const enrolledAt = new Date(now.getTime() - PENDING_HOLD_MS - 60_000);
  it.each([
    ["released after the hold", "cancelled" as const, holdEndsAt(enrolledAt), null, true],
    [
      "cancelled by the student inside the hold",
      "cancelled" as const,
      new Date(enrolledAt.getTime() + 60_000),
      null,
      false,
    ],
    ["a paid place that was cancelled", "cancelled" as const, now, 7, false],
    ["still pending", "pending" as const, null, null, false],
    ["refunded", "refunded" as const, now, null, false],
  ])("%s", (_label, status, cancelledAt, paymentId, expected) => {
    expect(releasedByExpiry({ status, enrolledAt, cancelledAt, paymentId })).toBe(expected);
  });
});
