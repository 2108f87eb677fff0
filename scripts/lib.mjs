// Helpers shared by `npm start` and `npm test`; plain Node, no dependencies, so they run before installing.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  console.log("Installing dependencies (first run)…");
  // `npm install`, not `npm ci`: npm 11 refuses `ci` when the lock lacks other platforms' optional binaries
  // (Biome's), which it does not record on this registry; `install` still follows the lock's versions.
  const status = run("npm", ["install", "--no-audit", "--no-fund"]);
  if (status !== 0) process.exit(status);
}

/** Whether apps/web/dist and the server render's dist-ssr (ADR 0096) exist and are newer than every web source. */
export function webBuildIsFresh() {
  const built = ["apps/web/dist/index.html", "apps/web/dist-ssr/entry-server.js"].map((file) => path.join(root, file));
  const sources = [
    "apps/web/src",
    "apps/web/public",
    "apps/web/index.html",
    "apps/web/vite.config.ts",
    "apps/web/build",
    "packages/domain/src",
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return built.every((file) => existsSync(file) && statSync(file).mtimeMs >= newestSource);
}

/**
 * Builds the web app when its build is missing or older than any of its sources. `env` adds to the build's
 * environment (`npm test` builds with NODE_ENV=development, which the build must ignore: the build test checks).
 */
export function ensureWebBuilt({ env } = {}) {
  if (webBuildIsFresh()) return;
  console.log("Building the web app…");
  const status = run("npm", ["run", "build", "-w", "apps/web"], { env: { ...process.env, ...env } });
  if (status !== 0) process.exit(status);
}

/** Builds the API into apps/api/dist when the bundle is missing or older than its sources (esbuild, ~1 s). */
export function ensureApiBuilt() {
  const built = path.join(root, "apps/api/dist/main.js");
  const sources = ["apps/api/src", "apps/api/build.mjs", "apps/api/package.json", "packages/domain/src"];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  console.log("Building the API…");
  const status = run(process.execPath, ["apps/api/build.mjs"]);
  if (status !== 0) process.exit(status);
}
