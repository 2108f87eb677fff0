import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoManualPdf } from "../../src/modules/manuals/manuals.seed.ts";
import { mediaRepository } from "../../src/modules/media/media.repository.ts";
import { API_ROOT } from "../../src/shared/paths.ts";
import { member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";

/**
 * Editing library items after upload (ADR 0053): details, a new thumbnail, a replaced download file; the new
 * file is stored before the old one goes; content decides, and a name that contradicts it is refused.
 */
let server: TestServer;
let admin: { id: number; token: string };
let standard: { id: number; token: string };
let categoryId: number;
let otherCategoryId: number;
let groupId: number;
let otherGroupId: number;
let videoId: number;
let fileId: number;

const WEBM = readFileSync(path.join(API_ROOT, "assets/media/body-awareness.webm"));
const png = (background = "#2f6f73") =>
  sharp({ create: { width: 64, height: 36, channels: 3, background } })
    .png()
    .toBuffer();
const pdf = () => demoManualPdf({ title: "Intake form", description: "One page.", chapters: [] });

type Part = { field: string; filename: string; contentType: string; bytes: Buffer };
function form(fields: Record<string, string>, files: Part[]) {
  const boundary = `----edit${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, token = admin.token) =>
  server.call({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const upload = (
  method: "POST" | "PUT",
  url: string,
  files: Part[],
  fields: Record<string, string> = {},
  token = admin.token,
) => server.call({ method, url, token, ...form(fields, files) });
const data = (res: LightMyRequestResponse) => res.json().Data;
const thumb = async (bytes?: Buffer, filename = "thumb.png"): Promise<Part> => ({
  field: "Thumbnail",
  filename,
  contentType: "image/png",
  bytes: bytes ?? (await png()),
});
const file = (bytes: Buffer, filename: string, contentType = "application/octet-stream"): Part => ({
  field: "File",
  filename,
  contentType,
  bytes,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  standard = await member(server, { level: 3 });
  const shelf = (Name: string) => ({
    Name,
    Description: "",
    SortBy: 1,
    Permission: "Video & Resource Library",
  });
  categoryId = data(await call("POST", "/api/Video/AdminSaveVideoCategory", shelf("Daily practice"))).Id;
  otherCategoryId = data(await call("POST", "/api/Video/AdminSaveVideoCategory", shelf("Practitioner skills"))).Id;
  groupId = data(await call("POST", "/api/Download/AdminSaveDownloadGroup", shelf("Client forms"))).Id;
  otherGroupId = data(await call("POST", "/api/Download/AdminSaveDownloadGroup", shelf("Handouts"))).Id;
  const video = await upload(
    "POST",
    "/api/Video/AdminAddVideo",
    [{ field: "Video", filename: "clip.webm", contentType: "video/webm", bytes: WEBM }, await thumb()],
    { Title: "Morning routine", Description: "Ten minutes.", CategoryId: String(categoryId), DurationSeconds: "600" },
  );
  expect(video.statusCode, video.body).toBe(200);
  videoId = data(video).Id;
  const added = await upload("POST", "/api/Download/AdminAddDownloadFile", [file(await pdf(), "intake.pdf")], {
    Title: "Intake form",
    Description: "For a first session.",
    GroupId: String(groupId),
  });
  expect(added.statusCode, added.body).toBe(200);
  fileId = data(added).Id;
}, 120_000);
afterAll(() => server.close());

describe("AdminUpdateVideo and AdminUpdateVideoThumbnail", () => {
  it("renames, describes and moves a video; members see the new title", async () => {
    const res = await call("PUT", `/api/Video/AdminUpdateVideo/${videoId}`, {
      Title: "Morning routine, revised",
      Description: "Twelve minutes with a new breathing part.",
      CategoryId: otherCategoryId,
      DurationSeconds: 720,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await server.call({
      method: "GET",
      url: `/api/Video/GetWebVideos?search=revised`,
      token: standard.token,
    });
    const item = data(list).List.find((video: { Id: number }) => video.Id === videoId);
    expect(item).toMatchObject({ Title: "Morning routine, revised", CategoryId: otherCategoryId });
  });

  it("refuses bad details (400) and an unknown video (404)", async () => {
    const bad = await call("PUT", `/api/Video/AdminUpdateVideo/${videoId}`, {
      Title: "x",
      Description: "",
      CategoryId: categoryId,
      DurationSeconds: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBeTruthy();
    const unknownCategory = await call("PUT", `/api/Video/AdminUpdateVideo/${videoId}`, {
      Title: "Morning routine",
      Description: "",
      CategoryId: 999_999,
      DurationSeconds: 600,
    });
    expect(unknownCategory.statusCode).toBe(400);
    const unknown = await call("PUT", "/api/Video/AdminUpdateVideo/999999", {
      Title: "Morning routine",
      Description: "",
      CategoryId: categoryId,
      DurationSeconds: 600,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("replaces the thumbnail: the new picture is stored, the old one deleted", async () => {
    const db = server.runtime.deps.db;
    const before = (await mediaRepository.videoById(db, videoId))?.thumbnailUrl as string;
    expect(await server.runtime.deps.storage.get(before)).not.toBeNull();
    const res = await upload("PUT", `/api/Video/AdminUpdateVideoThumbnail/${videoId}`, [
      await thumb(await png("#aa3355")),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await mediaRepository.videoById(db, videoId))?.thumbnailUrl as string;
    expect(after).not.toBe(before);
    expect(await server.runtime.deps.storage.get(after)).not.toBeNull();
    expect(await server.runtime.deps.storage.get(before)).toBeNull();
  });

  it("refuses a thumbnail that is not a picture by content (400), none (400), an unknown video (404), members (403)", async () => {
    const fake = await upload("PUT", `/api/Video/AdminUpdateVideoThumbnail/${videoId}`, [
      await thumb(Buffer.from("<svg onload=alert(1)>not a png</svg>"), "thumb.png"),
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().Errors.Thumbnail).toBeTruthy();
    const none = await upload("PUT", `/api/Video/AdminUpdateVideoThumbnail/${videoId}`, [], { Title: "x" });
    expect(none.statusCode).toBe(400);
    expect((await upload("PUT", "/api/Video/AdminUpdateVideoThumbnail/999999", [await thumb()])).statusCode).toBe(404);
    const member = await upload(
      "PUT",
      `/api/Video/AdminUpdateVideoThumbnail/${videoId}`,
      [await thumb()],
      {},
      standard.token,
    );
    expect(member.statusCode).toBe(403);
  });
});

describe("AdminUpdateDownloadFile and AdminReplaceDownloadFile", () => {
  it("edits a download's details and group; unknown id 404, bad input 400", async () => {
    const res = await call("PUT", `/api/Download/AdminUpdateDownloadFile/${fileId}`, {
      Title: "Client intake form",
      Description: "Fill in before the first session.",
      GroupId: otherGroupId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await mediaRepository.fileById(server.runtime.deps.db, fileId);
    expect(row).toMatchObject({ title: "Client intake form", groupId: otherGroupId });
    const bad = await call("PUT", `/api/Download/AdminUpdateDownloadFile/${fileId}`, {
      Title: "",
      GroupId: otherGroupId,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call("PUT", "/api/Download/AdminUpdateDownloadFile/999999", {
      Title: "Client intake form",
      Description: "",
      GroupId: otherGroupId,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("replaces the file by one of another kind: name, kind and size follow, the old file goes, the count stays", async () => {
    const db = server.runtime.deps.db;
    const before = await mediaRepository.fileById(db, fileId);
    const picture = await png("#123456");
    const res = await upload("PUT", `/api/Download/AdminReplaceDownloadFile/${fileId}`, [
      file(picture, "intake-scan.png", "image/png"),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const after = await mediaRepository.fileById(db, fileId);
    expect(after).toMatchObject({
      fileName: "intake-scan.png",
      extension: "png",
      sizeBytes: picture.length,
      downloadCount: before?.downloadCount,
    });
    expect(await server.runtime.deps.storage.get(after?.fileUrl as string)).not.toBeNull();
    expect(await server.runtime.deps.storage.get(before?.fileUrl as string)).toBeNull();
    const served = await server.call({
      method: "GET",
      url: `/api/Download/DownloadFile/${fileId}`,
      token: standard.token,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("image/png");
  });

  it("refuses content that is not an allowed kind, a name that contradicts the content, no file, unknown ids", async () => {
    const url = `/api/Download/AdminReplaceDownloadFile/${fileId}`;
    const text = await upload("PUT", url, [file(Buffer.from("MZ fake executable"), "form.pdf")]);
    expect(text.statusCode).toBe(400);
    expect(text.json().Errors).toEqual({ File: "Downloads must be PDF, ZIP or picture files." });
    const disguised = await upload("PUT", url, [file(await pdf(), "form.zip")]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().Errors.File).toContain("does not match its content");
    const none = await upload("PUT", url, [], { Title: "x" });
    expect(none.statusCode).toBe(400);
    expect(
      (await upload("PUT", "/api/Download/AdminReplaceDownloadFile/999999", [file(await pdf(), "a.pdf")])).statusCode,
    ).toBe(404);
    const member = await upload("PUT", url, [file(await pdf(), "a.pdf")], {}, standard.token);
    expect(member.statusCode).toBe(403);
    // The refused uploads changed nothing.
    expect((await mediaRepository.fileById(server.runtime.deps.db, fileId))?.extension).toBe("png");
  });
});
