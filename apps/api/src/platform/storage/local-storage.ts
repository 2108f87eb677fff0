import { randomUUID } from "node:crypto";
// Called through node's shared `fs.promises` object at each write, not bound at import: the fault test makes the
// disk "full" by replacing `writeFile` on it (vi.spyOn), which works however the test runner caches modules.
import { promises as fs } from "node:fs";
import path from "node:path";
import { assertExtension, assertFolder, assertName, keyFromUrl, StorageUrlError, UPLOADS_PREFIX } from "./keys.ts";
import type { UploadLinkSigner } from "./signed-url.ts";
import type { Storage } from "./storage.port.ts";
import { noRoomToStore } from "./store-errors.ts";

/** A disk (or the user's quota) with no room left: the uploader is told so, not a 500 (ADR 0090). */
const NO_ROOM = new Set(["ENOSPC", "EDQUOT"]);

/** The error a failed write becomes: a full disk is a 507 the uploader can read, anything else stays a bug. */
function writeFailure(error: unknown): unknown {
  if (!NO_ROOM.has((error as NodeJS.ErrnoException).code ?? "")) return error;
  return noRoomToStore();
}

/** Files under `root` (DATA_DIR/uploads), served by the /uploads route (storage.routes.ts). */
export function localStorage(root: string, options: { signer?: UploadLinkSigner } = {}): Storage {
  const base = path.resolve(root);

  /** The file a URL names; the resolved path must stay under the root even though the key grammar allows no `..`. */
  function fileOf(url: string): string {
    const file = path.resolve(base, keyFromUrl(url, [UPLOADS_PREFIX]));
    if (!file.startsWith(base + path.sep)) throw new StorageUrlError(url);
    return file;
  }

  return {
    async put(folder, extension, bytes, putOptions) {
      assertFolder(folder);
      assertExtension(extension);
      const name = putOptions?.name ?? randomUUID();
      assertName(name);
      const url = `${UPLOADS_PREFIX}/${folder}/${name}.${extension}`;
      const file = fileOf(url);
      // Written under a temporary name (a leading dot, which no key may have, so /uploads never serves it) and
      // then linked to its own: a disk that fills up half-way leaves no truncated file under a stored name.
      const partial = path.join(path.dirname(file), `.${name}.${randomUUID()}.part`);
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(partial, bytes, { flag: "wx" });
        // link, not rename: a stored name is never rewritten (EEXIST), which lets /uploads cache immutably.
        await fs.link(partial, file);
      } catch (error) {
        throw writeFailure(error);
      } finally {
        await fs.rm(partial, { force: true });
      }
      return url;
    },
    async get(url) {
      try {
        return await fs.readFile(fileOf(url));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(url) {
      await fs.rm(fileOf(url), { force: true });
    },
    async signedUrl(url, expiresInSeconds) {
      fileOf(url);
      if (!options.signer) throw new Error("Local storage was created without a link signer.");
      return options.signer.sign(url, expiresInSeconds);
    },
  };
}
