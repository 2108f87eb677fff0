import { eq } from "drizzle-orm";
import type { Db } from "../../db/types.ts";
import { users } from "./account.schema.ts";
import type { ExportRow } from "./personal-data.port.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The account's part of a member's data export (ADR 0089): the account row, never its password hash. */
export const accountExport = {
  async *profile(db: Db, userId: number): AsyncIterable<ExportRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    yield {
      Id: user.id,
      Email: user.email,
      Username: user.username,
      FirstName: user.firstName,
      LastName: user.lastName,
      Phone: user.phone,
      Language: user.language,
      Country: user.country,
      WebpageUrl: user.webpageUrl,
      Specializations: user.specializations,
      Bio: user.bio,
      IntroDescription: user.introDescription,
      ProfileImage: user.profileImage,
      SubscribeToNewsletter: user.subscribeToNewsletter,
      EmailConfirmedAt: iso(user.emailConfirmedAt),
      CreatedAt: iso(user.createdAt),
    };
  },
};
