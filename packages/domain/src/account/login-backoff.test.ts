import { describe, expect, it } from "vitest";
import { loginBackoffMs } from "./login-backoff.ts";

describe("login back-off after an account's failed logins", () => {
  it.each([
    [0, 10, 0],
    [9, 10, 0],
    [10, 10, 250],
    [11, 10, 500],
    [12, 10, 1000],
    [13, 10, 2000],
    [14, 10, 4000],
    [15, 10, 5000],
    [500, 10, 5000],
    [1000, 1000, 250],
  ])("%i failures with an allowance of %i wait %i ms", (failures, allowance, ms) => {
    expect(loginBackoffMs(failures, allowance)).toBe(ms);
  });
});
