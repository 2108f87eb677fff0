// What `npm run backup` and `npm run restore` share (ADR 0085): the settings `npm start` reads, the PostgreSQL
// client tools, the embedded database's lock, and a small tar writer and reader over Node's zlib. Plain Node and
// no packages, so both commands run on a machine where only the data is left.
import { spawn } from "node:child_process";
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
} from "node:fs";
import { lstat, mkdir, open, readdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

/** A refusal or failure the command reports as one line and exit code 1. */
export class Refusal extends Error {}

/** The settings `npm start` reads (apps/api/src/config.ts): same names, same defaults. */
export function readSettings(env = process.env) {
  const driver = (env.STORAGE_DRIVER || "local").toLowerCase();
  if (driver !== "local" && driver !== "s3")
    throw new Refusal(`STORAGE_DRIVER must be "local" or "s3", not "${driver}".`);
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    storage: driver,
    bucket: env.S3_BUCKET || "(S3_BUCKET)",
  };
}

/** The folder names inside DATA_DIR, as the server uses them (db/client.ts, platform/storage/storage.ts). */
export const PGLITE_DIR = "pglite";
export const PGLITE_LOCK = "pglite.lock";
export const UPLOADS_DIR = "uploads";
/** The generated JWT secret (config.ts): without it a restored embedded demo signs everyone out. */
export const SECRET_FILE = "jwt-secret";
/** The first entry of every archive these commands write: what it holds, so a restore can refuse the wrong one. */
export const MANIFEST = "haa-backup.json";

export const s3Note = (bucket) =>
  `Uploads are in the S3 bucket ${bucket}, not in this backup: the storage provider keeps them (turn on bucket versioning and a lifecycle rule for old versions).`;

/** `20261128T043015Z`: sorts by time and is safe in a file name on every system. */
export function stamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Reads `--name value` and `--flag` arguments; anything else is a positional argument. */
export function parseArgs(argv, { values = [], flags = [] }) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const name = arg.startsWith("--") ? arg.slice(2).split("=")[0] : undefined;
    if (name && values.includes(name)) {
      const inline = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : undefined;
      const value = inline ?? argv[++i];
      if (!value) throw new Refusal(`--${name} needs a value.`);
      options[name] = value;
    } else if (name && flags.includes(name)) options[name] = true;
    else if (name) throw new Refusal(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  return { options, positional };
}

// --- PostgreSQL client tools -------------------------------------------------------------------------------

/**
 * pg_dump or pg_restore: the newest server version's own binary under /usr/lib/postgresql (Debian, Ubuntu), else
 * the one on PATH. A pg_dump older than the server refuses to dump it, so the newest is the one to take.
 */
export function findPgTool(name) {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((entry) => /^\d+(\.\d+)?$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const file = path.join(base, version, "bin", name);
      if (existsSync(file)) return file;
    }
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = dir && path.join(dir, name);
    if (file && existsSync(file)) return file;
  }
  throw new Refusal(
    `${name} was not found on PATH or under /usr/lib/postgresql/*/bin: install the PostgreSQL client tools of the server's version or newer (Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq).`,
  );
}

/**
 * The connection for the client tools: the URL without its password, which goes in PGPASSWORD so that it does not
 * show in the process list. `--no-password` in the callers makes a missing one fail instead of waiting for a prompt.
 */
export function pgConnection(databaseUrl) {
  let url;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Refusal("DATABASE_URL is not a URL (postgres://user:password@host:5432/database).");
  }
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || "(default)";
  return {
    url: url.toString(),
    env: password === undefined ? {} : { PGPASSWORD: password },
    label: `${database} on ${url.hostname || "the local socket"}${url.port ? `:${url.port}` : ""}`,
    database,
  };
}

/** Runs a client tool; resolves on exit 0, otherwise rejects with its most telling line of error output. */
export function runTool(file, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error) => reject(new Refusal(`${path.basename(file)} could not run: ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) return resolve(stderr);
      const lines = stderr
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      // pg_restore ends with "errors ignored on restore: N" or a hint; the error itself says why.
      const reason = lines.find((line) => /error:|fatal:/i.test(line)) ?? lines.at(-1) ?? `exit code ${code}`;
      reject(new Refusal(`${path.basename(file)} failed: ${reason.replace(/^\S+: (error: )?/, "")}`));
    });
  });
}

// --- The embedded database's lock (apps/api/src/db/client.ts, lockDataDir) --------------------------------------

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Takes DATA_DIR/pglite.lock the way the server does (a file holding the owner's pid, a dead owner's lock taken
 * over), so a server cannot open the folder while it is copied or replaced, and refuses while one holds it.
 */
export async function lockEmbedded(dataDir, doing) {
  const file = path.join(dataDir, PGLITE_LOCK);
  const mine = String(process.pid);
  try {
    await writeFile(file, mine, { flag: "wx" });
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    const owner = Number(readFileSync(file, "utf8").trim());
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Refusal(
        `The embedded database in ${path.join(dataDir, PGLITE_DIR)} is in use by process ${owner}: stop the server (or npm run jobs) first, since ${doing} needs it closed.`,
      );
    }
    await writeFile(file, mine);
  }
  return async () => {
    try {
      if (readFileSync(file, "utf8").trim() === mine) await unlink(file);
    } catch {
      // Already gone.
    }
  };
}

// --- tar (POSIX ustar, with pax headers for long names) ---------------------------------------------------------

const BLOCK = 512;

function octal(value, length) {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

function header({ name, size, mode, mtime, type }) {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write(octal(mode & 0o7777, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.max(0, Math.floor(mtime)), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

function paxRecord(key, value) {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return `${length}${body}`;
}

const padding = (size) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The header blocks of one entry: a pax header first when the name or size does not fit the ustar fields. */
function entryHeader(entry) {
  const blocks = [];
  const records = [];
  if (Buffer.byteLength(entry.name) > 99) records.push(paxRecord("path", entry.name));
  if (entry.size > 0o77777777777) records.push(paxRecord("size", String(entry.size)));
  if (records.length) {
    const body = Buffer.from(records.join(""));
    blocks.push(header({ name: "PaxHeader", size: body.length, mode: 0o644, mtime: entry.mtime, type: "x" }));
    blocks.push(body, padding(body.length));
  }
  // Readers without pax support still get a plain name; the pax `path` above is the real one.
  const name = Buffer.byteLength(entry.name) > 99 ? entry.name.replace(/[^\x20-\x7e]/g, "_").slice(-99) : entry.name;
  blocks.push(header({ ...entry, name, size: entry.size > 0o77777777777 ? 0 : entry.size }));
  return Buffer.concat(blocks);
}

/** Every directory and regular file under `dir`, depth first, sorted, as archive entries named under `as`. */
async function* walk(dir, as) {
  const stat = await lstat(dir);
  yield { file: dir, name: `${as}/`, size: 0, mode: stat.mode, mtime: stat.mtimeMs / 1000, type: "5" };
  for (const entry of (await readdir(dir)).sort()) {
    const file = path.join(dir, entry);
    const info = await lstat(file);
    if (info.isDirectory()) yield* walk(file, `${as}/${entry}`);
    else if (info.isFile())
      yield { file, name: `${as}/${entry}`, size: info.size, mode: info.mode, mtime: info.mtimeMs / 1000, type: "0" };
  }
}

/**
 * Writes `sources` ([path on disk, name in the archive]; a folder with everything under it) and a manifest into a
 * gzip-compressed tar at `target`, readable by any `tar -xzf`. Answers the number of files and their bytes.
 */
export async function writeArchive(target, manifest, sources) {
  const totals = { files: 0, bytes: 0 };
  async function* blocks() {
    const about = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield entryHeader({ name: MANIFEST, size: about.length, mode: 0o644, mtime: Date.now() / 1000, type: "0" });
    yield Buffer.concat([about, padding(about.length)]);
    for (const [source, as] of sources) {
      const info = await lstat(source);
      const entries = info.isDirectory()
        ? walk(source, as)
        : [{ file: source, name: as, size: info.size, mode: info.mode, mtime: info.mtimeMs / 1000, type: "0" }];
      for await (const entry of entries) {
        yield entryHeader(entry);
        if (entry.type !== "0") continue;
        // The size in the header is the size at the walk: a file that grew is cut there, one that shrank is padded.
        let written = 0;
        if (entry.size > 0) {
          for await (const chunk of createReadStream(entry.file, { end: entry.size - 1 })) {
            written += chunk.length;
            yield chunk;
          }
        }
        if (written < entry.size) yield Buffer.alloc(entry.size - written);
        yield padding(entry.size);
        totals.files += 1;
        totals.bytes += entry.size;
      }
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(target, { mode: 0o600 }));
  // On disk before it is called a backup: the rename that follows must not name a file still in the page cache.
  const handle = await open(target, "r+");
  await handle.sync();
  await handle.close();
  return totals;
}

/** Reads exact byte counts from a stream's chunks. */
class ByteReader {
  constructor(stream) {
    this.chunks = stream[Symbol.asyncIterator]();
    this.buffer = Buffer.alloc(0);
  }
  /** Up to `max` bytes (at least one), or null at the end of the stream. */
  async some(max) {
    if (this.buffer.length === 0) {
      const next = await this.chunks.next();
      if (next.done) return null;
      this.buffer = next.value;
    }
    const part = this.buffer.subarray(0, max);
    this.buffer = this.buffer.subarray(part.length);
    return part;
  }
  async exactly(length) {
    const parts = [];
    let got = 0;
    while (got < length) {
      const part = await this.some(length - got);
      if (!part) throw new Refusal("The archive ends in the middle of a file: it is incomplete.");
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
}

const field = (block, start, length) => block.toString("utf8", start, start + length).replace(/\0.*$/s, "");

function parseOctal(block, start, length) {
  const text = field(block, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new Refusal("The archive has a damaged header: it is not a backup of this kind.");
  return text ? Number.parseInt(text, 8) : 0;
}

/** A name from the archive as a path under `dir`; a name that would leave it (absolute, `..`) is refused. */
function inside(dir, name) {
  const clean = name.replace(/\/+$/, "");
  const target = path.resolve(dir, clean);
  if (path.isAbsolute(clean) || clean.split("/").includes("..") || !target.startsWith(dir + path.sep))
    throw new Refusal(`The archive names a path outside its folder (${name}): refused.`);
  return target;
}

/**
 * Reads the entries of a gzip-compressed tar. With `dir`, writes its directories and regular files under it (other
 * kinds are skipped) and stops at nothing; without, stops after the manifest. Answers the manifest and totals.
 */
export async function readArchive(file, dir) {
  const reader = new ByteReader(createReadStream(file).pipe(createGunzip()));
  const totals = { files: 0, bytes: 0 };
  let manifest;
  let pax = {};
  for (;;) {
    const block = await reader.some(BLOCK).then(async (part) => {
      if (!part) return null;
      return part.length === BLOCK ? part : Buffer.concat([part, await reader.exactly(BLOCK - part.length)]);
    });
    if (!block || block.every((byte) => byte === 0)) break;
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i];
    if (sum !== parseOctal(block, 148, 8))
      throw new Refusal("The archive has a damaged header: it is not a backup of this kind.");
    const type = field(block, 156, 1) || "0";
    // The prefix field is ustar's; old GNU headers keep other data there.
    const prefix = field(block, 257, 6) === "ustar" ? field(block, 345, 155) : "";
    const name = pax.path ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    const size = pax.size !== undefined ? Number(pax.size) : parseOctal(block, 124, 12);
    const mode = parseOctal(block, 100, 8);
    pax = {};
    if (type === "x" || type === "g") {
      const body = (await reader.exactly(size + padding(size).length)).subarray(0, size).toString("utf8");
      if (type === "x") {
        for (const record of body.split("\n").filter(Boolean)) {
          const [key, ...value] = record.slice(record.indexOf(" ") + 1).split("=");
          pax[key] = value.join("=");
        }
      }
      continue;
    }
    if (name === MANIFEST && !manifest) {
      manifest = JSON.parse((await reader.exactly(size + padding(size).length)).subarray(0, size).toString("utf8"));
      if (!dir) return { manifest, ...totals };
      continue;
    }
    if (!manifest) throw new Refusal(`${path.basename(file)} was not written by npm run backup (no ${MANIFEST}).`);
    if (type === "5") {
      await mkdir(inside(dir, name), { recursive: true, mode: mode || 0o700 });
      await reader.exactly(size + padding(size).length);
      continue;
    }
    if (type !== "0") {
      await reader.exactly(size + padding(size).length);
      continue;
    }
    const target = inside(dir, name);
    await mkdir(path.dirname(target), { recursive: true });
    const handle = await open(target, "w", mode || 0o600);
    try {
      let left = size;
      while (left > 0) {
        const part = await reader.some(left);
        if (!part) throw new Refusal("The archive ends in the middle of a file: it is incomplete.");
        await handle.write(part);
        left -= part.length;
      }
    } finally {
      await handle.close();
    }
    await reader.exactly(padding(size).length);
    totals.files += 1;
    totals.bytes += size;
  }
  if (!manifest) throw new Refusal(`${path.basename(file)} was not written by npm run backup (no ${MANIFEST}).`);
  return { manifest, ...totals };
}

/** What a backup file is, from its first bytes: a pg_dump custom-format file or a gzip archive. */
export function fileKind(file) {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("ascii") === "PGDMP") return "dump";
  if (head[0] === 0x1f && head[1] === 0x8b) return "archive";
  return "unknown";
}

/** Prints the reason of a Refusal (or an unexpected error) on one line and exits 1. */
export function failWith(command, error) {
  const reason = error instanceof Refusal ? error.message : `${error.code ? `${error.code}: ` : ""}${error.message}`;
  console.error(`${command} failed: ${reason.replace(/\s*\n\s*/g, " ")}`);
  process.exit(1);
}
