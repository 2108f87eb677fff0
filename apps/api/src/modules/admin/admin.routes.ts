import { translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { assertAdmin, authenticate } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { presentAdminUser } from "../account/account.presenter.ts";
import type { createAdminService } from "./admin.service.ts";

const userIdQuery = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

export function adminRoutes(app: FastifyInstance, deps: Deps, admin: ReturnType<typeof createAdminService>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Admin"];

  api.get(
    "/api/Admin/GetUsers",
    {
      schema: {
        tags,
        summary: "Page through accounts (administrator)",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
          search: z.string().trim().max(100).default(""),
        }),
      },
    },
    async (request) => {
      assertAdmin(await authenticate(deps, request));
      const { page, pageSize, search } = request.query;
      const { list, total } = await admin.listUsers(page, pageSize, search);
      return ok({ List: list.map(presentAdminUser), TotalCount: total, Page: page, PageSize: pageSize });
    },
  );

  api.post(
    "/api/Admin/LockUser",
    { schema: { tags, summary: "Lock an account and end its sessions", querystring: userIdQuery } },
    async (request) => {
      const actor = await authenticate(deps, request);
      assertAdmin(actor);
      await admin.lock(actor, request.query.userId);
      return ok(null, translate(request.language, "success.userLocked"));
    },
  );

  api.post(
    "/api/Admin/UnlockUser",
    { schema: { tags, summary: "Unlock an account", querystring: userIdQuery } },
    async (request) => {
      const actor = await authenticate(deps, request);
      assertAdmin(actor);
      await admin.unlock(actor, request.query.userId);
      return ok(null, translate(request.language, "success.userUnlocked"));
    },
  );

  api.delete(
    "/api/Admin/DeleteUser",
    { schema: { tags, summary: "Delete an account and end its sessions", querystring: userIdQuery } },
    async (request) => {
      const actor = await authenticate(deps, request);
      assertAdmin(actor);
      await admin.remove(actor, request.query.userId);
      return ok(null, translate(request.language, "success.userDeleted"));
    },
  );
}
