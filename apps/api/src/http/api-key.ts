import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "./errors.ts";

/** The header every `/api` call (and the development mailbox) carries the API key in. */
export const API_KEY_HEADER = "x-api-key";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether `candidate` is the configured key. Both sides are hashed first so the comparison takes the same time
 * whatever the candidate's length or first wrong character: the answer's timing says nothing about the key.
 */
export function isApiKey(candidate: unknown, apiKey: string): boolean {
  return typeof candidate === "string" && timingSafeEqual(digest(candidate), digest(apiKey));
}

export function invalidApiKeyError(): AppError {
  return new AppError(401, "INVALID_API_KEY", "errors.invalidApiKey");
}
