import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/account.schema.ts";

/**
 * Links between an instructor and a coordinator (ADR 0046). A link starts as an invitation to an e-mail address
 * (the invitee may have no account yet: `coordinator_id` is set when they answer); the mail's single-use token
 * is stored as its SHA-256. Archiving keeps the row; removing a link that never worked deletes it.
 */
export const instructorCoordinators = pgTable(
  "instructor_coordinators",
  {
    id: serial("id").primaryKey(),
    instructorId: integer("instructor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coordinatorId: integer("coordinator_id").references(() => users.id, { onDelete: "cascade" }),
    /** The invited address, lower-cased: finds a member's pending invitations and refuses duplicates. */
    inviteeEmail: text("invitee_email").notNull(),
    /** The instructor's note in the invitation: plain text, escaped wherever it is shown. */
    message: text("message"),
    status: text("status", { enum: ["pending", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
    canManageSeminars: boolean("can_manage_seminars").notNull().default(true),
    canManageLocations: boolean("can_manage_locations").notNull().default(true),
    receivesStudentMails: boolean("receives_student_mails").notNull().default(false),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archivedBy: integer("archived_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // The instructor's active and archived lists, newest first, and the daily invitation quota.
    index("instructor_coordinators_instructor_idx").on(t.instructorId, t.createdAt),
    // A coordinator's instructors (and the locations rule: is this member an accepted coordinator of X).
    index("instructor_coordinators_coordinator_idx").on(t.coordinatorId, t.instructorId),
    // A member's pending invitations by address.
    index("instructor_coordinators_invitee_idx").on(t.inviteeEmail, t.status),
    uniqueIndex("instructor_coordinators_token_idx").on(t.tokenHash),
    // One pending invitation per instructor and address (a second one is 409).
    uniqueIndex("instructor_coordinators_one_pending_idx")
      .on(t.instructorId, t.inviteeEmail)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The coordinator agreement, one row per published version (the newest is in force). Plain text. */
export const coordinatorAgreements = pgTable(
  "coordinator_agreements",
  {
    id: serial("id").primaryKey(),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("coordinator_agreements_version_idx").on(t.version)],
);

/** Who accepted which version, when and from which address (the evidence the agreement asks for). */
export const coordinatorAgreementAcceptances = pgTable(
  "coordinator_agreement_acceptances",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => coordinatorAgreements.id),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull(),
    ip: text("ip").notNull(),
  },
  (t) => [
    uniqueIndex("coordinator_agreement_acceptances_user_idx").on(t.userId, t.agreementId),
    index("coordinator_agreement_acceptances_agreement_idx").on(t.agreementId),
  ],
);
