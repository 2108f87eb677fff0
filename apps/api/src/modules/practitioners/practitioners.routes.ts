import { contract, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { adminAccess, publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { presentAdmin, presentCard, presentDetail } from "./practitioners.presenter.ts";
import type { PractitionerService } from "./practitioners.service.ts";

/** Public directory reads per address (memory limiter, ADR 0015): a distance search costs an indexed query. */
export const PRACTITIONER_READ_LIMIT: Limit = { max: 600, windowMs: 15 * 60_000 };

export function practitionerRoutes(app: FastifyInstance, deps: Deps, practitioners: PractitionerService) {
  const tags = ["Practitioners"];
  const limit = (request: FastifyRequest) =>
    deps.readLimiter.hit(`practitioners:ip:${request.ip}`, PRACTITIONER_READ_LIMIT);
  const filtersHelp =
    "filters (JSON): type (practitioner|animal|advanced|parama|instructor|breakthrough), country (ISO code), city, language (ISO 639-1), remote (true|false), lat+lng(+radiusKm, default 100, at most 2000): within that great-circle distance, nearest first with DistanceKm";

  route(
    app,
    contract.practitioners.practitionersList,
    {
      access: publicAccess(),
      tags,
      summary: `Listed practitioners (ADR 0043), by last name or by distance: search (name or city words, each a prefix), page, pageSize (default 12, at most 48). ${filtersHelp}`,
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const { rows, total } = await practitioners.list(request.query);
        return ok(listData(rows.map(presentCard), total, request.query));
      });
    },
  );

  route(
    app,
    contract.practitioners.getBreakthroughPractitionersList,
    {
      access: publicAccess(),
      tags,
      summary: `Listed practitioners of the breakthrough type: page, pageSize, ${filtersHelp}`,
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const { rows, total } = await practitioners.list({ ...request.query, search: "" }, "breakthrough");
        return ok(listData(rows.map(presentCard), total, request.query));
      });
    },
  );

  route(
    app,
    contract.practitioners.practitionerDetail,
    {
      access: publicAccess(
        "a listed practitioner's public profile: anyone reads it; contact fields only as the member chose",
      ),
      tags,
      summary:
        "One listed practitioner's profile: Users.Bio, names, photo, place, languages, types, remote sessions, specializations, intro, the contact fields the member shows, CertifiedBadge ('Logo Usage'). Unknown or not listed: 404",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        return ok(presentDetail(await practitioners.detail(request.query.UserId)));
      });
    },
  );

  route(
    app,
    contract.practitioners.latestPractitionersList,
    {
      access: publicAccess(),
      tags,
      summary: "The newest listings (a handful, newest first)",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        return ok((await practitioners.latest()).map(presentCard));
      });
    },
  );

  // Administration (ours: the spec lists no administrator calls for the directory; ADR 0044).
  const adminTags = ["Practitioner administration"];

  route(
    app,
    contract.practitioners.list,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Members with a profile or a plan that allows a listing: search (name or e-mail words, prefixes), page, pageSize. Visible says whether the directory shows them",
    },
    async (request) => {
      const { rows, total } = await practitioners.adminList(request.query);
      return ok(listData(rows.map(presentAdmin), total, request.query));
    },
  );

  route(
    app,
    contract.practitioners.setTypes,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Grant the directory types a member holds (the list replaces the previous one): UserId, PractitionerTypes",
    },
    async (request) => {
      await practitioners.setTypes(request.body.UserId, request.body.PractitionerTypes);
      return ok(null, translate(request.language, "practitionerSuccess.typesSaved"));
    },
  );

  route(
    app,
    contract.practitioners.setCredentialsVerified,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Mark a member's credentials verified (now) or not: UserId, Value",
    },
    async (request) => {
      await practitioners.setVerified(request.body.UserId, request.body.Value);
      const key = request.body.Value ? "practitionerSuccess.verified" : "practitionerSuccess.unverified";
      return ok(null, translate(request.language, key));
    },
  );

  route(
    app,
    contract.practitioners.setUnlisted,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Take a practitioner off the directory whatever they chose (Value true), or put them back: UserId, Value",
    },
    async (request) => {
      await practitioners.setUnlisted(request.body.UserId, request.body.Value);
      const key = request.body.Value ? "practitionerSuccess.unlisted" : "practitionerSuccess.relisted";
      return ok(null, translate(request.language, key));
    },
  );
}
