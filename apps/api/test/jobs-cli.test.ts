import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { createRuntime } from "../src/server.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "haa-jobs-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: "development",
  ADMIN_PASSWORD: "Admin-password-1",
  DEV_COUNTRY: "",
};

/** `npm run jobs -- …` as a user runs it: the API's build (made first when missing or stale), not the sources under tsx. */
function jobs(args: string[], extraEnv: Record<string, string> = {}) {
  return spawnSync(process.execPath, ["scripts/jobs.mjs", ...args], {
    cwd: root,
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    timeout: 60_000,
  });
}

/**
 * The CLI runs on the embedded database of DATA_DIR whatever TEST_DATABASE_URL says, so CI's PostgreSQL pass would
 * run the very same thing again: it runs in the PGlite pass only.
 */
const onPostgresPass = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgresPass)("npm run jobs -- --at <date>", () => {
  beforeAll(async () => {
    // The first server start seeds the demo data on the empty database, then stops.
    const runtime = await createRuntime(loadConfig(env));
    await runtime.close();
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("runs the renewal scan and the mail jobs as of the date and prints what happened", () => {
    const at = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const run = jobs(["--at", at]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Jobs as of ${at}T00:00:00.000Z (database: pglite)`);
    expect(run.stdout).toMatch(/dunning 1/);
  }, 60_000);

  it("refuses to run in production", () => {
    const run = jobs(["--at", "2027-12-01"], {
      NODE_ENV: "production",
      API_KEY: "a-real-key",
      JWT_SECRET: "a-production-secret-of-32-bytes-or-more",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("refused in production");
  }, 60_000);

  it("refuses a date it cannot read", () => {
    const run = jobs(["--at", "someday"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Not a date: someday");
  }, 60_000);

  it("refuses to open the embedded database while another process has it open", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const lockedOut = jobs(["--at", "2027-12-01"]);
      expect(lockedOut.status).not.toBe(0);
      expect(lockedOut.stderr).toContain("is in use by process");
    } finally {
      await database.close();
    }
  }, 60_000);
});
