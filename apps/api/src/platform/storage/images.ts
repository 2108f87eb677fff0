import { randomUUID } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { AppError } from "../../http/errors.ts";
import type { Storage } from "./storage.port.ts";

/** One stored size of a picture: the longest side (or both sides when square), never enlarged unless square. */
export interface VariantSpec {
  size: number;
  /** Cropped to a size × size square (thumbnails, avatars). */
  square?: boolean;
}

/** The sizes every area uses unless it has a reason not to (architecture "Files"). */
export const IMAGE_VARIANTS = {
  thumbnail: { size: 160, square: true },
  card: { size: 480 },
  full: { size: 1600 },
} as const satisfies Record<string, VariantSpec>;

export type ImageUrls<V extends string = keyof typeof IMAGE_VARIANTS> = Record<V, string>;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);
/** Larger pictures are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageCheck {
  /** The form field the validation error names. */
  field?: string;
  maxBytes?: number;
  /** Catalogue keys for the two refusals; the generic ones by default. */
  typeKey?: string;
  sizeKey?: string;
}

/**
 * Checks an uploaded picture by its content (not its name or declared type): JPEG, PNG, GIF or WebP only,
 * at most `maxBytes`. Returns a decoder already turned upright (EXIF orientation), ready to resize.
 */
export async function openImage(bytes: Buffer, check: ImageCheck = {}): Promise<Sharp> {
  if (bytes.length > (check.maxBytes ?? IMAGE_MAX_BYTES)) throw refusal(check, "size");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error("format");
    return image.rotate();
  } catch {
    throw refusal(check, "type");
  }
}

function refusal(check: ImageCheck, kind: "type" | "size"): AppError {
  const key = kind === "type" ? (check.typeKey ?? "validation.imageType") : (check.sizeKey ?? "validation.imageSize");
  // The generic size message names the limit ({{max}} MB); other keys ignore the parameter.
  const params = { max: Math.round(((check.maxBytes ?? IMAGE_MAX_BYTES) / (1024 * 1024)) * 10) / 10 };
  return new AppError(400, "VALIDATION", key, params, { [check.field ?? "Image"]: { key, params } });
}

/** WebP without metadata: re-encoding drops EXIF (GPS), ICC tricks and anything hidden after the image data. */
async function encode(image: Sharp, spec: VariantSpec, check: ImageCheck): Promise<Buffer> {
  const resized = spec.square
    ? image.resize(spec.size, spec.size, { fit: "cover" })
    : image.resize(spec.size, spec.size, { fit: "inside", withoutEnlargement: true });
  try {
    return await resized.webp({ quality: 82 }).toBuffer();
  } catch {
    // The header looked fine but the pixel data is broken (a truncated file).
    throw refusal(check, "type");
  }
}

/**
 * Checks a picture and stores one WebP per variant under a shared base name
 * (`<folder>/<uuid>-thumbnail.webp`, `-card`, `-full`); returns their URLs. All variants are written before
 * this returns, and a failure removes the ones already written.
 */
export async function storeImage<V extends string = keyof typeof IMAGE_VARIANTS>(
  storage: Storage,
  folder: string,
  bytes: Buffer,
  options: { variants?: Record<V, VariantSpec> } & ImageCheck = {},
): Promise<ImageUrls<V>> {
  const variants = (options.variants ?? IMAGE_VARIANTS) as Record<V, VariantSpec>;
  const image = await openImage(bytes, options);
  const encoded = await Promise.all(
    (Object.entries(variants) as [V, VariantSpec][]).map(
      async ([name, spec]) => [name, await encode(image.clone(), spec, options)] as const,
    ),
  );
  const base = randomUUID();
  const stored: Partial<ImageUrls<V>> = {};
  try {
    for (const [name, webp] of encoded) {
      stored[name] = await storage.put(folder, "webp", webp, { contentType: "image/webp", name: `${base}-${name}` });
    }
  } catch (error) {
    await deleteImage(storage, stored);
    throw error;
  }
  return stored as ImageUrls<V>;
}

/** Removes every variant of a stored picture (or a single stored URL); missing files are fine. */
export async function deleteImage(
  storage: Storage,
  image: Partial<Record<string, string | null | undefined>> | string | null | undefined,
): Promise<void> {
  if (!image) return;
  const urls = typeof image === "string" ? [image] : Object.values(image);
  await Promise.all(urls.filter((url): url is string => Boolean(url)).map((url) => storage.delete(url)));
}

/**
 * The sign-up profile picture: the spec keeps one URL per user, so it is one 512 px square WebP rather
 * than a variant set, checked by the same rules and with its own messages.
 */
export async function processProfileImage(bytes: Buffer): Promise<Buffer> {
  const check: ImageCheck = {
    field: "ProfileImageFile",
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    typeKey: "validation.profileImageType",
    sizeKey: "validation.profileImageSize",
  };
  return encode(await openImage(bytes, check), { size: 512, square: true }, check);
}
