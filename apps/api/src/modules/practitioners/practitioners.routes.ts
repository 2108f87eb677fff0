import {
  adminPractitionerFlagSchema,
  adminPractitionerListSchema,
  adminPractitionerQuerySchema,
  adminPractitionerTypesSchema,
  breakthroughListQuerySchema,
  envelopeSchema,
  latestPractitionersSchema,
  practitionerDetailQuerySchema,
  practitionerDetailSchema,
  practitionerListQuerySchema,
  practitionerListSchema,
  translate,
} from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { adminAccess, publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { presentAdmin, presentCard, presentDetail } from "./practitioners.presenter.ts";
import type { PractitionerService } from "./practitioners.service.ts";

/** Public directory reads per address (memory limiter, ADR 0015): a distance search costs an indexed query. */
export const PRACTITIONER_READ_LIMIT: Limit = { max: 600, windowMs: 15 * 60_000 };

export function practitionerRoutes(app: FastifyInstance, deps: Deps, practitioners: PractitionerService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Practitioners"];
  const limit = (request: FastifyRequest) =>
    deps.readLimiter.hit(`practitioners:ip:${request.ip}`, PRACTITIONER_READ_LIMIT);
  const filtersHelp =
    "filters (JSON): type (practitioner|animal|advanced|parama|instructor|breakthrough), country (ISO code), city, language (ISO 639-1), remote (true|false), lat+lng(+radiusKm, default 100, at most 2000): within that great-circle distance, nearest first with DistanceKm";

  api.get(
    "/api/Practitioners/PractitionersList",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: `Listed practitioners (ADR 0043), by last name or by distance: search (name or city words, each a prefix), page, pageSize (default 12, at most 48). ${filtersHelp}`,
        querystring: practitionerListQuerySchema,
        response: { 200: envelopeSchema(practitionerListSchema) },
      },
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const { rows, total } = await practitioners.list(request.query);
        return ok(listData(rows.map(presentCard), total, request.query));
      });
    },
  );

  api.get(
    "/api/Practitioners/GetBreakthroughPractitionersList",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: `Listed practitioners of the breakthrough type: page, pageSize, ${filtersHelp}`,
        querystring: breakthroughListQuerySchema,
        response: { 200: envelopeSchema(practitionerListSchema) },
      },
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const { rows, total } = await practitioners.list({ ...request.query, search: "" }, "breakthrough");
        return ok(listData(rows.map(presentCard), total, request.query));
      });
    },
  );

  api.get(
    "/api/Practitioners/PractitionerDetail",
    {
      config: {
        access: publicAccess(
          "a listed practitioner's public profile: anyone reads it; contact fields only as the member chose",
        ),
      },
      schema: {
        tags,
        summary:
          "One listed practitioner's profile: Users.Bio, names, photo, place, languages, types, remote sessions, specializations, intro, the contact fields the member shows, CertifiedBadge ('Logo Usage'). Unknown or not listed: 404",
        querystring: practitionerDetailQuerySchema,
        response: { 200: envelopeSchema(practitionerDetailSchema) },
      },
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        return ok(presentDetail(await practitioners.detail(request.query.UserId)));
      });
    },
  );

  api.get(
    "/api/Practitioners/LatestPractitionersList",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: "The newest listings (a handful, newest first)",
        response: { 200: envelopeSchema(latestPractitionersSchema) },
      },
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

  api.get(
    "/api/Admin/Practitioners/List",
    {
      config: { access: adminAccess },
      schema: {
        tags: adminTags,
        summary:
          "Members with a profile or a plan that allows a listing: search (name or e-mail words, prefixes), page, pageSize. Visible says whether the directory shows them",
        querystring: adminPractitionerQuerySchema,
        response: { 200: envelopeSchema(adminPractitionerListSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await practitioners.adminList(request.query);
      return ok(listData(rows.map(presentAdmin), total, request.query));
    },
  );

  api.put(
    "/api/Admin/Practitioners/SetTypes",
    {
      config: { access: adminAccess },
      schema: {
        tags: adminTags,
        summary:
          "Grant the directory types a member holds (the list replaces the previous one): UserId, PractitionerTypes",
        body: adminPractitionerTypesSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await practitioners.setTypes(request.body.UserId, request.body.PractitionerTypes);
      return ok(null, translate(request.language, "practitionerSuccess.typesSaved"));
    },
  );

  api.put(
    "/api/Admin/Practitioners/SetCredentialsVerified",
    {
      config: { access: adminAccess },
      schema: {
        tags: adminTags,
        summary: "Mark a member's credentials verified (now) or not: UserId, Value",
        body: adminPractitionerFlagSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await practitioners.setVerified(request.body.UserId, request.body.Value);
      const key = request.body.Value ? "practitionerSuccess.verified" : "practitionerSuccess.unverified";
      return ok(null, translate(request.language, key));
    },
  );

  api.put(
    "/api/Admin/Practitioners/SetUnlisted",
    {
      config: { access: adminAccess },
      schema: {
        tags: adminTags,
        summary:
          "Take a practitioner off the directory whatever they chose (Value true), or put them back: UserId, Value",
        body: adminPractitionerFlagSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await practitioners.setUnlisted(request.body.UserId, request.body.Value);
      const key = request.body.Value ? "practitionerSuccess.unlisted" : "practitionerSuccess.relisted";
      return ok(null, translate(request.language, key));
    },
  );
}
