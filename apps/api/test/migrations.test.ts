import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const migrations = path.join(root, "apps/api/drizzle");

describe("migrations", () => {
  it("match the schema: generating from the tables yields no new migration", () => {
    // drizzle-kit resolves `--out` from the working directory; a copy inside the repo keeps module resolution.
    const scratch = mkdtempSync(path.join(root, ".tmp", "migrations-check-"));
    try {
      cpSync(migrations, path.join(scratch, "drizzle"), { recursive: true });
      const result = spawnSync(
        process.execPath,
        [
          path.join(root, "node_modules/drizzle-kit/bin.cjs"),
          "generate",
          "--dialect",
          "postgresql",
          "--schema",
          "./apps/api/src/db/schema.ts",
          "--out",
          path.relative(root, path.join(scratch, "drizzle")),
        ],
        { cwd: root, encoding: "utf8", timeout: 60_000 },
      );
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain("No schema changes");
      expect(readdirSync(path.join(scratch, "drizzle")).filter((f) => f.endsWith(".sql"))).toEqual(
        readdirSync(migrations).filter((f) => f.endsWith(".sql")),
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
