import {
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallSpec,
  envelopeSchema,
  pdfFileSchema,
} from "@haa/domain";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions as FastifyRouteOptions,
  FastifySchema,
} from "fastify";
import type { z } from "zod";
import type { Envelope } from "./envelope.ts";

/** What a route adds to its call: who may call it, its documentation, and the odd extra. */
export interface RouteOptions extends FastifyContextConfig {
  tags: readonly string[];
  summary: string;
  description?: string;
  /** A larger request body than the server's default (an upload). */
  bodyLimit?: number;
  /** Answers beside the 200 the call declares (the health probe's 503). */
  responses?: Record<number, unknown>;
}

/** The request a handler receives: path, query and body as the call's schemas parsed them. */
export type CallRequest<S extends CallSpec> = FastifyRequest<{
  Params: CallParams<S>;
  Querystring: CallQuery<S>;
  Body: CallBody<S>;
}>;

/** What a handler may answer: the call's envelope (the declared Data, before serialization), or the reply it sent. */
type Answer<S extends CallSpec> = S extends { readonly answer: z.ZodType }
  ? z.input<S["answer"]>
  : S extends { readonly file: string }
    ? FastifyReply
    : Envelope<z.input<S["data"]>>;

export type CallHandler<S extends CallSpec> = (
  request: CallRequest<S>,
  reply: FastifyReply,
) => Answer<S> | FastifyReply | Promise<Answer<S> | FastifyReply>;

const CALL = Symbol("call");

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract call a route was registered from (`route()`); the contract test reads it. */
    [CALL]?: CallSpec;
  }
}

/**
 * Registers the route of a contract call (ADR 0080): the method, the path and every schema come from the call, so
 * validation, the serializer and the OpenAPI document use what the web is typed by. A multipart call's fields are
 * documented (its handler reads the body with `readForm`); a file call declares a binary 200, its refusals stay
 * envelopes.
 */
export function route<S extends CallSpec>(
  app: FastifyInstance,
  call: S,
  options: RouteOptions,
  handler: CallHandler<S>,
): void {
  const { tags, summary, description, bodyLimit, responses, ...config } = options;
  const ok = call.file
    ? { description: "The file", content: { [call.file]: { schema: pdfFileSchema } } }
    : (call.answer ?? envelopeSchema(call.data));
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...tags],
    summary,
    ...(description ? { description } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.form
      ? { consumes: call.form.json ? ["multipart/form-data", "application/json"] : ["multipart/form-data"] }
      : {}),
    response: { 200: ok, ...responses },
  };
  const definition: FastifyRouteOptions = {
    method: call.method,
    url: call.path,
    schema,
    config: { ...config, [CALL]: call },
    ...(bodyLimit ? { bodyLimit } : {}),
    handler: handler as unknown as FastifyRouteOptions["handler"],
  };
  app.route(definition);
}

/** The contract call a route was registered from, if any. */
export function callOf(config: FastifyContextConfig | undefined): CallSpec | undefined {
  return config?.[CALL];
}
