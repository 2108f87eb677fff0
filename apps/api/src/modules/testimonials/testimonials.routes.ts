import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, publicAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { accessFor } from "./testimonials.policy.ts";
import { presentAdminTestimonial, presentTestimonial } from "./testimonials.presenter.ts";
import type { TestimonialService } from "./testimonials.service.ts";

/** Public list reads per address (memory limiter, ADR 0015): a search costs a full-text query. */
export const TESTIMONIAL_LIST_LIMIT: Limit = { max: 300, windowMs: 15 * 60_000 };

export function testimonialRoutes(app: FastifyInstance, deps: Deps, testimonials: TestimonialService) {
  const tags = ["Testimonial"];

  route(
    app,
    contract.testimonials.getTestimonials,
    {
      access: publicAccess(),
      tags,
      summary:
        "Published (approved) testimonials, newest first: page, pageSize (default 9, at most 50), search (full text), filter = featured | a plan level (Starter, Access, Standard, Practitioner, Instructor, or its id) | all",
    },
    async (request, reply) => {
      await deps.readLimiter.hit(`testimonials:ip:${request.ip}`, TESTIMONIAL_LIST_LIMIT);
      return publicRead(deps.publicCache, request, reply, async () => {
        const { page, pageSize, search, filter } = request.query;
        const { list, total } = await testimonials.listPublished({ page, pageSize, search, filter }, request.language);
        return ok(listData(list.map(presentTestimonial), total, { page, pageSize }));
      });
    },
  );

  route(
    app,
    contract.testimonials.addTestimonial,
    {
      access: accessFor("submit"),
      tags,
      summary:
        "Share a testimonial (bearer, the caller's own): Text (30–1500 characters, plain text), optional DisplayName and Location; it waits for an administrator's approval; at most 3 per member in 24 hours (429)",
    },
    async (request) => {
      const receipt = await testimonials.add(actorOf(request), request.body);
      return ok(receipt, translate(request.language, "testimonialMessages.submitted"));
    },
  );

  route(
    app,
    contract.testimonials.getAdminTestimonials,
    {
      access: accessFor("moderate"),
      tags,
      summary:
        "Administrators: testimonials by status (pending — the default, oldest first — approved, rejected or all, newest first), with their authors; page, pageSize, search",
    },
    async (request) => {
      const { page, pageSize, search, status } = request.query;
      const { list, total } = await testimonials.listForAdmin({ page, pageSize, search, status }, request.language);
      return ok(listData(list.map(presentAdminTestimonial), total, { page, pageSize }));
    },
  );

  route(
    app,
    contract.testimonials.approveTestimonial,
    {
      access: accessFor("moderate"),
      tags,
      summary:
        "Administrators: publish a pending or rejected testimonial; its author is told by e-mail (409 if already approved)",
    },
    async (request) => {
      await testimonials.approve(actorOf(request), request.params.id);
      return ok(null, translate(request.language, "testimonialMessages.approved"));
    },
  );

  route(
    app,
    contract.testimonials.rejectTestimonial,
    {
      access: accessFor("moderate"),
      tags,
      summary:
        "Administrators: decline a pending testimonial or withdraw a published one, with a Reason (3–500 characters) that is e-mailed to the author",
    },
    async (request) => {
      await testimonials.reject(actorOf(request), request.params.id, request.body.Reason);
      return ok(null, translate(request.language, "testimonialMessages.rejected"));
    },
  );

  route(
    app,
    contract.testimonials.featureTestimonial,
    {
      access: accessFor("moderate"),
      tags,
      summary:
        "Administrators: feature (IsFeatured true) or unfeature (false; IsFeatured is required) an approved testimonial (409 unless approved)",
    },
    async (request) => {
      await testimonials.setFeatured(request.params.id, request.body.IsFeatured);
      const key = request.body.IsFeatured ? "testimonialMessages.featured" : "testimonialMessages.unfeatured";
      return ok(null, translate(request.language, key));
    },
  );

  route(
    app,
    contract.testimonials.deleteTestimonial,
    {
      access: accessFor("moderate"),
      tags,
      summary: "Administrators: delete a testimonial for good",
    },
    async (request) => {
      await testimonials.remove(request.params.id);
      return ok(null, translate(request.language, "testimonialMessages.deleted"));
    },
  );
}
