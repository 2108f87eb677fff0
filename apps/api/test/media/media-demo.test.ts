import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member } from "../factories.ts";
import { startDemoServer, type TestServer } from "../harness.ts";

/**
 * The demo libraries as visitors and members of each plan see them (ADR 0041). Spec 001 §3 gives both media
 * permissions, 'Video & Resource Library' and 'Founder Video Archive', to every plan, so every plan opens every
 * item and only having no plan locks one (ADR 0106).
 */
let server: TestServer;
const DEMO_PASSWORD = "Healing2026!";
const tokens: Record<string, { token: string; id: number }> = {};

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  server.call({ method: "GET", url, headers, ...(token ? { token } : {}) });
const data = (res: LightMyRequestResponse) => res.json().Data;
type Video = {
  Id: number;
  CategoryName: string;
  Permission: string;
  MinimumMembershipId: number | null;
  Locked: boolean;
  VideoUrl: string | null;
  UnlockMembershipId: number | null;
  ThumbnailImage: string;
  CaptionsUrl: string | null;
};
type Group = {
  Id: number;
  Name: string;
  Permission: string;
  MinimumMembershipId: number | null;
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
      Permission: string;
      MinimumMembershipId: number | null;
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
    expect(list.map((c) => c.Permission)).toEqual([
      "Video & Resource Library",
      "Video & Resource Library",
      "Video & Resource Library",
      "Video & Resource Library",
      "Founder Video Archive",
    ]);
    // Joining on the Starter plan opens each of them: the matrix gives both permissions to every plan.
    expect(list.map((c) => [c.MinimumMembershipId, c.UnlockMembershipId])).toEqual(Array(5).fill([1, 1]));
  });

  it.each(["starter", "access"])(
    "opens every category to a %s member, the founder archive and the practitioner skills included",
    async (who) => {
      const list = data(await get("/api/Video/GetVideoCategory", tokens[who]?.token)) as {
        Name: string;
        Locked: boolean;
        UnlockMembershipId: number | null;
        MinimumMembershipId: number | null;
      }[];
      expect(list.map((c) => [c.Name, c.Locked, c.UnlockMembershipId, c.MinimumMembershipId])).toEqual([
        ["Getting started", false, null, 1],
        ["Self-care routines", false, null, 1],
        ["Practitioner skills", false, null, 1],
        ["Conference talks", false, null, 1],
        ["Founder Video Archive", false, null, 1],
      ]);
    },
  );
});

describe("Video/GetWebVideos", () => {
  it("pages 25 videos newest first; visitors get thumbnails as paths on this site and no video links", async () => {
    const res = await get("/api/Video/GetWebVideos?page=1&pageSize=12");
    expect(res.statusCode).toBe(200);
    const page = data(res) as { List: Video[]; TotalCount: number; PageSize: number };
    expect(page.TotalCount).toBe(25);
    expect(page.List).toHaveLength(12);
    for (const video of page.List) {
      expect(video.Locked).toBe(true);
      expect(video.VideoUrl).toBeNull();
      expect(video.UnlockMembershipId).toBe(1);
      // A path, like the blog's and the store's pictures: the CSP's img-src 'self' admits it at any host the site
      // is opened by (127.0.0.1 as well as PUBLIC_URL's localhost).
      expect(video.ThumbnailImage).toMatch(/^\/uploads\/media\/[a-z0-9-]+-card\.webp$/);
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

  it.each(["starter", "access"])(
    "gives a %s member signed links to all 25 videos, the founder archive's and the practitioner skills' included",
    async (who) => {
      const page = data(await get("/api/Video/GetWebVideos?pageSize=48", tokens[who]?.token)) as { List: Video[] };
      expect(page.List).toHaveLength(25);
      for (const video of page.List) {
        expect(video, video.CategoryName).toMatchObject({ Locked: false, UnlockMembershipId: null });
        // Paths on this site too, so the CSP's media-src (default-src 'self') admits the player's requests.
        expect(video.VideoUrl).toMatch(/^\/uploads\/private\/videos\/[a-z0-9-]+\.webm\?expires=\d+&sig=[\w-]+$/);
        expect(video.CaptionsUrl).toMatch(/^\/uploads\/private\/videos\/[a-z0-9-]+\.vtt\?expires=\d+&sig=[\w-]+$/);
        expect(video.ThumbnailImage).toMatch(/^\/uploads\/media\/[a-z0-9-]+-card\.webp$/);
      }
      const founder = page.List.filter((v) => v.CategoryName === "Founder Video Archive");
      expect(founder.map((v) => v.Permission)).toEqual(Array(5).fill("Founder Video Archive"));
      expect(page.List.filter((v) => v.CategoryName === "Practitioner skills")).toHaveLength(5);
    },
  );

  it("keeps the videos locked for a member whose membership ran out: no plan, no permission", async () => {
    const lapsed = await member(server, {
      level: 2,
      endDateTime: new Date(server.clock.now().getTime() - 24 * 60 * 60 * 1000),
      autoRenew: false,
    });
    const page = data(await get("/api/Video/GetWebVideos?pageSize=48", lapsed.token)) as { List: Video[] };
    expect(page.List).toHaveLength(25);
    expect(page.List.every((v) => v.Locked && v.VideoUrl === null && v.CaptionsUrl === null)).toBe(true);
    expect(page.List.every((v) => v.UnlockMembershipId === 1)).toBe(true);
  });

  it("streams the video file with range requests (206, 416) and refuses it without a valid signature", async () => {
    const page = data(await get("/api/Video/GetWebVideos?pageSize=1", tokens.starter?.token)) as { List: Video[] };
    const path = page.List[0]?.VideoUrl ?? "";
    const pathname = path.split("?")[0] ?? "";
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

    expect((await server.call({ method: "GET", url: pathname })).statusCode).toBe(403);
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
    expect(page.List.every((g) => g.UnlockMembershipId === 1 && g.MinimumMembershipId === 1)).toBe(true);
  });

  it("searches file titles and descriptions, returning only the groups and files that match", async () => {
    const page = data(await get("/api/Download/GetDownloadFile?search=intake")) as { List: Group[] };
    expect(page.List.map((g) => g.Name)).toEqual(["Forms and intake"]);
    expect(page.List[0]?.Files.map((f) => f.Title)).toContain("Client intake form");
    expect(page.List[0]?.Files.length).toBeLessThan(7);
  });

  it.each(["starter", "access"])(
    "GetDownloadFileByGroupByUserID: a %s member's own view opens every group",
    async (who) => {
      const own = tokens[who] as { token: string; id: number };
      const res = await get(`/api/Download/GetDownloadFileByGroupByUserID/${own.id}?page=1&pageSize=10`, own.token);
      expect(res.statusCode).toBe(200);
      const groups = (data(res) as { List: Group[] }).List;
      expect(groups.map((g) => [g.Name, g.Permission, g.Locked, g.UnlockMembershipId])).toEqual([
        ["Forms and intake", "Video & Resource Library", false, null],
        ["Home care handouts", "Video & Resource Library", false, null],
        ["Practice resources", "Video & Resource Library", false, null],
        ["Founder archive papers", "Founder Video Archive", false, null],
      ]);
      expect(groups.every((g) => g.Files.every((f) => !f.Locked))).toBe(true);
    },
  );

  it("GetDownloadFileByGroupByUserID: the member's own view only", async () => {
    const starter = tokens.starter as { token: string; id: number };
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

  it("serves Starter and Access members the founder archive papers and the practice resources", async () => {
    for (const name of ["Founder archive papers", "Practice resources"]) {
      const file = (await groupsOf("starter")).find((g) => g.Name === name)?.Files[0] as Group["Files"][number];
      const starter = await get(`/api/Download/DownloadFile/${file.Id}`, tokens.starter?.token);
      expect(starter.statusCode, name).toBe(200);
      expect(starter.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect((await get(`/api/Download/DownloadFile/${file.Id}`, tokens.access?.token)).statusCode, name).toBe(200);
      const after = (await groupsOf("access")).find((g) => g.Name === name)?.Files.find((f) => f.Id === file.Id);
      expect(after?.DownloadCount).toBe(file.DownloadCount + 2);
    }
  });

  it("refuses a member with no running plan (403 with the reason), visitors (401) and unknown ids", async () => {
    const papers = (await groupsOf("starter")).find((g) => g.Name === "Founder archive papers");
    const file = papers?.Files[0] as Group["Files"][number];
    const lapsed = await member(server, {
      level: 2,
      endDateTime: new Date(server.clock.now().getTime() - 24 * 60 * 60 * 1000),
      autoRenew: false,
    });
    const own = data(await get(`/api/Download/GetDownloadFileByGroupByUserID/${lapsed.id}`, lapsed.token)) as {
      List: Group[];
    };
    expect(own.List.map((g) => [g.Locked, g.UnlockMembershipId])).toEqual(Array(4).fill([true, 1]));
    const refused = await get(`/api/Download/DownloadFile/${file.Id}`, lapsed.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ Status: false, Code: "PLAN_REQUIRED" });
    expect(refused.json().Message).toMatch(/plan/i);
    expect((await get(`/api/Download/DownloadFile/${file.Id}`)).statusCode).toBe(401);
    expect((await get("/api/Download/DownloadFile/999999", tokens.access?.token)).statusCode).toBe(404);
    expect((await get("/api/Download/DownloadFile/abc", tokens.access?.token)).statusCode).toBe(400);
  });
});
