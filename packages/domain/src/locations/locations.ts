import { z } from "zod";
import { REGIONS } from "../countries/countries.ts";
import { int32Id } from "../shared/ids.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { LOCATION_LIMITS } from "./rules.ts";

/**
 * Geography (`GeneralLocations/*`) and an instructor's teaching venues (`Location/*`), spec 001 §7; the rest is
 * ours (ADR 0040). Validation messages are keys of the `location` group (web namespace `locations`).
 */

/** ISO 3166-1 alpha-2, upper case. */
export const COUNTRY_ID_PATTERN = /^[A-Z]{2}$/;
/** ISO 3166-2 style: the country code, a hyphen, the subdivision code of the data set (e.g. US-CO, GB-SH-AC). */
export const STATE_ID_PATTERN = /^[A-Z]{2}-[A-Z0-9]{1,4}(?:-[A-Z0-9]{1,3})?$/;

export function isCountryId(text: string): boolean {
  return COUNTRY_ID_PATTERN.test(text);
}
export function isStateId(text: string): boolean {
  return STATE_ID_PATTERN.test(text);
}
/** The country a state id belongs to ("US-CO" → "US"). */
export function countryOfState(stateId: string): string {
  return stateId.slice(0, 2);
}

/** Great-circle distance in kilometres (haversine; the directory's distance search orders by it). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ---- Geography answers and queries ----

export const regionSchema = z.object({ Id: z.number().int(), Name: z.string() });
export const countrySchema = z.object({
  Id: z.string(),
  Name: z.string(),
  RegionId: z.number().int(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export const stateSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  CountryId: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
/** A city's Id is its name: unique within its state in the data set, and what a location stores. */
export const citySchema = z.object({
  Id: z.string(),
  Name: z.string(),
  StateId: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
});
export type Region = z.infer<typeof regionSchema>;
export type Country = z.infer<typeof countrySchema>;
export type GeoState = z.infer<typeof stateSchema>;
export type City = z.infer<typeof citySchema>;

export const regionIdQuerySchema = z.object({
  Id: z.coerce
    .number({ error: "location.regionInvalid" })
    .int("location.regionInvalid")
    .min(1, "location.regionInvalid")
    .max(REGIONS.length, "location.regionInvalid")
    .optional(),
});
export const countryIdQuerySchema = z.object({
  Id: z
    .string({ error: "location.countryInvalid" })
    .trim()
    .toUpperCase()
    .refine(isCountryId, "location.countryInvalid"),
});
export const stateIdQuerySchema = z.object({
  Id: z.string({ error: "location.stateInvalid" }).trim().toUpperCase().refine(isStateId, "location.stateInvalid"),
});

// ---- Locations ----

const coordinate = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(-max, message)
    .max(max, message)
    .nullish()
    .transform((value) => value ?? null);

const locationFields = z.object({
  Name: z
    .string({ error: "location.nameRequired" })
    .trim()
    .min(1, "location.nameRequired")
    .max(LOCATION_LIMITS.nameMax, "location.nameTooLong"),
  Address: z
    .string({ error: "location.addressRequired" })
    .trim()
    .min(1, "location.addressRequired")
    .max(LOCATION_LIMITS.addressMax, "location.addressTooLong"),
  CountryId: z
    .string({ error: "location.countryInvalid" })
    .trim()
    .toUpperCase()
    .refine(isCountryId, "location.countryInvalid"),
  /** Null for the countries the data set has no states for. */
  StateId: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isStateId(value), "location.stateInvalid"),
  CityName: z
    .string({ error: "location.cityRequired" })
    .trim()
    .min(1, "location.cityRequired")
    .max(LOCATION_LIMITS.cityMax, "location.cityTooLong"),
  /** Typed coordinates win; absent, the server takes the city's (or the state's). */
  Latitude: coordinate(90, "location.latitudeInvalid"),
  Longitude: coordinate(180, "location.longitudeInvalid"),
  Capacity: z.coerce
    .number({ error: "location.capacityInvalid" })
    .int("location.capacityInvalid")
    .min(1, "location.capacityInvalid")
    .max(LOCATION_LIMITS.capacityMax, "location.capacityInvalid"),
  Notes: z
    .string()
    .trim()
    .max(LOCATION_LIMITS.notesMax, "location.notesTooLong")
    .nullish()
    .transform((value) => value ?? ""),
});

function checkLocation(value: z.output<typeof locationFields>, context: z.RefinementCtx) {
  if (value.StateId && countryOfState(value.StateId) !== value.CountryId) {
    context.addIssue({ code: "custom", path: ["StateId"], message: "location.stateNotInCountry" });
  }
  if ((value.Latitude === null) !== (value.Longitude === null)) {
    context.addIssue({ code: "custom", path: ["Latitude"], message: "location.coordinatesPair" });
  }
}

export const locationInputSchema = locationFields.superRefine(checkLocation);
export type LocationInputForm = z.input<typeof locationInputSchema>;
export type LocationInput = z.output<typeof locationInputSchema>;

/** A coordinate as a form's input holds it: blank is none, anything else must be the number typed. */
const typedCoordinate = <T extends z.ZodType>(wire: T) =>
  z.preprocess((value) => (typeof value === "string" ? (value.trim() === "" ? null : Number(value)) : value), wire);

/**
 * The add/edit form's fields as typed (coordinates as text), checked by the same rules as AddLocation's body;
 * its output is that body.
 */
export const locationFormSchema = locationFields
  .extend({
    Latitude: typedCoordinate(locationFields.shape.Latitude),
    Longitude: typedCoordinate(locationFields.shape.Longitude),
  })
  .superRefine(checkLocation);
export type LocationFormOutput = z.output<typeof locationFormSchema>;

export const locationEditSchema = locationFields
  .extend({ Id: int32Id("location.notFound") })
  .superRefine(checkLocation);
export type LocationEdit = z.output<typeof locationEditSchema>;

export const locationIdQuerySchema = z.object({ locationId: int32Id("location.notFound") });

export const locationSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  Name: z.string(),
  Address: z.string(),
  /** The country's region (the first select of the cascade when the location is edited). */
  RegionId: z.number().int(),
  CountryId: z.string(),
  CountryName: z.string(),
  StateId: z.string().nullable(),
  StateName: z.string().nullable(),
  CityName: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  Capacity: z.number().int(),
  Notes: z.string(),
  IsArchived: z.boolean(),
  /** Upcoming seminars held there: while above zero the location cannot be deleted. */
  UpcomingSeminars: z.number().int(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationListFiltersSchema = z
  .strictObject({
    CountryId: z.string().trim().toUpperCase().refine(isCountryId).optional(),
    StateId: z.string().trim().toUpperCase().refine(isStateId).optional(),
    City: z.string().trim().min(1).max(LOCATION_LIMITS.cityMax).optional(),
  })
  .default({});
export type LocationListFilters = z.output<typeof locationListFiltersSchema>;

/** `GET Location/GetLocation/{page}?userid&pageSize&search&filters` (userid: the instructor; absent: the caller). */
export const locationListQuerySchema = listQuerySchema({
  defaultPageSize: 10,
  filters: locationListFiltersSchema,
}).extend({ userid: int32Id("location.notFound").optional() });

/** `GET Location/GetArchivedLocation` (the caller's, or with userid an instructor's for an administrator). */
export const archivedLocationQuerySchema = listQuerySchema({ defaultPageSize: 10 }).extend({
  userid: int32Id("location.notFound").optional(),
});

export const locationListSchema = listDataSchema(locationSchema);

export const locationFiltersQuerySchema = z.object({ userId: int32Id("location.notFound") });
/** The filter choices of an instructor's active locations: the countries and cities they are in, with counts. */
export const locationFilterOptionsSchema = z.object({
  Countries: z.array(z.object({ Id: z.string(), Name: z.string(), Count: z.number().int() })),
  States: z.array(z.object({ Id: z.string(), Name: z.string(), Count: z.number().int() })),
  Cities: z.array(z.object({ Name: z.string(), Count: z.number().int() })),
});
export type LocationFilterOptions = z.infer<typeof locationFilterOptionsSchema>;

export const locationReceiptSchema = z.object({ Id: z.number().int() });
