import type { TestimonialFilter, TestimonialStatus } from "@haa/domain";
import { and, asc, desc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import { fullTextMatch, pageWindow } from "../../db/paging.ts";
import type { Db } from "../../db/types.ts";
import { people } from "../account/people.repository.ts";
import { SEARCH_CONFIG, testimonials } from "./testimonials.schema.ts";

export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonial = typeof testimonials.$inferInsert;

/** A testimonial with what its presenters show of the author. */
export type TestimonialWithAuthor = Omit<TestimonialRow, "searchVector"> & {
  author: { firstName: string; lastName: string; email: string; profileImage: string | null };
};

/** Namespace of the advisory lock that serialises one member's submissions (the daily quota). */
const QUOTA_LOCK = 7025;

const columns = {
  id: testimonials.id,
  userId: testimonials.userId,
  text: testimonials.text,
  displayName: testimonials.displayName,
  location: testimonials.location,
  membershipId: testimonials.membershipId,
  language: testimonials.language,
  status: testimonials.status,
  isFeatured: testimonials.isFeatured,
  rejectionReason: testimonials.rejectionReason,
  createdAt: testimonials.createdAt,
  approvedAt: testimonials.approvedAt,
  reviewedAt: testimonials.reviewedAt,
  reviewedBy: testimonials.reviewedBy,
  author: {
    firstName: people.firstName,
    lastName: people.lastName,
    email: people.email,
    profileImage: people.profileImage,
  },
};

/**
 * Full-text search: whole words (the `simple` half of the vector) or stems in the reader's language, so
 * "heal" finds "healing" for an English reader and a Japanese word still finds itself (ADR 0025).
 */
function searchMatch(search: string, language: string): SQL | undefined {
  const words = fullTextMatch(testimonials.searchVector, search);
  const config = SEARCH_CONFIG[language];
  return config ? or(words, fullTextMatch(testimonials.searchVector, search, config)) : words;
}

async function page(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  window: { page: number; pageSize: number },
): Promise<{ list: TestimonialWithAuthor[]; total: number }> {
  const { limit, offset } = pageWindow(window);
  const [list, [total]] = await Promise.all([
    db
      .select(columns)
      .from(testimonials)
      .innerJoin(people, eq(people.id, testimonials.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(testimonials).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Only this module touches the testimonials table. */
export const testimonialsRepository = {
  /** Approved testimonials, newest approval first, optionally featured only or by level, searched. */
  listPublished(
    db: Db,
    query: { page: number; pageSize: number; search: string; filter: TestimonialFilter; language: string },
  ) {
    const where = and(
      eq(testimonials.status, "approved"),
      query.filter.kind === "featured" ? eq(testimonials.isFeatured, true) : undefined,
      query.filter.kind === "level" ? eq(testimonials.membershipId, query.filter.membershipId) : undefined,
      searchMatch(query.search, query.language),
    );
    return page(db, where, [desc(testimonials.approvedAt), desc(testimonials.id)], query);
  },

  /** The administrator's list: one status (pending oldest first, as a queue) or all, newest first. */
  listForAdmin(
    db: Db,
    query: { page: number; pageSize: number; search: string; status: TestimonialStatus | "all"; language: string },
  ) {
    const where = and(
      query.status === "all" ? undefined : eq(testimonials.status, query.status),
      searchMatch(query.search, query.language),
    );
    const order =
      query.status === "pending"
        ? [asc(testimonials.createdAt), asc(testimonials.id)]
        : [desc(testimonials.createdAt), desc(testimonials.id)];
    return page(db, where, order, query);
  },

  async findById(db: Db, id: number): Promise<TestimonialWithAuthor | undefined> {
    const [row] = await db
      .select(columns)
      .from(testimonials)
      .innerJoin(people, eq(people.id, testimonials.userId))
      .where(eq(testimonials.id, id));
    return row;
  },

  /** The row, locked until the transaction ends, so two administrators' decisions apply one after the other. */
  async lockById(db: Db, id: number): Promise<Pick<TestimonialRow, "id" | "status" | "userId"> | undefined> {
    const [row] = await db
      .select({ id: testimonials.id, status: testimonials.status, userId: testimonials.userId })
      .from(testimonials)
      .where(eq(testimonials.id, id))
      .for("update");
    return row;
  },

  /** Serialises one member's submissions until the transaction ends, so the quota holds under a race. */
  async lockAuthor(db: Db, userId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${userId})`);
  },

  /** When the member's testimonials created after `since` were written (the quota's window). */
  async createdSince(db: Db, userId: number, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ createdAt: testimonials.createdAt })
      .from(testimonials)
      .where(and(eq(testimonials.userId, userId), gt(testimonials.createdAt, since)));
    return rows.map((row) => row.createdAt);
  },

  async insert(db: Db, testimonial: NewTestimonial): Promise<TestimonialRow> {
    const [row] = await db.insert(testimonials).values(testimonial).returning();
    if (!row) throw new Error("testimonial insert returned nothing");
    return row;
  },

  async update(db: Db, id: number, changes: Partial<NewTestimonial>): Promise<void> {
    await db.update(testimonials).set(changes).where(eq(testimonials.id, id));
  },

  async delete(db: Db, id: number): Promise<boolean> {
    const rows = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
    return rows.length === 1;
  },

  /** A deleted account's testimonials go with it: they are its own words (architecture "Security"). */
  async deleteOfUser(db: Db, userId: number): Promise<void> {
    await db.delete(testimonials).where(eq(testimonials.userId, userId));
  },
};
