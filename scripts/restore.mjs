// `npm run restore -- <file> [--force]` (ADR 0085): puts a backup of `npm run backup` back, into the database and
// DATA_DIR that `npm start` would use with the same environment.
// - PostgreSQL (DATABASE_URL, a .dump file): `pg_restore` in one transaction that stops at the first error, so a
//   failed restore leaves the database as it was. A database that already holds accounts is refused unless
//   --force, which drops the backup's objects first (--clean --if-exists) inside that same transaction. The
//   uploads archive beside the dump (…-uploads.tar.gz) replaces DATA_DIR/uploads with the local storage driver.
// - PGlite (no DATABASE_URL, a .tar.gz file): refused while a server holds DATA_DIR; the archive is unpacked into a
//   staging folder first, then the current database folder (and uploads, secret) are moved aside as
//   `<name>.before-restore-<UTC time>` and the restored ones take their place.
import { existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  failWith,
  fileKind,
  findPgTool,
  formatBytes,
  lockEmbedded,
  PGLITE_DIR,
  parseArgs,
  pgConnection,
  Refusal,
  readArchive,
  readSettings,
  runTool,
  SECRET_FILE,
  s3Note,
  seconds,
  stamp,
  UPLOADS_DIR,
} from "./backup-lib.mjs";

const started = performance.now();
const usage = "usage: npm run restore -- <backup file> [--force]";

async function main() {
  const { options, positional } = parseArgs(process.argv.slice(2), { flags: ["force"] });
  if (positional.length !== 1) throw new Refusal(`Name one backup file (${usage}).`);
  const file = path.resolve(positional[0]);
  if (!existsSync(file)) throw new Refusal(`${file} does not exist.`);
  const settings = readSettings();
  const kind = fileKind(file);
  const manifest = kind === "archive" ? (await readArchive(file)).manifest : undefined;
  const size = formatBytes((await stat(file)).size);
  if (kind === "unknown") throw new Refusal(`${file} is neither a pg_dump file nor an archive of npm run backup.`);
  if (manifest?.kind === "uploads")
    throw new Refusal(`${file} holds only uploaded files: name the .dump file beside it (its uploads come with it).`);

  if (settings.databaseUrl) {
    if (kind !== "dump")
      throw new Refusal(
        `${file} is a backup of the embedded database (PGlite): restore it without DATABASE_URL, into a DATA_DIR.`,
      );
    const connection = pgConnection(settings.databaseUrl);
    const target = await inspect(settings.databaseUrl);
    if (target.accounts > 0 && !options.force) {
      throw new Refusal(
        `The database ${connection.label} already holds ${target.accounts} accounts: restoring would replace them. Stop the servers and add --force to replace its contents with the backup's.`,
      );
    }
    if (target.others > 0) {
      console.warn(
        `Warning: ${target.others} other sessions are connected to ${connection.database}; stop the servers first, or the restore waits for their locks.`,
      );
    }
    // Objects already there (an earlier restore, a migrated empty database) are dropped first, inside the one
    // transaction: on any error nothing is dropped. Owners and grants are the restoring role's, so a dump taken on
    // another server (other role names) restores too.
    const clean = target.tables > 0;
    await runTool(
      findPgTool("pg_restore"),
      [
        "--no-password",
        "--single-transaction",
        "--exit-on-error",
        "--no-owner",
        "--no-privileges",
        ...(clean ? ["--clean", "--if-exists"] : []),
        `--dbname=${connection.url}`,
        file,
      ],
      connection.env,
    );
    const after = await inspect(settings.databaseUrl);
    console.log(
      `Restored ${path.basename(file)} (${size}) into PostgreSQL ${connection.label}${clean ? ", replacing what it held" : ""}: ${after.accounts} accounts, ${after.tables} tables.`,
    );
    const uploads = file.replace(/\.dump$/, "") + "-uploads.tar.gz";
    if (settings.storage === "s3") console.log(s3Note(settings.bucket));
    else if (existsSync(uploads)) await restoreUploads(uploads, settings.dataDir);
    else
      console.log(`No ${path.basename(uploads)} beside it: ${path.join(settings.dataDir, UPLOADS_DIR)} left as it is.`);
  } else {
    if (kind === "dump")
      throw new Refusal(`${file} is a PostgreSQL dump: set DATABASE_URL to the database to restore it into.`);
    if (manifest?.kind !== "pglite") throw new Refusal(`${file} is not a backup of the embedded database.`);
    await mkdir(settings.dataDir, { recursive: true });
    const unlock = await lockEmbedded(settings.dataDir, "a restore");
    try {
      const { totals, moved } = await unpackAndSwap(file, settings.dataDir, [
        PGLITE_DIR,
        ...(manifest.uploads ? [UPLOADS_DIR] : []),
        SECRET_FILE,
      ]);
      console.log(
        `Restored ${path.basename(file)} (${size}, taken ${manifest.createdAt}) into ${settings.dataDir}: ${totals.files} files (${formatBytes(totals.bytes)}).`,
      );
      for (const aside of moved) console.log(`The previous ${aside.name} is in ${aside.to} (delete it once checked).`);
      if (!manifest.uploads)
        console.log(`The backup holds no uploads: ${path.join(settings.dataDir, UPLOADS_DIR)} left as it is.`);
    } finally {
      await unlock();
    }
  }
  console.log(`Restore done in ${seconds(started)}.`);
}

/** Whether the database holds the application's tables and accounts, and who else is connected. */
async function inspect(databaseUrl) {
  let pg;
  try {
    pg = (await import("pg")).default;
  } catch {
    throw new Refusal("The pg package is missing: run npm install (or npm start once) first.");
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Refusal(`Cannot connect to DATABASE_URL: ${error.message}`);
  }
  try {
    const { rows } = await client.query(
      `select (select count(*)::int from pg_tables where schemaname not in ('pg_catalog', 'information_schema')) as tables,
        to_regclass('public.users') is not null as "hasUsers",
        (select count(*)::int from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) as others`,
    );
    const facts = rows[0];
    const accounts = facts.hasUsers ? (await client.query("select count(*)::int as n from users")).rows[0].n : 0;
    return { tables: facts.tables, accounts, others: facts.others };
  } finally {
    await client.end();
  }
}

async function restoreUploads(archive, dataDir) {
  const { manifest } = await readArchive(archive);
  if (manifest.kind !== "uploads") throw new Refusal(`${archive} is not an uploads archive of npm run backup.`);
  await mkdir(dataDir, { recursive: true });
  const { totals, moved } = await unpackAndSwap(archive, dataDir, [UPLOADS_DIR]);
  console.log(
    `Restored ${path.basename(archive)} into ${path.join(dataDir, UPLOADS_DIR)}: ${totals.files} files (${formatBytes(totals.bytes)}).`,
  );
  for (const aside of moved) console.log(`The previous ${aside.name} is in ${aside.to} (delete it once checked).`);
}

/**
 * Unpacks `archive` into a staging folder inside `dataDir` (the same disk, so the swap is a rename), then moves each
 * of `names` that exists in `dataDir` aside and the unpacked one in. Nothing in `dataDir` changes until the whole
 * archive has been read; a failed swap puts back what it had moved.
 */
async function unpackAndSwap(archive, dataDir, names) {
  const when = stamp();
  const staging = path.join(dataDir, `.restore-${when}`);
  const moved = [];
  const placed = [];
  try {
    const totals = await readArchive(archive, staging);
    if (names.includes(PGLITE_DIR) && !existsSync(path.join(staging, PGLITE_DIR)))
      throw new Refusal(`${archive} holds no database folder.`);
    try {
      for (const name of names) {
        const from = path.join(staging, name);
        if (!existsSync(from)) continue;
        const current = path.join(dataDir, name);
        if (existsSync(current)) {
          let to = `${current}.before-restore-${when}`;
          // Two restores within a second: the first one's folder set aside is kept too.
          for (let n = 2; existsSync(to); n += 1) to = `${current}.before-restore-${when}-${n}`;
          await rename(current, to);
          moved.push({ name, from: current, to });
        }
        await rename(from, current);
        placed.push({ from, to: current });
      }
    } catch (error) {
      for (const step of placed.reverse()) await rename(step.to, step.from).catch(() => {});
      for (const step of moved.reverse()) await rename(step.to, step.from).catch(() => {});
      throw error;
    }
    return { totals, moved };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

main().catch((error) => failWith("restore", error));
