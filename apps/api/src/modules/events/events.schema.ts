import { type SQL, sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Events and study groups (ADR 0028). The host enters wall-clock times in the event's own zone with an optional
 * RRULE; `first_start`/`last_end` are the instants the list filters on (null `last_end`: the series never ends),
 * and the upcoming dates are expanded from the rule when read.
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    hostId: integer("host_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: ["Event", "StudyGroup"] }).notNull(),
    title: text("title").notNull(),
    /** Plain text, stored as typed, escaped wherever it is shown. */
    description: text("description").notNull().default(""),
    address: text("address"),
    city: text("city"),
    country: text("country"),
    onlineLink: text("online_link"),
    isOnline: boolean("is_online").notNull().default(false),
    timeZone: text("time_zone").notNull(),
    /** "YYYY-MM-DDTHH:mm", wall-clock in `time_zone`. */
    startLocal: text("start_local").notNull(),
    endLocal: text("end_local").notNull(),
    /** The canonical RRULE value, or null for one date. */
    rrule: text("rrule"),
    firstStart: timestamp("first_start", { withTimezone: true }).notNull(),
    lastEnd: timestamp("last_end", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple'::regconfig, coalesce(${events.title}, '')), 'A') || to_tsvector('simple'::regconfig, coalesce(${events.description}, '') || ' ' || coalesce(${events.city}, '') || ' ' || coalesce(${events.country}, ''))`,
      ),
  },
  (t) => [
    index("events_search_idx").using("gin", t.searchVector),
    // The list: events not over yet, by first date; filters by type, country and host.
    index("events_last_end_idx").on(t.lastEnd, t.firstStart),
    index("events_type_first_start_idx").on(t.type, t.firstStart),
    index("events_country_idx").on(t.country, t.firstStart),
    index("events_host_idx").on(t.hostId, t.createdAt),
  ],
);

/** One answer per member per event: going or not going (ADR 0028). */
export const eventRsvps = pgTable(
  "event_rsvps",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    going: boolean("going").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("event_rsvps_going_idx").on(t.eventId).where(sql`${t.going}`),
    index("event_rsvps_user_idx").on(t.userId),
  ],
);
