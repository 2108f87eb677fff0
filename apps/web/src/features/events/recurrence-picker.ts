import { parseRecurrence, WEEKDAYS, type Weekday } from "@haa/domain";

/** The form's recurrence picker: the choices a host understands, turned into the RRULE the API takes. */
export type RepeatChoice = "none" | "daily" | "weekly" | "biweekly" | "monthly";
export type EndChoice = "never" | "after" | "on";

export interface RecurrencePicker {
  repeat: RepeatChoice;
  days: Weekday[];
  ends: EndChoice;
  count: string;
  /** "YYYY-MM-DD" */
  until: string;
}

export const NO_REPEAT: RecurrencePicker = { repeat: "none", days: [], ends: "never", count: "10", until: "" };

/** The RRULE value for the picker ("" for a single date). */
export function toRule(picker: RecurrencePicker): string {
  if (picker.repeat === "none") return "";
  const parts = [`FREQ=${picker.repeat === "daily" ? "DAILY" : picker.repeat === "monthly" ? "MONTHLY" : "WEEKLY"}`];
  if (picker.repeat === "biweekly") parts.push("INTERVAL=2");
  if ((picker.repeat === "weekly" || picker.repeat === "biweekly") && picker.days.length > 0) {
    parts.push(`BYDAY=${WEEKDAYS.filter((day) => picker.days.includes(day)).join(",")}`);
  }
  if (picker.ends === "after") parts.push(`COUNT=${picker.count.trim()}`);
  if (picker.ends === "on") parts.push(`UNTIL=${picker.until.replaceAll("-", "")}`);
  return parts.join(";");
}

/** The picker for a stored rule (editing); rules the picker cannot show fall back to their nearest choice. */
export function fromRule(rule: string | null): RecurrencePicker {
  if (!rule) return NO_REPEAT;
  const parsed = parseRecurrence(rule);
  if (!parsed.ok) return NO_REPEAT;
  const { freq, interval, byDay, count, until } = parsed.rule;
  const repeat: RepeatChoice =
    freq === "DAILY" ? "daily" : freq === "MONTHLY" ? "monthly" : interval === 2 ? "biweekly" : "weekly";
  return {
    repeat,
    days: byDay,
    ends: count !== undefined ? "after" : until ? "on" : "never",
    count: String(count ?? 10),
    until: until ?? "",
  };
}

/** The label key of a stored rule, for the list. */
export function repeatLabelKey(rule: string | null) {
  const repeat = fromRule(rule).repeat;
  return (
    {
      none: "eventsPage.repeatNone",
      daily: "eventsPage.repeatDaily",
      weekly: "eventsPage.repeatWeekly",
      biweekly: "eventsPage.repeatBiweekly",
      monthly: "eventsPage.repeatMonthly",
    } as const
  )[repeat];
}
