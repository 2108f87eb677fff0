import { sql } from "drizzle-orm";
import { boolean, customType, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What a member shows of themselves beyond the account row (ADR 0043): the directory listing, the languages
 * they work in, where they practise, and what the public profile reveals. One row per member, created on the
 * first save; a member without a row is not listed. Written by the profiles module (the member's own settings)
 * and the practitioners module's administration (types, verification, unlisting); read by the directory.
 */
export const memberProfiles = pgTable(
  "member_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member's own choice to appear in the practitioner directory (still needs 'Practitioner Profile'). */
    listed: boolean("listed").notNull().default(false),
    /** When the member last turned the listing on: orders `Practitioners/LatestPractitionersList`. */
    listedAt: timestamp("listed_at", { withTimezone: true }),
    /** Set by an administrator who takes a practitioner off the directory whatever the member chose. */
    unlistedByAdminAt: timestamp("unlisted_by_admin_at", { withTimezone: true }),
    /**
     * Directory types an administrator granted after checking credentials (`PRACTITIONER_TYPES` in the
     * domain): practitioner, animal, advanced, parama, instructor, breakthrough.
     */
    practitionerTypes: text("practitioner_types").array().notNull().default(sql`'{}'::text[]`),
    credentialsVerifiedAt: timestamp("credentials_verified_at", { withTimezone: true }),
    /** ISO 639-1 codes of the languages the member works in. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Where the member practises: the geography's ids and names, and the city's coordinates. */
    countryCode: text("country_code"),
    countryName: text("country_name"),
    stateId: text("state_id"),
    stateName: text("state_name"),
    city: text("city"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    offersRemoteSessions: boolean("offers_remote_sessions").notNull().default(false),
    /** What the public profile shows besides the name, photo, bio and place. */
    showEmail: boolean("show_email").notNull().default(false),
    showPhone: boolean("show_phone").notNull().default(false),
    showWebpage: boolean("show_webpage").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // ---- Facts copied from other tables by triggers (ADR 0055), never written by the application ----
    // The directory filters and orders 10,000s of rows by them; reading them through joins and a correlated
    // "newest membership" subquery per row cost ~250 ms a page. `member_profiles_facts` (a BEFORE trigger)
    // fills them on every write of the row; triggers on `users` and `user_memberships` touch the row when the
    // name, the lock, the deletion or the membership changes, so they cannot fall behind a writer.
    /** The account is neither locked nor deleted. */
    accountActive: boolean("account_active").notNull().default(false),
    /** The newest membership's level (ADR 0007), or null when there is none or it lapsed. */
    currentMembershipId: integer("current_membership_id"),
    /** Lower-case names: the directory's order (last name, first name). */
    sortLast: text("sort_last").notNull().default(""),
    sortFirst: text("sort_first").notNull().default(""),
    /** First name, last name and city as words ('simple' configuration): the name search's prefix match. */
    searchVector: tsvector("search_vector"),
  },
  (t) => [
    // The latest listings (newest first, in `Practitioners/LatestPractitionersList`'s exact order) over the rows
    // the listing rule's fixed part allows.
    index("member_profiles_listed_idx")
      .on(t.listedAt.desc(), t.userId.desc())
      .where(sql`${t.listed} and ${t.accountActive} and ${t.unlistedByAdminAt} is null`),
    index("member_profiles_country_idx").on(t.countryCode, t.city),
    // The distance search's bounding box: latitude range first, longitude checked on the rows it finds.
    index("member_profiles_lat_lon_idx").on(t.latitude, t.longitude),
    index("member_profiles_types_idx").using("gin", t.practitionerTypes),
    index("member_profiles_languages_idx").using("gin", t.languages),
    // The directory's order over the rows it may list (the listing rule's fixed part, ADR 0043): a page reads
    // its rows in order from here instead of sorting every listed practitioner.
    index("member_profiles_sort_idx")
      .on(t.sortLast, t.sortFirst, t.userId)
      .where(sql`${t.listed} and ${t.accountActive} and ${t.unlistedByAdminAt} is null`),
    index("member_profiles_search_idx").using("gin", t.searchVector),
  ],
);

/**
 * How many profiles pass the listing rule's fixed part (listed, account active, not unlisted by an administrator)
 * at each copied level (0: none): the unfiltered directory's TotalCount sums the listable levels' rows instead of
 * counting 20,000 profiles on every page (issue 22). Kept by the `member_profiles_count_*` statement triggers
 * (migration 0043), never written by the application; which levels are listable stays the domain's rule.
 */
export const memberProfileCounts = pgTable("member_profile_counts", {
  membershipId: integer("membership_id").primaryKey(),
  listed: integer("listed").notNull().default(0),
});
