import { createHash } from "node:crypto";
import { INTERFACE_LANGUAGES } from "@haa/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { escapeHtml } from "../../shared/html.ts";
import { languageUrl } from "./page-head.ts";
import type { SitemapEntry, SitemapSource } from "./pages.types.ts";
import type { RouteTable } from "./route-table.ts";

/**
 * Ids per sitemap file. Each item is listed in the eight languages, each address with nine alternates: 1,000 ids
 * make at most 8,000 addresses (the protocol allows 50,000) of about 1 KB, well under its 50 MB.
 */
export const SITEMAP_ID_BLOCK = 1000;

/** Crawlers come back for these daily at most; the ETag spares them an unchanged file. */
const CACHE_CONTROL = "public, max-age=3600";

const e = escapeHtml;

/** One <url> per language of a page, each naming the others (and x-default) as alternates. */
function urlsOf(publicUrl: string, entry: SitemapEntry): string {
  const alternates =
    INTERFACE_LANGUAGES.map(
      (code) =>
        `<xhtml:link rel="alternate" hreflang="${code}" href="${e(languageUrl(publicUrl, entry.path, code))}"/>`,
    ).join("") + `<xhtml:link rel="alternate" hreflang="x-default" href="${e(languageUrl(publicUrl, entry.path))}"/>`;
  const lastmod = entry.updatedAt ? `<lastmod>${entry.updatedAt.toISOString()}</lastmod>` : "";
  return INTERFACE_LANGUAGES.map(
    (code) => `<url><loc>${e(languageUrl(publicUrl, entry.path, code))}</loc>${lastmod}${alternates}</url>`,
  ).join("\n");
}

function urlset(publicUrl: string, entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map((entry) => urlsOf(publicUrl, entry)).join("\n")}
</urlset>
`;
}

function sitemapIndex(files: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((file) => `<sitemap><loc>${e(file)}</loc></sitemap>`).join("\n")}
</sitemapindex>
`;
}

/** Sends a text body with its ETag, or 304 when the crawler already holds it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  reply.header("Cache-Control", CACHE_CONTROL).header("ETag", etag).header("Vary", "Accept-Encoding");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** The public pages of the web's registry that name no item: those with a description and no parameter. */
export function staticPages(table: RouteTable | undefined): SitemapEntry[] {
  if (!table) return [{ path: "/" }];
  return table.routes
    .filter((route) => route.description && !route.pattern.includes(":"))
    .map((route) => ({ path: route.pattern }));
}

export interface SitemapOptions {
  publicUrl: string;
  db: Db;
  clock: Clock;
  routes: () => RouteTable | undefined;
  sources: readonly SitemapSource[];
}

/** The member area, the administration and the API, which no crawler should walk (robots.txt). */
export const ROBOTS_DISALLOW = [
  "/api/",
  "/admin",
  "/profile",
  "/managemembership",
  "/manageinstructormembership",
  "/membershiprenewal",
  "/membershipupgrade",
  "/notifications",
  "/myselfstudy",
  "/mymanuals",
  "/myceus",
  "/checkout",
  "/coursecheckout",
  "/manualcheckout",
  "/instructorcheckout",
  "/store/cart",
  "/dev/",
  "/uploads/private/",
];

/**
 * `/robots.txt`, `/sitemap.xml` (an index: the static pages' file, then each public list's files by id range) and
 * the files under `/sitemaps/` (ADR 0095). None of them reads more than one bounded keyset page.
 */
export function registerSitemaps(app: FastifyInstance, { publicUrl, db, clock, routes, sources }: SitemapOptions) {
  const byName = new Map(sources.map((source) => [source.name, source]));

  app.get("/robots.txt", { schema: { hide: true } }, (request, reply) =>
    sendCached(
      request,
      reply,
      "text/plain; charset=utf-8",
      `User-agent: *\n${ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`).join("\n")}\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
    ),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const files = [`${publicUrl}/sitemaps/pages.xml`];
    for (const source of sources) {
      const blocks = Math.ceil((await source.lastId(db)) / SITEMAP_ID_BLOCK);
      for (let block = 1; block <= blocks; block += 1) files.push(`${publicUrl}/sitemaps/${source.name}-${block}.xml`);
    }
    return sendCached(request, reply, "application/xml; charset=utf-8", sitemapIndex(files));
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params;
    if (file === "pages.xml") {
      return sendCached(request, reply, "application/xml; charset=utf-8", urlset(publicUrl, staticPages(routes())));
    }
    const named = /^([a-z]+)-([1-9]\d{0,6})\.xml$/.exec(file);
    const source = named?.[1] ? byName.get(named[1]) : undefined;
    if (!named || !source) return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    const block = Number(named[2]);
    const entries = await source.entries(db, {
      after: (block - 1) * SITEMAP_ID_BLOCK,
      upTo: block * SITEMAP_ID_BLOCK,
      now: clock.now(),
    });
    return sendCached(request, reply, "application/xml; charset=utf-8", urlset(publicUrl, entries));
  });
}
