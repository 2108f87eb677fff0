import { describe, expect, it } from "vitest";
import { isInRenewalWindow, isPeriodAlreadyPaid, RENEWAL_WINDOW_DAYS, renewalOpensAt } from "./renewal-window.ts";
import type { StoredMembershipStatus } from "./status.ts";

const NOW = new Date("2026-11-21T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const endsIn = (days: number) => new Date(NOW.getTime() + days * DAY);
const state = (status: StoredMembershipStatus, days: number, autoRenew = true) => ({
  status,
  autoRenew,
  endDateTime: endsIn(days),
});

describe("isInRenewalWindow", () => {
  it.each([
    ["active, a year left", state("active", 365), false],
    ["active, one day more than the window", state("active", RENEWAL_WINDOW_DAYS + 1), false],
    ["active, exactly the window left", state("active", RENEWAL_WINDOW_DAYS), true],
    ["active, a week left", state("active", 7), true],
    ["active, past its end (the renewal job has not run yet)", state("active", -1), true],
    ["cancelled, months left", state("cancelled", 200, false), false],
    ["cancelled, within the window", state("cancelled", 10, false), true],
    ["cancelled and ended", state("cancelled", -3, false), true],
    ["past due (dunning), whatever the date", state("past_due", 300), true],
    ["lapsed, whatever the date", state("lapsed", 300), true],
  ] as const)("%s → %s", (_name, membership, expected) => {
    expect(isInRenewalWindow(membership, NOW)).toBe(expected);
  });
});

describe("isPeriodAlreadyPaid", () => {
  it.each([
    ["no membership", null, 3, false],
    ["same level, a year left", { levelId: 3, ...state("active", 365) }, 3, true],
    ["same level, within the window", { levelId: 3, ...state("active", 20) }, 3, false],
    ["same level, past due", { levelId: 3, ...state("past_due", 200) }, 3, false],
    ["same level, lapsed", { levelId: 3, ...state("lapsed", -10) }, 3, false],
    ["higher level while running (level change)", { levelId: 3, ...state("active", 365) }, 4, false],
    ["the same upgrade again: now the same level", { levelId: 4, ...state("active", 365) }, 4, true],
    ["from Starter to a paid level", { levelId: 1, ...state("active", 365) }, 3, false],
    ["instructor renewal, a year left", { levelId: 5, ...state("active", 365) }, 5, true],
    ["instructor renewal, within the window", { levelId: 5, ...state("active", 5) }, 5, false],
  ] as const)("%s → %s", (_name, current, target, expected) => {
    expect(isPeriodAlreadyPaid(current, target, NOW)).toBe(expected);
  });
});

describe("renewalOpensAt", () => {
  it("is the window's length before the end, and the window holds from that moment", () => {
    const end = endsIn(365);
    const opens = renewalOpensAt(end);
    expect(opens.toISOString()).toBe(new Date(end.getTime() - RENEWAL_WINDOW_DAYS * DAY).toISOString());
    expect(isInRenewalWindow({ status: "active", autoRenew: true, endDateTime: end }, opens)).toBe(true);
    expect(
      isInRenewalWindow({ status: "active", autoRenew: true, endDateTime: end }, new Date(opens.getTime() - 1)),
    ).toBe(false);
  });
});
