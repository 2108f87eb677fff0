import { describe, expect, it } from "vitest";
import { pendingOrderCutoff } from "../orders/rules.ts";
import { nextRefundTry, REFUND_RETRY_DELAYS_MS, refundKey } from "./refunds.ts";

const now = new Date("2026-11-21T10:00:00Z");
const minutes = (n: number) => n * 60_000;

describe("refund retry back-off", () => {
  it.each([
    [1, minutes(5)],
    [2, minutes(30)],
    [3, minutes(120)],
    [4, minutes(720)],
    [5, minutes(1440)],
  ])("after %i declines the next try is %i ms later", (declines, delay) => {
    expect(nextRefundTry(declines, now)?.getTime()).toBe(now.getTime() + delay);
  });

  it("stops after the last delay", () => {
    expect(nextRefundTry(REFUND_RETRY_DELAYS_MS.length + 1, now)).toBeNull();
  });

  it("grows with every decline", () => {
    for (let i = 1; i < REFUND_RETRY_DELAYS_MS.length; i++) {
      expect(REFUND_RETRY_DELAYS_MS[i]).toBeGreaterThan(REFUND_RETRY_DELAYS_MS[i - 1] as number);
    }
  });

  it.each([0, -1, 1.5])("refuses a decline count of %s", (declines) => {
    expect(() => nextRefundTry(declines, now)).toThrow(RangeError);
  });
});

describe("refund keys", () => {
  it.each([
    [7, 0, "seminar-cancel:7"],
    [7, 1, "seminar-cancel:7:retry-1"],
    [7, 5, "seminar-cancel:7:retry-5"],
  ])("enrolment %i after %i declines uses %s", (id, declines, key) => {
    expect(refundKey(id, declines)).toBe(key);
  });
});

describe("pending order cutoff", () => {
  it.each([
    ["2026-11-21T10:00:00Z", "2026-11-21T09:30:00Z"],
    ["2026-11-21T00:10:00Z", "2026-11-20T23:40:00Z"],
  ])("at %s orders before %s are abandoned", (at, cutoff) => {
    expect(pendingOrderCutoff(new Date(at)).toISOString()).toBe(new Date(cutoff).toISOString());
  });
});
