import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { INTERFACE_LANGUAGES, translate } from "@haa/domain";
import { asc, eq } from "drizzle-orm";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { ROUTE_PATTERNS_FILE } from "../../src/http/web-routes.ts";
import { blogPosts } from "../../src/modules/blog/blog.schema.ts";
import { courses } from "../../src/modules/courses/courses.schema.ts";
import { forumPosts } from "../../src/modules/forum/forum.schema.ts";
import { helpArticles } from "../../src/modules/help/help.schema.ts";
import { seminars } from "../../src/modules/seminars/seminars.schema.ts";
import { SITEMAP_ID_BLOCK } from "../../src/platform/pages/sitemap.ts";
import { product } from "../factories.ts";
import { startDemoServer, type TestServer } from "../harness.ts";
import { type WebRoute, webRouteRegistry } from "../web-registry.ts";

// The real route registry, written as the web build writes it (apps/web/build/route-patterns.ts, ADR 0095), beside
// an entry page with the build's own title and description, which each page's head replaces.
const webDist = mkdtempSync(path.join(tmpdir(), "haa-page-heads-"));
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="api-key" content="__API_KEY__" /><meta
      name="description"
      content="The build's own description."
    /><title>Healing Arts Association</title></head><body><div id="root"><!--app-shell--></div></body></html>`;
const BASE = "https://haa.example";

let server: TestServer;
let routes: Record<string, WebRoute>;
beforeAll(async () => {
  const registry = await webRouteRegistry();
  routes = registry.routes;
  mkdirSync(path.join(webDist, "assets"));
  writeFileSync(path.join(webDist, "index.html"), INDEX);
  writeFileSync(path.join(webDist, ROUTE_PATTERNS_FILE), registry.patternsJson);
  server = await startDemoServer({ config: { webDist, publicUrl: BASE } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  server.call({ method: "GET", url, headers: { accept: "text/html", ...headers } });

/** The head of an answered page, read as a browser (or a crawler) reads it. */
function headOf(html: string) {
  const { document } = new JSDOM(html).window;
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const meta = (property: string) => attr(`meta[property="${property}"]`, "content");
  return {
    lang: document.documentElement.lang,
    title: document.title,
    titles: document.querySelectorAll("title").length,
    description: attr('meta[name="description"]', "content"),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    robots: attr('meta[name="robots"]', "content"),
    canonical: attr('link[rel="canonical"]', "href"),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
    og: (property: string) => meta(property),
    ogAll: (property: string) =>
      [...document.querySelectorAll(`meta[property="${property}"]`)].map((m) => m.getAttribute("content")),
    twitter: attr('meta[name="twitter:card"]', "content"),
  };
}

const site = (language: "en" | "de" | "ja" | "fr") => translate(language, "common.siteName");

describe("every page's head (ADR 0095)", () => {
  it("names every registered title and description key in all eight languages", () => {
    for (const [key, route] of Object.entries(routes)) {
      for (const language of INTERFACE_LANGUAGES) {
        expect(translate(language, route.title), `${key} ${route.title} ${language}`).not.toBe(route.title);
        if (route.description)
          expect(translate(language, route.description), `${key} ${language}`).not.toBe(route.description);
      }
    }
  });

  it("gives a static page its title, description, canonical, alternates and Open Graph in two languages", async () => {
    const en = headOf((await page("/courses", { "accept-language": "en-GB" })).body);
    expect(en.lang).toBe("en");
    expect(en.title).toBe(`${translate("en", "nav.courses")} · ${site("en")}`);
    expect(en.titles).toBe(1);
    expect(en.descriptions).toBe(1);
    expect(en.description).toBe(translate("en", "courseCatalogue.lead").slice(0, en.description?.length ?? 0));
    expect(en.robots).toBeNull();
    expect(en.canonical).toBe(`${BASE}/courses?lang=en`);
    expect(en.alternates).toEqual({
      ...Object.fromEntries(INTERFACE_LANGUAGES.map((code) => [code, `${BASE}/courses?lang=${code}`])),
      "x-default": `${BASE}/courses`,
    });
    expect(en.og("og:url")).toBe(en.canonical);
    expect(en.og("og:type")).toBe("website");
    expect(en.og("og:locale")).toBe("en_US");
    expect(en.ogAll("og:locale:alternate")).toHaveLength(7);
    expect(en.og("og:site_name")).toBe(site("en"));
    expect(en.og("og:image")).toBe(`${BASE}/images/og-default.png`);
    expect(en.twitter).toBe("summary_large_image");

    const de = headOf((await page("/COURSES/", { "accept-language": "de-DE,de;q=0.9" })).body);
    expect(de.lang).toBe("de");
    expect(de.title).toBe(`${translate("de", "nav.courses")} · ${site("de")}`);
    expect(de.description?.slice(0, 30)).toBe(translate("de", "courseCatalogue.lead").slice(0, 30));
    expect(de.canonical).toBe(`${BASE}/courses?lang=de`);
    expect(de.og("og:locale")).toBe("de_DE");
    expect(de.alternates).toEqual(en.alternates);
  });

  it("takes the page language from ?lang, then the lang cookie, then Accept-Language", async () => {
    const lang = async (url: string, headers: Record<string, string>) => headOf((await page(url, headers)).body).lang;
    const all = { cookie: "theme=dark; lang=fr", "accept-language": "de" };
    expect(await lang("/courses?lang=ja", all)).toBe("ja");
    expect(await lang("/courses?lang=JA&page=2", all)).toBe("ja");
    expect(await lang("/courses?lang=xx", all)).toBe("fr");
    expect(await lang("/courses", all)).toBe("fr");
    expect(await lang("/courses", { cookie: "lang=zz", "accept-language": "de" })).toBe("de");
    expect(await lang("/courses", { "accept-language": "it, de;q=0.5" })).toBe("de");
    expect(await lang("/courses", {})).toBe("en");
    // The home page follows the same language.
    expect(await lang("/?lang=ja", { "accept-language": "de" })).toBe("ja");
    // The API's calls keep Accept-Language.
    const api = await server.call({ method: "GET", url: "/api/No/Such?lang=ja", headers: { "accept-language": "de" } });
    expect(api.json().Message).toBe(translate("de", "errors.notFound"));
  });

  it("varies the cached entry page by language and says so", async () => {
    const res = await page("/membership", { cookie: "lang=fr" });
    expect(res.headers.vary).toContain("Cookie");
    expect(res.headers.vary).toContain("Accept-Language");
    expect(headOf(res.body).title).toBe(`${translate("fr", "nav.membership")} · ${site("fr")}`);
    expect(headOf((await page("/membership", { cookie: "lang=ja" })).body).lang).toBe("ja");
    expect(headOf((await page("/membership", { cookie: "lang=fr" })).body).lang).toBe("fr");
  });

  it("gives an item page the item's title, description and picture", async () => {
    const db = server.runtime.deps.db;
    const [post] = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.visibility, "Show"))
      .orderBy(asc(blogPosts.id))
      .limit(1);
    if (!post) throw new Error("the demo has blog posts");
    const res = await page(`/Article/${post.id}/`, { "accept-language": "en" });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.title).toBe(`${post.title} · ${site("en")}`);
    expect(head.og("og:title")).toBe(post.title);
    expect(head.og("og:type")).toBe("article");
    expect(head.description).toBe(head.og("og:description"));
    expect(head.description?.length).toBeLessThanOrEqual(160);
    expect(post.excerpt.replace(/\s+/g, " ")).toContain(head.description?.replace(/…$/, "") ?? "-");
    expect(head.canonical).toBe(`${BASE}/article/${post.id}?lang=en`);
    if (post.banner) expect(head.og("og:image")).toBe(`${BASE}${post.banner.full}`);

    const [forum] = await db.select().from(forumPosts).orderBy(asc(forumPosts.id)).limit(1);
    const forumHead = headOf((await page(`/forum/postdetail/${forum?.id}?lang=de`)).body);
    expect(forumHead.title).toBe(`${forum?.title} · ${site("de")}`);
    expect(forumHead.lang).toBe("de");

    // A translated course is named in the page's language (ADR 0097).
    const [course] = await db.select().from(courses).where(eq(courses.title, "Access Technique Essentials"));
    expect(headOf((await page(`/courses/detail/${course?.id}?lang=ja`)).body).title).toBe(
      `アクセス・テクニック入門 · ${site("ja")}`,
    );
    expect(headOf((await page(`/courses/detail/${course?.id}?lang=en`)).body).title).toBe(
      `Access Technique Essentials · ${site("en")}`,
    );

    const [seminar] = await db
      .select({ id: seminars.id, course: courses.title, city: seminars.city })
      .from(seminars)
      .innerJoin(courses, eq(courses.id, seminars.courseId))
      .where(eq(seminars.status, "scheduled"))
      .orderBy(asc(seminars.id))
      .limit(1);
    const seminarHead = headOf((await page(`/courses/${seminar?.id}`, { "accept-language": "en" })).body);
    expect(seminarHead.title, JSON.stringify(seminar)).toMatch(new RegExp(`^${seminar?.course}`));
    if (seminar?.city) expect(seminarHead.title).toContain(seminar.city);
    expect(seminarHead.canonical).toBe(`${BASE}/courses/${seminar?.id}?lang=en`);
    expect((await page("/courses/not-a-seminar")).statusCode).toBe(404);

    const [article] = await db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.status, "Published"))
      .orderBy(asc(helpArticles.id))
      .limit(1);
    const helpHead = headOf((await page(`/topic?article=${article?.id}&id=999&lang=en`)).body);
    expect(helpHead.title).toBe(`${article?.title} · ${site("en")}`);
    expect(helpHead.canonical).toBe(`${BASE}/topic?id=${article?.topicId}&article=${article?.id}&lang=en`);
  });

  it("answers a missing or hidden item 404 with the not-found head", async () => {
    const hidden = await product(server, { title: "Withdrawn chart", published: false });
    for (const url of [
      "/article/999999",
      "/article/not-a-number",
      `/store/storedetails/${hidden.id}`,
      "/no/such/page",
    ]) {
      const res = await page(url, { "accept-language": "en" });
      expect(res.statusCode, url).toBe(404);
      const head = headOf(res.body);
      expect(head.title, url).toBe(`${translate("en", "pageTitle.notFound")} · ${site("en")}`);
      expect(head.robots, url).toBe("noindex");
      expect(head.canonical, url).toBeNull();
    }
  });

  it("escapes user text in a title and a description", async () => {
    const hostile = await product(server, {
      title: `Chart </title><script>alert(1)</script> & "friends"`,
      summary: `<img src=x onerror=alert(1)> A chart's summary`,
    });
    const res = await page(`/store/storedetails/${hostile.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(res.body).not.toContain("<img src=x");
    const head = headOf(res.body);
    expect(head.title).toBe(`Chart </title><script>alert(1)</script> & "friends" · ${site("en")}`);
    expect(head.og("og:type")).toBe("product");
    expect(head.description).toBe("A chart's summary");
  });

  it("keeps every payload of the shared stored-XSS table as text in the head", async () => {
    for (const payload of XSS_PAYLOADS) {
      const item = await product(server, { title: payload, summary: payload });
      const res = await page(`/store/storedetails/${item.id}`);
      const { document } = new JSDOM(res.body).window;
      expect(document.head.querySelectorAll("script, img, svg, iframe, style, base").length, payload).toBe(0);
      // document.title collapses whitespace, as a browser shows it.
      expect(document.title, payload).toBe(`${payload} · ${site("en")}`.replace(/\s+/g, " ").trim());
    }
  });

  it("marks member, administration and checkout pages noindex with a plain title", async () => {
    for (const [url, key] of [
      ["/profile/account", "memberNav.links.account"],
      ["/admin/users", "adminNav.links.users"],
      ["/checkout", "pageTitle.checkout"],
      ["/managemembership", "memberNav.links.manage"],
    ] as const) {
      const res = await page(url, { "accept-language": "ja" });
      expect(res.statusCode, url).toBe(200);
      const head = headOf(res.body);
      expect(head.robots, url).toBe("noindex");
      expect(head.title, url).toBe(`${translate("ja", key)} · ${site("ja")}`);
      expect(head.canonical, url).toBeNull();
      expect(head.og("og:title"), url).toBeNull();
    }
  });
});

const parseXml = (xml: string) => {
  const document = new new JSDOM().window.DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
};

describe("sitemap.xml and robots.txt (ADR 0095)", () => {
  it("serves a sitemap index of the static pages' file and each public list's files", async () => {
    const res = await server.call({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.headers["cache-control"]).toMatch(/max-age=/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).not.toContain('<div id="root">');
    const index = parseXml(res.body);
    expect(index.documentElement.localName).toBe("sitemapindex");
    const files = [...index.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(files[0]).toBe(`${BASE}/sitemaps/pages.xml`);
    for (const name of ["blog", "courses", "products", "forum", "practitioners", "help", "announcements", "seminars"]) {
      expect(files, name).toContain(`${BASE}/sitemaps/${name}-1.xml`);
    }
    const again = await server.call({
      method: "GET",
      url: "/sitemap.xml",
      headers: { "if-none-match": res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("lists every static public page in every language with its alternates", async () => {
    const res = await server.call({ method: "GET", url: "/sitemaps/pages.xml" });
    const urlset = parseXml(res.body);
    const locs = [...urlset.getElementsByTagName("loc")].map((loc) => loc.textContent);
    for (const code of INTERFACE_LANGUAGES) expect(locs).toContain(`${BASE}/courses?lang=${code}`);
    expect(locs).toContain(`${BASE}/?lang=de`);
    expect(locs.some((loc) => loc?.includes("/admin") || loc?.includes("/profile"))).toBe(false);
    const first = urlset.getElementsByTagName("url")[0];
    const alternates = [...(first?.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link") ?? [])];
    expect(alternates.map((link) => link.getAttribute("hreflang"))).toEqual([...INTERFACE_LANGUAGES, "x-default"]);
  });

  it("lists a list's public items by id range, with alternates, and leaves hidden ones out", async () => {
    const shown = await product(server, { title: "Meridian chart" });
    const hidden = await product(server, { title: "Draft chart", published: false });
    const block = Math.ceil(shown.id / SITEMAP_ID_BLOCK);
    const res = await server.call({ method: "GET", url: `/sitemaps/products-${block}.xml` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const urlset = parseXml(res.body);
    const locs = [...urlset.getElementsByTagName("loc")].map((loc) => loc.textContent);
    for (const code of INTERFACE_LANGUAGES)
      expect(locs).toContain(`${BASE}/store/storedetails/${shown.id}?lang=${code}`);
    expect(locs.some((loc) => loc?.includes(`/storedetails/${hidden.id}?`))).toBe(false);
    const url = [...urlset.getElementsByTagName("url")].find(
      (node) => node.getElementsByTagName("loc")[0]?.textContent === `${BASE}/store/storedetails/${shown.id}?lang=ja`,
    );
    const links = [...(url?.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link") ?? [])];
    expect(links).toHaveLength(9);
    expect(links.find((link) => link.getAttribute("hreflang") === "x-default")?.getAttribute("href")).toBe(
      `${BASE}/store/storedetails/${shown.id}`,
    );

    const forum = parseXml((await server.call({ method: "GET", url: "/sitemaps/forum-1.xml" })).body);
    expect(forum.getElementsByTagName("url").length).toBeGreaterThan(0);
    for (const url of ["/sitemaps/nothing-1.xml", "/sitemaps/products-0.xml", "/sitemaps/products-x.xml"]) {
      expect((await server.call({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("serves robots.txt naming the sitemap and keeping crawlers out of the API, administration and member area", async () => {
    const res = await server.call({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const path of ["/api/", "/admin", "/profile", "/managemembership"]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).not.toContain("<html");
  });
});
