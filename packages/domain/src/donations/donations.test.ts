import { describe, expect, it } from "vitest";
import {
  adminDonationFiltersSchema,
  DONATION_MAX_CENTS,
  donateInputSchema,
  isCalendarDay,
  parseDonationAmount,
} from "./donations.ts";

describe("donation amount", () => {
  it.each([
    [25, { ok: true, cents: 2500 }],
    ["25", { ok: true, cents: 2500 }],
    ["1", { ok: true, cents: 100 }],
    ["1.00", { ok: true, cents: 100 }],
    ["12.5", { ok: true, cents: 1250 }],
    ["10000", { ok: true, cents: DONATION_MAX_CENTS }],
    ["0.99", { ok: false, problem: "min" }],
    [0, { ok: false, problem: "min" }],
    ["10000.01", { ok: false, problem: "max" }],
    ["", { ok: false, problem: "required" }],
    [null, { ok: false, problem: "required" }],
    ["-5", { ok: false, problem: "invalid" }],
    ["1e3", { ok: false, problem: "invalid" }],
    ["12.345", { ok: false, problem: "invalid" }],
    ["twenty", { ok: false, problem: "invalid" }],
    ["25 USD", { ok: false, problem: "invalid" }],
  ])("reads %j as %j", (value, expected) => {
    expect(parseDonationAmount(value)).toEqual(expected);
  });
});

describe("Donation/Donate body", () => {
  const valid = { Amount: 25, Name: "Ana Souza", Email: "ana@example.org" };
  it("defaults to a one-off donation and gives cents", () => {
    expect(donateInputSchema.parse(valid)).toMatchObject({ Amount: 2500, Frequency: "OneOff" });
  });
  it.each([
    [{ Amount: "0.5" }, "donation.amountMin"],
    [{ Amount: 20_000 }, "donation.amountMax"],
    [{ Name: "" }, "donation.nameRequired"],
    [{ Name: "Ana\nBCC" }, "donation.nameInvalid"],
    [{ Email: "not-an-email" }, "donation.emailInvalid"],
    [{ Frequency: "Monthly" }, undefined],
  ])("refuses %j", (change, message) => {
    const result = donateInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("the administrator's donation filters (ADR 0052)", () => {
  it.each([
    ["2026-11-24", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["26-11-24", false],
    ["2026-11-24T00:00:00Z", false],
  ])("%s is a calendar day: %s", (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it.each([
    [{}, true],
    [{ From: "2026-11-01", To: "2026-11-01" }, true],
    [{ From: "2026-11-02", To: "2026-11-01" }, false],
    [{ From: "", To: "" }, true],
    [{ Status: "Refunded", Frequency: "Yearly", search: " ana " }, true],
    [{ Status: "Cancelled" }, false],
    [{ search: "x".repeat(201) }, false],
  ])("%j is accepted: %s", (query, expected) => {
    expect(adminDonationFiltersSchema.safeParse(query).success).toBe(expected);
  });

  it("reads empty days as no limit and trims the search", () => {
    expect(adminDonationFiltersSchema.parse({ From: "", search: " ana " })).toEqual({ From: undefined, search: "ana" });
  });
});
