import {
  COMMUNICATION_LANGUAGES,
  COUNTRIES,
  LOCATION_PRICING_SEED,
  MEMBERSHIP_LEVELS,
  PLAN_PERMISSIONS,
  planPermissionMatrix,
} from "@haa/domain";
import { sql } from "drizzle-orm";
import { locationDiscounts, membershipLevels, planPermissions } from "../modules/membership/membership.schema.ts";
import { communicationLanguages, countries } from "../platform/reference/reference.schema.ts";
import type { Db } from "./client.ts";

/**
 * Reference data every installation needs (levels and prices, the permission matrix, countries, languages,
 * country discounts). Upserts, so a start after an upgrade brings the data up to date.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(membershipLevels)
      .values(
        MEMBERSHIP_LEVELS.map((l) => ({
          id: l.id,
          name: l.name,
          priceCents: l.priceCents,
          catalogueCents: l.catalogueCents,
          isInstructor: l.isInstructor,
          offeredAtSignup: l.offeredAtSignup,
        })),
      )
      .onConflictDoUpdate({
        target: membershipLevels.id,
        set: {
          name: sql`excluded.name`,
          priceCents: sql`excluded.price_cents`,
          catalogueCents: sql`excluded.catalogue_cents`,
          isInstructor: sql`excluded.is_instructor`,
          offeredAtSignup: sql`excluded.offered_at_signup`,
        },
      });
    await tx
      .insert(planPermissions)
      .values(
        planPermissionMatrix().map((row) => ({
          membershipId: row.membershipId,
          membershipModuleId: PLAN_PERMISSIONS.indexOf(row.permission) + 1,
          name: row.permission,
          isAllowed: row.isAllowed,
          limitType: 0,
        })),
      )
      .onConflictDoUpdate({
        target: [planPermissions.membershipId, planPermissions.membershipModuleId],
        set: { name: sql`excluded.name`, isAllowed: sql`excluded.is_allowed` },
      });
    await tx
      .insert(countries)
      .values(COUNTRIES.map((c, i) => ({ code: c.code, name: c.name, sortOrder: i })))
      .onConflictDoUpdate({
        target: countries.code,
        set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
      });
    await tx
      .insert(communicationLanguages)
      .values(COMMUNICATION_LANGUAGES.map((l, i) => ({ code: l.code, name: l.name, sortOrder: i })))
      .onConflictDoNothing();
    // Discount amounts may be tuned by the association later: insert, never overwrite.
    await tx
      .insert(locationDiscounts)
      .values(
        LOCATION_PRICING_SEED.map((d) => ({
          countryCode: d.Country,
          standardDiscountCents: Math.round(d.StandardDiscount * 100),
          practitionerDiscountCents: Math.round(d.PractitionerDiscount * 100),
          instructorDiscountCents: Math.round(d.InstructorDiscount * 100),
        })),
      )
      .onConflictDoNothing();
  });
}
