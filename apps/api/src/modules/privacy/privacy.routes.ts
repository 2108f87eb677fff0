import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import { accessFor } from "./privacy.policy.ts";
import { presentPendingErasure, presentPrivacyRequest } from "./privacy.presenter.ts";
import type { PrivacyService } from "./privacy.service.ts";

export function privacyRoutes(app: FastifyInstance, privacy: PrivacyService) {
  const tags = ["Privacy"];

  route(
    app,
    contract.privacy.downloadMyData,
    {
      access: accessFor("own"),
      tags,
      summary:
        "The caller's own data as a ZIP (application/zip): data.json with every section and one CSV per section (profile, memberships, card as billing keeps it — brand and last four, never a number —, payments, blog and forum posts and comments, enrolments, CE ledger and exam results, orders, addresses); streamed as it is read; 5 per hour (429)",
    },
    async (request, reply) => {
      const zip = await privacy.exportData(actorOf(request).user.id);
      return reply
        .type("application/zip")
        .header("Content-Disposition", 'attachment; filename="my-data.zip"')
        .header("Cache-Control", "private, no-store")
        .send(zip);
    },
  );

  route(
    app,
    contract.privacy.getMyPrivacy,
    {
      access: accessFor("own"),
      tags,
      summary: "The caller's pending erasure request (null when none) and the grace period in days a new request gets",
    },
    async (request) => {
      const { pending, graceDays } = await privacy.mine(actorOf(request).user.id);
      return ok({ PendingErasure: pending ? presentPendingErasure(pending) : null, GraceDays: graceDays });
    },
  );

  route(
    app,
    contract.privacy.requestErasure,
    {
      access: accessFor("own"),
      tags,
      summary:
        "Asks for the erasure of the caller's account, confirmed with their Password (400 WRONG_PASSWORD; wrong passwords share the account's password-check budget, 429): due after ERASURE_GRACE_DAYS (default 30), when a job erases it — forum posts, comments and blog comments stay as a former member's, invoices and orders stay without the address, the rest goes. A mail says when and how to cancel; asking again answers with the pending request",
    },
    async (request) => {
      const pending = await privacy.requestErasure(actorOf(request).user.id, request.body.Password);
      return ok(presentPendingErasure(pending), translate(request.language, "privacyMessages.erasureRequested"));
    },
  );

  route(
    app,
    contract.privacy.cancelErasure,
    {
      access: accessFor("own"),
      tags,
      summary: "Cancels the caller's pending erasure request (404 NO_PENDING_ERASURE when there is none)",
    },
    async (request) => {
      await privacy.cancelMine(actorOf(request).user.id);
      return ok(null, translate(request.language, "privacyMessages.erasureCancelled"));
    },
  );

  route(
    app,
    contract.privacy.getPrivacyRequests,
    {
      access: accessFor("manage"),
      tags,
      summary:
        "Administrators: members' data exports and erasure requests, newest first; kind export | erasure | all, status pending | cancelled | done | all; search by the member's name or e-mail",
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { list, total } = await privacy.list(request.query);
      return ok(listData(list.map(presentPrivacyRequest), total, { page, pageSize }));
    },
  );

  route(
    app,
    contract.privacy.adminCancelErasure,
    {
      access: accessFor("manage"),
      tags,
      summary:
        "Administrators: cancels a pending erasure request (404 PRIVACY_REQUEST_NOT_FOUND, or NO_PENDING_ERASURE once it is done or cancelled)",
    },
    async (request) => {
      await privacy.cancelByAdmin(actorOf(request).user.id, request.params.id);
      return ok(null, translate(request.language, "privacyMessages.erasureCancelled"));
    },
  );
}
