import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { actorOf, ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import type { HardshipService } from "./hardship.service.ts";

export function hardshipRoutes(app: FastifyInstance, hardship: HardshipService) {
  route(
    app,
    contract.hardship.submitHardshipApplication,
    {
      access: ownerAccess({ in: "body", name: "UserId" }),
      tags: ["HardshipApplication"],
      summary:
        "Apply for a reduced membership fee (bearer): MembershipId (2–5), Reason (30–4000 characters), IncomeDetails, RequestedAmount (dollars), AgreeDeclaration; one pending application per member; a confirmation is e-mailed",
    },
    async (request) => {
      const userId = request.body.UserId ?? actorOf(request).user.id;
      return ok(await hardship.submit(userId, request.body), translate(request.language, "hardship.submitted"));
    },
  );
}
