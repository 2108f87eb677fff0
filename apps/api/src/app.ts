import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { firstErrorRefPerField, type InterfaceLanguage, translate, translateMessage } from "@haa/domain";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { ZodError, type ZodType } from "zod";
import { API_MODULES } from "./api-modules.ts";
import type { Config } from "./config.ts";
import { runInCancellationScope } from "./db/cancellation.ts";
import { databaseTrouble } from "./db/errors.ts";
import type { Deps } from "./deps.ts";
import { installAccessControl } from "./http/access.ts";
import { API_KEY_HEADER, invalidApiKeyError, isApiKey } from "./http/api-key.ts";
import { acceptedEncoding, COMPRESS_SYNC_LIMIT, COMPRESS_THRESHOLD } from "./http/encoding.ts";
import { inlineStartupStylesheet } from "./http/entry-page.ts";
import type { ErrorEnvelope } from "./http/envelope.ts";
import { AppError, firstProblem, validationError } from "./http/errors.ts";
import { assertCleanText, isWellEncodedQuery, malformedEncodingError } from "./http/input.ts";
import { openApiOptions } from "./http/openapi.ts";
import type { CachedBody } from "./http/public-cache.ts";
import { LOG_REDACTION, redactUrl } from "./http/redact.ts";
import { requestLanguage } from "./http/request-context.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./http/request-id.ts";
import { API_DOCS_CSP, registerSecurityHeaders, securityHeaders } from "./http/security-headers.ts";
import { serverRenderer } from "./http/server-render.ts";
import { webRoutesOf } from "./http/web-routes.ts";
import { installAuditLog } from "./platform/audit/audit.hook.ts";
import { type PageHead, pageHeads, withPageHead } from "./platform/pages/page-head.ts";
import { pageLanguage } from "./platform/pages/page-language.ts";
import type { PageHeadReader } from "./platform/pages/pages.types.ts";
import { routeTableOf } from "./platform/pages/route-table.ts";
import { registerSitemaps } from "./platform/pages/sitemap.ts";

/** Paths served without the API key: the API's own documentation, and what the modules declare (health probes). */
const OPEN_API_PATHS = [
  "/api/openapi.json",
  "/api/docs",
  ...API_MODULES.flatMap((module) => module.keylessPaths ?? []),
];
/** The calls signed links open without the API key, as the modules declare them (`ApiModule.signedLinks`). */
const SIGNED_LINKS = API_MODULES.flatMap((module) => module.signedLinks ?? []);

/** Whether the query names `param` (any case, as the links were matched before), whatever its value. */
function hasParam(query: URLSearchParams, param: string): boolean {
  const wanted = param.toLowerCase();
  for (const name of query.keys()) if (name.toLowerCase() === wanted) return true;
  return false;
}

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
}

/** Builds the HTTP server: the /api call catalogue, the web app, uploads and the development mailbox. */
export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    // Each request's id (`reqId` on every line of request.log, X-Request-Id, RequestId of an error): the proxy's
    // when it sent a well-formed one, otherwise a random one (ADR 0084).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Fastify's own request lines would log raw URLs (tokens in query strings); onResponse logs a redacted one.
    logController: new LogController({ disableRequestLogging: true }),
    // A request that reaches us while SIGTERM drains (sent before it, on a connection already open) is served,
    // not shed with Fastify's bare 503: the drain waits for it anyway, and a deploy must lose nothing (ADR 0090).
    return503OnClosing: false,
    // A path the router cannot decode (`/api/Blog/GetBlogById/%FF`) is refused before any hook runs: answered
    // here in the usual envelope, with the headers the first hooks would have set.
    frameworkErrors: (error, request, reply) => {
      const refusal =
        error.code === "FST_ERR_BAD_URL"
          ? malformedEncodingError()
          : new AppError(error.statusCode ?? 400, "BAD_REQUEST", "validation.invalidRequest");
      (reply as FastifyReply)
        .headers(securityHeaders(config.publicUrl.startsWith("https://")))
        .header(REQUEST_ID_HEADER, request.id)
        .code(refusal.status)
        .send(errorEnvelope(refusal, requestLanguage(request), request.id));
    },
  });

  // Validation errors become our envelope with first-error-per-field message keys.
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: validationError(firstErrorRefPerField(result.error)) };
  });
  app.setSerializerCompiler(serializerCompiler);
  // First: every answer carries them, a refusal by a later hook included.
  registerSecurityHeaders(app, config);

  // The rest of the request runs in a cancellation scope: if its client goes away before the answer is written,
  // the PostgreSQL statements it is running are cancelled instead of working on for nobody (issue 22).
  app.addHook("onRequest", (request, reply, done) => {
    const write = request.method !== "GET" && request.method !== "HEAD";
    const { abandon } = runInCancellationScope(() => done(), { write });
    // Not sent yet when the connection closes: the client left mid-request. (After a sent reply nothing of it is
    // cancelled: `app.inject` closes its response without ever finishing it.)
    reply.raw.once("close", () => {
      if (!reply.sent) abandon();
    });
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    request.language = requestLanguage(request);
    const queryStart = request.url.indexOf("?");
    if (queryStart !== -1 && !isWellEncodedQuery(request.url.slice(queryStart + 1))) throw malformedEncodingError();
    const pathname = request.url.split("?")[0] ?? "";
    if (!pathname.toLowerCase().startsWith("/api/")) return;
    if (OPEN_API_PATHS.some((p) => pathname.toLowerCase().startsWith(p))) return;
    const query = new URLSearchParams(request.url.slice(pathname.length + 1));
    if (SIGNED_LINKS.some((link) => link.path.test(pathname) && hasParam(query, link.param))) return;
    if (!isApiKey(request.headers[API_KEY_HEADER], config.apiKey)) throw invalidApiKeyError();
  });

  // Before any schema or handler sees the input: control characters anywhere in query, path or JSON body.
  app.addHook("preValidation", async (request) => {
    assertCleanText(request.query, request.params, request.body);
  });

  // Query parameter names are matched case-insensitively, as the spec's client spells them variously.
  app.addHook("preValidation", async (request) => {
    const shape = (request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
    if (!shape || !request.query || typeof request.query !== "object") return;
    const declared = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
    const query = request.query as Record<string, unknown>;
    const renamed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) {
      const name = declared.get(key.toLowerCase()) ?? key;
      // A repeated parameter keeps its first value; arrays are not part of any call here.
      renamed[name] = Array.isArray(value) ? value[0] : value;
    }
    request.query = renamed;
  });

  // After the query names are normalised: access rules read the owner's id where the route declares it.
  installAccessControl(app, deps);
  // After access control (the caller and the owners it found): one row per administrator's change (ADR 0088).
  installAuditLog(app, deps);

  // Whatever a write changed, the next anonymous read sees it (ADR 0034): emptied before the answer leaves.
  app.addHook("onSend", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") deps.publicCache.clear();
  });

  app.addHook("onResponse", async (request, reply) => {
    // One observation per request; the route's pattern keeps the label set as small as the route table.
    if (deps.metrics.enabled) {
      const route = metricsRoute(request.routeOptions.url, reply.getHeader("content-type"));
      deps.metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    }
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  app.setErrorHandler(async (error, request, reply) => {
    const language = request.language ?? "en";
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error instanceof ZodError) appError = validationError(firstErrorRefPerField(error));
    else if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      appError = new AppError(413, "TOO_LARGE", "validation.profileImageSize");
    } else if ((error as { statusCode?: number }).statusCode === 413) {
      appError = new AppError(413, "TOO_LARGE", "validation.requestTooLarge");
    } else if ((error as { statusCode?: number }).statusCode && (error as { statusCode: number }).statusCode < 500) {
      // Malformed JSON, wrong content type, multipart limits: the caller's fault, said plainly.
      appError = new AppError((error as { statusCode: number }).statusCode, "BAD_REQUEST", "validation.invalidRequest");
    } else if (databaseTrouble(error)) {
      // The database is slow or away (a statement past its limit, a restart): a moment's wait, not a bug.
      const trouble = databaseTrouble(error);
      request.log.warn({ err: error, url: redactUrl(request.url) }, `database ${trouble}`);
      appError =
        trouble === "busy"
          ? new AppError(503, "DATABASE_BUSY", "errors.databaseBusy", { retryAfter: 5 })
          : new AppError(503, "DATABASE_UNAVAILABLE", "errors.databaseUnavailable", { retryAfter: 5 });
    } else {
      request.log.error({ err: error, url: redactUrl(request.url) }, "unhandled error");
      appError = new AppError(500, "INTERNAL", "errors.internal");
    }
    const body = errorEnvelope(appError, language, request.id);
    if (appError.status === 429) reply.header("Retry-After", String(appError.params.retryAfter ?? 60));
    if (appError.status === 503) reply.header("Retry-After", String(appError.params.retryAfter ?? 5));
    // Also here: an error raised before the onRequest hooks ran (an unreadable URL) still names its id.
    reply.header(REQUEST_ID_HEADER, request.id);
    return reply.code(appError.status).send(body);
  });

  // JSON above 1 KB (lists, the OpenAPI document) and any asset without a pre-compressed file. Brotli at a
  // low quality: per-response compression must cost less than the bytes it saves. Compressed in one call up to
  // 64 KB (the plugin's default is 8 KB on two cores): the server runs one process per core (WEB_CONCURRENCY), so
  // zlib's thread pool adds no core, only a stream per answer (a tenth of a list's CPU, ADR 0102).
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: COMPRESS_SYNC_LIMIT,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024 + 1, files: 1, fields: 40 } });

  await app.register(fastifySwagger, openApiOptions(app, { keyless: OPEN_API_PATHS, signedLinks: SIGNED_LINKS }));
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: API_DOCS_CSP });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  for (const module of API_MODULES) await module.register(app, deps);
  serveWebApp(app, deps);
  return app;
}

/** The modules' page heads by web route key, and their public lists for the sitemap (ADR 0095). */
const PAGE_HEAD_READERS: Readonly<Record<string, PageHeadReader>> = Object.fromEntries(
  API_MODULES.flatMap((module) => Object.entries(module.pageHeads ?? {})),
);
const SITEMAP_SOURCES = API_MODULES.flatMap((module) => module.sitemaps ?? []);

/** The web app's own routes (its entry page and assets): one `web` label in the metrics, whatever the file. */
const WEB_ROUTES = new Set(["/*", "/", "/assets/:file", "/index.html"]);

/**
 * A request's `route` label: the matched route's pattern, never the raw URL (ids and hostile paths would make a
 * series each); the web app's routes are `web`, and so is its entry page answered for any other path.
 */
function metricsRoute(route: string | undefined, contentType: unknown): string {
  if (route === undefined) return String(contentType).startsWith("text/html") ? "web" : "unmatched";
  return WEB_ROUTES.has(route) ? "web" : route;
}

/**
 * Fastify reads a numeric trustProxy as "trust nothing" (it cannot tell a proxy from a direct client by
 * count); a hop count here means: the nearest `hops` addresses (the socket peer first) are our proxies, so
 * the client is the address they appended, and entries a client wrote further left are ignored. It is only
 * safe when the server cannot be reached except through those proxies (docs/operations.md).
 */
function proxyTrust(trust: Config["trustProxy"]): FastifyServerOptions["trustProxy"] {
  if (typeof trust === "number") return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** The envelope of a refusal, in the reader's language. */
function errorEnvelope(appError: AppError, language: InterfaceLanguage, requestId: string): ErrorEnvelope {
  const body: ErrorEnvelope = {
    Status: false,
    Message: translateMessage(language, {
      key: appError.messageKey,
      params: appError.params,
      ...(appError.keyLists ? { keyLists: appError.keyLists } : {}),
    }),
    Code: appError.code,
    Data: null,
    RequestId: requestId,
  };
  if (appError.errors) {
    body.Errors = Object.fromEntries(
      Object.entries(appError.errors).map(([k, v]) => [
        k,
        typeof v === "string" ? translate(language, v) : translateMessage(language, v),
      ]),
    );
    // "The request is not valid." says nothing a reader can act on: name the first problem instead.
    if (appError.messageKey === "validation.invalidRequest") {
      body.Message = firstProblem(appError.errors, body.Errors) ?? body.Message;
    }
  }
  return body;
}

/** Whoever configures the logger (main, tests), secrets and row values are kept out of it. */
function withRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (logger === false || logger === undefined) return false;
  const base = typeof logger === "object" ? logger : {};
  return {
    ...base,
    formatters: { ...base.formatters, ...LOG_REDACTION.formatters },
    serializers: { ...base.serializers, ...LOG_REDACTION.serializers },
  };
}

const ASSET_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
  ".webp": "image/webp",
  ".png": "image/png",
};

interface CachedAsset {
  type: string;
  plain: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/**
 * The build's hashed assets never change under their names: each is read from disk once (with the .br and .gz
 * the build wrote beside it) and then served from memory, which the bench measured several times faster than
 * streaming it per request. Only files that exist in the build are kept, so memory is bounded by the build.
 */
function assetCache(assetsDir: string) {
  const cache = new Map<string, CachedAsset>();
  const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  return (name: string): CachedAsset | undefined => {
    const cached = cache.get(name);
    if (cached) return cached;
    const type = ASSET_TYPES[path.extname(name)];
    const file = path.join(assetsDir, name);
    if (!type || !/^[\w.-]+$/.test(name) || !existsSync(file)) return undefined;
    const asset = { type, plain: readFileSync(file), br: readIfExists(`${file}.br`), gzip: readIfExists(`${file}.gz`) };
    cache.set(name, asset);
    return asset;
  };
}

/** Serves the built SPA with history fallback; index.html gets the API key injected at serve time. */
function serveWebApp(app: FastifyInstance, { config, db, clock, publicCache }: Deps) {
  const indexFile = path.join(config.webDist, "index.html");
  const hasWeb = existsSync(indexFile);
  const isWebRoute = webRoutesOf(config.webDist);
  // Every page's <head> in its language, and the sitemap, from the build's route table and the modules' items
  // (ADR 0095).
  const routes = routeTableOf(config.webDist);
  const headOf = pageHeads({ publicUrl: config.publicUrl, db, clock, routes, readers: PAGE_HEAD_READERS });
  registerSitemaps(app, { publicUrl: config.publicUrl, db, clock, routes, sources: SITEMAP_SOURCES });
  let filled: { mtimeMs: number; html: string } | undefined;
  /** index.html with the start-up stylesheet inlined and the API key filled in, read again when the build changes. */
  const template = () => {
    const { mtimeMs } = statSync(indexFile);
    if (filled?.mtimeMs !== mtimeMs) {
      const html = inlineStartupStylesheet(readFileSync(indexFile, "utf8"), (name) => {
        const file = path.join(config.webDist, "assets", name);
        return existsSync(file) ? readFileSync(file, "utf8") : undefined;
      }).replace("__API_KEY__", config.apiKey.replace(/[^A-Za-z0-9._~-]/g, ""));
      filled = { mtimeMs, html };
    }
    return filled;
  };
  // The entry page of a page the server does not render is the same for every visitor of this process apart from
  // the head of each page in each language (ADR 0095): each variant is filled in and compressed once per build; an
  // item page's head is put in per request and compressed as any answer is.
  const entries = new Map<string, { mtimeMs: number; plain: Buffer; br?: Buffer; gzip?: Buffer }>();
  const entryPage = (head: PageHead) => {
    const { mtimeMs, html } = template();
    let entry = head.cacheKey === undefined ? undefined : entries.get(head.cacheKey);
    if (entry?.mtimeMs !== mtimeMs) {
      const plain = Buffer.from(withPageHead(html, head));
      if (head.cacheKey === undefined) return { mtimeMs, plain };
      entry = {
        mtimeMs,
        plain,
        br: brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(plain, { level: 9 }),
      };
      entries.set(head.cacheKey, entry);
    }
    return entry;
  };
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDist,
      prefix: "/",
      index: false,
      wildcard: true,
      // The web build writes .br and .gz beside each asset; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        else if (name === "sw.js" || name === "version.json" || name.endsWith(".webmanifest"))
          res.header("Cache-Control", "no-cache");
      },
    });
  }
  // The public pages rendered from the web's components with their data, when the server build is there (ADR 0096).
  const renderPage = hasWeb
    ? serverRenderer(app, {
        webDist: config.webDist,
        ssrDir: path.join(path.dirname(config.webDist), "dist-ssr"),
        apiKey: config.apiKey,
      })
    : undefined;
  /**
   * A rendered page is the same for every visitor in a language (the server renders as a visitor), so it is kept in
   * the public read cache like the reads it shows: a burst of visitors costs one render, compressed once, and any
   * write empties it (ADR 0034). A page that was not rendered (a failure, the time-out) is not kept.
   */
  const renderedPage = async (request: FastifyRequest, language: InterfaceLanguage, head: PageHead) => {
    if (!renderPage) return undefined;
    try {
      return await publicCache.getOrProduce(`page ${language} ${request.url}`, async () => {
        const page = await renderPage(
          request.url,
          { language, ip: request.ip },
          withPageHead(template().html, head),
          request.log,
        );
        if (!page) throw NOT_RENDERED;
        return { text: page.html, tag: page.etag };
      });
    } catch (error) {
      if (error === NOT_RENDERED) return undefined;
      throw error;
    }
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status: 200 | 404 = 200) => {
    // The page's language (`?lang`, the `lang` cookie, Accept-Language) names its head and renders its body.
    const language = pageLanguage(request);
    const head = await headOf(request.url.startsWith("/index.html") ? "/" : request.url, language);
    const code = status === 404 ? 404 : head.status;
    const rendered = code === 200 ? await renderedPage(request, language, head) : undefined;
    if (rendered) return sendRendered(request, reply, rendered);
    const page = entryPage(head);
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    const body = encoding ? page[encoding] : page.plain;
    reply.code(code).header("Cache-Control", "no-cache").header("Vary", "Accept-Encoding, Accept-Language, Cookie");
    reply.type("text/html; charset=utf-8");
    if (encoding && body) reply.header("Content-Encoding", encoding);
    return reply.send(body ?? page.plain);
  };
  if (hasWeb) {
    const asset = assetCache(path.join(config.webDist, "assets"));
    app.get<{ Params: { file: string } }>("/assets/:file", { schema: { hide: true } }, (request, reply) => {
      const found = asset(request.params.file);
      // Anything else under /assets (a source map, an unknown type) goes through the static plugin as before.
      if (!found) return reply.sendFile(`assets/${request.params.file}`);
      const encoding = acceptedEncoding(request.headers["accept-encoding"]);
      const body = encoding === "br" ? found.br : encoding === "gzip" ? found.gzip : undefined;
      reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("Vary", "Accept-Encoding")
        .type(found.type);
      if (body && encoding) reply.header("Content-Encoding", encoding);
      return reply.send(body ?? found.plain);
    });
    // The static plugin refuses directory requests; the home page is served here (rendered, or the entry page).
    app.get("/", { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    app.get("/index.html", { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = (request.url.split("?")[0] ?? "").toLowerCase();
    if (pathname.startsWith("/api/") || pathname === "/api" || request.method !== "GET" || !hasWeb) {
      return reply.code(404).send({
        Status: false,
        Message: translate(request.language ?? "en", "errors.notFound"),
        Code: "NOT_FOUND",
        Data: null,
        RequestId: request.id,
      } satisfies ErrorEnvelope);
    }
    // Any other GET gets the entry page: 200 for one of the web's routes, 404 for a path that is none (the SPA
    // then shows its not-found page). Without the build's route list every path counts as a route (ADR 0065).
    return sendIndex(request, reply, isWebRoute(pathname) ? 200 : 404);
  });
}

/** Thrown by a page's producer when the server did not render it: nothing is kept, the entry page is sent. */
const NOT_RENDERED = Symbol("not rendered");

/**
 * A server-rendered page: the same for every visitor in a language until the data changes, so a browser that
 * has it revalidates with its ETag and gets a 304 (ADR 0096); compressed once per cache entry, as the reads are.
 */
function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  { body: page, hit }: { body: CachedBody; hit: boolean },
) {
  reply
    .header("Cache-Control", "no-cache")
    .header("x-cache", hit ? "hit" : "miss")
    .header("Vary", "Accept-Encoding, Accept-Language, Cookie")
    .type("text/html; charset=utf-8");
  if (page.tag !== undefined) reply.header("ETag", page.tag);
  if (page.tag !== undefined && request.headers["if-none-match"] === page.tag) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  if (!encoding || page.text.length < COMPRESS_THRESHOLD) return reply.code(200).send(page.text);
  return reply.code(200).header("Content-Encoding", encoding).send(page.encoded(encoding));
}
