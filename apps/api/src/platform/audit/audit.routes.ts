import { contract } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { adminAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { presentAuditEntry, presentAuditSummary } from "./audit.presenter.ts";
import { createAuditService } from "./audit.service.ts";

export function auditRoutes(app: FastifyInstance, deps: Deps): void {
  const audit = createAuditService(deps.db);
  const tags = ["Admin"];

  route(
    app,
    contract.admin.getAuditLog,
    {
      access: adminAccess,
      tags,
      summary: "Page through the administrators' audit log, newest first (administrator)",
      description:
        "Filters narrow by actor, action (`Admin/LockUser`), target kind and id, and a date range (`from`, `to`: " +
        "a date or an ISO date-time; a bare `to` date includes that day); `search` matches any part of who, what, " +
        "the target and the input. Pages by cursor: pass the answer's `NextCursor` as `cursor` for the older page.",
    },
    async (request) => {
      const { rows, nextCursor } = await audit.list(request.query);
      return ok({ List: rows.map(presentAuditSummary), NextCursor: nextCursor });
    },
  );

  route(
    app,
    contract.admin.getAuditEntry,
    {
      access: adminAccess,
      tags,
      summary: "One audit entry with its request details and the target before and after (administrator)",
    },
    async (request) => ok(presentAuditEntry(await audit.entry(request.query.id))),
  );
}
