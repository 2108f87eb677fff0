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
