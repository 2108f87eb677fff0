import { z } from "zod";
import { canonicalCountryName } from "../account/choices.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { int32Id } from "../shared/ids.ts";
import { ALL_PAGE_SIZE_CAP, listDataSchema, listQuerySchema } from "../shared/list.ts";
import { shownLanguageSchema } from "../translations/translations.ts";
import { dayIn, type Occurrence, parseRecurrence, RECURRENCE_LIMITS } from "./recurrence.ts";
import { isWebLink } from "./rules.ts";
import { isValidTimeZone, parseLocalDateTime, toZoned } from "./zoned-time.ts";

/**
 * Events and study groups (spec 001 §7 `EventAndGroup/*`, §3 entity, §4 listing rule; the rest is ours,
 * ADR 0028). Validation messages are keys of the `event` group (web namespace `events`).
 */

export const EVENT_TYPES = ["Event", "StudyGroup"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 4000,
  placeMax: 120,
  linkMax: 500,
  /** One sitting lasts at most a day; longer gatherings are a series. */
  maxDurationHours: 24,
  /** Upcoming dates each listed item carries. */
  nextOccurrences: 5,
  /** Events one host may create per day. */
  perHostPerDay: 20,
} as const;

const optionalPlace = (message: string) =>
  z
    .string()
    .trim()
    .max(EVENT_LIMITS.placeMax, message)
    .nullish()
    .transform((value) => (value ? value : null));

const localDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => parseLocalDateTime(text) !== undefined, message);

const recurrenceField = z
  .string()
  .trim()
  .max(200, "event.recurrenceInvalid")
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const parsed = parseRecurrence(value);
    if (!parsed.ok) {
      context.addIssue({ code: "custom", message: `event.${parsed.error}` });
      return z.NEVER;
    }
    return parsed.rule;
  });

const MS_PER_DAY = 86_400_000;

/** Body of AddEventAndGroup; EditEventAndGroup adds `Id`. Times are wall-clock in `TimeZone`. */
const eventFields = z.object({
  Title: z
    .string({ error: "event.titleRequired" })
    .trim()
    .min(1, "event.titleRequired")
    .min(EVENT_LIMITS.titleMin, "event.titleMin")
    .max(EVENT_LIMITS.titleMax, "event.titleMax"),
  Description: z.string().trim().max(EVENT_LIMITS.descriptionMax, "event.descriptionMax").nullish().default(""),
  Type: z.enum(EVENT_TYPES, { error: "event.typeInvalid" }),
  Address: optionalPlace("event.placeMax"),
  City: optionalPlace("event.placeMax"),
  // One of the sign-up's country names (any case), stored as that name: the list's country filter matches it.
  Country: optionalPlace("event.placeMax").transform((value, context) => {
    if (value === null) return null;
    const country = canonicalCountryName(value);
    if (country === null) {
      context.addIssue({ code: "custom", message: "event.countryInvalid" });
      return z.NEVER;
    }
    return country;
  }),
  OnlineLink: z
    .string()
    .trim()
    .max(EVENT_LIMITS.linkMax, "event.linkInvalid")
    .refine((text) => text === "" || isWebLink(text), "event.linkInvalid")
    .nullish()
    .transform((value) => (value ? value : null)),
  TimeZone: z
    .string({ error: "event.timeZoneInvalid" })
    .trim()
    .refine((text) => isValidTimeZone(text), "event.timeZoneInvalid"),
  StartDateTime: localDateTime("event.startInvalid"),
  EndDateTime: localDateTime("event.endInvalid"),
  Recurrence: recurrenceField,
});

function checkEvent(input: z.output<typeof eventFields>, context: z.RefinementCtx): void {
  if (!input.OnlineLink && !(input.City && input.Country)) {
    context.addIssue({ code: "custom", path: ["City"], message: "event.placeRequired" });
  }
  const start = parseLocalDateTime(input.StartDateTime);
  const end = parseLocalDateTime(input.EndDateTime);
  if (!start || !end) return;
  const startMs = Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute);
  const endMs = Date.UTC(end.year, end.month - 1, end.day, end.hour, end.minute);
  if (endMs <= startMs || endMs - startMs > EVENT_LIMITS.maxDurationHours * 3_600_000) {
    context.addIssue({ code: "custom", path: ["EndDateTime"], message: "event.endBeforeStart" });
  }
  const until = input.Recurrence?.until;
  if (until) {
    const untilMs = Date.parse(`${until}T23:59:00Z`);
    if (untilMs < startMs || untilMs - startMs > RECURRENCE_LIMITS.maxYears * 366 * MS_PER_DAY) {
      context.addIssue({ code: "custom", path: ["Recurrence"], message: "event.recurrenceUntil" });
    }
  }
}

export const eventInputSchema = eventFields.superRefine(checkEvent);
export type EventInputForm = z.input<typeof eventInputSchema>;
export type EventInput = z.output<typeof eventInputSchema>;

export const eventEditSchema = eventFields.extend({ Id: int32Id() }).superRefine(checkEvent);
export type EventEdit = z.output<typeof eventEditSchema>;

/** `filters` of GetEventAndStudyByGroup. */
export const eventListFiltersSchema = z
  .strictObject({
    Type: z.enum(EVENT_TYPES).optional(),
    Mode: z.enum(["Online", "InPerson"]).optional(),
    Country: z.string().trim().min(1).max(EVENT_LIMITS.placeMax).optional(),
    /** Only the caller's own (a host's "my events"). */
    Mine: z.boolean().optional(),
  })
  .default({});
export type EventListFilters = z.output<typeof eventListFiltersSchema>;

/** Spec §9: event groups are loaded whole (pageSize all, capped at ALL_PAGE_SIZE_CAP items). */
export const eventListQuerySchema = listQuerySchema({
  defaultPageSize: ALL_PAGE_SIZE_CAP,
  maxPageSize: ALL_PAGE_SIZE_CAP,
  filters: eventListFiltersSchema,
});

export const rsvpInputSchema = z.object({
  EventId: int32Id(),
  Going: z.boolean({ error: "event.rsvpInvalid" }),
});
export type RsvpInput = z.output<typeof rsvpInputSchema>;

export const occurrenceSchema = z.object({ Start: isoDateTimeSchema, End: isoDateTimeSchema });

export const eventItemSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  Type: z.enum(EVENT_TYPES),
  Address: z.string().nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  OnlineLink: z.string().nullable(),
  IsOnline: z.boolean(),
  TimeZone: z.string(),
  /** The first sitting, wall-clock in TimeZone ("YYYY-MM-DDTHH:mm"), as the host entered it. */
  StartDateTime: z.string(),
  EndDateTime: z.string(),
  /** The RRULE value, or null for a single date. */
  Recurrence: z.string().nullable(),
  /** The next occurrence's start. */
  EventDate: isoDateTimeSchema,
  /** Upcoming occurrences from today on, ascending (at most EVENT_LIMITS.nextOccurrences). */
  NextOccurrence: z.array(occurrenceSchema),
  HostId: z.number().int(),
  HostName: z.string(),
  GoingCount: z.number().int().min(0),
  MyRsvp: z.enum(["Going", "NotGoing"]).nullable(),
  CanEdit: z.boolean(),
  /** The language of the title and description as shown: the reader's where translated (ADR 0097). */
  Lang: shownLanguageSchema.optional(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

/** One month of the list (spec 001 §3 "EventDate, NextOccurrence list, Month, Year, Data"). */
export const eventMonthSchema = z.object({
  Month: z.number().int().min(1).max(12),
  Year: z.number().int(),
  /** The month's first occurrence. */
  EventDate: isoDateTimeSchema,
  /** The next occurrence of each item of the month, ascending. */
  NextOccurrence: z.array(isoDateTimeSchema),
  Data: z.array(eventItemSchema),
});
export type EventMonth = z.infer<typeof eventMonthSchema>;

/** Visitors and Starter members get the events; study groups are counted, not shown (ADR 0028). */
export const eventListSchema = listDataSchema(eventMonthSchema).extend({
  StudyGroupsLocked: z.boolean(),
  LockedStudyGroupCount: z.number().int().min(0),
});
export type EventList = z.infer<typeof eventListSchema>;

export const eventReceiptSchema = z.object({ Id: z.number().int() });
export const rsvpResultSchema = z.object({
  EventId: z.number().int(),
  MyRsvp: z.enum(["Going", "NotGoing"]),
  GoingCount: z.number().int().min(0),
});
export type RsvpResult = z.infer<typeof rsvpResultSchema>;

/** Query of the .ics download: one occurrence (its start) or, without it, the whole series. */
export const eventCalendarQuerySchema = z.object({
  occurrence: z
    .string()
    .trim()
    .max(40, "event.occurrenceInvalid")
    .optional()
    .refine((text) => text === undefined || text === "" || !Number.isNaN(Date.parse(text)), "event.occurrenceInvalid"),
});

/**
 * Spec 001 §4: only occurrences from today on (the event's own today) are kept, ascending; an item is placed in
 * the month of its next occurrence, months that are current or later only, ascending; items without an upcoming
 * date drop out.
 */
export function groupByMonth<T extends { timeZone: string; occurrences: Occurrence[] }>(
  items: readonly T[],
  now: Date,
): { month: number; year: number; first: Date; items: T[] }[] {
  const upcoming = items
    .map((item) => {
      const today = dayIn(now, item.timeZone);
      const kept = item.occurrences
        .filter((occurrence) => {
          const day = dayIn(occurrence.start, item.timeZone);
          return day.year * 10_000 + day.month * 100 + day.day >= today.year * 10_000 + today.month * 100 + today.day;
        })
        .sort((a, b) => a.start.getTime() - b.start.getTime());
      return { ...item, occurrences: kept };
    })
    .filter((item) => item.occurrences.length > 0)
    .sort((a, b) => (a.occurrences[0]?.start.getTime() ?? 0) - (b.occurrences[0]?.start.getTime() ?? 0));
  const groups: { month: number; year: number; first: Date; items: T[] }[] = [];
  for (const item of upcoming) {
    const first = item.occurrences[0] as Occurrence;
    const { year, month } = toZoned(first.start, item.timeZone);
    const today = toZoned(now, item.timeZone);
    if (year * 12 + month < today.year * 12 + today.month) continue;
    let group = groups.find((candidate) => candidate.year === year && candidate.month === month);
    if (!group) {
      group = { month, year, first: first.start, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups.sort((a, b) => a.year - b.year || a.month - b.month);
}

/** The .ics download's body, documented as a file (text/calendar). */
export const icsFileSchema = z.string().meta({ type: "string", format: "binary" });
