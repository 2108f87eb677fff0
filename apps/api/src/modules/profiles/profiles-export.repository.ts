import { eq } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import type { ExportRow } from "../account/personal-data.port.ts";
import { memberProfiles } from "./profiles.schema.ts";

/** The directory profile's part of a member's data export and erasure (ADR 0089): where they practise, languages. */
export const profilesExport = {
  async *directoryProfile(db: Db, userId: number): AsyncIterable<ExportRow> {
    const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
    if (!row) return;
    yield {
      Listed: row.listed,
      ListedAt: row.listedAt?.toISOString() ?? null,
      // What the administration of the directory decided about the member (the practitioners module's columns).
      UnlistedByAdminAt: row.unlistedByAdminAt?.toISOString() ?? null,
      PractitionerTypes: row.practitionerTypes.join(" "),
      CredentialsVerifiedAt: row.credentialsVerifiedAt?.toISOString() ?? null,
      Languages: row.languages.join(" "),
      CountryCode: row.countryCode,
      CountryName: row.countryName,
      StateId: row.stateId,
      StateName: row.stateName,
      City: row.city,
      Latitude: row.latitude,
      Longitude: row.longitude,
      OffersRemoteSessions: row.offersRemoteSessions,
      ShowEmail: row.showEmail,
      ShowPhone: row.showPhone,
      ShowWebpage: row.showWebpage,
      UpdatedAt: row.updatedAt.toISOString(),
    };
  },

  /** Nobody else relies on it: the row goes (a listing, its place and coordinates). */
  erase(tx: Db, userId: number) {
    return tx.delete(memberProfiles).where(eq(memberProfiles.userId, userId));
  },
};
