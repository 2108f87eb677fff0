import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { type ExportRow, pagedRows } from "../account/personal-data.port.ts";
import { eventRsvps, events } from "./events.schema.ts";

/**
 * The events' part of a member's data export and erasure (ADR 0089): their answers to events and study groups, and
 * the ones they host.
 */
export const eventsExport = {
  /** What the member published as host; the events stay after an erasure (others answered them). */
  hosted(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select()
        .from(events)
        .where(and(eq(events.hostId, userId), gt(events.id, afterId)))
        .orderBy(asc(events.id))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.id,
        Type: row.type,
        Title: row.title,
        Description: row.description,
        Address: row.address,
        City: row.city,
        Country: row.country,
        OnlineLink: row.onlineLink,
        TimeZone: row.timeZone,
        Start: row.startLocal,
        End: row.endLocal,
        Repeats: row.rrule,
        CreatedAt: row.createdAt.toISOString(),
      }));
    });
  },

  /** One answer per event, so the event's id is the page cursor. */
  rsvps(db: Db, userId: number): AsyncIterable<ExportRow> {
    return pagedRows(async (afterId, limit) => {
      const rows = await db
        .select({ eventId: eventRsvps.eventId, title: events.title, going: eventRsvps.going, at: eventRsvps.updatedAt })
        .from(eventRsvps)
        .innerJoin(events, eq(events.id, eventRsvps.eventId))
        .where(and(eq(eventRsvps.userId, userId), gt(eventRsvps.eventId, afterId)))
        .orderBy(asc(eventRsvps.eventId))
        .limit(limit);
      return rows.map((row) => ({
        Id: row.eventId,
        Event: row.title,
        Going: row.going,
        UpdatedAt: row.at.toISOString(),
      }));
    });
  },

  /**
   * The answers go. The going count is counted from them when read, and only events not over yet show it: an
   * erased member is not coming, so the count drops as it should; nothing stored has to be corrected.
   */
  eraseRsvps(tx: Db, userId: number) {
    return tx.delete(eventRsvps).where(eq(eventRsvps.userId, userId));
  },
};
