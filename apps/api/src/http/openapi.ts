import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { CallSpec } from "@haa/domain";
import type { FastifyInstance, FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { type RouteEntry, routeCatalogue } from "./access.ts";
import type { SignedLink } from "./module.ts";

/**
 * The body of every refusal, as the error handler (app.ts) and the not-found handler write it. Exported so the
 * API tests parse real refusals with it: the document cannot drift from what the API sends.
 */
export const errorEnvelopeSchema = z.object({
  Status: z.literal(false),
  Message: z.string().describe("What went wrong, in the caller's language (Accept-Language)."),
  Code: z
    .string()
    .describe("A stable code: VALIDATION, INVALID_API_KEY, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, RATE_LIMITED…"),
  Data: z.null(),
  Errors: z
    .record(z.string(), z.string())
    .optional()
    .describe("Validation only (Code VALIDATION): the first problem of each field, by field name."),
  RequestId: z
    .string()
    .describe(
      "The request's id, also in the X-Request-Id response header and on the server's log lines: quote it when reporting a problem. A well-formed X-Request-Id sent with the request (1–64 of A-Z a-z 0-9 . _ : -) is kept.",
    ),
});

const ERROR_BODY = { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } };

/** The refusals an operation may answer, each one shared component the operations `$ref`. */
const ERROR_RESPONSES = {
  "400": {
    name: "BadRequest",
    description:
      "The request is malformed (broken % escapes, control characters, unreadable JSON) or fails validation: Code VALIDATION, with Errors naming each field's first problem.",
  },
  "401": {
    name: "Unauthorized",
    description:
      "X-Api-Key is missing or wrong (INVALID_API_KEY), or the bearer token is missing or its session ended (UNAUTHORIZED), or its account is locked or deleted (ACCOUNT_LOCKED_OR_DELETED).",
  },
  "403": {
    name: "Forbidden",
    description: "The caller may not do this: an administrator's call, or another member's data.",
  },
  "404": { name: "NotFound", description: "Nothing has the id or name the call gives." },
  "409": {
    name: "Conflict",
    description: "The change conflicts with the current state (a duplicate, or a state that no longer allows it).",
  },
  "429": {
    name: "TooManyRequests",
    description: "Too many attempts from this caller; Retry-After says when to try again.",
    headers: {
      "Retry-After": { description: "Seconds to wait before the next attempt.", schema: { type: "integer" } },
    },
  },
  "503": {
    name: "ServiceUnavailable",
    description:
      "The database could not answer in time (DATABASE_BUSY: a statement ran past its limit) or is briefly away (DATABASE_UNAVAILABLE), or the S3 file store is overloaded (UNAVAILABLE). Retry-After says when to try again; a payment retried with the same Idempotency-Key is charged once.",
    headers: {
      "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } },
    },
  },
  "507": {
    name: "InsufficientStorage",
    description:
      "The uploads' disk or S3 store is full or over its quota (INSUFFICIENT_STORAGE): the file was not stored, and nothing of it was kept; try again later.",
  },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The part of an operation this module writes; the rest is @fastify/swagger's. */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>>;

export interface OpenApiOptions {
  /** Path prefixes answered without X-Api-Key (health, the document itself). */
  keyless: readonly string[];
  /** Calls a signed link opens without the API key (`ApiModule.signedLinks`). */
  signedLinks: readonly SignedLink[];
}

/**
 * The @fastify/swagger options. The document describes `/api` only (development pages such as /dev/mailbox and
 * the web app are not the API), and what a client needs beyond the route schemas — security, refusals,
 * operation ids — is derived here, in one place, from each route's declared access (`config.access`), so no
 * route repeats it and none can forget it.
 */
export function openApiOptions(app: FastifyInstance, options: OpenApiOptions): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Healing Arts Association API",
        version: "1.0.0",
        description:
          "Every /api call needs the X-Api-Key header. Calls on one user's data need that user's bearer token (or an administrator's). Responses are wrapped as { Status, Message, Data }; errors add Code and, for validation, Errors { Field: message }. A locked or deleted account's bearer token is refused with 401 and Code ACCOUNT_LOCKED_OR_DELETED by every call that reads the token, public reads that show members more included; an ended session's token reads public pages as a visitor.",
      },
      // Relative, so the document holds wherever the server is reached (a proxy's address, a port chosen at start).
      servers: [{ url: "/", description: "The server that serves this document" }],
      components: {
        securitySchemes: {
          apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
          bearer: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "LoginTokenResponseModel.access_token from Account/Login.",
          },
        },
        schemas: { ErrorEnvelope: errorJsonSchema() },
        responses: Object.fromEntries(
          Object.values(ERROR_RESPONSES).map(({ name, ...response }) => [name, { ...response, content: ERROR_BODY }]),
        ),
      },
      security: [{ apiKey: [] }],
    },
    transform: (route) =>
      route.url.startsWith("/api/")
        ? jsonSchemaTransform(route)
        : { schema: { hide: true } as FastifySchema, url: route.url },
    transformObject: (document) => {
      if (!("openapiObject" in document)) return document.swaggerObject;
      const catalogue = new Map(
        routeCatalogue(app).map((entry) => [`${entry.method} ${documentPath(entry.url)}`, entry]),
      );
      const paths = (document.openapiObject.paths ?? {}) as Record<string, PathItem>;
      for (const [path, item] of Object.entries(paths)) {
        const methods = METHODS.filter((method) => item[method]);
        for (const method of methods) {
          const operation = item[method] as Operation;
          const entry = catalogue.get(`${method.toUpperCase()} ${path}`);
          // The method only where a path has two: elsewhere the id stays the catalogue's name, which clients know.
          operation.operationId = operationId(path, methods.length > 1 ? method : undefined);
          const keyless = options.keyless.some((prefix) => path.toLowerCase().startsWith(prefix));
          operation.security = securityOf(path, entry, keyless, options.signedLinks);
          const form = entry?.call?.form;
          // A multipart body is read by its handler (readForm), not validated by Fastify: documented from the call.
          if (form && !operation.requestBody) operation.requestBody = multipartBody(form);
          // A refusal a route declares itself (a body of its own) wins over the shared one.
          operation.responses = { ...errorRefs(method, operation, entry, keyless), ...operation.responses };
        }
      }
      return document.openapiObject;
    },
  };
}

/** `/api/Invoices/DownloadInvoicePdf/:invoiceId` as the document spells it: `{invoiceId}`. */
function documentPath(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, "{$1}");
}

/** `/api/Admin/Help/GetTopics` → `Admin_Help_GetTopics`: the catalogue's names, which clients already know. */
function operationId(path: string, method: string | undefined): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .filter((segment) => segment && !segment.startsWith("{"));
  return [...words, ...(method ? [method] : [])].join("_");
}

/**
 * Who may call, as the access hook (access.ts) and the API-key check (app.ts) decide it: member and admin calls
 * need the bearer beside the key; a signed link's token stands in for the bearer, and a link a mail or a browser
 * tab opens needs no key either.
 */
function securityOf(
  path: string,
  entry: RouteEntry | undefined,
  keyless: boolean,
  signedLinks: readonly SignedLink[],
): Record<string, string[]>[] {
  if (keyless) return [];
  const needsUser = entry?.access !== undefined && entry.access.auth !== "public";
  const required: Record<string, string[]>[] = [needsUser ? { apiKey: [], bearer: [] } : { apiKey: [] }];
  const example = path.replace(/\{\w+\}/g, "1");
  if (signedLinks.some((link) => link.path.test(example))) required.push({});
  else if (needsUser && entry?.access?.signedLink) required.push({ apiKey: [] });
  return required;
}

/** The refusals that can apply to the operation (see ERROR_RESPONSES), as references to the shared components. */
function errorRefs(
  method: string,
  operation: Operation,
  entry: RouteEntry | undefined,
  keyless: boolean,
): Record<string, { $ref: string }> {
  // Any call is refused for a broken % escape in its query or a control character in its input.
  const statuses: ErrorStatus[] = ["400"];
  if (!keyless) {
    statuses.push("401");
    if (entry?.access && entry.access.auth !== "public") statuses.push("403");
    if (operation.parameters?.length || operation.requestBody) statuses.push("404");
    if (method !== "get") statuses.push("409");
    statuses.push("429", "503");
    // A call that takes a file stores it (ADR 0090).
    if (
      (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.["multipart/form-data"]
    ) {
      statuses.push("507");
    }
  }
  return Object.fromEntries(
    statuses.map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }]),
  );
}

function multipartBody(form: NonNullable<CallSpec["form"]>): unknown {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(form.fields, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  });
  const content: Record<string, { schema: unknown }> = { "multipart/form-data": { schema } };
  if (form.json) content["application/json"] = { schema };
  return { required: true, content };
}

function errorJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorEnvelopeSchema, { target: "draft-2020-12" });
  return schema;
}
