// Builds the API into dist/ (main.js, jobs-cli.js, seed-demo.js and the chunks they share): our code and
// @haa/domain bundled into ESM for Node 20, every npm dependency left external (native modules, and packages that
// read their own files at run time). The demo content is an entry of its own that main.js imports only to seed an
// empty database (ADR 0079); code splitting puts what the entries share into chunk files beside them.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const here = import.meta.dirname;
const manifest = JSON.parse(readFileSync(path.join(here, "package.json"), "utf8"));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith("@haa/"))
  .flatMap((name) => [name, `${name}/*`]);

/** Builds into `outdir`; returns esbuild's result with its metafile. */
export async function buildApi(outdir = path.join(here, "dist")) {
  const result = await build({
    entryPoints: {
      main: path.join(here, "src/main.ts"),
      "jobs-cli": path.join(here, "src/jobs-cli.ts"),
      // server.ts imports it with import() when the database is empty; as an entry it keeps a stable name.
      "seed-demo": path.join(here, "src/db/seed-demo.ts"),
      // `npm run seed:scale` (issue 22): the scale data loader, run from the build as the jobs command is.
      "seed-scale": path.join(here, "src/db/seed-scale/cli.ts"),
    },
    outdir,
    bundle: true,
    splitting: true,
    // Beside the entries, not in a subfolder: code that finds its files from import.meta.url stays one level down.
    chunkNames: "chunk-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    external,
    sourcemap: true,
    metafile: true,
    // Text as it is written (node reads UTF-8): escaped, every Japanese character took six bytes instead of three.
    charset: "utf8",
    // A CommonJS module bundled in later would call require(), which ESM output lacks: provide it.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
  // Chunk names carry a hash: remove what an earlier build left (only after this one succeeded).
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(file)));
  for (const name of readdirSync(outdir)) {
    if (!written.has(path.join(outdir, name))) rmSync(path.join(outdir, name), { recursive: true, force: true });
  }
  return result;
}

// `node build.mjs [outdir]`: the build test builds into a temporary folder.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  await buildApi(outdir);
  console.log(`API built into ${outdir ?? "apps/api/dist"}`);
}
