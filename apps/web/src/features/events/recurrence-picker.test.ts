import { describe, expect, it } from "vitest";
import { fromRule, NO_REPEAT, type RecurrencePicker, toRule } from "./recurrence-picker.ts";

describe("recurrence picker", () => {
  it.each<[Partial<RecurrencePicker>, string]>([
    [{}, ""],
    [{ repeat: "daily" }, "FREQ=DAILY"],
    [{ repeat: "weekly", days: ["WE", "MO"] }, "FREQ=WEEKLY;BYDAY=MO,WE"],
    [{ repeat: "biweekly", days: ["TU"], ends: "after", count: "6" }, "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=6"],
    [{ repeat: "monthly", ends: "on", until: "2027-06-30" }, "FREQ=MONTHLY;UNTIL=20270630"],
    [{ repeat: "daily", days: ["MO"] }, "FREQ=DAILY"],
  ])("%j → %s", (picker, rule) => {
    expect(toRule({ ...NO_REPEAT, ...picker })).toBe(rule);
  });

  it("reads stored rules back", () => {
    expect(fromRule("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=6")).toEqual({
      repeat: "biweekly",
      days: ["TU"],
      ends: "after",
      count: "6",
      until: "",
    });
    expect(fromRule("FREQ=MONTHLY;UNTIL=20270630")).toMatchObject({
      repeat: "monthly",
      ends: "on",
      until: "2027-06-30",
    });
    expect(fromRule(null)).toEqual(NO_REPEAT);
  });
});
