import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The apps/api folder. Found by walking up to its package.json rather than by a fixed `../..`, because this
 * code runs from src/ (tests, tsx) and from the single bundle in dist/ (production), at different depths.
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@haa/api") return dir;
    if (path.dirname(dir) === dir) throw new Error(`The @haa/api package folder was not found above ${from}`);
  }
}

export const API_ROOT = findApiRoot(import.meta.dirname);
