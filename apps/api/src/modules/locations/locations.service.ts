import {
  type ListQuery,
  LOCATION_LIMITS,
  type LocationEdit,
  type LocationFilterOptions,
  type LocationInput,
  type LocationListFilters,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { geography } from "./locations.geography.ts";
import { locationOwnerRule, locationReaderRule, mayAddLocations } from "./locations.policy.ts";
import { presentLocation } from "./locations.presenter.ts";
import {
  type LocationRow,
  type LocationView,
  type NewLocation,
  locationsRepository as repo,
} from "./locations.repository.ts";

const DAY_MS = 86_400_000;

/**
 * The stored place of a form, checked against the geography: the country must exist, the state must be one
 * of its states (required when the data set has states for it), the coordinates are the typed ones, else the
 * city's when the data set knows the city, else the state's. A city the data set lacks is accepted as typed
 * (small towns are missing from any data set).
 */
export function placeOf(input: LocationInput) {
  const country = geography.country(input.CountryId);
  if (!country)
    throw badRequest("LOCATION_COUNTRY", "location.countryInvalid", { CountryId: "location.countryInvalid" });
  const states = geography.states(country.Id);
  let stateName: string | null = null;
  let fallback: { lat: number | null; lon: number | null } = { lat: country.Latitude, lon: country.Longitude };
  if (input.StateId) {
    const state = geography.state(input.StateId);
    if (!state || state.CountryId !== country.Id)
      throw badRequest("LOCATION_STATE", "location.stateNotInCountry", { StateId: "location.stateNotInCountry" });
    stateName = state.Name;
    fallback = { lat: state.Latitude, lon: state.Longitude };
    const city = geography.city(state.Id, input.CityName);
    if (city) fallback = { lat: city.Latitude, lon: city.Longitude };
  } else if (states.length > 0) {
    throw badRequest("LOCATION_STATE", "location.stateRequired", { StateId: "location.stateRequired" });
  }
  const typed = input.Latitude !== null && input.Longitude !== null;
  return {
    name: input.Name,
    address: input.Address,
    countryCode: country.Id,
    countryName: country.Name,
    stateId: input.StateId,
    stateName,
    city: input.CityName,
    latitude: typed ? input.Latitude : fallback.lat,
    longitude: typed ? input.Longitude : fallback.lon,
    capacity: input.Capacity,
    notes: input.Notes,
  } satisfies Partial<NewLocation>;
}

export function createLocationService(deps: Deps) {
  const { db, clock } = deps;

  async function activeLevel(actor: Actor): Promise<number | null> {
    return deps.memberAccess.planOf(db, actor.user.id, clock.now());
  }

  /** The location, after the access hook let its owner or an administrator through. */
  async function requireOwned(actor: Actor, id: number): Promise<LocationRow> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound("LOCATION_NOT_FOUND", "locationMessages.notFound");
    if (!locationOwnerRule(actor, row.ownerId)) throw forbidden("LOCATION_NOT_OWNER", "locationMessages.notOwner");
    // The audit log's "before" when an administrator changes another member's location (ADR 0088).
    deps.audit.before({ kind: "location", id }, presentLocation(row));
    return row;
  }

  return {
    async list(
      actor: Actor,
      ownerId: number,
      archived: boolean,
      query: ListQuery<LocationListFilters>,
    ): Promise<{ rows: LocationView[]; total: number }> {
      const allowed = archived ? locationOwnerRule(actor, ownerId) : await locationReaderRule(actor, ownerId, deps);
      if (!allowed) throw forbidden("LOCATION_NOT_OWNER", "locationMessages.notOwner");
      return repo.page(db, { ...query, ownerId, archived, now: clock.now() });
    },

    async filterOptions(actor: Actor, ownerId: number): Promise<LocationFilterOptions> {
      if (!(await locationReaderRule(actor, ownerId, deps)))
        throw forbidden("LOCATION_NOT_OWNER", "locationMessages.notOwner");
      const options = await repo.filterOptions(db, ownerId);
      return options;
    },

    async add(actor: Actor, input: LocationInput): Promise<LocationRow> {
      const now = clock.now();
      if (!mayAddLocations(actor, await activeLevel(actor)))
        throw forbidden("LOCATION_NOT_INSTRUCTOR", "locationMessages.notInstructor");
      if (
        !actor.isAdmin &&
        (await repo.createdSince(db, actor.user.id, new Date(now.getTime() - DAY_MS))) >= LOCATION_LIMITS.perOwnerPerDay
      ) {
        throw new AppError(429, "LOCATION_DAILY_LIMIT", "locationMessages.dailyLimit", {
          max: LOCATION_LIMITS.perOwnerPerDay,
        });
      }
      return repo.insert(db, { ...placeOf(input), ownerId: actor.user.id, createdAt: now, updatedAt: now });
    },

    async edit(actor: Actor, input: LocationEdit): Promise<LocationRow> {
      await requireOwned(actor, input.Id);
      await repo.update(db, input.Id, { ...placeOf(input), updatedAt: clock.now() });
      return (await repo.findById(db, input.Id)) as LocationRow;
    },

    async setArchived(actor: Actor, id: number, archived: boolean): Promise<void> {
      await requireOwned(actor, id);
      await repo.update(db, id, { archived, updatedAt: clock.now() });
    },

    /** Refused (409) while a scheduled seminar that has not ended is held there; past seminars let go of it. */
    async remove(actor: Actor, id: number): Promise<void> {
      await requireOwned(actor, id);
      if ((await repo.upcomingSeminars(db, id, clock.now())) > 0)
        throw conflict("LOCATION_IN_USE", "locationMessages.inUse");
      await repo.remove(db, id);
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
