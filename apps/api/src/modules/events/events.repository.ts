import type { EventListFilters, EventType, InterfaceLanguage } from "@haa/domain";
import { and, asc, count, eq, getTableColumns, gte, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { fullTextMatch } from "../../db/paging.ts";
import { qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { idsMatchingTranslations, TEXT_SEARCH_CONFIG } from "../../platform/translations/translations.ts";
import { people } from "../account/people.repository.ts";
import { eventRsvps, events } from "./events.schema.ts";

export type EventRow = typeof events.$inferSelect;
export type NewEvent = Omit<typeof events.$inferInsert, "id" | "searchVector">;
export type EventView = Omit<EventRow, "searchVector"> & {
  hostFirstName: string;
  hostLastName: string;
  goingCount: number;
  myRsvp: boolean | null;
};

const { searchVector: _vector, ...eventColumns } = getTableColumns(events);

/**
 * The search over an event's English words or its translations in any language (ADR 0097), stemmed in the
 * reader's; both sides are served by their GIN indexes.
 */
function searchMatch(search: string, lang: InterfaceLanguage): SQL | undefined {
  const own = fullTextMatch(events.searchVector, search);
  const translated = idsMatchingTranslations("event", search, TEXT_SEARCH_CONFIG[lang]);
  // A union of the two id sets, not `own or id in (…)`: each side is then read from its own GIN index.
  return own && translated
    ? sql`${events.id} in (select ${events.id} from ${events} where ${own} union ${translated})`
    : own;
}

/** Only this module touches the event tables. */
export const eventsRepository = {
  async insert(db: Db, event: NewEvent): Promise<EventRow> {
    const [row] = await db.insert(events).values(event).returning();
    if (!row) throw new Error("event insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, event: Partial<NewEvent>): Promise<void> {
    await db.update(events).set(event).where(eq(events.id, id));
  },

  async remove(db: Db, id: number): Promise<boolean> {
    const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
    return rows.length === 1;
  },

  /** The English words of an event, the source of its translations (ADR 0097). */
  async words(db: Db, id: number): Promise<{ Title: string; Description: string } | undefined> {
    const [row] = await db
      .select({ Title: events.title, Description: events.description })
      .from(events)
      .where(eq(events.id, id));
    return row;
  },

  async findById(db: Db, id: number): Promise<EventRow | undefined> {
    const [row] = await db.select().from(events).where(eq(events.id, id));
    return row;
  },

  /** The host of an event (the access hook's owner), or undefined when there is no such event. */
  async hostOf(db: Db, id: number): Promise<number | undefined> {
    const [row] = await db.select({ hostId: events.hostId }).from(events).where(eq(events.id, id));
    return row?.hostId;
  },

  async hostName(db: Db, userId: number): Promise<string> {
    const [row] = await db
      .select({ firstName: people.firstName, lastName: people.lastName })
      .from(people)
      .where(eq(people.id, userId));
    return row ? `${row.firstName} ${row.lastName}`.trim() : "";
  },

  /** Events created by a host since an instant (the daily limit). */
  async createdSince(db: Db, hostId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.hostId, hostId), gte(events.createdAt, since)));
    return row?.n ?? 0;
  },

  /**
   * Events not over yet (`last_end` from `since` on, or never ending), matching the search and filters, by
   * first date, at most `limit`; with the host's name, the going count and the viewer's own answer.
   */
  async listUpcoming(
    db: Db,
    query: {
      since: Date;
      search: string;
      lang: InterfaceLanguage;
      filters: EventListFilters;
      types: readonly EventType[];
      viewerId: number | null;
      limit: number;
    },
  ): Promise<EventView[]> {
    const conditions: (SQL | undefined)[] = [
      or(isNull(events.lastEnd), gte(events.lastEnd, query.since)),
      inArray(events.type, [...query.types]),
      searchMatch(query.search, query.lang),
      query.filters.Type ? eq(events.type, query.filters.Type) : undefined,
      query.filters.Mode ? eq(events.isOnline, query.filters.Mode === "Online") : undefined,
      query.filters.Country ? sql`lower(${events.country}) = lower(${query.filters.Country})` : undefined,
      query.filters.Mine && query.viewerId !== null ? eq(events.hostId, query.viewerId) : undefined,
    ];
    const going = sql<number>`(select count(*)::int from ${eventRsvps} r where r.event_id = ${qualified(events.id)} and r.going)`;
    const mine =
      query.viewerId === null
        ? sql<boolean | null>`null::boolean`
        : sql<
            boolean | null
          >`(select r.going from ${eventRsvps} r where r.event_id = ${qualified(events.id)} and r.user_id = ${query.viewerId})`;
    return db
      .select({
        ...eventColumns,
        hostFirstName: people.firstName,
        hostLastName: people.lastName,
        goingCount: going,
        myRsvp: mine,
      })
      .from(events)
      .innerJoin(people, eq(people.id, events.hostId))
      .where(and(...conditions))
      .orderBy(asc(events.firstStart), asc(events.id))
      .limit(query.limit);
  },

  /** Counts the study groups a list would show a member with the permission (for the locked answer). */
  async countUpcoming(db: Db, since: Date, type: EventType, search: string, lang: InterfaceLanguage): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(events)
      .where(
        and(or(isNull(events.lastEnd), gte(events.lastEnd, since)), eq(events.type, type), searchMatch(search, lang)),
      );
    return row?.n ?? 0;
  },

  async setRsvp(db: Db, eventId: number, userId: number, going: boolean, now: Date): Promise<void> {
    await db
      .insert(eventRsvps)
      .values({ eventId, userId, going, updatedAt: now })
      .onConflictDoUpdate({ target: [eventRsvps.eventId, eventRsvps.userId], set: { going, updatedAt: now } });
  },

  async goingCount(db: Db, eventId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.going, true)));
    return row?.n ?? 0;
  },
};
