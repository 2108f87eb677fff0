import { type SQL, sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The administrators' audit log (ADR 0088): one row per administrator call that changed something, written by the
 * one `onResponse` hook of `audit.hook.ts`. Append-only: migration 0037 adds a trigger that refuses UPDATE, DELETE
 * and TRUNCATE. The actor has no foreign key, and their name and e-mail are copied, so the entries of a deleted
 * administrator keep saying who it was.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    actorId: integer("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** The contract call's operation name, `Admin/LockUser`. */
    action: text("action").notNull(),
    method: text("method").notNull(),
    /** The route's pattern (`/api/Forum/DeletePost/:id`), never the raw URL: no query-string secrets. */
    path: text("path").notNull(),
    /** What the call acted on, where it names one: `user` + `42`. */
    targetKind: text("target_kind"),
    targetId: text("target_id"),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull(),
    requestId: text("request_id").notNull(),
    status: smallint("status").notNull(),
    /** What the use case said the target was before the change (`request.auditBefore`); null when it said nothing. */
    before: jsonb("before"),
    /** The request's input (query, path and body) with every secret redacted. */
    after: jsonb("after"),
    /** What the free-text search matches (trigram index): who, what, which target, and the start of the input. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${auditLog.actorName} || ' ' || ${auditLog.actorEmail} || ' ' || ${auditLog.action} || ' ' || coalesce(${auditLog.targetKind}, '') || ' ' || coalesce(${auditLog.targetId}, '') || ' ' || left(coalesce(${auditLog.after}::text, ''), 2000))`,
      ),
  },
  (t) => [
    // Ascending, read backwards for the list's `occurred_at desc, id desc` (db/paging.ts on NULLS ordering).
    index("audit_log_occurred_idx").on(t.occurredAt, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.occurredAt, t.id),
    index("audit_log_action_idx").on(t.action, t.occurredAt, t.id),
    index("audit_log_target_idx").on(t.targetKind, t.targetId, t.occurredAt, t.id),
    index("audit_log_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);
