import { describe, expect, it } from "vitest";
import { nextDailyAt } from "./schedule.ts";

describe("next daily run", () => {
  it.each([
    ["2026-11-23T02:59:59.000Z", 3, "2026-11-23T03:00:00.000Z"],
    ["2026-11-23T03:00:00.000Z", 3, "2026-11-24T03:00:00.000Z"],
    ["2026-11-23T22:10:00.000Z", 3, "2026-11-24T03:00:00.000Z"],
    ["2026-12-31T23:00:00.000Z", 6, "2027-01-01T06:00:00.000Z"],
    ["2028-02-28T07:00:00.000Z", 6, "2028-02-29T06:00:00.000Z"],
  ])("after %s at %i h UTC is %s", (now, hour, next) => {
    expect(nextDailyAt(new Date(now), hour).toISOString()).toBe(next);
  });
});
