import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type BuiltServer,
  type ObjectStore,
  type ReverseProxy,
  startBuiltServer,
  startNginx,
  startObjectStore,
} from "../../apps/api/test/platform/instances-helpers.ts";
import { freePort } from "../../scripts/local-server.mjs";
import { launchBrowser, newContext, settled } from "../support/browser.ts";
import { seededMember } from "../support/factories.ts";
import { API_KEY } from "../support/global-setup.ts";
import { logIn, toastText } from "../support/journey.ts";

/**
 * Two instances behind nginx (issue 22, ADR 0091): two single processes of the built server on one fresh PostgreSQL
 * database, uploads in an S3-compatible store (s3rver), and nginx with the configuration of docs/operations.md in
 * front. The person talks to the proxy's port only. PostgreSQL only: PGlite is one process's database. CI runs
 * this file in its PostgreSQL pass (e2e/vitest.config.ts pins it to the last shard).
 */
const pgBase = process.env.TEST_DATABASE_URL;

/** A 1×1 PNG: the upload is checked by content and re-encoded by the server. */
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function onPostgres(sql: string) {
  const client = new pg.Client({ connectionString: pgBase });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!pgBase)("two instances behind nginx (PostgreSQL only: skipped without TEST_DATABASE_URL)", () => {
  const database = `haa_e2e_proxy_${randomBytes(5).toString("hex")}`;
  const dataDirs: string[] = [];
  let browser: Browser;
  let store: ObjectStore | undefined;
  let instances: BuiltServer[] = [];
  let proxy: ReverseProxy | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    store = await startObjectStore();
    // A copy of the run's seeded template (global-setup.ts): seeding the demo again, its pictures into the store,
    // took a minute of CI. The demo's own pictures are not in the store; the journey looks at the one it uploads.
    await onPostgres(`create database ${database} template ${inject("templateDatabase")}`);
    const url = new URL(pgBase as string);
    url.pathname = `/${database}`;
    const port = await freePort();
    const shared = {
      ...store.env,
      DATABASE_URL: url.toString(),
      WEB_CONCURRENCY: "1",
      // The template's: the database keeps its fingerprint and refuses another (ADR 0086).
      JWT_SECRET: inject("templateJwtSecret"),
      API_KEY,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "127.0.0.1",
    };
    // Started together, as a deploy may: both take the migration lock in turn (migrate.ts), with nothing to do.
    const started = await Promise.allSettled(
      Array.from({ length: 2 }, () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "haa-e2e-proxy-"));
        dataDirs.push(dataDir);
        return startBuiltServer({ ...shared, DATA_DIR: dataDir });
      }),
    );
    instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const [a, b] = instances.map((instance) => new URL(instance.url).host) as [string, string];
    proxy = await startNginx([a, b], port);
  }, 240_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await onPostgres(`drop database if exists ${database} with (force)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await store?.close();
    await browser?.close();
  });

  it("a member signs in through the proxy, uploads a profile photo, sees it, and signs out", async () => {
    const site = proxy as ReverseProxy;
    const member = seededMember("standard");
    const context = await newContext(browser, { baseURL: site.url });
    const page = await context.newPage();
    await page.goto("/");
    await page
      .getByRole("link", { name: /register/i })
      .first()
      .waitFor();
    await logIn(page, member.email, member.password);
    await expect.poll(() => toastText(page)).toContain("Logged In Successfully");
    const account = page.getByRole("button", { name: /Emily/ });
    await expect.poll(() => account.isVisible()).toBe(true);

    await page.goto("/profile/bio");
    await page.getByLabel("Profile photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1PX });
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByText("Your profile is saved.").first().isVisible()).toBe(true);
    const photo = page.getByRole("img", { name: "Your current profile photo" });
    await expect.poll(async () => (await photo.getAttribute("src")) ?? "").toMatch(/^\/uploads\/profile\/.+\.webp$/);
    const src = (await photo.getAttribute("src")) as string;
    // Read again after a reload: the page and the picture come through the proxy, from either instance.
    await page.reload();
    await expect.poll(() => photo.getAttribute("src")).toBe(src);
    await settled(page);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await account.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Login", exact: true }).first().isVisible()).toBe(true);
    await context.close();

    // Behind the scenes: nginx sent requests to both instances, the picture was answered from the store, and each
    // instance serves the same bytes (neither has it on its own disk).
    const log = site.accessLog();
    for (const instance of instances) expect(log).toContain(`upstream=${new URL(instance.url).host} `);
    expect(log).toMatch(new RegExp(`"GET ${src.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} HTTP/1.1" 200 `));
    const bytes = await Promise.all(
      instances.map(async (instance) => {
        const res = await fetch(`${instance.url}${src}`);
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(bytes[0]?.length).toBeGreaterThan(0);
    expect(bytes[0]?.equals(bytes[1] as Buffer)).toBe(true);
  });
});
