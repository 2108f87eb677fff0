import { envelopeSchema, hardshipApplicationSchema, hardshipReceiptSchema, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, ownerAccess } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import type { HardshipService } from "./hardship.service.ts";

export function hardshipRoutes(app: FastifyInstance, hardship: HardshipService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/HardshipApplication/SubmitHardshipApplication",
    {
      config: { access: ownerAccess({ in: "body", name: "UserId" }) },
      schema: {
        tags: ["HardshipApplication"],
        summary:
          "Apply for a reduced membership fee (bearer): MembershipId (2–5), Reason (30–4000 characters), IncomeDetails, RequestedAmount (dollars), AgreeDeclaration; one pending application per member; a confirmation is e-mailed",
        body: hardshipApplicationSchema,
        response: { 200: envelopeSchema(hardshipReceiptSchema) },
      },
    },
    async (request) => {
      const userId = request.body.UserId ?? actorOf(request).user.id;
      return ok(await hardship.submit(userId, request.body), translate(request.language, "hardship.submitted"));
    },
  );
}
