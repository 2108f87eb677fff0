import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FORUM_POSTS } from "../src/modules/forum/forum.content.ts";
import { DEMO_HELP } from "../src/modules/help/help.content.ts";
import { DEMO_HELP_TRANSLATIONS } from "../src/modules/help/translations/index.ts";

/**
 * The production build of the API (ADR 0079): the demo content is a file of its own that the server loads only
 * to seed an empty database, so nothing the server loads at start carries it.
 */
const apiRoot = path.resolve(import.meta.dirname, "..");
let outdir: string;

/** The files a start loads: the entry and every chunk it imports statically (not the `import()`ed ones). */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(outdir, file), "utf8");
    for (const [, spec] of code.matchAll(/^(?:import|export)\s[^;]*?["']\.\/([^"']+)["'];?$/gm)) visit(spec as string);
  };
  visit(entry);
  return [...seen];
}

const read = (files: string[]) => files.map((file) => readFileSync(path.join(outdir, file), "utf8")).join("\n");

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), "haa-api-build-"));
  const result = spawnSync(process.execPath, ["build.mjs", outdir], { cwd: apiRoot, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`API build failed:\n${result.stdout}\n${result.stderr}`);
}, 120_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("API build", () => {
  // Strings only the demo content has: forum post titles, help articles in English and in a translation.
  const demoStrings = [
    ...DEMO_FORUM_POSTS.slice(0, 3).map((post) => post[2]),
    DEMO_HELP[0]?.articles[0]?.title,
    DEMO_HELP_TRANSLATIONS.de.topics[0]?.articles[0]?.title,
    DEMO_HELP_TRANSLATIONS.ja.topics[0]?.articles[0]?.title,
  ];

  it("leaves the demo content out of what the server and the jobs CLI load at start", () => {
    expect(demoStrings.every((text) => typeof text === "string" && text.length > 10)).toBe(true);
    for (const entry of ["main.js", "jobs-cli.js"]) {
      const closure = staticClosure(entry);
      expect(closure.length).toBeGreaterThan(1);
      expect(closure).not.toContain("seed-demo.js");
      const code = read(closure);
      for (const text of demoStrings) expect(code, `${entry} carries "${text}"`).not.toContain(text as string);
    }
  });

  it("puts the demo content in seed-demo.js, which the server imports only when it seeds", () => {
    const demo = read(staticClosure("seed-demo.js"));
    for (const text of demoStrings) expect(demo).toContain(text as string);
    expect(read(staticClosure("main.js"))).toContain('import("./seed-demo.js")');
  });
});
