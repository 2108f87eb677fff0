import type { z } from "zod";

/**
 * One API call as both sides know it (issue 21, ADR 0080): the method, the path (Fastify's pattern, `:name` for a
 * path parameter) and the zod schemas of what goes in and what comes back. The API registers its route from it
 * (`route()` in apps/api/src/http/route.ts: validation, OpenAPI, the serializer), and the web calls it through
 * `callApi` (apps/web/src/shared/api/call.ts), so a path, a field or a type is written once.
 *
 * Each area declares its calls as named exports of `<area>/contract.ts`; `contract.ts` in this package gathers
 * them as `contract.<area>.<call>`. The web imports them as namespace members, which bundlers resolve statically,
 * so a screen's chunk holds only the schemas of the calls it makes.
 */
export interface CallSpec {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path under the server, `/api/Area/Call`, with `:name` for each path parameter. */
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /**
   * A multipart/form-data body: its fields as the server reads them (files included, as `z.unknown()`s). The
   * server reads a multipart body itself (`readForm`), so this schema documents the call and types the web's form;
   * `json: true` when the same call also takes those fields as JSON.
   */
  readonly form?: { readonly fields: z.ZodType; readonly json?: boolean };
  /** `Data` of the answer's envelope (`{ Status, Message, Data }`). */
  readonly data: z.ZodType;
  /** An answer that is not the plain envelope (a call that also sends fields beside Data): the whole body. */
  readonly answer?: z.ZodType;
  /** A binary answer's media type (a PDF): then `data` is not sent; refusals are still envelopes. */
  readonly file?: string;
}

/** Declares a call; the literal types are kept, so a path parameter or a schema is typed at both ends. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<const S extends CallSpec>(spec: S): S {
  return spec;
}

type SchemaOf<S, K extends keyof CallSpec> = S extends { readonly [key in K]: infer T extends z.ZodType } ? T : never;

/** What the server's handler reads after validation. */
export type CallParams<S extends CallSpec> = [SchemaOf<S, "params">] extends [never]
  ? Record<string, never>
  : z.output<SchemaOf<S, "params">>;
export type CallQuery<S extends CallSpec> = [SchemaOf<S, "query">] extends [never]
  ? Record<string, never>
  : z.output<SchemaOf<S, "query">>;
export type CallBody<S extends CallSpec> = [SchemaOf<S, "body">] extends [never]
  ? unknown
  : z.output<SchemaOf<S, "body">>;

/** `Data` as the client receives it. */
export type CallData<S extends CallSpec> = z.output<S["data"]>;

/**
 * What a caller sends: only the parts the call declares, each as its schema's input. `Form` is the client's
 * multipart body type (the browser's FormData; this package has no DOM types).
 */
export type CallInput<S extends CallSpec, Form = unknown> = ([SchemaOf<S, "params">] extends [never]
  ? unknown
  : { params: z.input<SchemaOf<S, "params">> }) &
  ([SchemaOf<S, "query">] extends [never] ? unknown : { query: z.input<SchemaOf<S, "query">> }) &
  ([SchemaOf<S, "body">] extends [never] ? unknown : { body: z.input<SchemaOf<S, "body">> }) &
  (S extends { readonly form: object } ? { form: Form } : unknown);

/** Whether a call takes any input (then `callApi` requires it). */
export type TakesInput<S extends CallSpec> = S extends
  | { readonly params: z.ZodType }
  | { readonly query: z.ZodType }
  | { readonly body: z.ZodType }
  | { readonly form: object }
  ? true
  : false;

/** The URL path of a call with its parameters filled in, each encoded (`/api/Forum/GetPosts/2`). */
export function callPath(spec: CallSpec, params?: Record<string, unknown>): string {
  return spec.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${spec.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
