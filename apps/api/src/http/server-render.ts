import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { InterfaceLanguage } from "@haa/domain";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { API_KEY_HEADER } from "./api-key.ts";

/** A page that takes longer is sent as the plain entry page: the browser renders it as before (ADR 0096). */
export const SERVER_RENDER_TIMEOUT_MS = 2000;

/** What the web's server entry (`apps/web/src/entry-server.tsx`, built into `dist-ssr/`) offers. */
interface ServerEntry {
  render(options: { url: string; language: InterfaceLanguage }): Promise<ServerPage | undefined>;
  installTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  isServerRendered(pathname: string): boolean;
}

/** The server entry's render: the markup, its route modules' source files, its reads, and how often it drew. */
interface ServerPage {
  html: string;
  modules: string[];
  state: unknown;
  passes: number;
}

/** What the web build's manifest (`dist/.vite/manifest.json`) says of a module: its file, imports and styles. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/**
 * The stylesheets of the page's route modules and of what they import, as Vite's loader would add them when the
 * module arrives: in the page, the rendered screen has its final look before any JavaScript. The entry's own
 * stylesheet is in the page already (inlined, ADR 0058).
 */
export function stylesheetsOf(manifest: Manifest, modules: readonly string[]): string[] {
  const inPage = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])));
  const seen = new Set<string>();
  const sheets: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) if (!inPage.has(sheet) && !sheets.includes(sheet)) sheets.push(sheet);
  };
  for (const module of modules) visit(module);
  return sheets;
}

/** A rendered page: the whole HTML document and its validator. */
export interface RenderedPage {
  html: string;
  etag: string;
  /** How many times the page was drawn: 1 when its route loader read all it shows (ADR 0098; the tests check). */
  passes: number;
}

/** Whose page is rendered: the reads it makes are asked in this language, from this address. */
interface Visitor {
  language: InterfaceLanguage;
  ip: string;
}

/**
 * The render in progress: whose page, and the app its reads go to. Process-wide, as the bundle's transport is: the
 * bundle is one module per process, so several apps in one process (the tests' servers) install their transport
 * into the same module, and the render's own app is found here, not in whichever app installed last.
 */
const rendering = new AsyncLocalStorage<Visitor & { app: FastifyInstance; apiKey: string }>();

const ROOT = /<div id="root">[\s\S]*?<noscript>[\s\S]*?<\/noscript>/;

/**
 * The entry page with a rendered page in `#root` and the reads it shows beside it, as JSON the browser's query
 * cache takes in before it hydrates. The CSP allows no inline script: a `type="application/json"` element is data,
 * never run; `<` is escaped so no text in it can end the element. The note that the site needs JavaScript goes:
 * this page does not.
 */
export function withServerPage(
  template: string,
  page: { html: string; state: unknown },
  language: InterfaceLanguage,
  stylesheets: readonly string[] = [],
): string {
  const state = JSON.stringify(page.state).replace(/</g, "\\u003c");
  const links = stylesheets.map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`).join("");
  return template
    .replace(/<html lang="[\w-]*">/, `<html lang="${language}">`)
    .replace("</head>", () => `${links}</head>`)
    .replace(
      ROOT,
      () => `<div id="root">${page.html}</div><script type="application/json" id="server-state">${state}</script>`,
    );
}

/**
 * The page's validator: the build, the markup and the data of its reads, not when they were read (the state's
 * times change on every render, what the reader gets does not).
 */
function pageTag(template: string, page: { html: string; state: unknown }): string {
  const queries = (page.state as { queries?: { queryHash: string; state: { data: unknown } }[] }).queries ?? [];
  const hash = createHash("sha256").update(template).update(page.html);
  for (const query of queries) hash.update(query.queryHash).update(JSON.stringify(query.state.data) ?? "");
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

/**
 * Renders the web's public pages on the server from its own components (ADR 0096), when the web's server build is
 * there; `undefined` otherwise. The page's reads go through this app in-process (`inject`), as a visitor's: the
 * API key, the page's language, the reader's address (the rate limits count them), never a session.
 */
export function serverRenderer(app: FastifyInstance, options: { webDist: string; ssrDir: string; apiKey: string }) {
  const file = path.join(options.ssrDir, "entry-server.js");
  if (!existsSync(file)) return undefined;
  const manifestFile = path.join(options.webDist, ".vite", "manifest.json");
  let manifest: { mtimeMs: number; chunks: Manifest } | undefined;
  /** The browser build's manifest, read again when the build changes; empty without one (no links added). */
  const chunks = (): Manifest => {
    if (!existsSync(manifestFile)) return {};
    const { mtimeMs } = statSync(manifestFile);
    if (manifest?.mtimeMs !== mtimeMs) manifest = { mtimeMs, chunks: JSON.parse(readFileSync(manifestFile, "utf8")) };
    return manifest.chunks;
  };
  let entry: Promise<ServerEntry> | undefined;
  const load = () => {
    entry ??= import(pathToFileURL(file).href).then((module: ServerEntry) => {
      module.installTransport(async (url, init) => {
        const visitor = rendering.getStore();
        const headers = Object.fromEntries(new Headers(init.headers));
        delete headers.authorization;
        headers[API_KEY_HEADER.toLowerCase()] = visitor?.apiKey ?? options.apiKey;
        headers["accept-language"] = visitor?.language ?? "en";
        const answer = await (visitor?.app ?? app).inject({
          method: (init.method ?? "GET") as "GET",
          url,
          headers,
          ...(typeof init.body === "string" ? { payload: init.body } : {}),
          remoteAddress: visitor?.ip ?? "127.0.0.1",
        });
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : answer.rawPayload, {
          status: answer.statusCode,
          headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
        });
      });
      return module;
    });
    return entry;
  };
  // Loaded at start, not by the first visitor's request (the bundle is large, and that render has a time-out).
  load().catch(() => undefined);

  /**
   * The page at `url` rendered into `template`, or `undefined` for a path the server does not render, a render
   * that failed or took longer than the time-out (logged: the caller sends the entry page, as before).
   */
  return async (
    url: string,
    visitor: Visitor,
    template: string,
    log: FastifyBaseLogger,
  ): Promise<RenderedPage | undefined> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const web = await load();
      if (!web.isServerRendered(new URL(url, "http://localhost").pathname)) return undefined;
      const timeUp = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), SERVER_RENDER_TIMEOUT_MS);
      });
      const page = await Promise.race([
        rendering.run({ ...visitor, app, apiKey: options.apiKey }, () =>
          web.render({ url, language: visitor.language }),
        ),
        timeUp,
      ]);
      if (page === "timeout") {
        log.warn({ timeoutMs: SERVER_RENDER_TIMEOUT_MS }, "server render timed out; sent the entry page");
        return undefined;
      }
      if (!page) return undefined;
      // Harmless (the page is whole), but the route's loader misses a read its screen shows (ADR 0098).
      if (page.passes > 1) log.debug({ url, passes: page.passes }, "server render took more than one pass");
      const html = withServerPage(template, page, visitor.language, stylesheetsOf(chunks(), page.modules));
      return { html, etag: pageTag(template, page), passes: page.passes };
    } catch (error) {
      log.error({ err: error }, "server render failed; sent the entry page");
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
