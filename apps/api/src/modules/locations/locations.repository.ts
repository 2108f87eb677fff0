import type { LocationListFilters } from "@haa/domain";
import { and, asc, count, eq, getTableColumns, gte, isNotNull, type SQL, sql } from "drizzle-orm";
import { fullTextMatch, pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { seminars } from "../seminars/seminars.schema.ts";
import { locations } from "./locations.schema.ts";

export type LocationRow = Omit<typeof locations.$inferSelect, "searchVector">;
export type NewLocation = Omit<typeof locations.$inferInsert, "id" | "searchVector">;
export type LocationView = LocationRow & { upcomingSeminars: number };

const { searchVector: _vector, ...locationColumns } = getTableColumns(locations);

/** Scheduled seminars at a location that have not ended (they keep the location from being deleted). */
/**
 * Scheduled seminars at a location that have not ended (they keep the location from being deleted). Written
 * with an alias: in a one-table select the builder leaves columns unqualified, which inside this subquery
 * would all resolve to the seminars table.
 */
const upcomingAt = (now: Date) =>
  sql<number>`(select count(*)::int from ${seminars} s where s.location_id = ${locations}.id and s.status = 'scheduled' and s.last_end >= ${now})`;

/** Only this module touches the locations table (and reads which seminars use a location). */
export const locationsRepository = {
  async insert(db: Db, location: NewLocation): Promise<LocationRow> {
    const [row] = await db.insert(locations).values(location).returning(locationColumns);
    if (!row) throw new Error("location insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, location: Partial<NewLocation>): Promise<void> {
    await db.update(locations).set(location).where(eq(locations.id, id));
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.delete(locations).where(eq(locations.id, id));
  },

  async findById(db: Db, id: number): Promise<LocationRow | undefined> {
    const [row] = await db.select(locationColumns).from(locations).where(eq(locations.id, id));
    return row;
  },

  /** The owner of a location (the access hook's owner), or undefined when there is none. */
  async ownerOf(db: Db, id: number): Promise<number | undefined> {
    const [row] = await db.select({ ownerId: locations.ownerId }).from(locations).where(eq(locations.id, id));
    return row?.ownerId;
  },

  async createdSince(db: Db, ownerId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(locations)
      .where(and(eq(locations.ownerId, ownerId), gte(locations.createdAt, since)));
    return row?.n ?? 0;
  },

  async upcomingSeminars(db: Db, id: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(seminars)
      .where(and(eq(seminars.locationId, id), eq(seminars.status, "scheduled"), gte(seminars.lastEnd, now)));
    return row?.n ?? 0;
  },

  /** One page of an owner's active or archived locations by name, with the search and filters. */
  async page(
    db: Db,
    query: {
      ownerId: number;
      archived: boolean;
      search: string;
      filters: LocationListFilters;
      page: number;
      pageSize: number;
      now: Date;
    },
  ): Promise<{ rows: LocationView[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      eq(locations.ownerId, query.ownerId),
      eq(locations.archived, query.archived),
      fullTextMatch(locations.searchVector, query.search),
      query.filters.CountryId ? eq(locations.countryCode, query.filters.CountryId) : undefined,
      query.filters.StateId ? eq(locations.stateId, query.filters.StateId) : undefined,
      query.filters.City ? eq(locations.city, query.filters.City) : undefined,
    ];
    const where = and(...conditions);
    const { limit, offset } = pageWindow(query);
    const rows = await db
      .select({ ...locationColumns, upcomingSeminars: upcomingAt(query.now) })
      .from(locations)
      .where(where)
      .orderBy(asc(locations.name), asc(locations.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(locations).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The countries, states and cities an owner's active locations are in, with how many in each. */
  async filterOptions(db: Db, ownerId: number) {
    const active = and(eq(locations.ownerId, ownerId), eq(locations.archived, false));
    const countries = await db
      .select({ Id: locations.countryCode, Name: sql<string>`min(${locations.countryName})`, Count: count() })
      .from(locations)
      .where(active)
      .groupBy(locations.countryCode)
      .orderBy(sql`2`);
    const states = await db
      .select({ Id: sql<string>`${locations.stateId}`, Name: sql<string>`min(${locations.stateName})`, Count: count() })
      .from(locations)
      .where(and(active, isNotNull(locations.stateId)))
      .groupBy(locations.stateId)
      .orderBy(sql`2`);
    const cities = await db
      .select({ Name: locations.city, Count: count() })
      .from(locations)
      .where(active)
      .groupBy(locations.city)
      .orderBy(locations.city);
    return { Countries: countries, States: states, Cities: cities };
  },

  /** Demo: links the instructor's in-person seminars to their saved venue in the same city. */
  async linkSeminarsByCity(db: Db, ownerId: number): Promise<void> {
    await db.execute(sql`
      update ${seminars} set location_id = l.id
      from (select distinct on (city) id, city from ${locations} where owner_id = ${ownerId} order by city, id) l
      where ${seminars.instructorId} = ${ownerId} and ${seminars.city} = l.city and ${seminars.locationId} is null`);
  },
};
