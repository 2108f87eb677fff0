import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { createPglite, openDatabase } from "../../src/db/client.ts";
import { createRuntime, type Runtime } from "../../src/server.ts";
import { API_KEY } from "../harness.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "haa-admin-"));
let runtime: Runtime | undefined;
afterAll(async () => {
  await runtime?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// A first start on the embedded database (PGlite) whatever TEST_DATABASE_URL says: CI's PostgreSQL pass would run
// the very same thing again, so it runs in the PGlite pass only.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the generated administrator password", () => {
  it("is written once to DATA_DIR/admin-password.txt (mode 0600), and only the path is reported", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, API_KEY }, { jwtSecret: "x".repeat(40) });
    runtime = await createRuntime(config, { database: await openDatabase({ pglite: await createPglite() }) });
    const file = path.join(dataDir, "admin-password.txt");
    expect(runtime.adminPasswordFile).toBe(file);
    expect(existsSync(file)).toBe(true);
    if (process.platform !== "win32") expect(statSync(file).mode & 0o777).toBe(0o600);
    // The runtime hands out no password to print.
    expect(JSON.stringify(Object.keys(runtime))).not.toMatch(/generatedAdminPassword/);
    const password = readFileSync(file, "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    const login = await runtime.app.inject({
      method: "POST",
      url: "/api/Account/Login",
      headers: { "x-api-key": API_KEY },
      payload: { Email: "admin@healingarts.example", Password: password, AccountType: 1 },
    });
    expect(login.statusCode).toBe(200);
    // A real first start (a new database, every migration, the whole demo seed with its pictures), which on a
    // busy two-core machine took 30 s: the default per-test limit failed CI once.
  }, 120_000);
});
