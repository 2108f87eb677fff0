// Builds the API into dist/ (main.js, jobs-cli.js): our code and @haa/domain bundled into ESM for Node 20,
// every npm dependency left external (native modules, and packages that read their own files at run time).
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const here = import.meta.dirname;
const manifest = JSON.parse(readFileSync(path.join(here, "package.json"), "utf8"));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith("@haa/"))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { main: path.join(here, "src/main.ts"), "jobs-cli": path.join(here, "src/jobs-cli.ts") },
  outdir: path.join(here, "dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external,
  sourcemap: true,
  // A CommonJS module bundled in later would call require(), which ESM output lacks: provide it.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});
console.log("API built into apps/api/dist");
