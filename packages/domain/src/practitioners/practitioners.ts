import { z } from "zod";
import { COUNTRY_ID_PATTERN } from "../locations/locations.ts";
import { isAllowed } from "../membership/plans.ts";
import { PRACTITIONER_TYPES } from "../profiles/profiles.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";

/** The directory's bounds (ADR 0044). */
export const PRACTITIONER_LIMITS = {
  /** The largest "near a place" radius: a continent, not the planet (the box would be everything). */
  radiusMaxKm: 2000,
  radiusDefaultKm: 100,
  /** `Practitioners/LatestPractitionersList` answers this many. */
  latestCount: 6,
  cityMax: 120,
  /** Words of a name search; more are ignored rather than each costing an index probe. */
  searchWordsMax: 3,
  defaultPageSize: 12,
} as const;

/** The radii the web offers for "near a place". */
export const PRACTITIONER_RADII_KM = [25, 50, 100, 250, 500, 1000] as const;

const EARTH_RADIUS_KM = 6371.0088;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** One or two longitude ranges: two when the box crosses the antimeridian (±180°). */
  lngRanges: [number, number][];
}

/**
 * The latitude/longitude box that holds every point within `radiusKm` of a centre (great-circle), for an
 * index-friendly first filter before the exact distance orders the survivors. A box that reaches a pole takes
 * every longitude; one that crosses the antimeridian is split into two longitude ranges.
 */
export function boundingBox(lat: number, lng: number, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const deg = 180 / Math.PI;
  const minLat = lat - angular * deg;
  const maxLat = lat + angular * deg;
  if (maxLat >= 90 || minLat <= -90) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: [[-180, 180]] };
  }
  // The widest longitude spread within the radius is at the latitude where the circle is tangent to a meridian.
  const latRad = lat / deg;
  const deltaLng = Math.asin(Math.min(1, Math.sin(angular) / Math.cos(latRad))) * deg;
  const west = lng - deltaLng;
  const east = lng + deltaLng;
  if (deltaLng >= 180) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  if (west < -180) {
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  }
  if (east > 180) {
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  }
  return { minLat, maxLat, lngRanges: [[west, east]] };
}

/** Whether a point lies in a box (the domain twin of the SQL predicate, for tests). */
export function inBox(box: BoundingBox, lat: number, lng: number): boolean {
  return lat >= box.minLat && lat <= box.maxLat && box.lngRanges.some(([west, east]) => lng >= west && lng <= east);
}

/** The membership levels whose plan allows a directory listing ('Practitioner Profile'; instructors included). */
export const LISTABLE_MEMBERSHIP_IDS: readonly number[] = [1, 2, 3, 4, 5].filter((id) =>
  isAllowed(id, "Practitioner Profile"),
);

export interface ListingFacts {
  listed: boolean;
  unlistedByAdminAt: Date | null;
  lockedAt: Date | null;
  deletedAt: Date | null;
  /**
   * The member's plan at the moment the listing is judged, or null without one: membership's `planOf` (or
   * `currentPlanSql` in a list), which already says that a lapsed membership, or a cancelled one past its end, is
   * no plan. This rule does not judge membership dates a second time.
   */
  currentPlanId: number | null;
}

/** ADR 0043's rule: who appears in the directory (at the moment `currentPlanId` was read). */
export function isListedPractitioner(facts: ListingFacts): boolean {
  return (
    facts.listed &&
    facts.unlistedByAdminAt === null &&
    facts.lockedAt === null &&
    facts.deletedAt === null &&
    facts.currentPlanId !== null &&
    LISTABLE_MEMBERSHIP_IDS.includes(facts.currentPlanId)
  );
}

// ---- Queries ----

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: "practitionerErrors.placeInvalid" })
    .min(min, "practitionerErrors.placeInvalid")
    .max(max, "practitionerErrors.placeInvalid");

/**
 * `filters` of the directory lists: a type, a country (ISO code), a city, a language (ISO 639-1), remote
 * sessions, and "near a place" (lat, lng, radiusKm, all three or none).
 */
export const practitionerFiltersSchema = z
  .strictObject({
    type: z.enum(PRACTITIONER_TYPES).optional(),
    country: z.string().trim().toUpperCase().regex(COUNTRY_ID_PATTERN).optional(),
    city: z.string().trim().min(1).max(PRACTITIONER_LIMITS.cityMax).optional(),
    language: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/)
      .optional(),
    remote: z.boolean().optional(),
    lat: coordinate(-90, 90).optional(),
    lng: coordinate(-180, 180).optional(),
    radiusKm: z.coerce.number().min(1).max(PRACTITIONER_LIMITS.radiusMaxKm).optional(),
  })
  .refine((f) => (f.lat === undefined) === (f.lng === undefined), "practitionerErrors.placeInvalid")
  .refine((f) => f.radiusKm === undefined || f.lat !== undefined, "practitionerErrors.placeInvalid")
  .default({});
export type PractitionerFilters = z.output<typeof practitionerFiltersSchema>;

/** `GET Practitioners/PractitionersList?search&filters&page&pageSize` (search: name words, prefix match). */
export const practitionerListQuerySchema = listQuerySchema({
  defaultPageSize: PRACTITIONER_LIMITS.defaultPageSize,
  maxPageSize: 48,
  filters: practitionerFiltersSchema,
});
export type PractitionerListQuery = z.output<typeof practitionerListQuerySchema>;

/** `GET Practitioners/GetBreakthroughPractitionersList?page&filters&pageSize`. */
export const breakthroughListQuerySchema = practitionerListQuerySchema.omit({ search: true });

const userIdSchema = z.coerce
  .number({ error: "practitionerErrors.notFound" })
  .int("practitionerErrors.notFound")
  .positive("practitionerErrors.notFound")
  .max(2_147_483_647, "practitionerErrors.notFound");

export const practitionerDetailQuerySchema = z.object({ UserId: userIdSchema });

/** The words of a name search: lower case, letters only at the edges, at most `searchWordsMax`. */
export function nameSearchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word.length > 0)
    .slice(0, PRACTITIONER_LIMITS.searchWordsMax);
}

// ---- Answers ----

export const practitionerCardSchema = z.object({
  UserId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  ProfileImage: z.string().nullable(),
  Country: z.string().nullable(),
  CountryCode: z.string().nullable(),
  State: z.string().nullable(),
  City: z.string().nullable(),
  Languages: z.array(z.string()),
  PractitionerTypes: z.array(z.enum(PRACTITIONER_TYPES)),
  RemoteSessions: z.boolean(),
  CredentialsVerified: z.boolean(),
  /** Kilometres from the searched place, rounded to one decimal; null without a place. */
  DistanceKm: z.number().nullable(),
});
export type PractitionerCard = z.infer<typeof practitionerCardSchema>;

export const practitionerListSchema = listDataSchema(practitionerCardSchema);
export type PractitionerList = z.infer<typeof practitionerListSchema>;
export const latestPractitionersSchema = z.array(practitionerCardSchema);

export const practitionerDetailSchema = practitionerCardSchema.omit({ DistanceKm: true }).extend({
  Users: z.object({ Bio: z.string() }),
  Specializations: z.string(),
  IntroDescription: z.string(),
  /** Only when the member chose to show it. */
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  WebpageURL: z.string().nullable(),
  /** The plan allows 'Logo Usage': the association's certified badge. */
  CertifiedBadge: z.boolean(),
});
export type PractitionerDetail = z.infer<typeof practitionerDetailSchema>;

// ---- Administration ----

export const adminPractitionerQuerySchema = listQuerySchema({ defaultPageSize: 20 });

export const adminPractitionerSchema = z.object({
  UserId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  MembershipId: z.number().int().nullable(),
  HasProfile: z.boolean(),
  Listed: z.boolean(),
  UnlistedByAdmin: z.boolean(),
  Visible: z.boolean(),
  PractitionerTypes: z.array(z.enum(PRACTITIONER_TYPES)),
  CredentialsVerifiedAt: z.string().nullable(),
});
export type AdminPractitioner = z.infer<typeof adminPractitionerSchema>;
export const adminPractitionerListSchema = listDataSchema(adminPractitionerSchema);

export const adminPractitionerTypesSchema = z.object({
  UserId: userIdSchema,
  PractitionerTypes: z
    .array(z.enum(PRACTITIONER_TYPES, { error: "practitionerErrors.typeInvalid" }))
    .max(PRACTITIONER_TYPES.length),
});
export const adminPractitionerFlagSchema = z.object({
  UserId: userIdSchema,
  Value: z.boolean({ error: "validation.required" }),
});
