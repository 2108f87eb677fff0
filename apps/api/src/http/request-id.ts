import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The header a request's id arrives in (from a proxy or a client) and leaves in. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an incoming id may be: short, and nothing a log line or a header could be broken with. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId` (ADR 0084): a well-formed incoming X-Request-Id is kept, so a proxy's id follows the request
 * into our log lines; anything else (absent, too long, repeated, other characters) is replaced by a random one.
 */
export function requestIdOf(request: Pick<IncomingMessage, "headers">): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}
