import path from "node:path";
import type { Config } from "../../config.ts";
import { type Clock, systemClock } from "../../shared/clock.ts";
import { localStorage } from "./local-storage.ts";
import { s3Storage } from "./s3-storage.ts";
import { createUploadLinkSigner } from "./signed-url.ts";

/**
 * Where uploaded files live (architecture "Files"): local disk by default, S3-compatible object storage by
 * configuration. Folders are lower-case paths such as "profile" or "private/hardship"; a first segment of
 * "private" means the object is only reachable through `signedUrl`. Stored names are never rewritten.
 */
export interface Storage {
  /**
   * Stores bytes under a new name in `folder`; returns the public URL path, e.g. "/uploads/profile/<uuid>.webp"
   * (an absolute URL when S3_PUBLIC_URL is set). `name` (without extension) replaces the random name, for
   * files that share one, such as image variants; `contentType` defaults to the extension's.
   */
  put(
    folder: string,
    extension: string,
    bytes: Buffer,
    options?: { contentType?: string; name?: string },
  ): Promise<string>;
  /** The stored bytes, or null when there is no such file. */
  get(url: string): Promise<Buffer | null>;
  /** Removes a stored file; a missing file is not an error; a URL outside the store is refused. */
  delete(url: string): Promise<void>;
  /**
   * A time-limited URL for a private object (local: our own HMAC-signed /uploads/... ?expires&sig link
   * verified by the server; S3: a presigned GET).
   */
  signedUrl(url: string, expiresInSeconds: number): Promise<string>;
}

/** The store the configuration asks for (STORAGE_DRIVER). */
export function createStorage(config: Config, clock: Clock): Storage {
  const { storage } = config;
  // An S3 store refuses a signature dated more than 15 minutes from its own time, and judges a presigned link's
  // expiry by it: S3 requests are signed at the real time, not at the app's clock, which tests and
  // `npm run jobs -- --at` move.
  if (storage.driver === "s3") return s3Storage({ ...storage, clock: systemClock });
  return localStorage(path.join(config.dataDir, "uploads"), {
    signer: createUploadLinkSigner(config.jwtSecret, clock),
  });
}

export { deleteImage, IMAGE_VARIANTS, PROFILE_IMAGE_MAX_BYTES, processProfileImage, storeImage } from "./images.ts";
export { localStorage } from "./local-storage.ts";
