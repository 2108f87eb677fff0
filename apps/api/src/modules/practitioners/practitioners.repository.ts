import {
  boundingBox,
  foldLatin,
  LISTABLE_MEMBERSHIP_IDS,
  type PractitionerFilters,
  type PractitionerType,
} from "@haa/domain";
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { containsPattern, descNullsLast, pageAndCount, pageWindow } from "../../db/paging.ts";
import { preparedPerShape } from "../../db/prepared.ts";
import type { Db } from "../../db/types.ts";
import { itemId, keysetSitemap } from "../../platform/pages/pages.repository.ts";
import type { PageHeadReader } from "../../platform/pages/pages.types.ts";
import { people } from "../account/people.repository.ts";
import { currentPlanSql, endedUnmarkedSql, holdersOfPlansSql } from "../membership/member-plan.repository.ts";
import { memberProfileCounts, memberProfiles } from "../profiles/profiles.schema.ts";

/** A practitioner as the directory reads them: the profile row, the user's public columns, the plan. */
export interface PractitionerRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profileImage: string | null;
  bio: string;
  specializations: string;
  introDescription: string;
  webpageUrl: string;
  countryCode: string | null;
  countryName: string | null;
  stateName: string | null;
  city: string | null;
  languages: string[];
  practitionerTypes: string[];
  offersRemoteSessions: boolean;
  credentialsVerifiedAt: Date | null;
  showEmail: boolean;
  showPhone: boolean;
  showWebpage: boolean;
  membershipId: number | null;
  distanceKm: number | null;
}

const p = memberProfiles;
const u = people;
/** A LIKE pattern for names that start with `word` (escaped): the administrators' member search. */
const prefixOf = (word: string) => containsPattern(word).slice(1);

/**
 * The listing rule's fixed part, written as `member_profiles_sort_idx`'s predicate (no bound values), so any plan of
 * the page may use it; `member_profile_counts` counts the rows that pass it.
 */
const listedFixedPart = sql`${p.listed} and ${p.accountActive} and ${p.unlistedByAdminAt} is null`;

/**
 * ADR 0043's listing rule as one predicate (the domain's `isListedPractitioner`), over the profile row: the
 * account and membership facts are copied into it by triggers (ADR 0055), so no join or subquery runs per row.
 *
 * The copied level only changes when a membership row is written, so a membership that ended without renewing
 * would stay listed until the renewal job marks it lapsed. `memberAccess.planOf` says it is no plan from its end,
 * so the members it would leave listed are taken out at read time: those whose newest membership is not marked
 * lapsed yet gives no access at `now` (`endedUnmarkedSql`, membership's read model).
 */
function listedPredicate(now: Date | Placeholder): SQL {
  return and(
    listedFixedPart,
    inArray(p.currentMembershipId, [...LISTABLE_MEMBERSHIP_IDS]),
    sql`${p.userId} not in ${endedUnmarkedSql(now)}`,
  ) as SQL;
}

/**
 * A name search as a prefix query over the row's words (first name, last name, city): every word the member
 * typed must start a word of theirs. Only letters and digits reach `to_tsquery`, so no operator can be typed.
 * Both sides are folded (`foldLatin`, the row's words by the `fold_latin` of migration 0052), so accents typed or
 * left out make no difference (ADR 0107).
 */
export function namePrefixQuery(words: readonly string[]): string | undefined {
  const tokens = words.flatMap((word) => foldLatin(word).match(/[\p{L}\p{N}]+/gu) ?? []);
  return tokens.length > 0 ? tokens.map((token) => `${token}:*`).join(" & ") : undefined;
}

function distanceExpression(lat: number, lng: number): SQL<number> {
  // Haversine in SQL, the same formula as the domain's `distanceKm`.
  return sql<number>`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${p.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${p.latitude})) * power(sin(radians(${p.longitude} - ${lng}) / 2), 2)))))`;
}

const columns = (distance: SQL<number | null> | undefined) => ({
  userId: p.userId,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone,
  profileImage: u.profileImage,
  bio: u.bio,
  specializations: u.specializations,
  introDescription: u.introDescription,
  webpageUrl: u.webpageUrl,
  countryCode: p.countryCode,
  countryName: p.countryName,
  stateName: p.stateName,
  city: p.city,
  languages: p.languages,
  practitionerTypes: p.practitionerTypes,
  offersRemoteSessions: p.offersRemoteSessions,
  credentialsVerifiedAt: p.credentialsVerifiedAt,
  showEmail: p.showEmail,
  showPhone: p.showPhone,
  showWebpage: p.showWebpage,
  membershipId: p.currentMembershipId,
  distanceKm: distance ?? sql<number | null>`null::double precision`,
});

export interface DirectoryQuery {
  words: string[];
  filters: PractitionerFilters;
  /** The list route's type (breakthrough list), on top of any type filter. */
  forcedType?: PractitionerType;
  page: number;
  pageSize: number;
}

const directoryOrder = [asc(p.sortLast), asc(p.sortFirst), asc(p.userId)];

/**
 * The whole directory, the most read shape, as prepared statements built once per database handle (ADR 0092): its
 * TotalCount from the per-level counters (`member_profile_counts`, migration 0043) less the listed members whose
 * plan ended unmarked (a handful, through the memberships' index), instead of counting every listed profile on each
 * page; the page walks `member_profiles_sort_idx` in its order.
 */
function prepareWholeDirectory(db: Db) {
  const now = sql.placeholder("now");
  const levels = [...LISTABLE_MEMBERSHIP_IDS];
  const count = db
    .select({
      total: sql<number>`coalesce(sum(${memberProfileCounts.listed}), 0) - (select count(*) from ${p} where ${and(
        listedFixedPart,
        inArray(p.currentMembershipId, levels),
        sql`${p.userId} in ${endedUnmarkedSql(now)}`,
      )})`.mapWith(Number),
    })
    .from(memberProfileCounts)
    .where(inArray(memberProfileCounts.membershipId, levels))
    .prepare("directory_whole_count");
  const page = db
    .select(columns(undefined))
    .from(p)
    .innerJoin(u, eq(u.id, p.userId))
    .where(listedPredicate(now))
    .orderBy(...directoryOrder)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("directory_whole_page");
  return { count, page };
}
const preparedWholeDirectory = preparedPerShape<ReturnType<typeof prepareWholeDirectory>>();

async function listAll(db: Db, limit: number, offset: number, now: Date) {
  const statements = preparedWholeDirectory(db, "whole", () => prepareWholeDirectory(db));
  // As Drizzle's own timestamp encoding writes it: a placeholder's value is not encoded by its column.
  const at = now.toISOString();
  // The count always first: the directory's own pages are few, and a page past the end is not read.
  const { rows, total } = await pageAndCount(
    offset,
    () => statements.page.execute({ now: at, limit, offset }),
    async () => Math.max((await statements.count.execute({ now: at }))[0]?.total ?? 0, 0),
    0,
  );
  return { rows: rows as PractitionerRow[], total };
}

/**
 * A name search or a distance search: the matches are found once (the name's GIN index, or the bounding box), and
 * both the count and the page are read from them in one statement, the members' columns joined for the page's
 * rows only. Walking `member_profiles_sort_idx` and filtering instead passes every name before the match in
 * alphabetical order (17,000 profiles for "tanaka" on the scale data), and the distance's order cannot use it.
 * `found` is referenced twice, so PostgreSQL materialises it rather than inlining it in each.
 */
async function listMatches(
  db: Db,
  where: SQL | undefined,
  distance: SQL<number> | undefined,
  limit: number,
  offset: number,
) {
  const found = db.$with("found").as(
    db
      .select({
        userId: p.userId,
        sortLast: p.sortLast,
        sortFirst: p.sortFirst,
        distanceKm: (distance ?? sql<number | null>`null::double precision`).as("distance_km"),
      })
      .from(p)
      .where(where),
  );
  const page = db
    .select()
    .from(found)
    .orderBy(...(distance ? [asc(found.distanceKm)] : []), asc(found.sortLast), asc(found.sortFirst), asc(found.userId))
    .limit(limit)
    .offset(offset)
    .as("page");
  const total = sql<number>`(select count(*) from ${found})`.mapWith(Number);
  const rows = await db
    .with(found)
    .select({ ...columns(sql<number | null>`${page.distanceKm}`), total })
    .from(page)
    .innerJoin(p, eq(p.userId, page.userId))
    .innerJoin(u, eq(u.id, page.userId))
    .orderBy(...(distance ? [asc(page.distanceKm)] : []), asc(page.sortLast), asc(page.sortFirst), asc(page.userId));
  if (rows.length > 0) {
    return { rows: rows.map(({ total: _, ...row }) => row) as PractitionerRow[], total: rows[0]?.total ?? 0 };
  }
  // Past the last page (or nothing found): the count alone.
  const [counted] = await db.with(found).select({ total }).from(sql`(select 1) as one`);
  return { rows: [], total: counted?.total ?? 0 };
}

export const practitionersRepository = {
  async list(db: Db, query: DirectoryQuery, now: Date): Promise<{ rows: PractitionerRow[]; total: number }> {
    const { filters } = query;
    const conditions: SQL[] = [listedPredicate(now)];
    for (const type of new Set([filters.type, query.forcedType].filter((t) => t !== undefined))) {
      conditions.push(sql`${p.practitionerTypes} @> array[${type}]::text[]`);
    }
    if (filters.country) conditions.push(eq(p.countryCode, filters.country));
    if (filters.city) conditions.push(sql`lower(${p.city}) = lower(${filters.city})`);
    if (filters.language) conditions.push(sql`${p.languages} @> array[${filters.language}]::text[]`);
    if (filters.remote !== undefined) conditions.push(eq(p.offersRemoteSessions, filters.remote));
    // Each word starts a word of the name or the city: the GIN index on the row's words (ADR 0055).
    const prefixQuery = namePrefixQuery(query.words);
    if (prefixQuery) conditions.push(sql`${p.searchVector} @@ to_tsquery('simple'::regconfig, ${prefixQuery})`);
    let distance: SQL<number> | undefined;
    if (filters.lat !== undefined && filters.lng !== undefined) {
      const radius = filters.radiusKm ?? 100;
      const box = boundingBox(filters.lat, filters.lng, radius);
      distance = distanceExpression(filters.lat, filters.lng);
      // The box first (btree on latitude, longitude), then the exact circle on the rows it found.
      conditions.push(sql`${p.latitude} between ${box.minLat} and ${box.maxLat}`);
      conditions.push(
        sql`(${sql.join(
          box.lngRanges.map(([west, east]) => sql`${p.longitude} between ${west} and ${east}`),
          sql` or `,
        )})`,
      );
      conditions.push(sql`${distance} <= ${radius}`);
    }
    const { limit, offset } = pageWindow(query);
    const where = and(...conditions);
    if (conditions.length === 1) return listAll(db, limit, offset, now);
    if (prefixQuery || distance) return listMatches(db, where, distance, limit, offset);
    // The count and the page are two indexed reads: a window count would read every matching row's columns.
    const { rows, total } = await pageAndCount(
      offset,
      async () =>
        await db
          .select(columns(undefined))
          .from(p)
          .innerJoin(u, eq(u.id, p.userId))
          .where(where)
          .orderBy(...directoryOrder)
          .limit(limit)
          .offset(offset),
      async () =>
        (
          await db
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(p)
            .where(where)
        )[0]?.total ?? 0,
      0,
    );
    return { rows: rows as PractitionerRow[], total };
  },

  async latest(db: Db, count: number, now: Date): Promise<PractitionerRow[]> {
    const rows = await db
      .select(columns(undefined))
      .from(p)
      .innerJoin(u, eq(u.id, p.userId))
      .where(listedPredicate(now))
      .orderBy(descNullsLast(p.listedAt), descNullsLast(p.userId))
      .limit(count);
    return rows as PractitionerRow[];
  },

  async findListed(db: Db, userId: number, now: Date): Promise<PractitionerRow | undefined> {
    const [row] = await db
      .select(columns(undefined))
      .from(p)
      .innerJoin(u, eq(u.id, p.userId))
      .where(and(eq(p.userId, userId), listedPredicate(now)))
      .limit(1);
    return row as PractitionerRow | undefined;
  },

  // ---- Administration ----

  /**
   * Members an administrator may manage: anyone with a profile row or a plan that allows a listing. The page walks
   * `users_name_idx` in its order and stops once it is full (page 1 reads about 80 members); the count is a
   * statement of its own, run beside it. Without a search it adds the profile rows of live members to the live
   * members without one whose plan allows a listing, found from those plans' rows (`holdersOfPlansSql`): judging
   * every member's plan, and a window count over all of them, took 0.8 s on 100,000 members (issue 22). A deep
   * page reads the count first, and a page past the end nothing more (`pageAndCount`).
   */
  async adminList(db: Db, query: { words: string[]; page: number; pageSize: number }, now: Date) {
    const live = sql`${u.deletedAt} is null`;
    const conditions: SQL[] = [
      live,
      // A member without a profile row appears when their current plan (not the newest row's stored level:
      // a lapsed or ended plan is none) could be listed.
      sql`(${p.userId} is not null or ${currentPlanSql(u.id, now)} in (${sql.join(
        LISTABLE_MEMBERSHIP_IDS.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    ];
    for (const word of query.words) {
      const prefix = prefixOf(word);
      conditions.push(
        sql`(lower(${u.firstName}) like ${prefix} or lower(${u.lastName}) like ${prefix} or lower(${u.email}) like ${prefix})`,
      );
    }
    const where = and(...conditions);
    const { limit, offset } = pageWindow(query);
    const page = db
      .select({
        userId: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        lockedAt: u.lockedAt,
        hasProfile: sql<boolean>`${p.userId} is not null`,
        listed: sql<boolean>`coalesce(${p.listed}, false)`,
        unlistedByAdminAt: p.unlistedByAdminAt,
        practitionerTypes: sql<string[]>`coalesce(${p.practitionerTypes}, '{}'::text[])`,
        credentialsVerifiedAt: p.credentialsVerifiedAt,
        membershipId: currentPlanSql(u.id, now),
      })
      .from(u)
      .leftJoin(p, eq(p.userId, u.id))
      .where(where)
      .orderBy(sql`lower(${u.lastName})`, sql`lower(${u.firstName})`, asc(u.id))
      .limit(limit)
      .offset(offset);
    const count =
      query.words.length > 0
        ? db
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(u)
            .leftJoin(p, eq(p.userId, u.id))
            .where(where)
        : db
            .select({
              total: sql<number>`(select count(*) from ${p} join ${u} on ${u.id} = ${p.userId} where ${live})
                + (select count(*) from ${u} where ${live}
                    and not exists (select 1 from ${p} where ${p.userId} = ${u.id})
                    and ${u.id} in ${holdersOfPlansSql(LISTABLE_MEMBERSHIP_IDS, now)})`.mapWith(Number),
            })
            .from(sql`(select 1) as one`);
    return pageAndCount(
      offset,
      async () => await page,
      async () => (await count)[0]?.total ?? 0,
    );
  },

  async userExists(db: Db, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.id, userId), sql`${u.deletedAt} is null`))
      .limit(1);
    return row !== undefined;
  },

  /** The administrator's columns of one member's listing (none: the member has no profile row yet). */
  async adminColumns(db: Db, userId: number) {
    const [row] = await db
      .select({
        practitionerTypes: p.practitionerTypes,
        credentialsVerifiedAt: p.credentialsVerifiedAt,
        unlistedByAdminAt: p.unlistedByAdminAt,
      })
      .from(p)
      .where(eq(p.userId, userId));
    return row;
  },

  /** Writes only the administrator's columns; a member without a profile row gets one (not listed). */
  async saveAdminColumns(
    db: Db,
    userId: number,
    values: Partial<Pick<typeof p.$inferInsert, "practitionerTypes" | "credentialsVerifiedAt" | "unlistedByAdminAt">>,
  ): Promise<void> {
    await db
      .insert(p)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: p.userId, set: { ...values } });
  },
};

/** Demo rows in one statement (the seed; the bench writes its 10,000 rows its own way). */
export async function insertDemoProfiles(db: Db, rows: (typeof memberProfiles.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(memberProfiles).values(rows).onConflictDoNothing();
}

/** `/practitioner/practitionerdetail/:id`: a listed practitioner's name, introduction and photo (ADR 0095). */
export const practitionerHead: PageHeadReader = async (db, { params, now }) => {
  const id = itemId(params.id);
  const row = id === undefined ? undefined : await practitionersRepository.findListed(db, id, now);
  if (!row) return undefined;
  const place = [row.city, row.countryName].filter(Boolean).join(", ");
  return {
    title: `${row.firstName} ${row.lastName}`.trim(),
    description: row.introDescription || row.bio || place,
    image: row.profileImage,
    type: "profile",
  };
};

/** The directory's listed practitioners, by member id ranges of the profile's primary key. */
export const practitionersSitemap = keysetSitemap({
  name: "practitioners",
  table: p,
  id: p.userId,
  listed: listedPredicate,
  path: (id) => `/practitioner/practitionerdetail/${id}`,
});
