import { describe, expect, it } from "vitest";
import {
  checkEligibility,
  type EligibilityInput,
  enrollmentPrice,
  hasCompleted,
  holdsSeat,
  orderEnrolledItems,
  PENDING_HOLD_MS,
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
    ["a seminar's own price", 3, 60000, false, 60000, 60000],
    ["a course at the Standard price", 3, null, false, 53550, 53550],
    ["a visitor pays the visitor price", null, null, false, 59500, 59500],
    ["a plan without a price pays the visitor price", 2, null, false, 59500, 59500],
    ["Standard retake: 50% off", 3, 60000, true, 60000, 30000],
    ["Practitioner retake: 75% off", 4, 60000, true, 60000, 15000],
    ["Starter retake: no discount", 1, 60000, true, 60000, 60000],
    ["Access retake: no discount", 2, 60000, true, 60000, 60000],
  ])("%s", (_label, membershipId, seminarPriceCents, isRetake, base, total) => {
    const price = enrollmentPrice({ membershipId, coursePriceCents: 59500, planPrices, seminarPriceCents, isRetake });
    expect(price.baseCents).toBe(base);
    expect(price.totalCents).toBe(total);
    expect(price.retakeDiscountCents).toBe(base - total);
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
