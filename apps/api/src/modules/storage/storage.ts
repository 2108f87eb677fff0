import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { badRequest } from "../../http/errors.ts";

/** Where uploaded files live; local disk by default (architecture "Files"). */
export interface Storage {
  /** Stores bytes under a new name in `folder` and returns the public URL path. */
  put(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Deletes what `put` stored under that URL path; a missing file is fine, a path outside the root is refused. */
  delete(url: string): Promise<void>;
}

export function localStorage(root: string, publicPrefix = "/uploads"): Storage {
  return {
    async put(folder, extension, bytes) {
      const safeFolder = folder.replace(/[^a-z0-9-]/gi, "");
      const name = `${randomUUID()}.${extension}`;
      await mkdir(path.join(root, safeFolder), { recursive: true });
      await writeFile(path.join(root, safeFolder, name), bytes);
      return `${publicPrefix}/${safeFolder}/${name}`;
    },
    async delete(url) {
      const base = path.resolve(root);
      const file = path.resolve(base, url.startsWith(`${publicPrefix}/`) ? url.slice(publicPrefix.length + 1) : "");
      // Only what `put` could have written: a URL from elsewhere or with `..` never reaches the file system.
      if (!file.startsWith(`${base}${path.sep}`)) throw new Error("storage: path outside the uploads root");
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
  };
}

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);

/**
 * Checks an uploaded picture by its content (not its name or declared type), then re-encodes it as a
 * 512 px WebP without metadata, which also drops anything hidden in the original file.
 */
export async function processProfileImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) {
    throw badRequest("VALIDATION", "validation.profileImageSize", { ProfileImageFile: "validation.profileImageSize" });
  }
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, animated: false });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error("format");
    return await image.rotate().resize(512, 512, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw badRequest("VALIDATION", "validation.profileImageType", { ProfileImageFile: "validation.profileImageType" });
  }
}
