import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { createRuntime } from "../../src/server.ts";
import { cart, member, product, seedZones } from "../factories.ts";
import { API_KEY, multipart, startTestServer } from "../harness.ts";
import { body, cardFields, post } from "../membership/helpers.ts";
import { usAddress } from "../orders/helpers.ts";

/** `npm run backup` and `npm run restore` (issue 22, ADR 0085), run as an operator runs them: child processes. */
const root = path.resolve(import.meta.dirname, "../../../..");
const JWT_SECRET = "test-secret-test-secret-test-secret";
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function run(command: "backup" | "restore", args: string[], env: Record<string, string>) {
  // Only the settings given here: the test runner's own (a DATABASE_URL, an S3 driver) must not leak in.
  const { DATABASE_URL: _url, STORAGE_DRIVER: _driver, DATA_DIR: _dir, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [`scripts/${command}.mjs`, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/** Every file under `dir` with a hash of its bytes, by relative path. */
function filesOf(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(dir, entry);
    if (statSync(file).isFile()) files[entry] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  return files;
}

/** The rows the round trip must keep: counts of members, orders and posts, and the newest of each. */
async function factsOf(database: Database) {
  const rows = async (query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    counts: (
      await rows(`select (select count(*)::int from users) as users,
        (select count(*)::int from user_memberships) as memberships,
        (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as "orderItems",
        (select count(*)::int from payments) as payments, (select count(*)::int from forum_posts) as posts,
        (select count(*)::int from forum_comments) as comments`)
    )[0] as Record<string, number>,
    members: await rows("select id, email, first_name, password_hash from users order by id desc limit 3"),
    orders: await rows("select id, order_number, email, total_cents, status from orders order by id desc limit 3"),
    posts: await rows("select id, title, body_html, author_id from forum_posts order by id desc limit 3"),
  };
}

/** Read through a pool of its own, closed again: an open pool would count as a session the restore warns about. */
async function factsAt(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    return await factsOf(database);
  } finally {
    await database.close();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("backup and restore on PostgreSQL", () => {
  it("restores a dump and its uploads into a new database, refuses one with accounts, and a failed restore changes nothing", async () => {
    const baseUrl = process.env.TEST_DATABASE_URL as string;
    // A server on a database of its own (not the worker's shared one): the dump holds this database only.
    const server = await startTestServer({ config: { publicCacheTtlMs: 0 } });
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const targetName = `haa_test_restore_${randomBytes(6).toString("hex")}`;
    const out = temp("haa-backups-");
    const restoredDir = temp("haa-restored-");
    const urlOf = (name: string) => {
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    try {
      await seedZones(server);
      const buyer = await member(server);
      const item = await product(server, { priceCents: 3_000, weightGrams: 600, stock: 10 });
      const guestId = await cart(server, [[item.id, 2]]);
      const paid = await post(server, "/api/Store/ProcessPayment", {
        ...cardFields(),
        GuestId: guestId,
        Email: buyer.email,
        Address: usAddress,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const orderNumber = body(paid).Data.OrderNumber as string;
      const boardId = (
        await forumRepository.insertCategory(server.runtime.deps.db, { name: "Backups", description: "", sortOrder: 1 })
      ).id;
      // Past a new member's first-day posting limits.
      server.clock.set(new Date(server.clock.now().getTime() + 2 * 24 * 60 * 60 * 1000));
      const posted = await server.call({
        method: "POST",
        url: "/api/Forum/AddForum",
        token: buyer.token,
        ...multipart(
          {
            Title: "Kept through a restore",
            Description: "<p>Backed up tonight and restored tomorrow.</p>",
            CategoryId: String(boardId),
          },
          { field: "ImgVid", filename: "p.png", contentType: "image/png", bytes: PNG_1PX },
        ),
      });
      expect(posted.statusCode, posted.body).toBe(200);
      const picture = String(body(posted).Data.ImgVid).replace(/^\/uploads\//, "");

      const dataDir = server.runtime.deps.config.dataDir;
      const [{ name }] = (
        (await server.runtime.deps.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows as [{ name: string }];
      const before = await factsAt(urlOf(name));
      expect(before.counts).toMatchObject({ orders: 1, posts: 1 });
      expect(before.members.map((row) => row.email)).toContain(buyer.email.toLowerCase());
      expect(before.orders[0]).toMatchObject({ order_number: orderNumber });
      expect(before.posts[0]).toMatchObject({ title: "Kept through a restore" });

      const backup = run("backup", ["--out", out], { DATABASE_URL: urlOf(name), DATA_DIR: dataDir });
      expect(backup.status, backup.stderr).toBe(0);
      const written = readdirSync(out).sort();
      expect(written).toHaveLength(2);
      const dump = written.find((file) => file.endsWith(".dump")) as string;
      const uploads = written.find((file) => file.endsWith(".tar.gz")) as string;
      expect(dump).toMatch(/^haa-\d{8}T\d{6}Z\.dump$/);
      expect(uploads).toBe(dump.replace(".dump", "-uploads.tar.gz"));
      expect(backup.stdout).toContain(`Wrote ${path.join(out, dump)}`);
      expect(backup.stdout).toMatch(/Backup done in \d+\.\d s/);

      await admin.query(`create database ${targetName}`);
      const targetEnv = { DATABASE_URL: urlOf(targetName), DATA_DIR: restoredDir };
      const restore = run("restore", [path.join(out, dump)], targetEnv);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`Restored ${dump}`);
      expect(restore.stdout).toContain(`Restored ${uploads} into ${path.join(restoredDir, "uploads")}`);
      expect(await factsAt(urlOf(targetName))).toEqual(before);
      // The uploaded files came back byte for byte, the post's picture among them.
      const uploaded = filesOf(path.join(dataDir, "uploads"));
      expect(Object.keys(uploaded)).toContain(picture);
      expect(filesOf(path.join(restoredDir, "uploads"))).toEqual(uploaded);

      // The server starts on the restored database (its migrations are recorded) and the member signs in.
      const restored = await createRuntime(
        loadConfig(
          { NODE_ENV: "test", DATA_DIR: restoredDir, DATABASE_URL: urlOf(targetName), API_KEY },
          { jwtSecret: JWT_SECRET },
        ),
        { seedDemo: false },
      );
      try {
        const login = await restored.app.inject({
          method: "POST",
          url: "/api/Account/Login",
          headers: { "x-api-key": API_KEY },
          payload: { Email: buyer.email, Password: buyer.password, AccountType: 1 },
        });
        expect(login.statusCode, login.body).toBe(200);
      } finally {
        await restored.close();
      }
      const afterLogin = await factsAt(urlOf(targetName));

      // Now it holds accounts: refused without --force, in one line, and nothing changed.
      const refused = run("restore", [path.join(out, dump)], targetEnv);
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      expect(refused.stderr).toMatch(/^restore failed: The database .* already holds \d+ accounts: .*--force/);
      expect(await factsAt(urlOf(targetName))).toEqual(afterLogin);

      // A dump whose last data block is cut off: pg_restore has dropped, created and filled most tables when it
      // fails (the table definitions come first in the file), and the one transaction leaves the database as it was.
      const broken = path.join(out, "broken.dump");
      const bytes = readFileSync(path.join(out, dump));
      writeFileSync(broken, bytes.subarray(0, bytes.length - 512));
      const failed = run("restore", [broken, "--force"], targetEnv);
      expect(failed.status).toBe(1);
      expect(failed.stderr).toMatch(/^restore failed: pg_restore failed: /);
      expect(await factsAt(urlOf(targetName))).toEqual(afterLogin);

      // --force replaces the contents: the backup's rows, once (not added to what was there).
      const forced = run("restore", [path.join(out, dump), "--force"], targetEnv);
      expect(forced.status, forced.stderr).toBe(0);
      expect(forced.stdout).toContain("replacing what it held");
      expect(await factsAt(urlOf(targetName))).toEqual(before);
      expect(readdirSync(restoredDir).some((entry) => entry.startsWith("uploads.before-restore-"))).toBe(true);
    } finally {
      await admin.query(`drop database if exists ${targetName} with (force)`);
      await admin.end();
      await server.close();
      rmSync(out, { recursive: true, force: true });
      rmSync(restoredDir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** The embedded database is the same whatever TEST_DATABASE_URL says: it runs in the PGlite pass only. */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("backup and restore of the embedded database", () => {
  it("copies a first start's data folder, restores it into another one, and refuses while a process holds either", async () => {
    const dataDir = temp("haa-data-");
    const otherDir = temp("haa-data-");
    const out = temp("haa-backups-");
    let opened: Database | undefined;
    try {
      // A real first start: migrations, reference data and the demo (members, orders, posts, pictures).
      const runtime = await createRuntime(
        loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ADMIN_PASSWORD: "Admin-password-1" }),
      );
      let before: Awaited<ReturnType<typeof factsOf>>;
      try {
        before = await factsOf(runtime.database);
        expect(before.counts.users).toBeGreaterThan(5);
        expect(before.counts.orders).toBeGreaterThan(0);
        expect(before.counts.posts).toBeGreaterThan(0);
        // The server holds the folder: a copy now could be torn, so it is refused and nothing is left behind.
        const refused = run("backup", ["--out", out], { DATA_DIR: dataDir });
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(
          new RegExp(
            `^backup failed: The embedded database in .* is in use by process ${process.pid}: stop the server`,
          ),
        );
        expect(readdirSync(out)).toEqual([]);
      } finally {
        await runtime.close();
      }

      const backup = run("backup", ["--out", out], { DATA_DIR: dataDir });
      expect(backup.status, backup.stderr).toBe(0);
      const [archive] = readdirSync(out) as [string];
      expect(archive).toMatch(/^haa-\d{8}T\d{6}Z\.tar\.gz$/);
      expect(backup.stdout).toContain("the embedded database and uploads");
      expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
      // A standard tar reads it (an operator can look inside without our scripts).
      const listing = spawnSync("tar", ["-tzf", path.join(out, archive)], { encoding: "utf8" });
      expect(listing.status, listing.stderr).toBe(0);
      expect(listing.stdout.split("\n")).toEqual(
        expect.arrayContaining(["haa-backup.json", "pglite/PG_VERSION", "uploads/", "jwt-secret"]),
      );

      // The target already has a database folder: it is moved aside, not overwritten.
      mkdirSync(path.join(otherDir, "pglite"));
      writeFileSync(path.join(otherDir, "pglite", "marker"), "the folder before");
      const restore = run("restore", [path.join(out, archive)], { DATA_DIR: otherDir });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`Restored ${archive}`);
      const aside = readdirSync(otherDir).find((entry) => entry.startsWith("pglite.before-restore-"));
      expect(aside).toBeDefined();
      expect(readFileSync(path.join(otherDir, aside as string, "marker"), "utf8")).toBe("the folder before");
      expect(readdirSync(otherDir).filter((entry) => entry.startsWith(".restore-"))).toEqual([]);
      expect(readFileSync(path.join(otherDir, "jwt-secret"), "utf8")).toBe(
        readFileSync(path.join(dataDir, "jwt-secret"), "utf8"),
      );
      expect(filesOf(path.join(otherDir, "uploads"))).toEqual(filesOf(path.join(dataDir, "uploads")));
      expect(Object.keys(filesOf(path.join(otherDir, "uploads"))).length).toBeGreaterThan(0);

      opened = await openDatabase({ dataDir: otherDir });
      expect(await factsOf(opened)).toEqual(before);
      // Open by another process: a restore over it is refused and the folder stays.
      const busy = run("restore", [path.join(out, archive)], { DATA_DIR: otherDir });
      expect(busy.status).toBe(1);
      expect(busy.stderr).toMatch(/^restore failed: The embedded database in .* is in use by process \d+/);
      expect(readdirSync(otherDir).filter((entry) => entry.startsWith("pglite.before-restore-"))).toHaveLength(1);
    } finally {
      await opened?.close();
      for (const dir of [dataDir, otherDir, out]) rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
