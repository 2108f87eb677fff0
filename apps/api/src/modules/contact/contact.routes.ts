import { contract, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf } from "../../http/access.ts";
import { authenticate, bearerToken } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { listData } from "../../http/list.ts";
import { route } from "../../http/route.ts";
import { accessFor } from "./contact.policy.ts";
import { presentContactMessage } from "./contact.presenter.ts";
import type { ContactService } from "./contact.service.ts";

/** The member behind a public call, when a valid bearer came along; a visitor (or a stale token) is none. */
async function optionalMember(deps: Deps, request: FastifyRequest) {
  if (!bearerToken(request)) return undefined;
  return authenticate(deps, request).then(
    (actor) => actor.user,
    () => undefined,
  );
}

export function contactRoutes(app: FastifyInstance, deps: Deps, contact: ContactService) {
  const tags = ["Contact"];

  route(
    app,
    contract.contact.contactResponse,
    {
      access: accessFor("send"),
      tags,
      summary:
        "Write to the association (visitor or member): Name, Email, Subject, Message (10–5000 characters); stored, mailed to CONTACT_EMAIL and acknowledged to the sender in their language; 5 per address per hour (429). `Website` is a honeypot: filled in, the answer is the same 200 and nothing is stored or sent",
    },
    async (request) => {
      await contact.send(request.body, {
        ip: request.ip,
        language: request.language,
        user: await optionalMember(deps, request),
      });
      return ok(null, translate(request.language, "contactMessages.sent"));
    },
  );

  route(
    app,
    contract.contact.getContactMessages,
    {
      access: accessFor("manage"),
      tags,
      summary:
        "Administrators: contact messages, newest first; status open | handled | all (default), search by name, e-mail or subject",
    },
    async (request) => {
      const { page, pageSize, search, status } = request.query;
      const { list, total } = await contact.list({ page, pageSize, search, status });
      return ok(listData(list.map(presentContactMessage), total, { page, pageSize }));
    },
  );

  route(
    app,
    contract.contact.markContactMessageHandled,
    {
      access: accessFor("manage"),
      tags,
      summary: "Administrators: mark a message handled (Handled true) or open it again (false); Handled is required",
    },
    async (request) => {
      const handled = request.body.Handled;
      await contact.setHandled(actorOf(request), request.params.id, handled);
      const key = handled ? "contactMessages.handled" : "contactMessages.reopened";
      return ok(null, translate(request.language, key));
    },
  );
}
