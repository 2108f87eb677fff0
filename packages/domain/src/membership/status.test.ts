import { describe, expect, it } from "vitest";
import { daysRemaining, hasMembershipAccess, type MembershipState, membershipDisplayStatus } from "./status.ts";

const NOW = new Date("2026-11-21T10:00:00Z");
const FUTURE = new Date("2027-01-01T00:00:00Z");
const PAST = new Date("2026-11-01T00:00:00Z");

describe("membership status and access", () => {
  it.each([
    [{ status: "active", autoRenew: true, endDateTime: FUTURE }, "Active", true],
    // Past its end but not yet renewed by the job: still active until the job has run.
    [{ status: "active", autoRenew: true, endDateTime: PAST }, "Active", true],
    [{ status: "cancelled", autoRenew: false, endDateTime: FUTURE }, "Cancelled", true],
    [{ status: "active", autoRenew: false, endDateTime: FUTURE }, "Cancelled", true],
    [{ status: "cancelled", autoRenew: false, endDateTime: PAST }, "Lapsed", false],
    // Ended: not renewing and past (or at) its end date, whatever the stored status says — no plan (`planOf`).
    [{ status: "active", autoRenew: false, endDateTime: PAST }, "Lapsed", false],
    [{ status: "cancelled", autoRenew: true, endDateTime: PAST }, "Lapsed", false],
    [{ status: "cancelled", autoRenew: false, endDateTime: NOW }, "Lapsed", false],
    [{ status: "lapsed", autoRenew: false, endDateTime: PAST }, "Lapsed", false],
    [{ status: "past_due", autoRenew: true, endDateTime: PAST }, "PastDue", true],
    [{ status: "lapsed", autoRenew: true, endDateTime: FUTURE }, "Lapsed", false],
  ] as [MembershipState, string, boolean][])("%j → %s, access %s", (state, status, access) => {
    expect(membershipDisplayStatus(state, NOW)).toBe(status);
    expect(hasMembershipAccess(state, NOW)).toBe(access);
  });

  it.each([
    ["2026-11-21T10:00:00Z", 0],
    ["2026-11-21T10:00:01Z", 1],
    ["2026-11-22T10:00:00Z", 1],
    ["2027-11-21T10:00:00Z", 365],
    ["2026-01-01T00:00:00Z", 0],
  ])("days remaining until %s: %i", (end, days) => {
    expect(daysRemaining(new Date(end), NOW)).toBe(days);
  });
});
