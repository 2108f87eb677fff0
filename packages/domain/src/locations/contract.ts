import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { pageNumberSchema } from "../shared/list.ts";
import {
  archivedLocationQuerySchema,
  citySchema,
  countryIdQuerySchema,
  countrySchema,
  locationEditSchema,
  locationFilterOptionsSchema,
  locationFiltersQuerySchema,
  locationIdQuerySchema,
  locationInputSchema,
  locationListQuerySchema,
  locationListSchema,
  locationSchema,
  regionIdQuerySchema,
  regionSchema,
  stateIdQuerySchema,
  stateSchema,
} from "./locations.ts";

// ---- Geography: public, the same for everyone ----

export const getAllRegions = defineCall({
  method: "GET",
  path: "/api/GeneralLocations/GetAllRegions",
  data: z.array(regionSchema),
});

export const getCountriesByRegionId = defineCall({
  method: "GET",
  path: "/api/GeneralLocations/GetCountriesByRegionId",
  query: regionIdQuerySchema,
  data: z.array(countrySchema),
});

export const getStatesByCountryId = defineCall({
  method: "GET",
  path: "/api/GeneralLocations/GetStatesByCountryId",
  query: countryIdQuerySchema,
  data: z.array(stateSchema),
});

export const getCitiesByStateId = defineCall({
  method: "GET",
  path: "/api/GeneralLocations/GetCitiesByStateId",
  query: stateIdQuerySchema,
  data: z.array(citySchema),
});

// ---- An instructor's venues ----

export const getLocation = defineCall({
  method: "GET",
  path: "/api/Location/GetLocation/:page",
  params: z.object({ page: pageNumberSchema }),
  query: locationListQuerySchema,
  data: locationListSchema,
});

export const getLocationFiltersUserId = defineCall({
  method: "GET",
  path: "/api/Location/GetLocationFiltersUserId",
  query: locationFiltersQuerySchema,
  data: locationFilterOptionsSchema,
});

export const getArchivedLocation = defineCall({
  method: "GET",
  path: "/api/Location/GetArchivedLocation",
  query: archivedLocationQuerySchema,
  data: locationListSchema,
});

export const addLocation = defineCall({
  method: "POST",
  path: "/api/Location/AddLocation",
  body: locationInputSchema,
  data: locationSchema,
});

export const editLocation = defineCall({
  method: "PUT",
  path: "/api/Location/EditLocation",
  body: locationEditSchema,
  data: locationSchema,
});

export const archiveLocation = defineCall({
  method: "PUT",
  path: "/api/Location/ArchiveLocation",
  query: locationIdQuerySchema,
  data: z.null(),
});

export const unArchiveLocation = defineCall({
  method: "PUT",
  path: "/api/Location/UnArchiveLocation",
  query: locationIdQuerySchema,
  data: z.null(),
});

export const deleteLocation = defineCall({
  method: "DELETE",
  path: "/api/Location/DeleteLocation",
  query: locationIdQuerySchema,
  data: z.null(),
});
