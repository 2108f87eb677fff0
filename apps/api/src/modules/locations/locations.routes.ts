import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess, ownerAccess, publicAccess, resourceAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData, withPathPage } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { geography } from "./locations.geography.ts";
import { locationOwnerRule, locationReaderRule } from "./locations.policy.ts";
import { presentLocation } from "./locations.presenter.ts";
import { locationsRepository } from "./locations.repository.ts";
import type { LocationService } from "./locations.service.ts";

/** Public geography reads per address (memory limiter, ADR 0015): a cascade of selects is four calls. */
export const GEOGRAPHY_READ_LIMIT: Limit = { max: 600, windowMs: 15 * 60_000 };

const ownerOf = (deps: Deps, id: number) => locationsRepository.ownerOf(deps.db, id);
const byLocationId = resourceAccess("location", { in: "query", name: "locationId" }, ownerOf, locationOwnerRule);

export function locationRoutes(app: FastifyInstance, deps: Deps, locations: LocationService) {
  // ---- Geography: public, the same for everyone, cached ----
  const geoTags = ["GeneralLocations"];
  const geoRead = async <T>(
    request: Parameters<typeof publicRead>[1] & { ip: string },
    reply: Parameters<typeof publicRead>[2],
    answer: () => T,
  ) => {
    await deps.readLimiter.hit(`geography:ip:${request.ip}`, GEOGRAPHY_READ_LIMIT);
    return publicRead(deps.publicCache, request, reply, async () => ok(answer()));
  };

  route(
    app,
    contract.locations.getAllRegions,
    {
      access: publicAccess(),
      tags: geoTags,
      summary: "The six world regions of the geographic data set (Id 1–6), the first select of the cascade",
    },
    (request, reply) => geoRead(request, reply, () => geography.regions()),
  );

  route(
    app,
    contract.locations.getCountriesByRegionId,
    {
      access: publicAccess("Id names a region, not a user: the geography is public"),
      tags: geoTags,
      summary:
        "A region's countries by name (Id: the region, 1–6); without Id every country of the data set (the public countries service of spec 001 §7), with ISO 3166-1 alpha-2 Ids and centre coordinates",
    },
    (request, reply) => geoRead(request, reply, () => geography.countries(request.query.Id)),
  );

  route(
    app,
    contract.locations.getStatesByCountryId,
    {
      access: publicAccess("Id names a country, not a user: the geography is public"),
      tags: geoTags,
      summary:
        "A country's states or provinces by name (Id: ISO 3166-1 alpha-2, e.g. US); Ids are ISO 3166-2 style (US-CO). An empty list: the data set has none for it, the city is typed",
    },
    (request, reply) => geoRead(request, reply, () => geography.states(request.query.Id)),
  );

  route(
    app,
    contract.locations.getCitiesByStateId,
    {
      access: publicAccess("Id names a state, not a user: the geography is public"),
      tags: geoTags,
      summary:
        "A state's cities by name with coordinates (Id: the state, e.g. US-CO); a city's Id is its name, unique within its state",
    },
    (request, reply) => geoRead(request, reply, () => geography.cities(request.query.Id)),
  );

  // ---- An instructor's venues ----
  const tags = ["Location"];

  route(
    app,
    contract.locations.getLocation,
    {
      access: ownerAccess({ in: "query", name: "userid" }, locationReaderRule),
      tags,
      summary:
        "An instructor's active locations by name, 10 a page (userid: the instructor, absent: the caller; theirs or an administrator): search (full text over name, address, city, state, country), filters {CountryId, StateId, City}",
    },
    async (request) => {
      const actor = actorOf(request);
      const query = withPathPage(request.query, request.params);
      const { rows, total } = await locations.list(actor, query.userid ?? actor.user.id, false, query);
      return ok(listData(rows.map(presentLocation), total, query));
    },
  );

  route(
    app,
    contract.locations.getLocationFiltersUserId,
    {
      access: ownerAccess({ in: "query", name: "userId" }, locationReaderRule),
      tags,
      summary:
        "The filter choices of an instructor's active locations: their countries, states and cities, with counts",
    },
    async (request) => ok(await locations.filterOptions(actorOf(request), request.query.userId)),
  );

  route(
    app,
    contract.locations.getArchivedLocation,
    {
      access: ownerAccess({ in: "query", name: "userid" }, locationOwnerRule),
      tags,
      summary:
        "The caller's archived locations by name, 10 a page (an administrator may name an instructor with userid); page, pageSize, search",
    },
    async (request) => {
      const actor = actorOf(request);
      const query = { ...request.query, filters: {} };
      const { rows, total } = await locations.list(actor, query.userid ?? actor.user.id, true, query);
      return ok(listData(rows.map(presentLocation), total, query));
    },
  );

  route(
    app,
    contract.locations.addLocation,
    {
      access: memberAccess,
      tags,
      summary:
        "Instructors and administrators: a new location of the caller. CountryId, StateId (required when the country has states) and CityName from GeneralLocations; coordinates typed or taken from the city; at most 50 a day (429)",
    },
    async (request) => {
      const row = await locations.add(actorOf(request), request.body);
      return ok(presentLocation(row), translate(request.language, "locationMessages.added"));
    },
  );

  route(
    app,
    contract.locations.editLocation,
    {
      access: resourceAccess("location", { in: "body", name: "Id" }, ownerOf, locationOwnerRule),
      tags,
      summary: "Its owner or an administrator: replace a location's details (the same rules as Add)",
    },
    async (request) => {
      const row = await locations.edit(actorOf(request), request.body);
      return ok(presentLocation(row), translate(request.language, "locationMessages.edited"));
    },
  );

  route(
    app,
    contract.locations.archiveLocation,
    {
      access: byLocationId,
      tags,
      summary: "Its owner or an administrator: move a location to the archive (hidden from the active list)",
    },
    async (request) => {
      await locations.setArchived(actorOf(request), request.query.locationId, true);
      return ok(null, translate(request.language, "locationMessages.archived"));
    },
  );

  route(
    app,
    contract.locations.unArchiveLocation,
    {
      access: byLocationId,
      tags,
      summary: "Its owner or an administrator: bring an archived location back to the active list",
    },
    async (request) => {
      await locations.setArchived(actorOf(request), request.query.locationId, false);
      return ok(null, translate(request.language, "locationMessages.unarchived"));
    },
  );

  route(
    app,
    contract.locations.deleteLocation,
    {
      access: byLocationId,
      tags,
      summary:
        "Its owner or an administrator: delete a location; refused (409) while a scheduled seminar that has not ended is held there",
    },
    async (request) => {
      await locations.remove(actorOf(request), request.query.locationId);
      return ok(null, translate(request.language, "locationMessages.deleted"));
    },
  );
}
