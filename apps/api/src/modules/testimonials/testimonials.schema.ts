import { type SQL, sql } from "drizzle-orm";
import { boolean, customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text search configuration of each interface language that PostgreSQL ships a stemmer for; Japanese and
 * Czech have none, so their testimonials are found by whole words only (the `simple` half of the vector).
 */
export const SEARCH_CONFIG: Record<string, string> = {
  en: "english",
  es: "spanish",
  pt: "portuguese",
  de: "german",
  fr: "french",
  no: "norwegian",
};

function languageConfig(language: SQL): SQL {
  const cases = Object.entries(SEARCH_CONFIG).map(([code, config]) =>
    sql.raw(`when '${code}' then '${config}'::regconfig`),
  );
  return sql`case ${language} ${sql.join(cases, sql` `)} else 'simple'::regconfig end`;
}

/**
 * Members' testimonials (ADR 0025): plain text, stored as sent; listed only once an administrator approved them.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    text: text("text").notNull(),
    /** The name the author chose to show; null: first name and last initial. */
    displayName: text("display_name"),
    location: text("location"),
    /** The author's plan level when they wrote it (the list filters by it). */
    membershipId: integer("membership_id"),
    /** The author's communication language: picks the stemmer of the search vector. */
    language: text("language").notNull().default("en"),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    isFeatured: boolean("is_featured").notNull().default(false),
    rejectionReason: text("rejection_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was last approved; the public list is newest first by this. */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    /** Whole words in any language plus stems in the author's (searched with both, ADR 0025). */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, coalesce(${testimonials.text}, '') || ' ' || coalesce(${testimonials.displayName}, '') || ' ' || coalesce(${testimonials.location}, '')) || to_tsvector(${languageConfig(sql`${testimonials.language}`)}, coalesce(${testimonials.text}, ''))`,
      ),
  },
  (t) => [
    index("testimonials_search_idx").using("gin", t.searchVector),
    // The public list (newest approved first; featured; by level) and the administrator's queue by status.
    index("testimonials_published_idx").on(t.approvedAt, t.id).where(sql`${t.status} = 'approved'`),
    index("testimonials_featured_idx").on(t.approvedAt, t.id).where(sql`${t.status} = 'approved' and ${t.isFeatured}`),
    index("testimonials_level_idx").on(t.membershipId, t.approvedAt).where(sql`${t.status} = 'approved'`),
    index("testimonials_status_created_idx").on(t.status, t.createdAt),
    // The daily quota counts a member's recent testimonials.
    index("testimonials_user_created_idx").on(t.userId, t.createdAt),
  ],
);
