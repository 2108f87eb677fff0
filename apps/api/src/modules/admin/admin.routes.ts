import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { actorOf, adminAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import { presentAdminUser } from "../account/account.presenter.ts";
import type { createModerationService } from "../account/moderation.service.ts";

export function adminRoutes(app: FastifyInstance, admin: ReturnType<typeof createModerationService>) {
  const tags = ["Admin"];

  route(
    app,
    contract.admin.getUsers,
    { access: adminAccess, tags, summary: "Page through accounts (administrator)" },
    async (request) => {
      const { list, total } = await admin.listUsers(request.query);
      return ok(listData(list.map(presentAdminUser), total, request.query));
    },
  );

  route(
    app,
    contract.admin.lockUser,
    {
      access: adminAccess,
      tags,
      summary: "Lock an account and end its sessions",
      description:
        "The optional JSON body `{ Reason }` (3–500 characters of plain text) is kept with the lock, who locked " +
        "and when, and shown in the user list until the unlock; a call without a body locks without a reason.",
    },
    async (request) => {
      const actor = actorOf(request);
      await admin.lock(actor, request.query.userId, request.body?.Reason ?? null);
      return ok(null, translate(request.language, "success.userLocked"));
    },
  );

  route(
    app,
    contract.admin.unlockUser,
    { access: adminAccess, tags, summary: "Unlock an account" },
    async (request) => {
      const actor = actorOf(request);
      await admin.unlock(actor, request.query.userId);
      return ok(null, translate(request.language, "success.userUnlocked"));
    },
  );

  route(
    app,
    contract.admin.deleteUser,
    { access: adminAccess, tags, summary: "Delete an account and end its sessions" },
    async (request) => {
      const actor = actorOf(request);
      await admin.remove(actor, request.query.userId);
      return ok(null, translate(request.language, "success.userDeleted"));
    },
  );
}
