import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** AccountType values: 1 member (spec: fixed at sign-up), 99 administrator. */
export const AccountType = { Member: 1, Admin: 99 } as const;

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    language: text("language").notNull().default("en"),
    country: text("country").notNull().default(""),
    accountType: integer("account_type").notNull().default(1),
    profileImage: text("profile_image"),
    webpageUrl: text("webpage_url").notNull().default(""),
    specializations: text("specializations").notNull().default(""),
    bio: text("bio").notNull().default(""),
    introDescription: text("intro_description").notNull().default(""),
    subscribeToNewsletter: boolean("subscribe_to_newsletter").notNull().default(false),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** Why an administrator locked the account and who did (Admin/LockUser); cleared on unlock. */
    lockReason: text("lock_reason"),
    lockedById: integer("locked_by_id").references((): AnyPgColumn => users.id),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // The administrator's member list (newest first: read backwards) and the name-ordered member lists; the id
    // is the lists' last key, so the index gives their whole order and no page sorts.
    index("users_created_at_idx").on(t.createdAt, t.id),
    // The administrator's user list (live accounts, newest first): its page ids and count come from this index alone,
    // where the full one had to read each row for deleted_at (page 2,000 of 100k members read 40,000 rows).
    index("users_live_created_at_idx").on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index("users_name_idx").on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    // The administrator's search finds a part of a name or an address anywhere in it (ILIKE '%…%'): trigram
    // indexes serve that for three letters and more, instead of reading every member (issue 22).
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_first_name_trgm_idx").using("gin", t.firstName.op("gin_trgm_ops")),
    index("users_last_name_trgm_idx").using("gin", t.lastName.op("gin_trgm_ops")),
  ],
);

/**
 * How many accounts are live (`deleted` false) and deleted: the administrator's user list reads its TotalCount here
 * instead of counting 100,000 members on every page (issue 22, ADR 0102). Kept by the `users_count_*` statement
 * triggers (migration 0044), never written by the application.
 */
export const userCounts = pgTable("user_counts", {
  deleted: boolean("deleted").primaryKey(),
  accounts: integer("accounts").notNull().default(0),
});

/** One row per login; revoking rows logs the user out on every instance at once. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    // The daily prune's cut (`pruneEndedSessions`): when a session ended, by logout or by its lifetime.
    index("sessions_ended_idx").on(sql`coalesce(${t.revokedAt}, ${t.expiresAt})`),
  ],
);

/**
 * Single-use e-mail confirmation, password-reset and e-mail-change tokens; only their SHA-256 is stored. An
 * e-mail-change token carries the address it moves the login to (ADR 0014).
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: ["confirm", "reset", "email-change"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_key").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    // The daily prune's cut: reset and e-mail-change links (a confirmation link is kept, see `pruneSpentTokens`).
    index("account_tokens_spent_idx").on(t.expiresAt).where(sql`${t.purpose} <> 'confirm'`),
  ],
);
