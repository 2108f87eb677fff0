import type { Location } from "@haa/domain";
import { geography } from "./locations.geography.ts";
import type { LocationRow, LocationView } from "./locations.repository.ts";

export function presentLocation(row: LocationRow | LocationView): Location {
  return {
    Id: row.id,
    UserId: row.ownerId,
    Name: row.name,
    Address: row.address,
    RegionId: geography.country(row.countryCode)?.RegionId ?? 0,
    CountryId: row.countryCode,
    CountryName: row.countryName,
    StateId: row.stateId,
    StateName: row.stateName,
    CityName: row.city,
    Latitude: row.latitude,
    Longitude: row.longitude,
    Capacity: row.capacity,
    Notes: row.notes,
    IsArchived: row.archived,
    UpcomingSeminars: "upcomingSeminars" in row ? row.upcomingSeminars : 0,
  };
}
