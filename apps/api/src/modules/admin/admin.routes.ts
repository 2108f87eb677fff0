import { adminUserListSchema, envelopeSchema, listQuerySchema, lockUserBodySchema, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, adminAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { presentAdminUser } from "../account/account.presenter.ts";
import type { createAdminService } from "./admin.service.ts";

const userIdQuery = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

export function adminRoutes(app: FastifyInstance, admin: ReturnType<typeof createAdminService>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Admin"];

  api.get(
    "/api/Admin/GetUsers",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary: "Page through accounts (administrator)",
        querystring: listQuerySchema(),
        response: { 200: envelopeSchema(adminUserListSchema) },
      },
    },
    async (request) => {
      const { list, total } = await admin.listUsers(request.query);
      return ok(listData(list.map(presentAdminUser), total, request.query));
    },
  );

  api.post(
    "/api/Admin/LockUser",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary: "Lock an account and end its sessions",
        description:
          "The optional JSON body `{ Reason }` (3–500 characters of plain text) is kept with the lock, who locked " +
          "and when, and shown in the user list until the unlock; a call without a body locks without a reason.",
        querystring: userIdQuery,
        // Absent for callers of the original contract (Fastify reads a missing body as null).
        body: lockUserBodySchema.nullish(),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await admin.lock(actor, request.query.userId, request.body?.Reason ?? null);
      return ok(null, translate(request.language, "success.userLocked"));
    },
  );

  api.post(
    "/api/Admin/UnlockUser",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary: "Unlock an account",
        querystring: userIdQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await admin.unlock(actor, request.query.userId);
      return ok(null, translate(request.language, "success.userUnlocked"));
    },
  );

  api.delete(
    "/api/Admin/DeleteUser",
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary: "Delete an account and end its sessions",
        querystring: userIdQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await admin.remove(actor, request.query.userId);
      return ok(null, translate(request.language, "success.userDeleted"));
    },
  );
}
