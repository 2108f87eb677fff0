import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { containsPattern, pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { people } from "../account/people.repository.ts";
import { contactMessages } from "./contact.schema.ts";

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageWithHandler = ContactMessageRow & { handlerName: string | null };

/** Only this module touches the contact messages. */
export const contactRepository = {
  async insert(db: Db, message: NewContactMessage): Promise<ContactMessageRow> {
    const [row] = await db.insert(contactMessages).values(message).returning();
    if (!row) throw new Error("contact message insert returned nothing");
    return row;
  },

  /**
   * A page of messages, newest first; `search` matches the sender's name, address or subject (short fields, so
   * a pattern; the message body is never scanned).
   */
  async list(db: Db, query: { page: number; pageSize: number; search: string; status: "open" | "handled" | "all" }) {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      query.status === "open" ? isNull(contactMessages.handledAt) : undefined,
      query.status === "handled" ? isNotNull(contactMessages.handledAt) : undefined,
      pattern
        ? or(
            sql`${contactMessages.name} ilike ${pattern}`,
            sql`${contactMessages.email} ilike ${pattern}`,
            sql`${contactMessages.subject} ilike ${pattern}`,
          )
        : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          language: contactMessages.language,
          userId: contactMessages.userId,
          createdAt: contactMessages.createdAt,
          handledAt: contactMessages.handledAt,
          handledBy: contactMessages.handledBy,
          handlerName: sql<
            string | null
          >`case when ${people.id} is null then null else ${people.firstName} || ' ' || ${people.lastName} end`,
        })
        .from(contactMessages)
        .leftJoin(people, eq(people.id, contactMessages.handledBy))
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  /** Whether a message is handled, and by whom (the audit log's "before" of marking it). */
  async handledState(db: Db, id: number) {
    const [row] = await db
      .select({ handledAt: contactMessages.handledAt, handledBy: contactMessages.handledBy })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    return row;
  },

  /** Marks a message handled (or open again); false when there is no such message. */
  async setHandled(db: Db, id: number, handled: { at: Date; by: number } | null): Promise<boolean> {
    const rows = await db
      .update(contactMessages)
      .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    return rows.length === 1;
  },

  /** A deleted account's messages lose the link to it; the words stay for the association's records. */
  async forgetUser(db: Db, userId: number): Promise<void> {
    await db.update(contactMessages).set({ userId: null }).where(eq(contactMessages.userId, userId));
  },
};
