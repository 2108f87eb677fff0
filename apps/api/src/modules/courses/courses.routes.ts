import { contract, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { adminAccess, publicAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { readSingleFile } from "../../http/input.ts";
import { listData, withPathPage } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { IMAGE_MAX_BYTES } from "../../platform/storage/images.ts";
import { presentCategory, presentCourse, presentCourseDetail } from "./courses.presenter.ts";
import type { CourseService } from "./courses.service.ts";

/** Public catalogue reads per address (memory limiter, ADR 0015): a search costs a full-text query. */
export const COURSE_READ_LIMIT: Limit = { max: 600, windowMs: 15 * 60_000 };

export function courseRoutes(app: FastifyInstance, deps: Deps, courses: CourseService) {
  const tags = ["Course"];
  const limit = (request: FastifyRequest) => deps.readLimiter.hit(`courses:ip:${request.ip}`, COURSE_READ_LIMIT);

  route(
    app,
    contract.courses.getBeginnerCourses,
    {
      access: publicAccess(),
      tags,
      summary: "Published beginner courses in catalogue order",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        return ok((await courses.beginner(request.language)).map(presentCourse));
      });
    },
  );

  route(
    app,
    contract.courses.getCourseCategories,
    {
      access: publicAccess(),
      tags,
      summary: "Course categories in their order, with the number of published courses in each",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        return ok((await courses.categories(request.language)).map(({ row, words }) => presentCategory(row, words)));
      });
    },
  );

  route(
    app,
    contract.courses.getCourseById,
    {
      access: publicAccess(
        "a course's id, not a user's: anyone reads a published course; a member's bearer adds their plan price and whether their plan allows it",
      ),
      tags,
      summary:
        "One published course: Id, WebMode=true (accepted). PlanPrices: each plan's price of the course at its visitor price (ADR 0062). With a member's bearer: YourPrice (what the checkout charges them for the course at its visitor price: plan price, then the retake discount, YourRetakePercent) and PlanAllowed ('Advanced Course Access' for advanced courses). Unknown or unpublished: 404",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const viewer = await viewerOf(deps, request);
        const bundle = await courses.get(request.query.Id, viewer, request.language);
        const [plan, quote] = await Promise.all([courses.activePlan(viewer), courses.quote(viewer, bundle)]);
        return ok(presentCourseDetail(bundle, plan, quote));
      });
    },
  );

  route(
    app,
    contract.courses.getCourses,
    {
      access: publicAccess(),
      tags,
      summary:
        "Published courses in catalogue order: pageSize (default 12, at most 100; -1 = all), search (full text over title, summary, description), filters {Category: id, Level: beginner|advanced, Track: a Parama tab, SelfStudy: true|false}",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const query = withPathPage(request.query, request.params);
        const { list, total } = await courses.list(query, request.language);
        return ok(listData(list.map(presentCourse), total, query));
      });
    },
  );

  route(
    app,
    contract.courses.getCoursesGroupByCategories,
    {
      access: publicAccess(),
      tags,
      summary: "Every category in order with its published courses (the course library)",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const groups = await courses.groups(request.language);
        return ok(
          groups.map((group) => ({
            ...presentCategory(group.category.row, group.category.words),
            Courses: group.courses.map(presentCourse),
          })),
        );
      });
    },
  );

  route(
    app,
    contract.courses.getCoursesIDsAndTitle,
    {
      access: publicAccess(),
      tags,
      summary: "Ids and titles of published courses in catalogue order; the spec's pageSize=-1 reads them all",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const query = withPathPage(request.query, request.params);
        const { list, total } = await courses.idsAndTitles(query, request.language);
        return ok(
          listData(
            list.map((row) => ({ Id: row.id, Title: row.title, Lang: row.lang })),
            total,
            query,
          ),
        );
      });
    },
  );

  // Administration (ours: the spec lists no administrator calls for courses; ADR 0029).
  const adminTags = ["Course administration"];

  route(
    app,
    contract.courses.adminGetCourses,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Every course, published or not: the filters of GetCourses plus Published: true|false",
    },
    async (request) => {
      const query = withPathPage(request.query, request.params);
      const { list, total } = await courses.listAll(query);
      return ok(listData(list.map(presentCourse), total, query));
    },
  );

  route(
    app,
    contract.courses.adminAddCourse,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Create a course: Title, Summary, Description (plain text), CategoryId, Level, Track, CeCredits, Price (visitor, dollars), PlanPrices [{MembershipId 1–5, Price}], PrerequisiteIds (existing courses), IsSelfStudy, Duration",
    },
    async (request) => {
      const bundle = await courses.create(request.body);
      return ok(presentCourse(bundle), translate(request.language, "courseSuccess.created"));
    },
  );

  route(
    app,
    contract.courses.adminEditCourse,
    {
      access: adminAccess,
      tags: adminTags,
      summary:
        "Change a course: Id plus the fields of AdminAddCourse; plan prices and prerequisites are replaced. A prerequisite that leads back to the course (directly or not) is 400",
    },
    async (request) => {
      const bundle = await courses.update(request.body.Id, request.body);
      return ok(presentCourse(bundle), translate(request.language, "courseSuccess.updated"));
    },
  );

  route(
    app,
    contract.courses.adminSetCoursePublished,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Publish or unpublish a course: Id, IsPublished. An unpublished course leaves every public read",
    },
    async (request) => {
      await courses.setPublished(request.body.Id, request.body.IsPublished);
      const key = request.body.IsPublished ? "courseSuccess.published" : "courseSuccess.unpublished";
      return ok(null, translate(request.language, key));
    },
  );

  const uploads = [
    ["banner", contract.courses.adminUploadCourseBanner],
    ["thumbnail", contract.courses.adminUploadCourseThumbnail],
  ] as const;
  for (const [kind, call] of uploads) {
    route(
      app,
      call,
      {
        access: adminAccess,
        tags: adminTags,
        summary: `Set a course's ${kind} (multipart field File: JPEG, PNG, GIF or WebP up to 5 MB, checked by content and re-encoded as WebP in three sizes); the previous ${kind}'s files are deleted`,
      },
      async (request) => {
        const urls = await courses.uploadImage(
          request.params.id,
          kind,
          await readSingleFile(request, { field: "File", maxBytes: IMAGE_MAX_BYTES }),
        );
        return ok(
          { Full: urls.full, Card: urls.card, Thumbnail: urls.thumbnail },
          translate(request.language, "courseSuccess.imageUploaded"),
        );
      },
    );
  }

  route(
    app,
    contract.courses.adminAddCategory,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Create a category (last in the order): Name, Description",
    },
    async (request) => {
      const row = await courses.addCategory(request.body);
      return ok(presentCategory(row), translate(request.language, "courseSuccess.categoryCreated"));
    },
  );

  route(
    app,
    contract.courses.adminRenameCategory,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Rename a category: Id, Name, Description (its slug stays, so links keep working)",
    },
    async (request) => {
      await courses.renameCategory(request.body);
      return ok(null, translate(request.language, "courseSuccess.categoryRenamed"));
    },
  );

  route(
    app,
    contract.courses.adminReorderCategories,
    {
      access: adminAccess,
      tags: adminTags,
      summary: "Put the categories in a new order: Ids, every category id once",
    },
    async (request) => {
      const rows = await courses.reorderCategories(request.body.Ids);
      return ok(
        rows.map((row) => presentCategory(row)),
        translate(request.language, "courseSuccess.categoriesReordered"),
      );
    },
  );
}
