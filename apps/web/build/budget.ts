import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { type BuildPart, loadRegistry } from "./registry.ts";

/** The JavaScript a visitor downloads for `/`, compressed as served (brotli). */
export const HOME_BUDGET_BYTES = 150 * 1024;
/** What opening one area downloads on top of the start-up JavaScript, compressed. */
export const AREA_BUDGET_BYTES = 60 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Measured {
  name: string;
  files: string[];
  brotliBytes: number;
  budgetBytes: number;
}

function readManifest(dist: string): Manifest {
  const file = path.join(dist, ".vite/manifest.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app first (build.manifest must be on)`);
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

function keyEndingWith(manifest: Manifest, suffix: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix} in the build manifest`);
  return key;
}

/** A chunk and every chunk it imports statically: what the browser fetches before running it. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const brotliSizes = new Map<string, number>();

/** The size the server sends: the `.br` file beside it when the build wrote one, else brotli of the file. */
function servedBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  const cached = brotliSizes.get(full);
  if (cached !== undefined) return cached;
  const size = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  brotliSizes.set(full, size);
  return size;
}

function measure(dist: string, manifest: Manifest, name: string, keys: Iterable<string>, budgetBytes: number) {
  const files = [...new Set([...keys].map((key) => manifest[key]?.file).filter((f): f is string => !!f))].filter(
    (file) => file.endsWith(".js"),
  );
  return { name, files, brotliBytes: files.reduce((sum, file) => sum + servedBytes(dist, file), 0), budgetBytes };
}

/**
 * Measures the built app against the budget: what `/` downloads (what every page loads at start, the home
 * route's chunk and its English namespaces), and for each area what its route chunk, the chunks it imports
 * and its English namespaces add to what every page loads at start.
 */
export async function measureBudget(dist: string): Promise<Measured[]> {
  // Every lazy part the areas' manifests declare: a new area is measured without being listed.
  const { parts } = await loadRegistry();
  const home = parts.find((part) => part.file === "features/content/routes.tsx");
  if (!home) throw new Error("the content area's part (the home page) is missing");
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the build manifest has no entry");
  // Every page loads these at start: the entry with its static imports, the app it starts after the first frame
  // (start.tsx) and the service-worker registration (start.tsx, after the first render; it loads workbox-window
  // in turn). The visible toaster loads with the first toast only.
  const startup = staticClosure(manifest, entry);
  staticClosure(manifest, keyEndingWith(manifest, "src/start.tsx"), startup);
  staticClosure(manifest, keyEndingWith(manifest, "virtual:pwa-register"), startup);
  staticClosure(manifest, keyEndingWith(manifest, "workbox-window.prod.es5.mjs"), startup);
  const withHome = staticClosure(manifest, keyEndingWith(manifest, `src/${home.file}`), new Set(startup));
  for (const namespace of ["common", ...home.namespaces]) {
    staticClosure(manifest, keyEndingWith(manifest, `i18n/locales/en/${namespace}.json`), withHome);
  }
  const results = [measure(dist, manifest, "/ (start-up, home route, English)", withHome, HOME_BUDGET_BYTES)];
  for (const part of [...parts].sort((a, b) => a.file.localeCompare(b.file))) {
    results.push(
      measure(dist, manifest, `part ${partName(part)}`, addedBy(manifest, part, startup), AREA_BUDGET_BYTES),
    );
  }
  return results;
}

/** `blog`, `blog-admin`, `account-register`: the feature and, past `routes-`, which of its parts. */
function partName(part: BuildPart): string {
  const [, feature, module] = /^features\/([^/]+)\/(?:.*\/)?([^/]+)\.tsx$/.exec(part.file) ?? [];
  return module === "routes" ? (feature ?? part.file) : `${feature}-${(module ?? "").replace(/^routes-/, "")}`;
}

/** What opening a part downloads beyond the start-up: its chunk, the chunks it imports and its namespaces. */
function addedBy(manifest: Manifest, part: BuildPart, startup: Set<string>): string[] {
  const closure = staticClosure(manifest, keyEndingWith(manifest, `src/${part.file}`));
  for (const namespace of part.namespaces) {
    staticClosure(manifest, keyEndingWith(manifest, `i18n/locales/en/${namespace}.json`), closure);
  }
  return [...closure].filter((key) => !startup.has(key));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per measure, e.g. `/ …: 98.3 KB of 150.0 KB (brotli) ok`. */
export function formatBudget(results: Measured[]): string {
  return results
    .map(
      (r) =>
        `${r.name.padEnd(46)} ${kb(r.brotliBytes).padStart(9)} of ${kb(r.budgetBytes)} (brotli, ${r.files.length} files) ${
          r.brotliBytes <= r.budgetBytes ? "ok" : "OVER"
        }`,
    )
    .join("\n");
}
