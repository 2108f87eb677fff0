import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess, publicAccess, resourceAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { eventOwnerRule } from "./events.policy.ts";
import { presentEventList } from "./events.presenter.ts";
import { eventsRepository } from "./events.repository.ts";
import type { EventService } from "./events.service.ts";

/** Public reads per address (memory limiter, ADR 0015): the list expands every rule it reads. */
export const EVENT_READ_LIMIT: Limit = { max: 300, windowMs: 15 * 60_000 };

const hostOf = (deps: Deps, id: number) => eventsRepository.hostOf(deps.db, id);

export function eventRoutes(app: FastifyInstance, deps: Deps, events: EventService) {
  const tags = ["EventAndGroup"];

  route(
    app,
    contract.events.getEventAndStudyByGroup,
    {
      access: publicAccess(),
      tags,
      summary:
        "Upcoming events and study groups by Month/Year (spec 001 §4: occurrences from today on, ascending): page, pageSize (default and 'all': 1,000 items), search (full text over title, description, city, country, and the event's translations in any language), filters {Type: Event|StudyGroup, Mode: Online|InPerson, Country, Mine}. Visitors and Starter members get events only; StudyGroupsLocked and LockedStudyGroupCount tell them what an upgrade shows. Title and Description in the reader's language where translated, with Lang (ADR 0097)",
    },
    async (request, reply) => {
      await deps.readLimiter.hit(`events:ip:${request.ip}`, EVENT_READ_LIMIT);
      return publicRead(deps.publicCache, request, reply, async () => {
        const query = request.query;
        const result = await events.list(await viewerOf(deps, request), query, request.language);
        return ok(presentEventList(result, query));
      });
    },
  );

  route(
    app,
    contract.events.addEventAndGroup,
    {
      access: memberAccess,
      tags,
      summary:
        "Instructors and administrators: a new event or study group hosted by the caller. Times are wall-clock in TimeZone (IANA); Recurrence is an RRULE (FREQ=DAILY|WEEKLY|MONTHLY, INTERVAL, BYDAY for weekly, COUNT or UNTIL); a place (City and Country) or an http(s) OnlineLink; at most 20 a day (429)",
    },
    async (request) => {
      const receipt = await events.add(actorOf(request), request.body);
      return ok(receipt, translate(request.language, "eventMessages.added"));
    },
  );

  route(
    app,
    contract.events.editEventAndGroup,
    {
      access: resourceAccess("event", { in: "body", name: "Id" }, hostOf, eventOwnerRule),
      tags,
      summary: "The host (while an instructor) or an administrator: replace an event's details (the same rules as Add)",
    },
    async (request) => {
      const receipt = await events.edit(actorOf(request), request.body);
      return ok(receipt, translate(request.language, "eventMessages.edited"));
    },
  );

  route(
    app,
    contract.events.deleteEventAndGroup,
    {
      access: resourceAccess("event", { in: "params", name: "id" }, hostOf, eventOwnerRule),
      tags,
      summary: "The host (while an instructor) or an administrator: delete an event with its answers",
    },
    async (request) => {
      await events.remove(actorOf(request), request.params.id);
      return ok(null, translate(request.language, "eventMessages.deleted"));
    },
  );

  route(
    app,
    contract.events.rsvpEventAndGroup,
    {
      access: memberAccess,
      tags,
      summary:
        "The caller's answer for an event: Going true or false (one per member per event, changeable); study groups need the plan's 'Study Group Listings' (403); an event that is over takes none (409)",
    },
    async (request) => {
      const result = await events.rsvp(actorOf(request), request.body);
      const key = result.MyRsvp === "Going" ? "eventMessages.going" : "eventMessages.notGoing";
      return ok(result, translate(request.language, key));
    },
  );

  route(
    app,
    contract.events.downloadEventCalendar,
    {
      access: publicAccess(
        "an event's id, not a user's: events are public; a study group needs the bearer of a member whose plan lists them",
      ),
      tags,
      summary:
        "The event as an RFC 5545 .ics file (text/calendar): the whole series (RRULE, TZID with VTIMEZONE) or, with occurrence=<its start, ISO>, that one date in UTC",
    },
    async (request, reply) => {
      await deps.readLimiter.hit(`events:ip:${request.ip}`, EVENT_READ_LIMIT);
      const file = await events.calendar(
        await viewerOf(deps, request),
        request.params.eventId,
        request.query.occurrence || undefined,
        request.language,
      );
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(file.text);
    },
  );
}
