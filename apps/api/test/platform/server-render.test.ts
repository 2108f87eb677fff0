import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { translate } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuilt } from "../../../../scripts/lib.mjs";
import { serverRenderer, stylesheetsOf, withServerPage } from "../../src/http/server-render.ts";
import { writePost } from "../blog/helpers.ts";
import { API_KEY, adminToken, startDemoServer, type TestServer } from "../harness.ts";

// The public pages rendered on the server from the web's own components, with their data (ADR 0096). The web's two
// builds (browser and server render) are what the server serves: made here when missing or stale.
let server: TestServer;
beforeAll(async () => {
  ensureWebBuilt();
  server = await startDemoServer();
}, 240_000);
afterAll(() => server.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  server.call({ method: "GET", url, headers: { accept: "text/html", ...headers } });

/** The reads the page was rendered with, as the browser takes them in. */
function serverState(html: string): { queries: { queryKey: unknown[]; state: { status: string } }[] } {
  const json = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? "null");
}

describe("server-rendered public pages", () => {
  it("renders /courses with its courses, in the reader's language, and the reads it shows beside it", async () => {
    const res = await page("/courses", { "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="de">');
    // The screen's heading from the German catalogue, and a course from the database in its German words (ADR
    // 0097), marked as German, inside #root.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("<h1>Kurse</h1>");
    expect(root).toMatch(/lang="de"[^>]*>(<a [^>]*>)?Access Technique: Grundkurs/);
    // No "this site needs JavaScript": it does not.
    expect(html).not.toContain("<noscript>");
    const state = serverState(html);
    expect(state.queries.map((query) => query.queryKey[0])).toContain("courses");
    expect(state.queries.every((query) => query.state.status === "success")).toBe(true);
    // The key is filled in, the page still loads the app.
    expect(html).toContain('content="test-api-key"');
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);
  });

  it("renders the same page in English for an English reader, and follows the page's query string", async () => {
    const res = await page("/courses?search=Access", { "accept-language": "en" });
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain("<h1>Courses</h1>");
    expect(res.body).toContain("Access Technique Essentials");
  });

  it("renders the front door in the reader's language: home, plans and sign-up (they were hand-kept copies, ADR 0042)", async () => {
    const home = await page("/", { "accept-language": "de-DE,de;q=0.9" });
    expect(home.body).toContain('<html lang="de">');
    expect(home.body).toContain(`<p class="hero__lead">${translate("de", "home.lead")}</p>`);
    expect(String(home.headers.vary)).toMatch(/accept-language/i);
    // Norwegian Bokmål is the interface's "no"; an unsupported language gets English.
    expect((await page("/", { "accept-language": "nb-NO" })).body).toContain('<html lang="no">');
    expect((await page("/", { "accept-language": "xx" })).body).toContain(
      "Helping the body find its own balance again",
    );
    const plans = await page("/membership", { "accept-language": "ja" });
    expect(plans.body).toContain('<html lang="ja">');
    expect(plans.body).toContain(`<h1>${translate("ja", "membershipPage.title")}</h1>`);
    // The plans themselves, read from the database.
    expect(plans.body.match(/class="plan__price"/g)?.length).toBeGreaterThan(2);
    const signup = await page("/register", { "accept-language": "pt-BR" });
    expect(signup.body).toContain('<html lang="pt">');
    expect(signup.body).toContain('<header class="register-header">');
    expect(signup.body).toContain(`<h1>${translate("pt", "signup.title")}</h1>`);
    expect(signup.body).not.toContain('class="boot-shell"');
  });

  it("answers a browser that has the page with 304, revalidating every time", async () => {
    const first = await page("/courses");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.vary).toContain("Accept-Language");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page("/courses", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("leaves member pages to the browser and unknown paths 404 (ADR 0065)", async () => {
    const member = await page("/profile/account");
    expect(member.statusCode).toBe(200);
    expect(member.body).not.toContain('id="server-state"');
    const unknown = await page("/no-such-page");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('id="server-state"');
  });
});

/** The public pages, and for a detail page the list whose first link leads to it. */
const PUBLIC = [
  "/",
  "/membership",
  "/register",
  "/courses",
  "/beginnercourses",
  "/courselibrary",
  "/paramacourses",
  "/seminars",
  "/store",
  "/blog",
  "/forum",
  "/howforum",
  "/studygroupsandevents",
  "/bodytalkpractitioners",
  "/animalpractitioner",
  "/advancedpractitioner",
  "/paramapractitioner",
  "/instructor",
  "/breakthroughpractitioners",
  "/helpcenter",
  "/modalities",
  "/mindscape",
  "/modalityfreefall",
  "/bodytalkaccess",
  "/bodytalkforanimals",
  "/breakthrough",
  "/bodytalk",
  "/About",
  "/termsandconditions",
  "/terms-of-service",
  "/privacypolicy",
  "/ethics",
  "/Testimonials",
  "/announcement",
  "/mailing",
  "/videos",
  "/Downloads",
  "/contact",
  "/donation",
  "/selfstudy",
  "/courses/seminarID-IBA",
  "/courses/detailparama",
  "/paramacourses/essentialfounders",
  "/paramacourses/groupsessions",
  "/becomepractitioner",
  "/becomepractitioner/CBP",
  "/becomeinstructor",
  "/becomeinstructor/FFI",
];
// A forum post is for members: a visitor's page (the server's) invites them to join.
const HEADING = /<h1[ >]/;
const DETAILS: [list: string, link: RegExp, shows: RegExp][] = [
  ["/courses", /href="(\/courses\/detail\/\d+)"/, HEADING],
  ["/seminars", /href="(\/courses\/\d+)"/, HEADING],
  ["/store", /href="(\/store\/storedetails\/\d+)"/, HEADING],
  ["/blog", /href="(\/article\/[^"]+)"/, HEADING],
  ["/forum", /href="(\/forum\/postdetail\/\d+)"/, /For members/],
  ["/bodytalkpractitioners", /href="(\/practitioner\/practitionerdetail\/\d+)"/, HEADING],
  ["/helpcenter", /href="(\/topic\?[^"]+)"/, HEADING],
  ["/mailing", /href="(\/mailing\/issue\/\d+)"/, HEADING],
  ["/announcement", /href="(\/newannouncement\/\d+)"/, HEADING],
];

describe("every public page", () => {
  it("is rendered on the server with the reads it shows", async () => {
    const missing: string[] = [];
    for (const url of PUBLIC) {
      const res = await page(url);
      if (res.statusCode !== 200 || !res.body.includes('id="server-state"') || !HEADING.test(res.body))
        missing.push(`${url} ${res.statusCode}`);
    }
    expect(missing).toEqual([]);
  });

  it("links from a list to its items' pages, which are rendered too", async () => {
    const missing: string[] = [];
    for (const [list, link, shows] of DETAILS) {
      const href = link.exec((await page(list)).body)?.[1]?.replace(/&amp;/g, "&");
      if (!href) {
        missing.push(`${list}: no link`);
        continue;
      }
      const res = await page(href);
      if (res.statusCode !== 200 || !res.body.includes('id="server-state"') || !shows.test(res.body))
        missing.push(`${href} ${res.statusCode}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("a rendered page in the public read cache (ADR 0034)", () => {
  let cached: TestServer;
  beforeAll(async () => {
    cached = await startDemoServer({ config: { publicCacheTtlMs: 60_000 } });
  }, 240_000);
  afterAll(() => cached.close());
  const open = (url: string, headers: Record<string, string> = {}) =>
    cached.call({ method: "GET", url, headers: { accept: "text/html", ...headers } });

  it("is rendered once per language and page, and sent compressed from the entry", async () => {
    const first = await open("/store", { "accept-language": "ja" });
    const second = await open("/store", { "accept-language": "ja" });
    expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual(["miss", "hit"]);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await open("/store", { "accept-language": "de" })).headers["x-cache"]).toBe("miss");
    const compressed = await open("/store", { "accept-language": "ja", "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString("utf8")).toBe(first.body);
  });

  it("shows a change at once: a write empties it", async () => {
    expect((await open("/blog")).headers["x-cache"]).toBe("miss");
    expect((await open("/blog")).headers["x-cache"]).toBe("hit");
    const admin = await adminToken(cached);
    await writePost(cached, admin.token, { Title: "Grounding Before a Long Session Day" });
    const after = await open("/blog");
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.body).toContain("Grounding Before a Long Session Day");
  });
});

describe("route loaders (ADR 0098)", () => {
  const webDist = path.resolve(import.meta.dirname, "../../../web/dist");
  const template = '<html lang="en"><head></head><body><div id="root"><noscript>JS</noscript></body></html>';

  /** The list pages' first links to an item, a help topic's first article, and addresses with filters and pages. */
  async function moreUrls(): Promise<string[]> {
    const urls: string[] = [];
    for (const [list, link] of DETAILS) {
      const href = link.exec((await page(list)).body)?.[1]?.replace(/&amp;/g, "&");
      if (href) urls.push(href);
    }
    const topic = urls.find((url) => url.startsWith("/topic?"));
    const article = topic && /href="(\/topic\?[^"]*article=[^"]+)"/.exec((await page(topic)).body)?.[1];
    if (article) urls.push(article.replace(/&amp;/g, "&"));
    return [
      ...urls,
      "/courses?page=2&level=beginner&search=Access",
      "/courses/detail/999999",
      "/seminars?when=past&format=online",
      "/store?instock=1&page=1",
      "/blog?tag=Wellbeing&page=2",
      "/article/999999",
      "/forum?show=mine&search=body",
      "/studygroupsandevents?type=StudyGroup&mode=Online",
      "/bodytalkpractitioners?language=de&remote=1",
      "/helpcenter?search=membership",
      "/topic?id=999999",
    ];
  }

  // The server's renderer itself (the app's, as `sendIndex` calls it), which says how often it drew the page.
  let renderer: ReturnType<typeof serverRenderer>;
  const render = (url: string, language: "en" | "ja" = "en") => {
    renderer ??= serverRenderer(server.app, {
      webDist,
      ssrDir: path.join(path.dirname(webDist), "dist-ssr"),
      apiKey: API_KEY,
    });
    return renderer?.(url, { language, ip: "127.0.0.1" }, template, server.app.log);
  };

  it("render every public page once: its loader read all the screen shows, in the page's language", async () => {
    const twice: string[] = [];
    for (const url of [...PUBLIC, ...(await moreUrls())]) {
      for (const language of ["en", "ja"] as const) {
        const rendered = await render(url, language);
        if (rendered?.passes !== 1) twice.push(`${url} (${language}): ${rendered?.passes ?? "not rendered"}`);
      }
    }
    expect(twice).toEqual([]);
  });

  it("renders a page whose read fails as loading, with that read left out for the browser to ask", async () => {
    // The page's head answers such an address 404 before any render (ADR 0095); the renderer is asked directly.
    const rendered = await render("/courses/detail/999999");
    expect(rendered?.passes).toBe(1);
    const state = serverState(rendered?.html ?? "");
    expect(state.queries.some((query) => query.queryKey[1] === "detail")).toBe(false);
    expect(state.queries.every((query) => query.state.status === "success")).toBe(true);
  });
});

describe("withServerPage", () => {
  const template =
    '<!doctype html><html lang="en"><head></head><body><div id="root"><div class="boot-shell"></div>\n<!--app-shell-->\n</div>\n<noscript>Needs JavaScript.</noscript><script type="module" src="/a.js"></script></body></html>';

  it("puts the markup in #root and escapes the state so no text can end its element", () => {
    const html = withServerPage(
      template,
      { html: "<main>Hi</main>", state: { queries: [{ title: "</script><script>alert(1)</script>" }] } },
      "ja",
    );
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<div id="root"><main>Hi</main></div>');
    expect(html).not.toContain("boot-shell");
    expect(html).not.toContain("</script><script>alert");
    expect(html).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
    expect(html).toContain('<script type="module" src="/a.js"></script>');
  });

  it("links the stylesheets of the page's route modules and their imports, not the start-up one it carries", () => {
    const manifest = {
      "index.html": { file: "assets/index.js", isEntry: true, css: ["assets/index.css"] },
      "src/start.tsx": { file: "assets/start.js", imports: ["index.html"] },
      "src/features/courses/routes.tsx": {
        file: "assets/courses.js",
        imports: ["src/start.tsx", "_fields.js", "_courses.js"],
      },
      "_fields.js": { file: "assets/fields.js", css: ["assets/fields.css"] },
      "_courses.js": { file: "assets/courses-api.js", imports: ["_fields.js"], css: ["assets/courses.css"] },
    };
    expect(stylesheetsOf(manifest, ["src/features/courses/routes.tsx"])).toEqual([
      "assets/fields.css",
      "assets/courses.css",
    ]);
    expect(stylesheetsOf(manifest, ["src/features/unknown/routes.tsx"])).toEqual([]);
    const html = withServerPage(template, { html: "", state: {} }, "en", ["assets/fields.css"]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/fields.css"></head>');
  });
});
