import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer, type TestServer } from "../harness.ts";

/** The demo libraries as visitors and members of each plan see them (ADR 0041). */
let server: TestServer;
const DEMO_PASSWORD = "Healing2026!";
const tokens: Record<string, { token: string; id: number }> = {};

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  server.call({ method: "GET", url, headers, ...(token ? { token } : {}) });
const data = (res: LightMyRequestResponse) => res.json().Data;
type Video = {
  Id: number;
  CategoryName: string;
  Locked: boolean;
  VideoUrl: string | null;
  UnlockMembershipId: number | null;
  ThumbnailImage: string;
  CaptionsUrl: string | null;
};
type Group = {
  Id: number;
  Name: string;
  Locked: boolean;
  UnlockMembershipId: number | null;
  Files: { Id: number; Title: string; Locked: boolean; DownloadCount: number }[];
};

beforeAll(async () => {
  server = await startDemoServer();
  for (const who of ["starter", "access", "standard"]) {
    const res = await server.call({
      method: "POST",
      url: "/api/Account/Login",
      payload: { Email: `${who}@demo.healingarts.example`, Password: DEMO_PASSWORD, AccountType: 1 },
    });
    const user = res.json().Data;
    tokens[who] = { token: user.LoginTokenResponseModel.access_token, id: user.Id };
  }
}, 240_000);
afterAll(() => server.close());

describe("Video/GetVideoCategory", () => {
  it("lists the five demo categories by SortBy, each with five videos; visitors see them all locked", async () => {
    const res = await get("/api/Video/GetVideoCategory");
    expect(res.statusCode).toBe(200);
    const list = data(res) as {
      Name: string;
      SortBy: number;
      VideoCount: number;
      Locked: boolean;
      UnlockMembershipId: number;
    }[];
    expect(list.map((c) => c.Name)).toEqual([
      "Getting started",
      "Self-care routines",
      "Practitioner skills",
      "Conference talks",
      "Founder Video Archive",
    ]);
    expect(list.map((c) => c.SortBy)).toEqual([10, 20, 30, 40, 50]);
    expect(list.every((c) => c.VideoCount === 5 && c.Locked)).toBe(true);
    expect(list.map((c) => c.UnlockMembershipId)).toEqual([1, 1, 3, 1, 2]);
  });

  it("tells a Starter member the founder archive is locked and an Access member it is open", async () => {
    const starter = data(await get("/api/Video/GetVideoCategory", tokens.starter?.token)) as Video[];
    const access = data(await get("/api/Video/GetVideoCategory", tokens.access?.token)) as Video[];
    expect(starter.map((c) => c.Locked)).toEqual([false, false, true, false, true]);
    expect(access.map((c) => c.Locked)).toEqual([false, false, true, false, false]);
  });
});

describe("Video/GetWebVideos", () => {
  it("pages 25 videos newest first; visitors get thumbnails with the API host and no video links", async () => {
    const res = await get("/api/Video/GetWebVideos?page=1&pageSize=12");
    expect(res.statusCode).toBe(200);
    const page = data(res) as { List: Video[]; TotalCount: number; PageSize: number };
    expect(page.TotalCount).toBe(25);
    expect(page.List).toHaveLength(12);
    for (const video of page.List) {
      expect(video.Locked).toBe(true);
      expect(video.VideoUrl).toBeNull();
      expect(video.ThumbnailImage).toMatch(/^http:\/\/app\.test\/uploads\/media\/[a-z0-9-]+\.webp$/);
    }
    const third = data(await get("/api/Video/GetWebVideos?page=3&pageSize=12")) as { List: Video[] };
    expect(third.List).toHaveLength(1);
  });

  it("searches the full text and filters by category", async () => {
    const found = data(await get(`/api/Video/GetWebVideos?search=${encodeURIComponent("founders")}`)) as {
      List: Video[];
    };
    expect(found.List.length).toBeGreaterThan(0);
    expect(found.List.every((v) => v.CategoryName === "Founder Video Archive")).toBe(true);
    const categories = data(await get("/api/Video/GetVideoCategory")) as { Id: number; Name: string }[];
    const selfCare = categories.find((c) => c.Name === "Self-care routines");
    const filtered = data(
      await get(`/api/Video/GetWebVideos?filters=${encodeURIComponent(JSON.stringify({ CategoryId: selfCare?.Id }))}`),
    ) as { List: Video[]; TotalCount: number };
    expect(filtered.TotalCount).toBe(5);
    expect(filtered.List.every((v) => v.CategoryName === "Self-care routines")).toBe(true);
  });

  it.each([
    ["filters=%7Bnot-json", "filters"],
    [`filters=${encodeURIComponent('{"CategoryId":"x"}')}`, "filters"],
    [`filters=${encodeURIComponent('{"Other":1}')}`, "filters"],
    ["pageSize=0", "pageSize"],
    ["page=0", "page"],
  ])("refuses %s with a translated 400", async (query, field) => {
    const res = await get(`/api/Video/GetWebVideos?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().Errors)).toContain(field);
  });

  it("gives a Starter member signed links to open videos and the founder archive locked, naming Access", async () => {
    const page = data(await get("/api/Video/GetWebVideos?pageSize=48", tokens.starter?.token)) as { List: Video[] };
    const founder = page.List.filter((v) => v.CategoryName === "Founder Video Archive");
    expect(founder).toHaveLength(5);
    expect(founder.every((v) => v.Locked && v.VideoUrl === null && v.UnlockMembershipId === 2)).toBe(true);
    const open = page.List.find((v) => v.CategoryName === "Getting started");
    expect(open?.Locked).toBe(false);
    expect(open?.VideoUrl).toMatch(/^http:\/\/app\.test\/uploads\/private\/videos\/[a-z0-9-]+\.webm\?expires=\d+&sig=/);
    expect(open?.CaptionsUrl).toMatch(/\.vtt\?expires=/);
    const access = data(await get("/api/Video/GetWebVideos?pageSize=48", tokens.access?.token)) as { List: Video[] };
    expect(
      access.List.filter((v) => v.CategoryName === "Founder Video Archive").every((v) => !v.Locked && v.VideoUrl),
    ).toBe(true);
  });

  it("streams the video file with range requests (206, 416) and refuses it without a valid signature", async () => {
    const page = data(await get("/api/Video/GetWebVideos?pageSize=1", tokens.starter?.token)) as { List: Video[] };
    const link = new URL(page.List[0]?.VideoUrl ?? "");
    const path = `${link.pathname}${link.search}`;
    const whole = await server.call({ method: "GET", url: path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/webm");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const size = whole.rawPayload.length;
    expect(whole.rawPayload.subarray(0, 4).toString("hex")).toBe("1a45dfa3");

    const part = await server.call({ method: "GET", url: path, headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.length).toBe(100);

    const tail = await server.call({ method: "GET", url: path, headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const past = await server.call({ method: "GET", url: path, headers: { range: `bytes=${size + 10}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);

    expect((await server.call({ method: "GET", url: link.pathname })).statusCode).toBe(403);
    const forged = path.replace(/sig=[^&]+/, `sig=${"A".repeat(43)}`);
    expect((await server.call({ method: "GET", url: forged })).statusCode).toBe(403);
    server.clock.advance(5 * 60 * 60 * 1000);
    expect((await server.call({ method: "GET", url: path })).statusCode).toBe(403);
  });
});

describe("Download lists", () => {
  it("GetDownloadFile: four groups of 30 files, 10 groups a page, locked for visitors", async () => {
    const res = await get("/api/Download/GetDownloadFile");
    expect(res.statusCode).toBe(200);
    const page = data(res) as { List: Group[]; TotalCount: number; PageSize: number };
    expect(page.PageSize).toBe(10);
    expect(page.TotalCount).toBe(4);
    expect(page.List.map((g) => g.Files.length)).toEqual([7, 8, 8, 7]);
    expect(page.List.every((g) => g.Locked && g.Files.every((f) => f.Locked))).toBe(true);
  });

  it("searches file titles and descriptions, returning only the groups and files that match", async () => {
    const page = data(await get("/api/Download/GetDownloadFile?search=intake")) as { List: Group[] };
    expect(page.List.map((g) => g.Name)).toEqual(["Forms and intake"]);
    expect(page.List[0]?.Files.map((f) => f.Title)).toContain("Client intake form");
    expect(page.List[0]?.Files.length).toBeLessThan(7);
  });

  it("GetDownloadFileByGroupByUserID: a Starter member's own view, gated by plan; others are refused", async () => {
    const starter = tokens.starter as { token: string; id: number };
    const res = await get(
      `/api/Download/GetDownloadFileByGroupByUserID/${starter.id}?page=1&pageSize=10`,
      starter.token,
    );
    expect(res.statusCode).toBe(200);
    const groups = (data(res) as { List: Group[] }).List;
    expect(groups.map((g) => [g.Name, g.Locked, g.UnlockMembershipId])).toEqual([
      ["Forms and intake", false, null],
      ["Home care handouts", false, null],
      ["Practice resources", true, 3],
      ["Founder archive papers", true, 2],
    ]);
    expect(
      (await get(`/api/Download/GetDownloadFileByGroupByUserID/${starter.id}`, tokens.access?.token)).statusCode,
    ).toBe(403);
    expect((await get(`/api/Download/GetDownloadFileByGroupByUserID/${starter.id}`)).statusCode).toBe(401);
  });

  it("GetDownloadFileGroupByUserID: the groups with counts for the member's own id", async () => {
    const standard = tokens.standard as { token: string; id: number };
    const res = await get(`/api/Download/GetDownloadFileGroupByUserID/${standard.id}`, standard.token);
    expect(res.statusCode).toBe(200);
    const groups = data(res) as { Name: string; FileCount: number; Locked: boolean }[];
    expect(groups.map((g) => [g.FileCount, g.Locked])).toEqual([
      [7, false],
      [8, false],
      [8, false],
      [7, false],
    ]);
    expect(
      (await get(`/api/Download/GetDownloadFileGroupByUserID/${standard.id}`, tokens.starter?.token)).statusCode,
    ).toBe(403);
  });
});

describe("Download/DownloadFile", () => {
  const groupsOf = async (who: string) =>
    (
      data(await get(`/api/Download/GetDownloadFileByGroupByUserID/${tokens[who]?.id}`, tokens[who]?.token)) as {
        List: Group[];
      }
    ).List;

  it("serves an open file as a PDF attachment and counts the download", async () => {
    const groups = await groupsOf("starter");
    const file = groups[0]?.Files[0] as Group["Files"][number];
    const res = await get(`/api/Download/DownloadFile/${file.Id}`, tokens.starter?.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="[a-z0-9-]+\.pdf"; filename\*=UTF-8''[a-z0-9-]+\.pdf$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const after = (await groupsOf("starter"))[0]?.Files.find((f) => f.Id === file.Id);
    expect(after?.DownloadCount).toBe(file.DownloadCount + 1);
  });

  it("refuses a Starter member a founder archive file (403 with the reason), visitors (401) and unknown ids", async () => {
    const groups = await groupsOf("starter");
    const locked = groups.find((g) => g.Name === "Founder archive papers")?.Files[0] as Group["Files"][number];
    const refused = await get(`/api/Download/DownloadFile/${locked.Id}`, tokens.starter?.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ Status: false, Code: "PLAN_REQUIRED" });
    expect(refused.json().Message).toMatch(/plan/i);
    expect((await get(`/api/Download/DownloadFile/${locked.Id}`, tokens.access?.token)).statusCode).toBe(200);
    expect((await get(`/api/Download/DownloadFile/${locked.Id}`)).statusCode).toBe(401);
    expect((await get("/api/Download/DownloadFile/999999", tokens.access?.token)).statusCode).toBe(404);
    expect((await get("/api/Download/DownloadFile/abc", tokens.access?.token)).statusCode).toBe(400);
    const after = (await groupsOf("access")).find((g) => g.Name === "Founder archive papers")?.Files[0];
    expect(after?.DownloadCount).toBe(locked.DownloadCount + 1);
  });
});
