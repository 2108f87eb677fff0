import {
  ALL_PAGE_SIZE_CAP,
  buildIcs,
  dayIn,
  EVENT_LIMITS,
  type EventEdit,
  type EventInput,
  type EventListFilters,
  type EventType,
  formatRecurrence,
  fromZoned,
  groupByMonth,
  type InterfaceLanguage,
  type ListQuery,
  type Occurrence,
  occurrencesFrom,
  parseLocalDateTime,
  parseRecurrence,
  type RecurringSchedule,
  type RsvpInput,
  scheduleEnd,
  type TranslationEntry,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, forbidden, notFound } from "../../http/errors.ts";
import { mayHostEvents, mayManageEvent, maySeeStudyGroups } from "./events.policy.ts";
import { type EventRow, type EventView, eventsRepository as repo } from "./events.repository.ts";

const DAY_MS = 86_400_000;

export interface ListedEvent {
  view: EventView;
  occurrences: Occurrence[];
  canEdit: boolean;
}

export interface EventListResult {
  /** The reader's words for the page's events (ADR 0097); empty in English. */
  words: Map<number, TranslationEntry>;
  lang: InterfaceLanguage;
  months: { month: number; year: number; first: Date; items: ListedEvent[] }[];
  total: number;
  studyGroupsLocked: boolean;
  lockedStudyGroupCount: number;
}

export function scheduleOf(row: Pick<EventRow, "startLocal" | "endLocal" | "timeZone" | "rrule">): RecurringSchedule {
  const start = parseLocalDateTime(row.startLocal);
  const end = parseLocalDateTime(row.endLocal);
  if (!start || !end) throw new Error("stored event has unreadable times");
  const parsed = row.rrule ? parseRecurrence(row.rrule) : null;
  return { start, end, timeZone: row.timeZone, rule: parsed?.ok ? parsed.rule : null };
}

/** The stored columns of a validated form: canonical rule, the instants the list filters on. */
export function columnsOf(input: EventInput) {
  const schedule: RecurringSchedule = {
    start: parseLocalDateTime(input.StartDateTime) as NonNullable<ReturnType<typeof parseLocalDateTime>>,
    end: parseLocalDateTime(input.EndDateTime) as NonNullable<ReturnType<typeof parseLocalDateTime>>,
    timeZone: input.TimeZone,
    rule: input.Recurrence,
  };
  return {
    type: input.Type,
    title: input.Title,
    description: input.Description ?? "",
    address: input.Address,
    city: input.City,
    country: input.Country,
    onlineLink: input.OnlineLink,
    isOnline: input.OnlineLink !== null,
    timeZone: input.TimeZone,
    startLocal: input.StartDateTime,
    endLocal: input.EndDateTime,
    rrule: input.Recurrence ? formatRecurrence(input.Recurrence) : null,
    firstStart: fromZoned(schedule.start, schedule.timeZone),
    lastEnd: scheduleEnd(schedule),
  };
}

/** The audit log's "before" of an event an administrator edits or deletes (ADR 0088): what the form edits. */
function eventState(row: EventRow) {
  return {
    HostId: row.hostId,
    Type: row.type,
    Title: row.title,
    Description: row.description,
    Address: row.address,
    City: row.city,
    Country: row.country,
    OnlineLink: row.onlineLink,
    TimeZone: row.timeZone,
    StartDateTime: row.startLocal,
    EndDateTime: row.endLocal,
    Recurrence: row.rrule,
  };
}

export function createEventService(deps: Deps) {
  const { db, clock } = deps;

  /** The caller's plan level while their membership gives access, else null. */
  async function activeLevel(actor: Actor | undefined): Promise<number | null> {
    if (!actor) return null;
    return deps.memberAccess.planOf(db, actor.user.id, clock.now());
  }

  async function requireManageable(actor: Actor, id: number): Promise<EventRow> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound("EVENT_NOT_FOUND", "eventMessages.notFound");
    if (!mayManageEvent(actor, row, await activeLevel(actor)))
      throw forbidden("EVENT_NOT_HOST", "eventMessages.notHost");
    return row;
  }

  return {
    now: () => clock.now(),

    /**
     * The upcoming list (spec 001 §4): events not over, expanded from today on in their own zone, grouped by the
     * month of their next date; paged over items after the expansion (ADR 0028).
     */
    async list(
      viewer: Actor | undefined,
      query: ListQuery<EventListFilters>,
      lang: InterfaceLanguage,
    ): Promise<EventListResult> {
      const now = clock.now();
      const level = await activeLevel(viewer);
      const seesGroups = maySeeStudyGroups(viewer, level);
      const types: EventType[] = seesGroups ? ["Event", "StudyGroup"] : ["Event"];
      // A day back covers every zone's "today" (UTC−12 … UTC+14); the exact cut is the expansion's.
      const since = new Date(now.getTime() - 2 * DAY_MS);
      const rows = await repo.listUpcoming(db, {
        since,
        search: query.search,
        lang,
        filters: query.filters,
        types,
        viewerId: viewer?.user.id ?? null,
        // Ordered by next date only after the expansion, so the list reads the whole capped set (ADR 0028).
        limit: ALL_PAGE_SIZE_CAP,
      });
      const hostLevel = viewer && level !== null ? level : null;
      const expanded = rows.map((view) => {
        const schedule = scheduleOf(view);
        return {
          view,
          timeZone: view.timeZone,
          occurrences: occurrencesFrom(schedule, dayIn(now, view.timeZone), EVENT_LIMITS.nextOccurrences),
          canEdit: viewer ? mayManageEvent(viewer, view, hostLevel) : false,
        };
      });
      const ordered = groupByMonth(expanded, now).flatMap((group) => group.items);
      const page = ordered.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      const months = groupByMonth(page, now).map((group) => ({
        month: group.month,
        year: group.year,
        first: group.first,
        items: group.items.map(({ view, occurrences, canEdit }) => ({ view, occurrences, canEdit })),
      }));
      const lockedStudyGroupCount =
        seesGroups || query.filters.Type === "Event"
          ? 0
          : await repo.countUpcoming(db, since, "StudyGroup", query.search, lang);
      // An event the viewer may edit stays in its English source: the edit form starts from the list's words.
      const words = await deps.translations.overlay(
        db,
        "event",
        lang,
        page.filter((item) => !item.canEdit).map((item) => item.view.id),
      );
      return { words, lang, months, total: ordered.length, studyGroupsLocked: !seesGroups, lockedStudyGroupCount };
    },

    async add(actor: Actor, input: EventInput): Promise<{ Id: number }> {
      const now = clock.now();
      if (!mayHostEvents(actor, await activeLevel(actor))) throw forbidden("EVENT_NOT_HOST", "eventMessages.notHost");
      // Administrators are trusted with bulk entry; a host's account is limited in case it is misused.
      if (
        !actor.isAdmin &&
        (await repo.createdSince(db, actor.user.id, new Date(now.getTime() - DAY_MS))) >= EVENT_LIMITS.perHostPerDay
      ) {
        throw new AppError(429, "EVENT_DAILY_LIMIT", "eventMessages.dailyLimit", { max: EVENT_LIMITS.perHostPerDay });
      }
      const row = await repo.insert(db, { ...columnsOf(input), hostId: actor.user.id, createdAt: now, updatedAt: now });
      return { Id: row.id };
    },

    async edit(actor: Actor, input: EventEdit): Promise<{ Id: number }> {
      deps.audit.before({ kind: "event", id: input.Id }, eventState(await requireManageable(actor, input.Id)));
      await repo.update(db, input.Id, { ...columnsOf(input), updatedAt: clock.now() });
      return { Id: input.Id };
    },

    async remove(actor: Actor, id: number): Promise<void> {
      deps.audit.before({ kind: "event", id }, eventState(await requireManageable(actor, id)));
      await db.transaction(async (tx) => {
        await repo.remove(tx, id);
        await deps.translations.removeAll(tx, "event", id);
      });
    },

    /** Going or not going; study groups need the plan permission, and a past event takes no answers. */
    async rsvp(
      actor: Actor,
      input: RsvpInput,
    ): Promise<{ EventId: number; MyRsvp: "Going" | "NotGoing"; GoingCount: number }> {
      const now = clock.now();
      const row = await repo.findById(db, input.EventId);
      if (!row) throw notFound("EVENT_NOT_FOUND", "eventMessages.notFound");
      if (row.type === "StudyGroup" && !maySeeStudyGroups(actor, await activeLevel(actor)))
        throw forbidden("STUDY_GROUPS_LOCKED", "eventMessages.studyGroupsLocked");
      if (row.lastEnd && row.lastEnd.getTime() < now.getTime())
        throw new AppError(409, "EVENT_OVER", "eventMessages.over");
      await repo.setRsvp(db, row.id, actor.user.id, input.Going, now);
      return {
        EventId: row.id,
        MyRsvp: input.Going ? "Going" : "NotGoing",
        GoingCount: await repo.goingCount(db, row.id),
      };
    },

    /** The .ics text of the series, or of the occurrence starting at `occurrence` (400 if it is not one). */
    async calendar(
      viewer: Actor | undefined,
      id: number,
      occurrence: string | undefined,
      lang: InterfaceLanguage,
    ): Promise<{ fileName: string; text: string }> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound("EVENT_NOT_FOUND", "eventMessages.notFound");
      if (row.type === "StudyGroup" && !maySeeStudyGroups(viewer, await activeLevel(viewer)))
        throw forbidden("STUDY_GROUPS_LOCKED", "eventMessages.studyGroupsLocked");
      const schedule = scheduleOf(row);
      let single: Occurrence | undefined;
      if (occurrence) {
        const wanted = new Date(occurrence);
        const day = dayIn(new Date(wanted.getTime()), row.timeZone);
        single = occurrencesFrom(schedule, day, 3).find((candidate) => candidate.start.getTime() === wanted.getTime());
        if (!single) throw new AppError(400, "EVENT_OCCURRENCE", "event.occurrenceInvalid");
      }
      const place = row.onlineLink ? "" : [row.address, row.city, row.country].filter(Boolean).join(", ");
      // The calendar entry carries the event's words in the reader's language, as the list showed them.
      const words = (await deps.translations.overlay(db, "event", lang, [row.id])).get(row.id);
      const text = buildIcs({
        uid: `event-${row.id}@${new URL(deps.config.publicUrl).hostname}`,
        title: words?.Title ?? row.title,
        description: words?.Description ?? row.description,
        location: place,
        url: row.onlineLink,
        schedule,
        ...(single ? { occurrence: single } : {}),
        updatedAt: row.updatedAt,
        organizer: await repo.hostName(db, row.hostId),
      });
      const stamp = single ? `-${single.start.toISOString().slice(0, 10)}` : "";
      return { fileName: `event-${row.id}${stamp}.ics`, text };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
