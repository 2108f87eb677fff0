import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, adminAccess, memberAccess, ownerAccess, publicAccess, resourceAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData, withPathPage } from "../../http/list.ts";
import { publicRead } from "../../http/public-cache.ts";
import { route } from "../../http/route.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { linkPartyRule } from "./coordinators.policy.ts";
import { presentAgreement, presentAgreementStatus, presentInstructor, presentLink } from "./coordinators.presenter.ts";
import { coordinatorsRepository } from "./coordinators.repository.ts";
import type { CoordinatorService } from "./coordinators.service.ts";

/** Public instructor list reads per address (memory limiter, ADR 0015). */
export const INSTRUCTOR_LIST_LIMIT: Limit = { max: 300, windowMs: 15 * 60_000 };

const partiesOf = (deps: Deps, id: number) => coordinatorsRepository.partiesOf(deps.db, id);
/** A link names two members: either party (or an administrator) passes the hook; the state machine decides. */
const linkAccess = (where: "query" | "body") =>
  resourceAccess("instructorCoordinator", { in: where, name: "Id" }, partiesOf, linkPartyRule);

export function coordinatorRoutes(app: FastifyInstance, deps: Deps, coordinators: CoordinatorService) {
  const userTags = ["User"];
  const tags = ["Coordinator"];
  const message = (language: string, key: string) => translate(language as never, `coordinatorMessages.${key}`);

  route(
    app,
    contract.coordinators.getInstructors,
    {
      access: publicAccess(),
      tags: userTags,
      summary:
        "Instructors (members on the instructor level) by last name with photo and place: page, pageSize (default 12, at most 50), search (name or city)",
    },
    async (request, reply) => {
      await deps.readLimiter.hit(`instructors:ip:${request.ip}`, INSTRUCTOR_LIST_LIMIT);
      return publicRead(deps.publicCache, request, reply, async () => {
        const { list, total } = await coordinators.listInstructors(request.query);
        return ok(listData(list.map(presentInstructor), total, request.query));
      });
    },
  );

  route(
    app,
    contract.coordinators.getInstructorCoordinator,
    {
      access: linkAccess("query"),
      tags: userTags,
      summary:
        "One instructor–coordinator link or invitation by Id: its instructor, its coordinator or an administrator",
    },
    async (request) => ok(presentLink(await coordinators.get(actorOf(request), request.query.Id))),
  );

  route(
    app,
    contract.coordinators.userAddInstructorCoordinator,
    {
      access: ownerAccess({ in: "body", name: "InstructorId" }),
      tags: userTags,
      summary:
        "Invites an existing member (CoordinatorId) to coordinate for the instructor InstructorId (the instructor themself or an administrator); 409 when already invited or coordinating, 10 invitations a day (429)",
    },
    async (request) =>
      ok(await coordinators.inviteMember(actorOf(request), request.body), message(request.language, "invited")),
  );

  route(
    app,
    contract.coordinators.acceptRejectInstructorCoordinator,
    {
      access: linkAccess("body"),
      tags: userTags,
      summary:
        "The invitee accepts or rejects (IsAccepted) an invitation: by the mail's Token (single use: 404 unknown, 400 used or expired) or by Id from their invitation list",
    },
    async (request) => {
      const link = await coordinators.respond(actorOf(request), request.body);
      return ok(presentLink(link), message(request.language, request.body.IsAccepted ? "accepted" : "rejected"));
    },
  );

  route(
    app,
    contract.coordinators.addInstructorCoordinator,
    {
      access: memberAccess,
      tags,
      summary:
        "The calling instructor invites a coordinator by Email (a mail with a single-use link to /coordinatorconfirmation) with the three permissions (CanManageSeminars, CanManageLocations, ReceivesStudentMails, each required) and an optional Message; 409 when already invited, 10 a day (429)",
    },
    async (request) =>
      ok(await coordinators.inviteByEmail(actorOf(request), request.body), message(request.language, "invited")),
  );

  route(
    app,
    contract.coordinators.acceptIBACoordinatorAgreement,
    {
      access: memberAccess,
      tags,
      summary:
        "An accepted coordinator accepts the coordinator agreement Version in force (409 when a newer one exists); the time and address are kept",
    },
    async (request) => {
      const actor = actorOf(request);
      await coordinators.acceptAgreement(actor, request.body.Version, request.ip);
      return ok(
        presentAgreementStatus(await coordinators.agreementStatus(actor)),
        message(request.language, "agreementAccepted"),
      );
    },
  );

  route(
    app,
    contract.coordinators.getCoordinatorAgreement,
    {
      access: memberAccess,
      tags,
      summary: "The coordinator agreement in force and the caller's acceptance of it",
    },
    async (request) => ok(presentAgreementStatus(await coordinators.agreementStatus(actorOf(request)))),
  );

  route(
    app,
    contract.coordinators.updateInstructorCoordinatorPreference,
    {
      access: linkAccess("body"),
      tags,
      summary:
        "The instructor (or an administrator) sets what the coordinator of link Id may do: CanManageSeminars, CanManageLocations, ReceivesStudentMails (each required, true or false)",
    },
    async (request) =>
      ok(
        presentLink(await coordinators.updatePreference(actorOf(request), request.body)),
        message(request.language, "preferencesSaved"),
      ),
  );

  route(
    app,
    contract.coordinators.removeInstructorCoordinator,
    {
      access: linkAccess("query"),
      tags,
      summary:
        "Either party: archives a working link (accepted); deletes an invitation (pending), a rejected link or an archived one",
    },
    async (request) => {
      const outcome = await coordinators.remove(actorOf(request), request.query.Id);
      const Outcome = outcome === "archive" ? ("archived" as const) : ("deleted" as const);
      return ok({ Outcome }, message(request.language, Outcome));
    },
  );

  route(
    app,
    contract.coordinators.unArchivedInstructorCoordinator,
    {
      access: linkAccess("query"),
      tags,
      summary: "Either party: brings an archived link back to the active list (409 unless archived)",
    },
    async (request) =>
      ok(
        presentLink(await coordinators.unarchive(actorOf(request), request.query.Id)),
        message(request.language, "unarchived"),
      ),
  );

  route(
    app,
    contract.coordinators.getInstructorCoordinatorsByInstructorId,
    {
      access: memberAccess,
      tags,
      summary: "The calling instructor's coordinators and open invitations (not archived, not rejected), newest first",
    },
    async (request) => {
      const query = withPathPage(request.query, request.params);
      const { list, total } = await coordinators.listByInstructor(actorOf(request), false, query);
      return ok(listData(list.map(presentLink), total, query));
    },
  );

  route(
    app,
    contract.coordinators.getArchivedInstructorCoordinatorsByInstructorId,
    {
      access: memberAccess,
      tags,
      summary: "The calling instructor's archived coordinators, newest first",
    },
    async (request) => {
      const { list, total } = await coordinators.listByInstructor(actorOf(request), true, request.query);
      return ok(listData(list.map(presentLink), total, request.query));
    },
  );

  route(
    app,
    contract.coordinators.getInstructorCoordinatorsByCoordinatorId,
    {
      access: ownerAccess({ in: "query", name: "coordinatorId" }),
      tags,
      summary: "The instructors a coordinator (themself, or an administrator asking) accepted to coordinate for",
    },
    async (request) => {
      const { list, total } = await coordinators.listByCoordinator(request.query.coordinatorId, request.query);
      return ok(listData(list.map(presentLink), total, request.query));
    },
  );

  route(
    app,
    contract.coordinators.getMyInvitations,
    {
      access: memberAccess,
      tags,
      summary: "Pending coordinator invitations addressed to the caller (by account or e-mail address)",
    },
    async (request) => {
      const { list, total } = await coordinators.pendingInvitations(actorOf(request), request.query);
      return ok(listData(list.map(presentLink), total, request.query));
    },
  );

  // ---- Administrators: the agreement's versions ----

  route(
    app,
    contract.coordinators.getCoordinatorAgreements,
    {
      access: adminAccess,
      tags,
      summary: "Administrators: every published version of the coordinator agreement, newest first, with acceptances",
    },
    async () => {
      const rows = await coordinators.listAgreements();
      return ok(rows.map((row) => ({ ...presentAgreement(row.agreement), Acceptances: Number(row.acceptances) })));
    },
  );

  route(
    app,
    contract.coordinators.publishCoordinatorAgreement,
    {
      access: adminAccess,
      tags,
      summary:
        "Administrators: publishes a new version (Title, Body as plain text); it is in force at once and every coordinator must accept it again",
    },
    async (request) =>
      ok(
        presentAgreement(await coordinators.publishAgreement(actorOf(request), request.body)),
        message(request.language, "agreementPublished"),
      ),
  );
}
