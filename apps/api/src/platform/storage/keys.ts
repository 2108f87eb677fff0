/**
 * The grammar of stored names, shared by every driver and the /uploads route. A key is
 * `<folder>/<name>.<ext>`: lower-case letters, digits and hyphens only, so `..`, `%2e`, backslashes and
 * absolute paths cannot even be spelled, whatever the driver does with the key afterwards.
 */
export const UPLOADS_PREFIX = "/uploads";

/** The first folder segment that makes an object private: served only through a signed URL. */
export const PRIVATE_FOLDER = "private";

/** What may be stored and the content type it is served with; nothing else (no SVG, no HTML). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  avif: "image/avif",
  pdf: "application/pdf",
  // Media libraries (ADR 0041): videos and their captions.
  webm: "video/webm",
  mp4: "video/mp4",
  vtt: "text/vtt; charset=utf-8",
  // Digital store products (ADR 0036) and zipped downloads (ADR 0041), kept under private/, reached by signed link.
  zip: "application/zip",
};

const SEGMENT = "[a-z0-9][a-z0-9-]{0,79}";
const FOLDER = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,3}$`);
const NAME = new RegExp(`^${SEGMENT}$`);
const KEY = new RegExp(`^(?:${SEGMENT}/){1,4}${SEGMENT}\\.([a-z0-9]{2,5})$`);

/** A URL that does not name an object of this store; a caller's mistake, never the visitor's input. */
export class StorageUrlError extends Error {
  constructor(url: string) {
    super(`Not a stored file: ${url.slice(0, 200)}`);
    this.name = "StorageUrlError";
  }
}

export function assertFolder(folder: string): void {
  if (!FOLDER.test(folder)) throw new Error(`Invalid storage folder: ${folder.slice(0, 100)}`);
}

export function assertName(name: string): void {
  if (!NAME.test(name)) throw new Error(`Invalid storage name: ${name.slice(0, 100)}`);
}

export function assertExtension(extension: string): void {
  if (!Object.hasOwn(CONTENT_TYPES, extension)) throw new Error(`Extension not allowed: ${extension.slice(0, 20)}`);
}

export function isValidKey(key: string): boolean {
  const match = KEY.exec(key);
  return match !== null && Object.hasOwn(CONTENT_TYPES, match[1] as string);
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export function isPrivateKey(key: string): boolean {
  return key.startsWith(`${PRIVATE_FOLDER}/`);
}

/**
 * The key a URL names, or a StorageUrlError. `bases` are the URL prefixes this store hands out
 * ("/uploads", and a public bucket URL when one is configured). No decoding happens: a valid key never
 * contains `%`, so an encoded traversal is simply not a key.
 */
export function keyFromUrl(url: string, bases: readonly string[]): string {
  for (const base of bases) {
    if (url.startsWith(`${base}/`)) {
      const key = url.slice(base.length + 1);
      if (isValidKey(key)) return key;
    }
  }
  throw new StorageUrlError(url);
}
