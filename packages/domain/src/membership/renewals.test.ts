import { describe, expect, it } from "vitest";
import {
  addYearsUtc,
  autoRenewalCents,
  DUNNING_RETRY_DAYS,
  formatCardExpiry,
  isCardExpiryNoticeDue,
  isRenewalReminderDue,
  isStoredCardValidAt,
  nextRenewalAttemptAt,
  RENEWAL_ATTEMPTS,
} from "./renewals.ts";

const at = (iso: string) => new Date(iso);
const END = at("2027-03-10T10:00:00Z");

describe("dunning schedule (ADR 0007)", () => {
  it("tries on the renewal date, then on days 1, 3, 7 and 14 after it: five tries", () => {
    expect(DUNNING_RETRY_DAYS).toEqual([1, 3, 7, 14]);
    expect(RENEWAL_ATTEMPTS).toBe(5);
  });

  it.each([
    [1, "2027-03-10T10:00:00Z", "2027-03-11T10:00:00.000Z"],
    [2, "2027-03-11T10:00:00Z", "2027-03-13T10:00:00.000Z"],
    [3, "2027-03-13T10:00:00Z", "2027-03-17T10:00:00.000Z"],
    [4, "2027-03-17T10:00:00Z", "2027-03-24T10:00:00.000Z"],
  ])("after %i failed tries (last at %s) the next is at %s", (failed, attemptedAt, next) => {
    expect(
      nextRenewalAttemptAt({ periodEnd: END, failedAttempts: failed, attemptedAt: at(attemptedAt) })?.toISOString(),
    ).toBe(next);
  });

  it("lapses after the fifth failed try", () => {
    expect(
      nextRenewalAttemptAt({ periodEnd: END, failedAttempts: 5, attemptedAt: at("2027-03-24T10:00:00Z") }),
    ).toBeNull();
  });

  it("never retries sooner than a day after the last try when jobs ran late", () => {
    // The renewal date's try only ran on day 5: the day-1 retry moves to day 6, no burst of charges.
    expect(
      nextRenewalAttemptAt({
        periodEnd: END,
        failedAttempts: 1,
        attemptedAt: at("2027-03-15T08:00:00Z"),
      })?.toISOString(),
    ).toBe("2027-03-16T08:00:00.000Z");
  });

  it.each([0, -1, 1.5])("refuses %d failed tries", (failed) => {
    expect(() => nextRenewalAttemptAt({ periodEnd: END, failedAttempts: failed, attemptedAt: END })).toThrow(
      RangeError,
    );
  });
});

describe("reminders", () => {
  it.each([
    ["2027-03-03T10:00:00Z", true],
    ["2027-03-03T09:59:59Z", false],
    ["2027-03-10T09:59:59Z", true],
    ["2027-03-10T10:00:00Z", false],
  ])("the 7-day reminder at %s is due: %s", (now, due) => {
    expect(isRenewalReminderDue(END, at(now))).toBe(due);
  });

  it.each([
    // A card valid through February expires before a March renewal; notice within 30 days of it.
    [{ expMonth: 2, expYear: 2027 }, "2027-02-10T10:00:00Z", true],
    [{ expMonth: 2, expYear: 2027 }, "2027-02-08T09:59:59Z", false],
    [{ expMonth: 3, expYear: 2027 }, "2027-02-10T10:00:00Z", false],
    [{ expMonth: 12, expYear: 2030 }, "2027-03-01T10:00:00Z", false],
    [{ expMonth: 2, expYear: 2027 }, "2027-03-10T10:00:01Z", false],
  ])("card %j at %s: expiry notice due %s", (card, now, due) => {
    expect(isCardExpiryNoticeDue(card, END, at(now))).toBe(due);
  });

  it("reads stored expiries as MM/YY, valid through their month", () => {
    expect(formatCardExpiry(3, 2027)).toBe("03/27");
    expect(isStoredCardValidAt({ expMonth: 3, expYear: 2027 }, at("2027-03-31T23:00:00Z"))).toBe(true);
    expect(isStoredCardValidAt({ expMonth: 3, expYear: 2027 }, at("2027-04-02T00:00:00Z"))).toBe(false);
  });
});

describe("what an auto-renewal charges", () => {
  it.each([
    [1, 0],
    [2, 4000],
    [3, 15000],
    [4, 30000],
  ])("level %i renews at its full price: %i cents", (levelId, cents) => {
    expect(autoRenewalCents({ levelId })).toBe(cents);
  });

  it("renews the Instructor Membership at 300 + licence fee − credits, never below zero", () => {
    expect(autoRenewalCents({ levelId: 5 })).toBe(30000);
    expect(autoRenewalCents({ levelId: 5, instructor: { licensingFeeCents: 7500, creditsCents: 4000 } })).toBe(33500);
    expect(autoRenewalCents({ levelId: 5, instructor: { licensingFeeCents: 0, creditsCents: 50000 } })).toBe(0);
  });

  it("adds a year in UTC, Feb 29 becoming Feb 28", () => {
    expect(addYearsUtc(at("2028-02-29T12:00:00Z"), 1).toISOString()).toBe("2029-02-28T12:00:00.000Z");
    expect(addYearsUtc(at("2026-11-21T10:00:00Z"), 1).toISOString()).toBe("2027-11-21T10:00:00.000Z");
    expect(addYearsUtc(at("2026-11-21T10:00:00Z"), -1).toISOString()).toBe("2025-11-21T10:00:00.000Z");
  });
});
