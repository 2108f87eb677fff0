import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { memberProfiles } from "./profiles.schema.ts";

export type ProfileRow = typeof memberProfiles.$inferSelect;

/**
 * The member's own columns of `member_profiles` (ADR 0043/0045). The administrator's columns (types,
 * verification, unlisting) are the practitioners module's; nothing here writes them.
 */
export type OwnProfileChanges = Partial<
  Pick<
    ProfileRow,
    | "listed"
    | "listedAt"
    | "languages"
    | "countryCode"
    | "countryName"
    | "stateId"
    | "stateName"
    | "city"
    | "latitude"
    | "longitude"
    | "offersRemoteSessions"
    | "showEmail"
    | "showPhone"
    | "showWebpage"
  >
>;

/** Only this module (and the practitioners module, for the administrator's columns) touches member_profiles. */
export const profilesRepository = {
  async find(db: Db, userId: number): Promise<ProfileRow | undefined> {
    const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
    return row;
  },

  /** Creates the row on the first save (ADR 0043) or changes the member's own columns. */
  async save(db: Db, userId: number, changes: OwnProfileChanges, now: Date): Promise<ProfileRow> {
    const [row] = await db
      .insert(memberProfiles)
      .values({ userId, ...changes, updatedAt: now })
      .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...changes, updatedAt: now } })
      .returning();
    if (!row) throw new Error("member profile upsert returned nothing");
    return row;
  },

  /** Sets the remote-sessions flag, or flips it when `value` is undefined, in one statement (no lost update). */
  async setRemoteSessions(db: Db, userId: number, value: boolean | undefined, now: Date): Promise<boolean> {
    if (value !== undefined)
      return (await profilesRepository.save(db, userId, { offersRemoteSessions: value }, now)).offersRemoteSessions;
    const [row] = await db
      .insert(memberProfiles)
      .values({ userId, offersRemoteSessions: true, updatedAt: now })
      .onConflictDoUpdate({
        target: memberProfiles.userId,
        set: { offersRemoteSessions: sql`not ${memberProfiles.offersRemoteSessions}`, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error("member profile upsert returned nothing");
    return row.offersRemoteSessions;
  },
};
