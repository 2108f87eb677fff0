import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertExtension, assertFolder, assertName, keyFromUrl, StorageUrlError, UPLOADS_PREFIX } from "./keys.ts";
import type { UploadLinkSigner } from "./signed-url.ts";
import type { Storage } from "./storage.ts";

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
      await mkdir(path.dirname(file), { recursive: true });
      // "wx": a stored name is never rewritten, which is what lets /uploads answer with immutable caching.
      await writeFile(file, bytes, { flag: "wx" });
      return url;
    },
    async get(url) {
      try {
        return await readFile(fileOf(url));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(url) {
      await rm(fileOf(url), { force: true });
    },
    async signedUrl(url, expiresInSeconds) {
      fileOf(url);
      if (!options.signer) throw new Error("Local storage was created without a link signer.");
      return options.signer.sign(url, expiresInSeconds);
    },
  };
}
