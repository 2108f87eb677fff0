import { MembershipId } from "@haa/domain";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { containsPattern, pageWindow } from "../../db/paging.ts";
import { qualified } from "../../db/sql.ts";
import type { Db } from "../../db/types.ts";
import { active, notDeleted, people } from "../account/people.repository.ts";
import { currentPlanSql } from "../membership/member-plan.repository.ts";
import { memberProfiles } from "../profiles/profiles.schema.ts";
import {
  coordinatorAgreementAcceptances,
  coordinatorAgreements,
  instructorCoordinators,
} from "./coordinators.schema.ts";

export type LinkRow = typeof instructorCoordinators.$inferSelect;
export type NewLink = typeof instructorCoordinators.$inferInsert;
export type AgreementRow = typeof coordinatorAgreements.$inferSelect;

const instructors = alias(people, "link_instructors");
const coordinators = alias(people, "link_coordinators");

/** Whether the link's coordinator accepted the version in force (no agreement published yet: nothing to accept). */
const acceptedCurrent = sql<boolean>`(not exists (select 1 from ${coordinatorAgreements}) or exists (
  select 1 from ${coordinatorAgreementAcceptances} a
  where a.user_id = ${qualified(instructorCoordinators.coordinatorId)}
    and a.agreement_id = (select id from ${coordinatorAgreements} order by version desc limit 1)))`;

const linkColumns = {
  link: instructorCoordinators,
  acceptedCurrent,
  instructor: {
    id: instructors.id,
    firstName: instructors.firstName,
    lastName: instructors.lastName,
    email: instructors.email,
    profileImage: instructors.profileImage,
  },
  coordinator: {
    id: coordinators.id,
    firstName: coordinators.firstName,
    lastName: coordinators.lastName,
    email: coordinators.email,
    profileImage: coordinators.profileImage,
  },
};

export interface Person {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImage: string | null;
}
export interface LinkWithPeople {
  link: LinkRow;
  acceptedCurrent: boolean;
  instructor: Person;
  /** Null while the invitee has no account (drizzle answers a left join's missing row as null). */
  coordinator: Person | null;
}

/** Namespace of the advisory lock that serialises one instructor's invitations (the daily quota). */
const INVITE_LOCK = 7046;

function linksQuery(db: Db) {
  return db
    .select(linkColumns)
    .from(instructorCoordinators)
    .innerJoin(instructors, eq(instructors.id, instructorCoordinators.instructorId))
    .leftJoin(coordinators, eq(coordinators.id, instructorCoordinators.coordinatorId));
}

async function pageOfLinks(db: Db, where: SQL | undefined, window: { page: number; pageSize: number }) {
  const { limit, offset } = pageWindow(window);
  const [list, [total]] = await Promise.all([
    linksQuery(db)
      .where(where)
      .orderBy(desc(instructorCoordinators.createdAt), desc(instructorCoordinators.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(instructorCoordinators).where(where),
  ]);
  return { list: list as LinkWithPeople[], total: total?.value ?? 0 };
}

export const coordinatorsRepository = {
  /** User/GetInstructors: live instructors by last name, their place from the directory profile. */
  async listInstructors(db: Db, query: { page: number; pageSize: number; search: string }, now: Date) {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      active,
      // A live instructor: the current plan (membership's one rule, ADR 0078) is the instructor level.
      sql`${currentPlanSql(people.id, now)} = ${MembershipId.Instructor}`,
      pattern
        ? or(
            sql`${people.firstName} ilike ${pattern}`,
            sql`${people.lastName} ilike ${pattern}`,
            sql`${memberProfiles.city} ilike ${pattern}`,
          )
        : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const [list, [total]] = await Promise.all([
      db
        .select({
          id: people.id,
          firstName: people.firstName,
          lastName: people.lastName,
          profileImage: people.profileImage,
          city: memberProfiles.city,
          country: memberProfiles.countryName,
          accountCountry: people.country,
        })
        .from(people)
        .leftJoin(memberProfiles, eq(memberProfiles.userId, people.id))
        .where(where)
        .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ value: count() })
        .from(people)
        .leftJoin(memberProfiles, eq(memberProfiles.userId, people.id))
        .where(where),
    ]);
    return { list, total: total?.value ?? 0 };
  },

  async userById(db: Db, id: number) {
    const [row] = await db
      .select()
      .from(people)
      .where(and(eq(people.id, id), notDeleted));
    return row;
  },

  async userByEmail(db: Db, email: string) {
    const [row] = await db
      .select()
      .from(people)
      .where(and(sql`lower(${people.email}) = ${email.toLowerCase()}`, notDeleted));
    return row;
  },

  async lockInstructor(db: Db, instructorId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${INVITE_LOCK}, ${instructorId})`);
  },

  async invitedSince(db: Db, instructorId: number, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ at: instructorCoordinators.createdAt })
      .from(instructorCoordinators)
      .where(and(eq(instructorCoordinators.instructorId, instructorId), gte(instructorCoordinators.createdAt, since)));
    return rows.map((row) => row.at);
  },

  /** A pending invitation, or a live (accepted, not archived) link, of this instructor and address or member. */
  async openLinkFor(db: Db, instructorId: number, email: string, coordinatorId: number | null) {
    const [row] = await db
      .select({ id: instructorCoordinators.id, status: instructorCoordinators.status })
      .from(instructorCoordinators)
      .where(
        and(
          eq(instructorCoordinators.instructorId, instructorId),
          isNull(instructorCoordinators.archivedAt),
          or(eq(instructorCoordinators.status, "pending"), eq(instructorCoordinators.status, "accepted")),
          coordinatorId === null
            ? eq(instructorCoordinators.inviteeEmail, email)
            : or(
                eq(instructorCoordinators.inviteeEmail, email),
                eq(instructorCoordinators.coordinatorId, coordinatorId),
              ),
        ),
      );
    return row;
  },

  async insert(db: Db, link: NewLink): Promise<LinkRow> {
    const [row] = await db.insert(instructorCoordinators).values(link).returning();
    if (!row) throw new Error("link insert returned nothing");
    return row;
  },

  async findById(db: Db, id: number): Promise<LinkWithPeople | undefined> {
    const [row] = await linksQuery(db).where(eq(instructorCoordinators.id, id));
    return row as LinkWithPeople | undefined;
  },

  async lockById(db: Db, id: number): Promise<LinkRow | undefined> {
    const [row] = await db.select().from(instructorCoordinators).where(eq(instructorCoordinators.id, id)).for("update");
    return row;
  },

  async lockByTokenHash(db: Db, tokenHash: string): Promise<LinkRow | undefined> {
    const [row] = await db
      .select()
      .from(instructorCoordinators)
      .where(eq(instructorCoordinators.tokenHash, tokenHash))
      .for("update");
    return row;
  },

  /** The people a link belongs to, for the access hook (both parties own it). */
  async partiesOf(db: Db, id: number): Promise<number[] | undefined> {
    const [row] = await db
      .select({
        instructorId: instructorCoordinators.instructorId,
        coordinatorId: instructorCoordinators.coordinatorId,
      })
      .from(instructorCoordinators)
      .where(eq(instructorCoordinators.id, id));
    if (!row) return undefined;
    return row.coordinatorId === null ? [row.instructorId] : [row.instructorId, row.coordinatorId];
  },

  async update(db: Db, id: number, changes: Partial<NewLink>): Promise<void> {
    await db.update(instructorCoordinators).set(changes).where(eq(instructorCoordinators.id, id));
  },

  async delete(db: Db, id: number): Promise<void> {
    await db.delete(instructorCoordinators).where(eq(instructorCoordinators.id, id));
  },

  listByInstructor(db: Db, instructorId: number, archived: boolean, window: { page: number; pageSize: number }) {
    return pageOfLinks(
      db,
      and(
        eq(instructorCoordinators.instructorId, instructorId),
        // Declined invitations leave the active list; the archive shows them until removed.
        archived
          ? or(isNotNull(instructorCoordinators.archivedAt), eq(instructorCoordinators.status, "rejected"))
          : and(isNull(instructorCoordinators.archivedAt), sql`${instructorCoordinators.status} <> 'rejected'`),
      ),
      window,
    );
  },

  /** The coordinator's instructors: accepted links (archived ones too, marked so), never someone else's. */
  listByCoordinator(db: Db, coordinatorId: number, window: { page: number; pageSize: number }) {
    return pageOfLinks(
      db,
      and(eq(instructorCoordinators.coordinatorId, coordinatorId), eq(instructorCoordinators.status, "accepted")),
      window,
    );
  },

  /** Pending invitations addressed to the member (by account or by address). */
  pendingFor(db: Db, userId: number, email: string, window: { page: number; pageSize: number }) {
    return pageOfLinks(
      db,
      and(
        eq(instructorCoordinators.status, "pending"),
        isNull(instructorCoordinators.archivedAt),
        or(
          eq(instructorCoordinators.coordinatorId, userId),
          eq(instructorCoordinators.inviteeEmail, email.toLowerCase()),
        ),
      ),
      window,
    );
  },

  /** Accepted, not archived, and the current agreement accepted: the coordinator works for the instructor. */
  async isActiveCoordinatorOf(db: Db, coordinatorId: number, instructorId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: instructorCoordinators.id })
      .from(instructorCoordinators)
      .where(
        and(
          eq(instructorCoordinators.coordinatorId, coordinatorId),
          eq(instructorCoordinators.instructorId, instructorId),
          eq(instructorCoordinators.status, "accepted"),
          isNull(instructorCoordinators.archivedAt),
          acceptedCurrent,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /**
   * The active links (as `isActiveCoordinatorOf`) of one coordinator or of one instructor, with their
   * preferences: the seminars module's rules read them through `activeCoordinations` (ADR 0053).
   */
  async activeLinks(db: Db, side: { coordinatorId: number } | { instructorId: number }) {
    return db
      .select({
        instructorId: instructorCoordinators.instructorId,
        coordinatorId: instructorCoordinators.coordinatorId,
        canManageSeminars: instructorCoordinators.canManageSeminars,
        canManageLocations: instructorCoordinators.canManageLocations,
        receivesStudentMails: instructorCoordinators.receivesStudentMails,
      })
      .from(instructorCoordinators)
      .where(
        and(
          "coordinatorId" in side
            ? eq(instructorCoordinators.coordinatorId, side.coordinatorId)
            : eq(instructorCoordinators.instructorId, side.instructorId),
          isNotNull(instructorCoordinators.coordinatorId),
          eq(instructorCoordinators.status, "accepted"),
          isNull(instructorCoordinators.archivedAt),
          acceptedCurrent,
        ),
      )
      .orderBy(asc(instructorCoordinators.id));
  },

  async countLiveCoordinations(db: Db, coordinatorId: number): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(instructorCoordinators)
      .where(
        and(
          eq(instructorCoordinators.coordinatorId, coordinatorId),
          eq(instructorCoordinators.status, "accepted"),
          isNull(instructorCoordinators.archivedAt),
        ),
      );
    return row?.value ?? 0;
  },

  // ---- The agreement ----

  async currentAgreement(db: Db): Promise<AgreementRow | undefined> {
    const [row] = await db.select().from(coordinatorAgreements).orderBy(desc(coordinatorAgreements.version)).limit(1);
    return row;
  },

  async listAgreements(db: Db) {
    return db
      .select({
        agreement: coordinatorAgreements,
        acceptances: sql<number>`(select count(*)::int from ${coordinatorAgreementAcceptances} a where a.agreement_id = ${qualified(coordinatorAgreements.id)})`,
      })
      .from(coordinatorAgreements)
      .orderBy(desc(coordinatorAgreements.version));
  },

  async lockAgreements(db: Db): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${INVITE_LOCK}, 0)`);
  },

  async insertAgreement(db: Db, agreement: typeof coordinatorAgreements.$inferInsert): Promise<AgreementRow> {
    const [row] = await db.insert(coordinatorAgreements).values(agreement).returning();
    if (!row) throw new Error("agreement insert returned nothing");
    return row;
  },

  /** The member's newest acceptance, with its version. */
  async latestAcceptance(db: Db, userId: number) {
    const [row] = await db
      .select({ version: coordinatorAgreements.version, acceptedAt: coordinatorAgreementAcceptances.acceptedAt })
      .from(coordinatorAgreementAcceptances)
      .innerJoin(coordinatorAgreements, eq(coordinatorAgreements.id, coordinatorAgreementAcceptances.agreementId))
      .where(eq(coordinatorAgreementAcceptances.userId, userId))
      .orderBy(desc(coordinatorAgreements.version))
      .limit(1);
    return row;
  },

  /** Records an acceptance once: accepting the same version again keeps the first time and address. */
  async insertAcceptance(db: Db, acceptance: typeof coordinatorAgreementAcceptances.$inferInsert): Promise<void> {
    await db.insert(coordinatorAgreementAcceptances).values(acceptance).onConflictDoNothing();
  },
};
