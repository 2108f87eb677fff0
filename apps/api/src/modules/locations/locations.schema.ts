import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * An instructor's teaching venue (ADR 0040). The place is stored by the geography's ids (ISO country code,
 * ISO 3166-2 style state id, city name) plus the names at the time of saving and the coordinates, so lists,
 * the directory's distance search and seminars read one row without the in-memory data set.
 */
export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    countryCode: text("country_code").notNull(),
    countryName: text("country_name").notNull(),
    stateId: text("state_id"),
    stateName: text("state_name"),
    city: text("city").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    capacity: integer("capacity").notNull(),
    /** Plain text from the instructor, escaped wherever shown. */
    notes: text("notes").notNull().default(""),
    archived: boolean("archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple'::regconfig, coalesce(${locations.name}, '')), 'A') || to_tsvector('simple'::regconfig, coalesce(${locations.address}, '') || ' ' || coalesce(${locations.city}, '') || ' ' || coalesce(${locations.stateName}, '') || ' ' || coalesce(${locations.countryName}, ''))`,
      ),
  },
  (t) => [
    index("locations_search_idx").using("gin", t.searchVector),
    // The instructor's lists (active or archived) by name; filters narrow within them.
    index("locations_owner_archived_name_idx").on(t.ownerId, t.archived, t.name, t.id),
    index("locations_owner_country_idx").on(t.ownerId, t.countryCode, t.stateId, t.city),
    // The directory's bounding box (ADR 0040): latitude first, longitude checked on the rows it finds.
    index("locations_lat_lon_idx").on(t.latitude, t.longitude),
  ],
);
