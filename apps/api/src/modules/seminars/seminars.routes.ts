import { contract, type InterfaceLanguage, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess, ownerAccess, publicAccess, resourceAccess } from "../../http/access.ts";
import { viewerOf } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { listData, withPathPage } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { seminarOrganiserRule, seminarOwnerRule } from "./seminars.policy.ts";
import { courseTitleIn, presentSeminar, presentStudent, withQuote } from "./seminars.presenter.ts";
import { seminarsRepository } from "./seminars.repository.ts";
import type { SeminarService } from "./seminars.service.ts";

const instructorOf = (deps: Deps, id: number) => seminarsRepository.instructorOf(deps.db, id);
/** Routes that name a seminar to change it: its instructor or an administrator pass the access hook. */
const onSeminar = (owner: { in: "query" | "params" | "body"; name: string }) =>
  resourceAccess("seminar", owner, instructorOf, seminarOwnerRule);
/** Routes an active coordinator with `CanManageSeminars` may call too (ADR 0053); the service checks again. */
const organiseSeminar = (owner: { in: "query" | "params" | "body"; name: string }) =>
  resourceAccess("seminar", owner, instructorOf, seminarOrganiserRule);

/** Public seminar reads per client IP, counted in memory (ADR 0015): generous for browsing, not for scraping. */
export const SEMINAR_READ_LIMIT: Limit = { max: 600, windowMs: 15 * 60_000 };

export function seminarRoutes(app: FastifyInstance, deps: Deps, seminars: SeminarService) {
  const tags = ["Seminars"];
  /**
   * A page of the caller's own seminars (taught or coordinated): these answers carry the online link. The notes stay
   * as written (the editor starts from them); the course's title, which the editor does not change, is in the
   * reader's language where translated.
   */
  const ownSeminarPage = async (
    { list, total }: { list: Parameters<typeof presentSeminar>[0][]; total: number },
    query: { page: number; pageSize: number },
    lang: InterfaceLanguage,
  ) => {
    const now = seminars.now();
    const words = await seminars.words(
      lang,
      [],
      list.map((row) => row.seminar.courseId),
    );
    return listData(
      list.map((row) => {
        const course = courseTitleIn(words, row.seminar.courseId, row.courseTitle);
        return { ...presentSeminar(row, now, true), CourseTitle: course.title, CourseLang: course.lang };
      }),
      total,
      query,
    );
  };
  const limit = (request: FastifyRequest) => deps.readLimiter.hit(`seminars:ip:${request.ip}`, SEMINAR_READ_LIMIT);

  route(
    app,
    contract.seminars.getAllSeminarByGroup,
    {
      access: publicAccess(),
      tags,
      summary:
        "Listed seminars grouped by the month of their first day, soonest first, at most 100 a page (pageSize all or none included; TotalCount counts seminars, `page` reads on); filters {CourseId, Country, Format, Language, When: upcoming|past}; with a member's bearer each seminar carries YourPrice, what the checkout charges them (ADR 0062); notes and course titles in the reader's language where translated, Lang and CourseLang say which (ADR 0097)",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const query = request.query;
        const { list, total } = await seminars.listByMonth(query);
        const now = seminars.now();
        const quotes = await seminars.quotes((await viewerOf(deps, request))?.user.id, list);
        const words = await seminars.words(request.language, list);
        const months: { Date: string; Year: number; Month: number; Seminars: ReturnType<typeof presentSeminar>[] }[] =
          [];
        for (const [index, row] of list.entries()) {
          const item = withQuote(presentSeminar(row, now, false, words), quotes[index] ?? null);
          const first = item.SeminarDateAndTimes[0];
          const year = first?.Year ?? 0;
          const month = first?.Month ?? 0;
          let group = months.find((candidate) => candidate.Year === year && candidate.Month === month);
          if (!group) {
            group = { Date: first?.Date ?? "", Year: year, Month: month, Seminars: [] };
            months.push(group);
          }
          group.Seminars.push(item);
        }
        return ok(listData(months, total, query));
      });
    },
  );

  route(
    app,
    contract.seminars.getAllSeminarGroupByCourses,
    {
      access: publicAccess(),
      tags,
      summary:
        "Listed seminars grouped by course, 10 course groups a page (spec 001 §9); TotalCount counts groups; filters {CourseId, Country, Format, Language, When: upcoming|past}; with a member's bearer each seminar carries YourPrice, what the checkout charges them (ADR 0062); notes and course titles in the reader's language where translated, Lang and CourseLang say which (ADR 0097)",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const query = request.query;
        const { groups, total } = await seminars.listCourseGroups(query);
        const now = seminars.now();
        const viewer = await viewerOf(deps, request);
        const quotes = await seminars.quotes(
          viewer?.user.id,
          groups.flatMap((group) => group.seminars),
        );
        const words = await seminars.words(
          request.language,
          groups.flatMap((group) => group.seminars),
          groups.map((group) => group.courseId),
        );
        let next = 0;
        return ok(
          listData(
            groups.map((group) => {
              const course = courseTitleIn(words, group.courseId, group.courseTitle);
              return {
                CourseId: group.courseId,
                CourseTitle: course.title,
                Lang: course.lang,
                SeminarCount: group.seminarCount,
                Seminars: group.seminars.map((row) =>
                  withQuote(presentSeminar(row, now, false, words), quotes[next++] ?? null),
                ),
              };
            }),
            total,
            query,
          ),
        );
      });
    },
  );

  route(
    app,
    contract.seminars.getSeminarBySeminarIdAndUserId,
    {
      access: ownerAccess({ in: "query", name: "userId" }),
      tags,
      summary:
        "A seminar with the named member's latest place in it (the member themself or an administrator) and YourPrice, what the checkout charges that member (ADR 0062); notes and course titles in the reader's language where translated, Lang and CourseLang say which (ADR 0097)",
    },
    async (request) => {
      const { seminar, enrollment } = await seminars.ofUser(request.query.seminarId, request.query.userId);
      const [quote] = await seminars.quotes(request.query.userId, [seminar]);
      const words = await seminars.words(request.language, [seminar]);
      return ok({
        ...withQuote(presentSeminar(seminar, seminars.now(), enrollment?.status === "enrolled", words), quote ?? null),
        Enrollment: enrollment
          ? {
              Status: enrollment.status,
              EnrolledAt: enrollment.enrolledAt.toISOString(),
              GraduatedAt: enrollment.graduatedAt?.toISOString() ?? null,
            }
          : null,
      });
    },
  );

  route(
    app,
    contract.seminars.getSeminarById,
    {
      access: publicAccess("a seminar's id, not a user's: a seminar's page is public"),
      tags,
      summary:
        "One seminar: dates, place, instructor, seats left (capacity less enrolled places and PayPal holds younger than 30 minutes, the count eligibility and AddStudents use; ADR 0063), price (its list price) and notes; with a member's bearer YourPrice, what the checkout charges them (ADR 0062); notes and course titles in the reader's language where translated, Lang and CourseLang say which (ADR 0097)",
    },
    async (request, reply) => {
      await limit(request);
      return publicRead(deps.publicCache, request, reply, async () => {
        const row = await seminars.byId(request.query.id);
        const [quote] = await seminars.quotes((await viewerOf(deps, request))?.user.id, [row]);
        const words = await seminars.words(request.language, [row]);
        return ok(withQuote(presentSeminar(row, seminars.now(), false, words), quote ?? null));
      });
    },
  );

  route(
    app,
    contract.seminars.getAllSeminar,
    {
      access: memberAccess,
      tags,
      summary:
        "The calling instructor's seminars, newest first, cancelled ones included; an administrator gets every seminar (pageSize default 20, at most 100)",
    },
    async (request) => {
      const query = withPathPage(request.query, request.params);
      return ok(await ownSeminarPage(await seminars.mine(actorOf(request), query), query, request.language));
    },
  );

  route(
    app,
    contract.seminars.getStudent,
    {
      // The coordinator reads the list too, which the instructor-only hook rule cannot express: the service
      // checks instructor, administrator or coordinator and answers 403 to anyone else.
      access: memberAccess,
      tags,
      summary:
        "A seminar's students (live places, graduates included) by last name: its instructor, an active coordinator of the instructor, or an administrator (pageSize default 50, at most 100, or all); CanManage and CanGraduate say what the caller may do",
    },
    async (request) => {
      const query = request.query;
      const { list, total, canManage, canGraduate } = await seminars.students(actorOf(request), query.seminarId, query);
      return ok({
        ...listData(list.map(presentStudent), total, query),
        CanManage: canManage,
        CanGraduate: canGraduate,
      });
    },
  );

  route(
    app,
    contract.seminars.getAllSeminarByCoordinatorId,
    {
      access: memberAccess,
      tags,
      summary:
        "The seminars of every instructor the caller actively coordinates (accepted link, agreement accepted, not archived), newest first; CanManage: the instructor allows the caller to manage seminars (ADR 0053)",
    },
    async (request) => {
      const query = request.query;
      const { list, total, manages } = await seminars.coordinated(actorOf(request), query);
      const page = await ownSeminarPage({ list, total }, query, request.language);
      return ok({ ...page, List: page.List.map((item) => ({ ...item, CanManage: manages.has(item.InstructorId) })) });
    },
  );

  route(
    app,
    contract.seminars.addSeminar,
    {
      access: memberAccess,
      tags,
      summary:
        "Adds a seminar taught by the caller (instructors and administrators; 30 a day); Dates are wall-clock in TimeZone",
    },
    async (request) =>
      ok(
        { Id: await seminars.add(actorOf(request), request.body) },
        translate(request.language, "seminarMessages.added"),
      ),
  );

  route(
    app,
    contract.seminars.editSeminar,
    {
      access: organiseSeminar({ in: "body", name: "Id" }),
      tags,
      summary:
        "Edits a seminar (its instructor, an administrator, or an active coordinator with CanManageSeminars); capacity never below the places taken",
    },
    async (request) =>
      ok(
        { Id: await seminars.edit(actorOf(request), request.body) },
        translate(request.language, "seminarMessages.saved"),
      ),
  );

  route(
    app,
    contract.seminars.deleteSeminar,
    {
      access: onSeminar({ in: "params", name: "id" }),
      tags,
      summary:
        "Cancels a seminar: paid places are refunded once, students mailed and notified; 409 when it has graduates; a second call changes nothing",
    },
    async (request) => {
      const result = await seminars.cancel(actorOf(request), request.params.id);
      return ok(
        { Id: result.id, Refunded: result.refunded },
        translate(request.language, "seminarMessages.cancelledDone"),
      );
    },
  );

  route(
    app,
    contract.seminars.deleteStudent,
    {
      access: organiseSeminar({ in: "query", name: "seminarId" }),
      tags,
      summary: "Removes a student the instructor added (status cancelled); graduates and paid places are refused (409)",
    },
    async (request) => {
      await seminars.deleteStudent(actorOf(request), request.query.seminarId, request.query.studentId);
      return ok(null, translate(request.language, "seminarMessages.studentRemoved"));
    },
  );

  route(
    app,
    contract.seminars.graduateStudents,
    {
      access: onSeminar({ in: "body", name: "SeminarId" }),
      tags,
      summary:
        "Graduates enrolled students (user ids): CE credits are the course's at this moment; graduates stay graduated",
    },
    async (request) =>
      ok(
        { Graduated: await seminars.graduate(actorOf(request), request.body) },
        translate(request.language, "seminarMessages.graduated"),
      ),
  );

  route(
    app,
    contract.seminars.addStudents,
    {
      access: organiseSeminar({ in: "body", name: "SeminarId" }),
      tags,
      summary:
        "Adds existing members by e-mail (at most 50); all or nothing against the capacity (409 when full), counting the seats taken as eligibility and SeatsLeft do: enrolled places and PayPal holds younger than 30 minutes (ADR 0063); unknown addresses are listed back",
    },
    async (request) =>
      ok(
        await seminars.addStudents(actorOf(request), request.body),
        translate(request.language, "seminarMessages.studentsAdded"),
      ),
  );

  route(
    app,
    contract.seminars.sendEmailToStudents,
    {
      access: organiseSeminar({ in: "body", name: "SeminarId" }),
      tags,
      summary:
        "Queues the instructor's message to every student (plain text, escaped, in each student's mail language); 5 an hour per instructor",
    },
    async (request) => {
      await seminars.emailStudents(actorOf(request), request.body);
      return ok(null, translate(request.language, "seminarMessages.mailQueued"));
    },
  );

  route(
    app,
    contract.seminars.paySeminarManual,
    {
      access: organiseSeminar({ in: "body", name: "SeminarId" }),
      tags,
      summary:
        "Records what a student on an association seminar's list paid off-line (cash, transfer), ADR 0030; not for places paid online",
    },
    async (request) => {
      await seminars.payManual(actorOf(request), request.body);
      return ok(null, translate(request.language, "seminarMessages.paymentRecorded"));
    },
  );

  route(
    app,
    contract.seminars.courseTaught,
    {
      access: publicAccess("an instructor's id: the courses they teach are public, like their seminars"),
      tags,
      summary: "Courses an instructor teaches or has taught, with their seminar counts",
    },
    async (request) => {
      const rows = await seminars.coursesTaught(request.query.id);
      return ok(
        rows.map((row) => ({
          CourseId: row.courseId,
          CourseTitle: row.courseTitle,
          Seminars: row.seminars,
          Upcoming: row.upcoming,
        })),
      );
    },
  );
}
