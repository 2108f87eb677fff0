import path from "node:path";
import type { Config } from "../../config.ts";
import { type Clock, systemClock } from "../../shared/clock.ts";
import { localStorage } from "./local-storage.ts";
import { s3Storage } from "./s3-storage.ts";
import { createUploadLinkSigner } from "./signed-url.ts";
import type { Storage } from "./storage.port.ts";

export type { Storage } from "./storage.port.ts";

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
