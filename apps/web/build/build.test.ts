import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { NAMESPACED } from "@haa/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { webBuildIsFresh } from "../../../scripts/lib.mjs";
import { formatBudget, measureBudget } from "./budget.ts";
import { COMPRESSIBLE } from "./compress.ts";
import { loadRegistry } from "./registry.ts";
import { ROUTE_PATTERNS_FILE, routePatternsJson } from "./route-patterns.ts";

const webRoot = path.resolve(import.meta.dirname, "..");
const vite = path.resolve(webRoot, "../../node_modules/vite/bin/vite.js");
let outDir: string;

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

// The one real build of the run (apps/web/dist, as `npm start` serves it and the journeys use it). `npm test` makes
// it before the tests the way a careless caller would, with NODE_ENV=development in the environment; a build
// missing or older than its sources is made here the same way, so this file also runs alone.
beforeAll(() => {
  outDir = path.join(webRoot, "dist");
  if (webBuildIsFresh()) return;
  // The browser's build, then the server render's (ADR 0096), as `npm run build` makes them.
  for (const args of [[], ["--ssr", "src/entry-server.tsx"]]) {
    const result = spawnSync(process.execPath, [vite, "build", ...args, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: "development" },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  }
}, 180_000);

describe("web build", () => {
  it("is a minified production build even when NODE_ENV=development", () => {
    const entry = files(outDir).find((file) => /^assets\/index-.*\.js$/.test(file));
    expect(entry).toBeDefined();
    const code = readFileSync(path.join(outDir, entry ?? ""), "utf8");
    // Only React's development build carries this hint.
    expect(code).not.toContain("React DevTools");
    expect(code).not.toMatch(/process\.env\.NODE_ENV/);
    expect(code.split("\n").length).toBeLessThan(50);
  });

  it("writes .br and .gz beside every text asset, with the same content", () => {
    const all = new Set(files(outDir));
    const text = [...all].filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(".vite"));
    expect(text.length).toBeGreaterThan(10);
    for (const file of text) {
      const source = readFileSync(path.join(outDir, file));
      expect(all.has(`${file}.br`), `${file}.br`).toBe(true);
      expect(all.has(`${file}.gz`), `${file}.gz`).toBe(true);
      expect(brotliDecompressSync(readFileSync(path.join(outDir, `${file}.br`))).equals(source)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(outDir, `${file}.gz`))).equals(source)).toBe(true);
    }
  });

  it("never ships the server's namespace (mails, API messages)", () => {
    const built = files(outDir).filter((file) => file.endsWith(".js"));
    // Distinctive English texts of the server namespace: a mail subject line and an API error.
    const serverTexts = [NAMESPACED.en.server.email, NAMESPACED.en.server.errors].map((group) =>
      JSON.stringify(Object.values(group as Record<string, string>)[3]).slice(1, -1),
    );
    for (const file of built) {
      const code = readFileSync(path.join(outDir, file), "utf8");
      for (const text of serverTexts) expect(code.includes(text), `${file} contains "${text}"`).toBe(false);
    }
    expect(built.some((file) => /common-.*\.js$/.test(file))).toBe(true);
  });

  it("writes the route patterns the server tells unknown paths by (ADR 0065)", async () => {
    const { routes } = await loadRegistry();
    expect(readFileSync(path.join(outDir, ROUTE_PATTERNS_FILE), "utf8")).toBe(routePatternsJson(routes));
  });

  it("keeps the JavaScript budget: / at most 150 KB and each area at most 60 KB, brotli", async () => {
    const results = await measureBudget(outDir);
    console.log(`JavaScript budget (as served, brotli):\n${formatBudget(results)}`);
    for (const result of results) expect(result.brotliBytes, result.name).toBeLessThanOrEqual(result.budgetBytes);
  });
});
