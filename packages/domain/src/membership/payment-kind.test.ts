import { describe, expect, it } from "vitest";
import { downgradeError, planMembershipPayment } from "./payment-kind.ts";

describe("planMembershipPayment (which formula a MembershipPayment follows)", () => {
  it.each([
    ["same level, running", { levelId: 3, running: true }, 3, { ok: true, kind: "renewal" }],
    ["higher level, running", { levelId: 3, running: true }, 4, { ok: true, kind: "levelChange" }],
    ["Access → Standard, running", { levelId: 2, running: true }, 3, { ok: true, kind: "levelChange" }],
    [
      "from Starter: a new purchase, nothing to prorate",
      { levelId: 1, running: true },
      3,
      { ok: true, kind: "renewal" },
    ],
    ["higher level after a lapse", { levelId: 2, running: false }, 4, { ok: true, kind: "renewal" }],
    ["lower level after a lapse", { levelId: 4, running: false }, 2, { ok: true, kind: "renewal" }],
    ["no membership at all", null, 2, { ok: true, kind: "renewal" }],
    ["lower level, running", { levelId: 4, running: true }, 2, { ok: false, message: "membership.useDowngrade" }],
    ["Starter costs nothing", { levelId: 2, running: true }, 1, { ok: false, message: "membership.freeLevel" }],
    [
      "Instructor has its own call",
      { levelId: 3, running: true },
      5,
      { ok: false, message: "membership.useInstructorRenewal" },
    ],
    [
      "an instructor renews elsewhere",
      { levelId: 5, running: true },
      4,
      { ok: false, message: "membership.useInstructorRenewal" },
    ],
    ["unknown level", { levelId: 3, running: true }, 7, { ok: false, message: "membership.levelInvalid" }],
  ] as const)("%s", (_name, current, target, plan) => {
    expect(planMembershipPayment(current, target)).toEqual(plan);
  });
});

describe("downgradeError", () => {
  it.each([
    [4, 2, null],
    [3, 1, null],
    [3, 3, null],
    [3, 4, "membership.downgradeNotLower"],
    [5, 3, "membership.instructorNoDowngrade"],
    [3, 5, "membership.levelInvalid"],
    [3, 0, "membership.levelInvalid"],
  ])("%i → %i: %s", (from, to, error) => {
    expect(downgradeError(from, to)).toBe(error);
  });
});
