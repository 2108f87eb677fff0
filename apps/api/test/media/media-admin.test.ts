import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoManualPdf } from "../../src/modules/manuals/manuals.seed.ts";
import { DOWNLOAD_LIMIT } from "../../src/modules/media/media.service.ts";
import { API_ROOT } from "../../src/shared/paths.ts";
import { member } from "../factories.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";

/** The administrators' calls of the media libraries and the content checks of their uploads (ADR 0041). */
let server: TestServer;
let admin: { id: number; token: string };
let standard: { id: number; token: string };
let starter: { id: number; token: string };

const WEBM = readFileSync(path.join(API_ROOT, "assets/media/body-awareness.webm"));
const VTT = readFileSync(path.join(API_ROOT, "assets/media/body-awareness.en.vtt"));
const png = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: "#2f6f73" } })
    .png()
    .toBuffer();
const pdf = () => demoManualPdf({ title: "Intake form", description: "One page.", chapters: [] });

type Part = { field: string; filename: string; contentType: string; bytes: Buffer };
/** A multipart body with several files (the harness's helper takes one). */
function form(fields: Record<string, string>, files: Part[]) {
  const boundary = `----media${randomBytes(8).toString("hex")}`;
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
const data = (res: LightMyRequestResponse) => res.json().Data;
const videoPart = (bytes: Buffer = WEBM, filename = "clip.webm"): Part => ({
  field: "Video",
  filename,
  contentType: "video/webm",
  bytes,
});
const thumbPart = async (): Promise<Part> => ({
  field: "Thumbnail",
  filename: "thumb.png",
  contentType: "image/png",
  bytes: await png(),
});
const addVideo = (fields: Record<string, string>, files: Part[], token = admin.token) =>
  server.call({ method: "POST", url: "/api/Video/AdminAddVideo", token, ...form(fields, files) });
const addFile = (fields: Record<string, string>, files: Part[], token = admin.token) =>
  server.call({ method: "POST", url: "/api/Download/AdminAddDownloadFile", token, ...form(fields, files) });

let categoryId: number;
let groupId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  standard = await member(server, { level: 3 });
  starter = await member(server, { level: 1 });
}, 120_000);
afterAll(() => server.close());

describe("categories and groups", () => {
  it("adds and edits a video category with its SortBy and permission; members are refused", async () => {
    const refused = await call("POST", "/api/Video/AdminSaveVideoCategory", { Name: "Talks" }, standard.token);
    expect(refused.statusCode).toBe(403);
    const added = await call("POST", "/api/Video/AdminSaveVideoCategory", {
      Name: "Founders",
      SortBy: 5,
      Permission: "Founder Video Archive",
    });
    expect(added.statusCode).toBe(200);
    categoryId = data(added).Id;
    // A client from before ADR 0106 still sends a lowest plan: it is not part of the call, and locks nothing.
    const edited = await call("POST", "/api/Video/AdminSaveVideoCategory", {
      Id: categoryId,
      Name: "Founder archive",
      SortBy: 7,
      Permission: "Founder Video Archive",
      MinimumMembershipId: 3,
    });
    expect(edited.statusCode).toBe(200);
    const list = data(await call("GET", "/api/Video/GetVideoCategory", undefined, starter.token));
    expect(list).toEqual([
      expect.objectContaining({
        Id: categoryId,
        Name: "Founder archive",
        SortBy: 7,
        Permission: "Founder Video Archive",
        MinimumMembershipId: 1,
        Locked: false,
        UnlockMembershipId: null,
      }),
    ]);
  });

  it.each([
    [{ Name: "x" }, "Name"],
    [{ Name: "Talks", SortBy: -1 }, "SortBy"],
    [{ Name: "Talks", Permission: "Logo Usage" }, "Permission"],
  ])("refuses %j with a 400 naming %s", async (payload, field) => {
    const res = await call("POST", "/api/Video/AdminSaveVideoCategory", payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().Errors)).toContain(field);
  });

  it("answers 404 for an unknown category or group", async () => {
    expect((await call("POST", "/api/Video/AdminSaveVideoCategory", { Id: 9999, Name: "Talks" })).statusCode).toBe(404);
    expect((await call("POST", "/api/Download/AdminSaveDownloadGroup", { Id: 9999, Name: "Forms" })).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", "/api/Video/AdminDeleteVideoCategory/9999")).statusCode).toBe(404);
    expect((await call("DELETE", "/api/Download/AdminDeleteDownloadGroup/9999")).statusCode).toBe(404);
  });

  it("adds a download group", async () => {
    const res = await call("POST", "/api/Download/AdminSaveDownloadGroup", {
      Name: "Forms",
      Description: "Intake forms",
      SortBy: 1,
    });
    expect(res.statusCode).toBe(200);
    groupId = data(res).Id;
  });
});

describe("Video/AdminAddVideo", () => {
  const fields = () => ({
    Title: "Morning grounding",
    Description: "Five minutes",
    CategoryId: String(categoryId),
    DurationSeconds: "8",
  });

  it("is for administrators only", async () => {
    expect((await addVideo(fields(), [videoPart(), await thumbPart()], standard.token)).statusCode).toBe(403);
    expect(
      (await server.call({ method: "POST", url: "/api/Video/AdminAddVideo", ...form(fields(), [videoPart()]) }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    ["an HTML page named .webm", Buffer.from("<html><script>alert(1)</script></html>"), "Video"],
    ["a PNG picture", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "Video"],
    ["a PDF", Buffer.from("%PDF-1.7\n"), "Video"],
  ])("refuses %s by its content", async (_name, bytes, field) => {
    const res = await addVideo(fields(), [videoPart(bytes), await thumbPart()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual({ [field]: "The video must be a WebM or MP4 file." });
  });

  it("refuses a missing video, a missing thumbnail, bad captions and bad details", async () => {
    expect((await addVideo(fields(), [await thumbPart()])).json().Errors).toEqual({
      Video: "Please choose the video file.",
    });
    expect((await addVideo(fields(), [videoPart()])).json().Errors).toEqual({
      Thumbnail: "Please choose a thumbnail picture.",
    });
    const captions = { field: "Captions", filename: "c.vtt", contentType: "text/vtt", bytes: Buffer.from("<b>x</b>") };
    expect((await addVideo(fields(), [videoPart(), await thumbPart(), captions])).json().Errors).toEqual({
      Captions: "Captions must be a WebVTT file.",
    });
    const bad = await addVideo({ ...fields(), DurationSeconds: "0", Title: "" }, [videoPart(), await thumbPart()]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().Errors).sort()).toEqual(["DurationSeconds", "Title"]);
    const badThumb = await addVideo(fields(), [videoPart(), { ...(await thumbPart()), bytes: Buffer.from("nope") }]);
    expect(badThumb.statusCode).toBe(400);
    expect(Object.keys(badThumb.json().Errors)).toEqual(["Thumbnail"]);
  });

  it("stores a WebM with captions, lists it for members, edits and deletes it", async () => {
    const captions = { field: "Captions", filename: "c.vtt", contentType: "text/vtt", bytes: VTT };
    const res = await addVideo(fields(), [videoPart(), await thumbPart(), captions]);
    expect(res.statusCode).toBe(200);
    const id = data(res).Id as number;
    const seen = data(await call("GET", "/api/Video/GetWebVideos", undefined, standard.token)).List[0];
    expect(seen).toMatchObject({ Id: id, Title: "Morning grounding", Locked: false, DurationSeconds: 8 });
    // The paths the storage port gives, as the blog's and the store's pictures go out (ADR 0106).
    expect(seen.VideoUrl).toMatch(/^\/uploads\/private\/videos\/[a-z0-9-]+\.webm\?expires=\d+&sig=[\w-]+$/);
    expect(seen.CaptionsUrl).toMatch(/^\/uploads\/private\/videos\/[a-z0-9-]+\.vtt\?expires=\d+&sig=[\w-]+$/);
    expect(seen.ThumbnailImage).toMatch(/^\/uploads\/media\/[a-z0-9-]+-card\.webp$/);
    expect((await server.call({ method: "GET", url: seen.ThumbnailImage })).headers["content-type"]).toBe("image/webp");
    const starterSees = data(await call("GET", "/api/Video/GetWebVideos", undefined, starter.token)).List[0];
    expect(starterSees).toMatchObject({ Id: id, Locked: false, VideoUrl: expect.stringMatching(/^\/uploads\//) });
    const visitorSees = data(await server.call({ method: "GET", url: "/api/Video/GetWebVideos" })).List[0];
    expect(visitorSees).toMatchObject({
      Id: id,
      Locked: true,
      VideoUrl: null,
      CaptionsUrl: null,
      UnlockMembershipId: 1,
    });

    expect((await call("DELETE", `/api/Video/AdminDeleteVideoCategory/${categoryId}`)).statusCode).toBe(409);
    const edit = await call("PUT", `/api/Video/AdminUpdateVideo/${id}`, { ...fields(), Title: "Evening wind-down" });
    expect(edit.statusCode).toBe(200);
    expect((await call("PUT", "/api/Video/AdminUpdateVideo/9999", fields())).statusCode).toBe(404);
    expect((await call("PUT", `/api/Video/AdminUpdateVideo/${id}`, { ...fields(), CategoryId: 9999 })).statusCode).toBe(
      400,
    );

    const file = String(seen.VideoUrl).split("?")[0] as string;
    expect((await call("DELETE", `/api/Video/AdminDeleteVideo/${id}`, undefined, standard.token)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/Video/AdminDeleteVideo/${id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/Video/AdminDeleteVideo/${id}`)).statusCode).toBe(404);
    expect(await server.runtime.deps.storage.get(file)).toBeNull();
    expect((await call("DELETE", `/api/Video/AdminDeleteVideoCategory/${categoryId}`)).statusCode).toBe(200);
  });
});

describe("Download/AdminAddDownloadFile and DownloadFile", () => {
  it("refuses files that are not PDF, ZIP or pictures by content, and members", async () => {
    const exe = {
      field: "File",
      filename: "report.pdf",
      contentType: "application/pdf",
      bytes: Buffer.from("MZ\x90\x00"),
    };
    const res = await addFile({ Title: "Report", GroupId: String(groupId) }, [exe]);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual({ File: "Downloads must be PDF, ZIP or picture files." });
    const html = { ...exe, bytes: Buffer.from("<svg onload=alert(1)>") };
    expect((await addFile({ Title: "Report", GroupId: String(groupId) }, [html])).statusCode).toBe(400);
    expect((await addFile({ Title: "Report", GroupId: String(groupId) }, [])).json().Errors).toEqual({
      File: "Please choose the file.",
    });
    expect(
      (await addFile({ Title: "Report", GroupId: "9999" }, [{ ...exe, bytes: await pdf() }])).json().Errors,
    ).toEqual({
      GroupId: "Please choose a download group.",
    });
    expect(
      (await addFile({ Title: "Report", GroupId: String(groupId) }, [{ ...exe, bytes: await pdf() }], standard.token))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    ['..\\\\..\\\\evil"; filename=run.exe; x=".pdf', "pdf"],
    ["Übung – 日本語 guide.pdf", "pdf"],
    ["%0d%0aSet-Cookie: a=b.pdf", "pdf"],
    ["archive.zip.pdf", "zip"],
  ])("serves %s with a safe Content-Disposition and the content's type, counting each download", async (name, kind) => {
    const bytes = kind === "zip" ? Buffer.from("504b0304140000000000", "hex") : await pdf();
    const added = await addFile({ Title: "Hostile name", GroupId: String(groupId) }, [
      { field: "File", filename: name, contentType: "application/octet-stream", bytes },
    ]);
    expect(added.statusCode).toBe(200);
    const id = data(added).Id;
    const res = await call("GET", `/api/Download/DownloadFile/${id}`, undefined, standard.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(kind === "zip" ? "application/zip" : "application/pdf");
    const disposition = String(res.headers["content-disposition"]);
    expect(disposition).toMatch(
      /^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%\-._~!$&+^`|]+$/,
    );
    expect(disposition).not.toMatch(/[\r\n]|\.exe"|\.\.|\\\\/);
    expect(disposition.endsWith(`.${kind}`)).toBe(true);
    const list = data(
      await call("GET", `/api/Download/GetDownloadFileByGroupByUserID/${standard.id}`, undefined, standard.token),
    );
    const file = list.List[0].Files.find((f: { Id: number }) => f.Id === id);
    expect(file.DownloadCount).toBe(1);
  });

  it("edits, refuses deleting a group with files, deletes files and then the group", async () => {
    const list = data(await call("GET", "/api/Download/GetDownloadFile?pageSize=all")).List[0].Files as {
      Id: number;
    }[];
    const first = list[0] as { Id: number };
    expect(
      (await call("PUT", `/api/Download/AdminUpdateDownloadFile/${first.Id}`, { Title: "Renamed", GroupId: groupId }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call("PUT", "/api/Download/AdminUpdateDownloadFile/9999", { Title: "Renamed", GroupId: groupId }))
        .statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/Download/AdminDeleteDownloadGroup/${groupId}`)).statusCode).toBe(409);
    for (const file of list)
      expect((await call("DELETE", `/api/Download/AdminDeleteDownloadFile/${file.Id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/Download/AdminDeleteDownloadFile/${first.Id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/Download/DownloadFile/${first.Id}`, undefined, standard.token)).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/api/Download/AdminDeleteDownloadGroup/${groupId}`)).statusCode).toBe(200);
  });

  it("answers 429 with a message after too many downloads in an hour", async () => {
    const group = data(await call("POST", "/api/Download/AdminSaveDownloadGroup", { Name: "Limits" })).Id;
    const id = data(
      await addFile({ Title: "Limited", GroupId: String(group) }, [
        { field: "File", filename: "a.pdf", contentType: "application/pdf", bytes: await pdf() },
      ]),
    ).Id;
    expect((await call("GET", `/api/Download/DownloadFile/${id}`, undefined, starter.token)).statusCode).toBe(200);
    // Use up the member's hour (the test server multiplies limits; the limiter is the one the route asks).
    const limiter = server.runtime.deps.readLimiter;
    for (let i = 0; i < 100_000; i += 1) {
      const refused = await limiter.hit(`media:download:${starter.id}`, DOWNLOAD_LIMIT).then(
        () => false,
        () => true,
      );
      if (refused) break;
    }
    const res = await call("GET", `/api/Download/DownloadFile/${id}`, undefined, starter.token);
    expect(res.statusCode).toBe(429);
    expect(res.json().Message).toBeTruthy();
  });
});
