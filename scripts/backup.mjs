// `npm run backup [-- --out <dir>]` (ADR 0085): the database and the uploaded files of the server that `npm start`
// runs with the same environment, into backups/ (git-ignored).
// - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` into haa-<UTC time>.dump, and the local uploads folder
//   into haa-<UTC time>-uploads.tar.gz beside it. The server may keep running: pg_dump reads one snapshot.
// - PGlite (no DATABASE_URL): DATA_DIR's database folder, uploads and generated secret into haa-<UTC time>.tar.gz,
//   refused while a server holds the folder (PGlite's files are only consistent when it is closed).
// Each file is written under a `.partial` name and renamed when complete, so a backup that failed leaves nothing
// that looks like one.
import { existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  failWith,
  findPgTool,
  formatBytes,
  lockEmbedded,
  PGLITE_DIR,
  parseArgs,
  pgConnection,
  Refusal,
  readSettings,
  runTool,
  SECRET_FILE,
  s3Note,
  seconds,
  stamp,
  UPLOADS_DIR,
  writeArchive,
} from "./backup-lib.mjs";

const started = performance.now();

async function main() {
  const { options, positional } = parseArgs(process.argv.slice(2), { values: ["out"] });
  if (positional.length)
    throw new Refusal(`Unexpected argument ${positional[0]} (usage: npm run backup -- [--out <dir>]).`);
  const settings = readSettings();
  const out = path.resolve(options.out ?? "backups");
  await mkdir(out, { recursive: true });
  const name = `haa-${stamp()}`;
  const uploads = path.join(settings.dataDir, UPLOADS_DIR);
  const written = [];

  /** Writes through `.partial` and renames; answers the final path. */
  async function produce(file, write) {
    const partial = `${file}.partial`;
    try {
      const detail = await write(partial);
      await rename(partial, file);
      written.push({ file, size: (await stat(file)).size, detail });
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  if (settings.databaseUrl) {
    const pgDump = findPgTool("pg_dump");
    const connection = pgConnection(settings.databaseUrl);
    await produce(path.join(out, `${name}.dump`), async (partial) => {
      await runTool(
        pgDump,
        ["--format=custom", "--no-password", `--file=${partial}`, `--dbname=${connection.url}`],
        connection.env,
      );
      return `PostgreSQL ${connection.label}, pg_dump --format=custom`;
    });
    if (settings.storage === "local" && existsSync(uploads)) {
      await produce(path.join(out, `${name}-uploads.tar.gz`), async (partial) => {
        const totals = await writeArchive(partial, manifest("uploads", { uploads: true }), [[uploads, UPLOADS_DIR]]);
        return `${totals.files} uploaded files (${formatBytes(totals.bytes)}) from ${uploads}`;
      });
    }
  } else {
    const database = path.join(settings.dataDir, PGLITE_DIR);
    if (!existsSync(database))
      throw new Refusal(
        `There is no embedded database at ${database} (DATA_DIR=${settings.dataDir}); set DATABASE_URL to back up PostgreSQL.`,
      );
    const unlock = await lockEmbedded(settings.dataDir, "a backup");
    try {
      await produce(path.join(out, `${name}.tar.gz`), async (partial) => {
        const withUploads = settings.storage === "local" && existsSync(uploads);
        const sources = [[database, PGLITE_DIR]];
        if (withUploads) sources.push([uploads, UPLOADS_DIR]);
        const secret = path.join(settings.dataDir, SECRET_FILE);
        if (existsSync(secret)) sources.push([secret, SECRET_FILE]);
        const totals = await writeArchive(partial, manifest("pglite", { uploads: withUploads }), sources);
        return `the embedded database${withUploads ? " and uploads" : ""} of ${settings.dataDir}: ${totals.files} files (${formatBytes(totals.bytes)} before compression)`;
      });
    } finally {
      await unlock();
    }
  }

  for (const { file, size, detail } of written) {
    const relative = path.relative(process.cwd(), file);
    console.log(`Wrote ${relative.startsWith("..") ? file : relative} (${formatBytes(size)}): ${detail}`);
  }
  if (settings.storage === "s3") console.log(s3Note(settings.bucket));
  else if (!existsSync(uploads)) console.log(`No uploads folder at ${uploads}: nothing uploaded to back up.`);
  console.log(`Backup done in ${seconds(started)}.`);
}

function manifest(kind, extra) {
  return { format: 1, kind, createdAt: new Date().toISOString(), ...extra };
}

main().catch((error) => failWith("backup", error));
