import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/http/errors.ts";
import {
  deleteImage,
  localStorage,
  PROFILE_IMAGE_MAX_BYTES,
  processProfileImage,
  type Storage,
  storeImage,
} from "../../src/platform/storage/storage.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "haa-images-"));
const storage = localStorage(path.join(dataDir, "uploads"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function picture(width: number, height: number, format: "jpeg" | "png" | "gif" | "webp" | "tiff" = "jpeg") {
  return sharp({ create: { width, height, channels: 3, background: "#c33" } })
    .withExif({ IFD0: { Copyright: "secret place", Artist: "someone" } })
    [format]()
    .toBuffer();
}

async function sizeOf(url: string) {
  const bytes = await storage.get(url);
  if (!bytes) throw new Error(`missing ${url}`);
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("storeImage", () => {
  it("stores thumbnail, card and full WebP variants under one base name, without metadata", async () => {
    const urls = await storeImage(storage, "events", await picture(3000, 2000));
    const base = urls.full.replace(/-full\.webp$/, "");
    expect(base).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}$/);
    expect(urls).toEqual({ thumbnail: `${base}-thumbnail.webp`, card: `${base}-card.webp`, full: `${base}-full.webp` });
    expect(await sizeOf(urls.thumbnail)).toEqual({ format: "webp", width: 160, height: 160, exif: undefined });
    expect(await sizeOf(urls.card)).toEqual({ format: "webp", width: 480, height: 320, exif: undefined });
    expect(await sizeOf(urls.full)).toEqual({ format: "webp", width: 1600, height: 1067, exif: undefined });
  });

  it("never enlarges a small picture except to fill the square thumbnail", async () => {
    const urls = await storeImage(storage, "events", await picture(300, 200, "png"));
    expect(await sizeOf(urls.full)).toMatchObject({ width: 300, height: 200 });
    expect(await sizeOf(urls.card)).toMatchObject({ width: 300, height: 200 });
    expect(await sizeOf(urls.thumbnail)).toMatchObject({ width: 160, height: 160 });
  });

  it("accepts GIF and WebP and takes other variant sets", async () => {
    const urls = await storeImage(storage, "seminars", await picture(800, 800, "gif"), {
      variants: { banner: { size: 400 } },
    });
    expect(Object.keys(urls)).toEqual(["banner"]);
    expect(await sizeOf(urls.banner)).toMatchObject({ width: 400, height: 400 });
    await expect(storeImage(storage, "seminars", await picture(50, 50, "webp"))).resolves.toBeTruthy();
  });

  it("checks the content, not the name: text named .png, TIFF and a truncated JPEG are refused", async () => {
    const text = Buffer.from("<svg onload=alert(1)> definitely not a png");
    const jpeg = await picture(400, 400);
    for (const bytes of [text, await picture(20, 20, "tiff"), jpeg.subarray(0, 200), Buffer.alloc(0)]) {
      const error = await refusal(storeImage(storage, "events", bytes, { field: "EventImage" }));
      expect(error.status).toBe(400);
      expect(error.messageKey).toBe("validation.imageType");
      expect(error.errors).toEqual({ EventImage: expect.objectContaining({ key: "validation.imageType" }) });
    }
  });

  it("refuses a file over the size limit before decoding it", async () => {
    const error = await refusal(storeImage(storage, "events", await picture(200, 200), { maxBytes: 100 }));
    expect(error.messageKey).toBe("validation.imageSize");
    expect(error.errors?.Image).toEqual({ key: "validation.imageSize", params: { max: 0 } });
    const big = await refusal(storeImage(storage, "events", Buffer.alloc(5 * 1024 * 1024 + 1)));
    expect(big.params).toEqual({ max: 5 });
  });

  it("removes the variants already written when a later one fails, and deleteImage removes them all", async () => {
    const written: string[] = [];
    let calls = 0;
    const flaky: Storage = {
      ...storage,
      async put(...args) {
        calls += 1;
        if (calls === 3) throw new Error("disk full");
        const url = await storage.put(...args);
        written.push(url);
        return url;
      },
    };
    await expect(storeImage(flaky, "events", await picture(100, 100))).rejects.toThrow("disk full");
    expect(written).toHaveLength(2);
    for (const url of written) expect(await storage.get(url)).toBeNull();

    const urls = await storeImage(storage, "events", await picture(100, 100));
    await deleteImage(storage, urls);
    for (const url of Object.values(urls)) expect(await storage.get(url)).toBeNull();
    await deleteImage(storage, null);
    await deleteImage(storage, urls.full);
  });
});

describe("processProfileImage (sign-up picture)", () => {
  it("is still one 512 px square WebP with the profile messages", async () => {
    const webp = await processProfileImage(await picture(900, 600));
    expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: 512, height: 512 });
    const type = await refusal(processProfileImage(Buffer.from("hello")));
    expect(type.messageKey).toBe("validation.profileImageType");
    expect(Object.keys(type.errors ?? {})).toEqual(["ProfileImageFile"]);
    const size = await refusal(processProfileImage(Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1)));
    expect(size.messageKey).toBe("validation.profileImageSize");
  });
});
