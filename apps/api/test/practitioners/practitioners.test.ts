import {
  adminPractitionerListSchema,
  distanceKm,
  foldLatin,
  latestPractitionersSchema,
  practitionerDetailSchema,
  practitionerListSchema,
} from "@haa/domain";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { users } from "../../src/modules/account/account.schema.ts";
import { userMemberships } from "../../src/modules/membership/membership.schema.ts";
import { namePrefixQuery } from "../../src/modules/practitioners/practitioners.repository.ts";
import { memberProfiles } from "../../src/modules/profiles/profiles.schema.ts";
import { member } from "../factories.ts";
import { adminToken, startDemoServer, type TestServer } from "../harness.ts";
import { body, get, put } from "../membership/helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };

beforeAll(async () => {
  server = await startDemoServer();
  admin = await adminToken(server);
}, 240_000);
afterAll(() => server.close());

const list = async (query: Record<string, unknown> = {}, path = "PractitionersList") => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const res = await get(server, `/api/Practitioners/${path}?${params}`);
  return res;
};
const listData = async (query: Record<string, unknown> = {}, path = "PractitionersList") => {
  const res = await list(query, path);
  expect(res.statusCode).toBe(200);
  return practitionerListSchema.parse(body(res).Data);
};
/**
 * The whole directory's TotalCount (read from the per-level counters, migration 0043), checked against the rows its
 * pages list, so a counter that drifted from the listing rule fails here.
 */
const wholeDirectory = async () => {
  server.runtime.deps.publicCache.clear();
  const first = await listData({ pageSize: 48 });
  const second = await listData({ pageSize: 48, page: 2 });
  expect(first.List.length + second.List.length).toBe(first.TotalCount);
  return first.TotalCount;
};
const idOf = async (email: string) =>
  (await server.runtime.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as number;

describe("Practitioners/PractitionersList", () => {
  it("lists the 61 listed demo practitioners (the demo practitioner lists themselves in the profile journey) by last name, paged", async () => {
    const first = await listData({ pageSize: 48 });
    expect(first.TotalCount).toBe(61);
    expect(first.List).toHaveLength(48);
    const names = first.List.map((p) => p.LastName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await listData({ pageSize: 48, page: 2 });
    expect(second.List).toHaveLength(13);
    expect(second.TotalCount).toBe(61);
    const past = await listData({ pageSize: 48, page: 5 });
    expect(past).toMatchObject({ List: [], TotalCount: 61 });
  });

  it("filters by type, country, city, language and remote sessions", async () => {
    const japan = await listData({ filters: { country: "JP", language: "en" } });
    expect(japan.List.map((p) => `${p.FirstName} ${p.LastName}`).sort()).toEqual(["Aiko Tanaka", "Yui Nakamura"]);
    expect(japan.List.every((p) => p.Languages.includes("en") && p.CountryCode === "JP")).toBe(true);
    const animal = await listData({ filters: { type: "animal" }, pageSize: 48 });
    expect(animal.TotalCount).toBeGreaterThan(5);
    expect(animal.List.every((p) => p.PractitionerTypes.includes("animal"))).toBe(true);
    const oslo = await listData({ filters: { city: "oslo" } });
    expect(oslo.List.map((p) => p.LastName)).toEqual(["Hansen"]);
    const remote = await listData({ filters: { remote: true }, pageSize: 48 });
    expect(remote.List.every((p) => p.RemoteSessions)).toBe(true);
    expect(remote.TotalCount).toBeLessThan(61);
  });

  it("searches names by word prefix and survives hostile input", async () => {
    expect((await listData({ search: "tana" })).List.map((p) => p.LastName)).toEqual(["Tanaka"]);
    expect((await listData({ search: "Aiko Tanaka" })).TotalCount).toBe(1);
    expect((await listData({ search: "van der" })).List.map((p) => p.LastName)).toEqual(["van der Merwe"]);
    for (const search of [...XSS_PAYLOADS, "' OR 1=1 --", "zz%", "a_b", "zq\\", "a".repeat(200)]) {
      const res = await list({ search });
      expect(res.statusCode, search).toBe(200);
      expect(body(res).Data.TotalCount, search).toBe(0);
    }
    // Wildcards alone are not words: the search is ignored rather than matching everything through LIKE.
    for (const search of ["%", "_", "\\"]) {
      expect((await listData({ search })).TotalCount, search).toBe(61);
    }
    const long = await list({ search: "a".repeat(201) });
    expect(long.statusCode).toBe(400);
  });

  it("finds a name whether its accents are typed or not (ADR 0107)", async () => {
    const lastNames = async (search: string) => (await listData({ search })).List.map((p) => p.LastName);
    for (const search of ["dvorak", "Dvořák", "DVORÁK", "dvoř", "jakub dvorak"]) {
      expect(await lastNames(search), search).toEqual(["Dvořák"]);
    }
    expect(await lastNames("montreal")).toEqual(["Tremblay"]);
    expect(await lastNames("hernandez")).toEqual(["Hernández"]);
    // A name changed later is folded by the profile trigger (migration 0052), letters beyond the accents included.
    const { db } = server.runtime.deps;
    const jakub = (await listData({ search: "dvorak" })).List[0]?.UserId as number;
    await db.update(users).set({ firstName: "Søren Łukasz" }).where(eq(users.id, jakub));
    server.runtime.deps.publicCache.clear();
    expect((await listData({ search: "soren lukasz" })).List.map((p) => p.UserId)).toEqual([jakub]);
    expect((await listData({ search: "Søren" })).List.map((p) => p.UserId)).toEqual([jakub]);
    await db.update(users).set({ firstName: "Jakub" }).where(eq(users.id, jakub));
    server.runtime.deps.publicCache.clear();
    expect(await lastNames("soren")).toEqual([]);
  });

  it("folds accents in the database as the domain folds the words typed", async () => {
    const names = [
      "Dvořák",
      "ÉMILE Lefèvre",
      "Ångström",
      "João Conceição",
      "Søren Bjørnstad",
      "Łukasz Łęcki",
      "Straße",
      "Æsa Cœur",
      "Đorđe",
      "Müller-Lüdenscheidt",
      "Nguyễn Thị Ánh",
      "Çağrı Şahin",
      "がくしゅう 山田",
      "Ørjan Ærø",
    ];
    const inDatabase: string[] = [];
    for (const name of names) {
      const result = (await server.runtime.deps.db.execute(
        sql`select fold_latin(${name}::text) as folded`,
      )) as unknown as { rows: { folded: string }[] };
      inDatabase.push(result.rows[0]?.folded ?? "");
    }
    expect(inDatabase).toEqual(names.map(foldLatin));
  });

  it("finds practitioners near a place, nearest first, with the distance", async () => {
    // Tokyo: Tokyo itself, then Kyoto and Osaka within 500 km; Sapporo is farther.
    const near = await listData({ filters: { lat: 35.6895, lng: 139.6917, radiusKm: 500 } });
    expect(near.List.map((p) => p.City)).toEqual(["Tokyo", "Kyoto", "Osaka"]);
    const distances = near.List.map((p) => p.DistanceKm as number);
    expect(distances[0]).toBeLessThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const kyoto = distanceKm({ lat: 35.6895, lon: 139.6917 }, { lat: 35.02107, lon: 135.75385 });
    expect(Math.abs((distances[1] as number) - kyoto)).toBeLessThan(0.2);
    // Across the antimeridian: Auckland from a point east of 180°.
    const pacific = await listData({ filters: { lat: -36.8, lng: -179.5, radiusKm: 600 } });
    expect(pacific.List.map((p) => p.City)).toEqual(["Auckland"]);
    const none = await listData({ filters: { lat: 0, lng: -150, radiusKm: 100 } });
    expect(none.TotalCount).toBe(0);
    const withoutPlace = await listData({ search: "tanaka" });
    expect(withoutPlace.List[0]?.DistanceKm).toBeNull();
  });

  it("refuses bad filters with a translated 400", async () => {
    for (const filters of ['{"lat":95,"lng":0}', '{"lat":10}', '{"radiusKm":20}', '{"type":"wizard"}', "{not json"]) {
      const res = await get(server, `/api/Practitioners/PractitionersList?filters=${encodeURIComponent(filters)}`, {
        language: "de",
      });
      expect(res.statusCode, filters).toBe(400);
      expect(body(res).Status).toBe(false);
    }
    expect((await list({ pageSize: 49 })).statusCode).toBe(400);
  });
});

describe("Practitioners/GetBreakthroughPractitionersList and LatestPractitionersList", () => {
  it("lists only breakthrough practitioners, with the same filters", async () => {
    const all = await listData({ pageSize: 48 }, "GetBreakthroughPractitionersList");
    expect(all.TotalCount).toBeGreaterThan(3);
    expect(all.List.every((p) => p.PractitionerTypes.includes("breakthrough"))).toBe(true);
    const typed = await listData({ filters: { type: "breakthrough" }, pageSize: 48 });
    expect(typed.TotalCount).toBe(all.TotalCount);
  });

  it("answers the newest listings, a handful", async () => {
    const res = await get(server, "/api/Practitioners/LatestPractitionersList");
    expect(res.statusCode).toBe(200);
    const latest = latestPractitionersSchema.parse(body(res).Data);
    expect(latest).toHaveLength(6);
  });
});

describe("Practitioners/PractitionerDetail", () => {
  it("answers the public profile with Users.Bio, the shown contacts only and the certified badge", async () => {
    const aiko = (await listData({ search: "aiko" })).List[0];
    const res = await get(server, `/api/Practitioners/PractitionerDetail?UserId=${aiko?.UserId}`);
    expect(res.statusCode).toBe(200);
    const detail = practitionerDetailSchema.strict().parse(body(res).Data);
    expect(detail).toMatchObject({ FirstName: "Aiko", City: "Tokyo", CertifiedBadge: true, Email: null });
    expect(detail.Users.Bio).toContain("Tokyo");
    // Ren (index 1) shows the e-mail; Aiko (index 0) shows the phone and not the e-mail.
    expect(detail.Phone).not.toBeNull();
    const ren = (await listData({ search: "kobayashi" })).List[0];
    const other = practitionerDetailSchema.parse(
      body(await get(server, `/api/Practitioners/PractitionerDetail?UserId=${ren?.UserId}`)).Data,
    );
    expect(other.Email).toMatch(/@practitioners\.healingarts\.example$/);
    expect(other.Phone).toBeNull();
  });

  it("hides a contact field the member did not choose to show", async () => {
    const id = await idOf("instructor@demo.healingarts.example");
    await server.runtime.deps.db
      .update(memberProfiles)
      .set({ showEmail: false, showWebpage: false })
      .where(eq(memberProfiles.userId, id));
    server.runtime.deps.publicCache.clear();
    const detail = body(await get(server, `/api/Practitioners/PractitionerDetail?UserId=${id}`)).Data;
    expect(detail.Email).toBeNull();
    expect(detail.WebpageURL).toBeNull();
  });

  it("answers 404 with a translated message for unknown users and bad ids", async () => {
    for (const id of ["999999", "abc", "-1", "99999999999"]) {
      const res = await get(server, `/api/Practitioners/PractitionerDetail?UserId=${id}`, { language: "es" });
      expect([400, 404], id).toContain(res.statusCode);
      expect(body(res).Message).toMatch(/terapeuta|solicitud|válid/i);
    }
    const res = await get(server, "/api/Practitioners/PractitionerDetail?UserId=999999");
    expect(res.statusCode).toBe(404);
    expect(body(res).Message).toBe("This practitioner does not exist or is not listed in the directory.");
  });
});

describe("who is listed", () => {
  it("hides a Starter member who turned the listing on", async () => {
    const starter = await idOf("starter@demo.healingarts.example");
    await server.runtime.deps.db
      .insert(memberProfiles)
      .values({ userId: starter, listed: true, practitionerTypes: ["practitioner"], countryCode: "US" })
      .onConflictDoUpdate({ target: memberProfiles.userId, set: { listed: true } });
    server.runtime.deps.publicCache.clear();
    expect((await get(server, `/api/Practitioners/PractitionerDetail?UserId=${starter}`)).statusCode).toBe(404);
    expect((await listData({ pageSize: 48, page: 2 })).TotalCount).toBe(61);
  });

  it("hides a locked account", async () => {
    const ruan = (await listData({ search: "ruan" })).List[0]?.UserId as number;
    await server.runtime.deps.db.update(users).set({ lockedAt: server.clock.now() }).where(eq(users.id, ruan));
    server.runtime.deps.publicCache.clear();
    expect((await get(server, `/api/Practitioners/PractitionerDetail?UserId=${ruan}`)).statusCode).toBe(404);
    expect((await listData({ search: "ruan" })).TotalCount).toBe(0);
    expect(await wholeDirectory()).toBe(60);
    await server.runtime.deps.db.update(users).set({ lockedAt: null }).where(eq(users.id, ruan));
    expect(await wholeDirectory()).toBe(61);
  });

  // ADR 0055: the account and membership facts are copied into the profile row by triggers; every writer of
  // users and user_memberships keeps them current, whoever it is.
  it("follows a rename, a lapsed or changed membership and a deletion, whoever writes them", async () => {
    const { db } = server.runtime.deps;
    const ruan = (await listData({ search: "ruan" })).List[0]?.UserId as number;
    const fresh = async (search: string) => {
      server.runtime.deps.publicCache.clear();
      return (await listData({ search })).List.map((p) => p.UserId);
    };
    await db.update(users).set({ firstName: "Ruandré" }).where(eq(users.id, ruan));
    expect(await fresh("ruandré")).toEqual([ruan]);
    const [newest] = await db
      .select()
      .from(userMemberships)
      .where(eq(userMemberships.userId, ruan))
      .orderBy(desc(userMemberships.createdAt), desc(userMemberships.id))
      .limit(1);
    if (!newest) throw new Error("demo practitioner without a membership");
    await db.update(userMemberships).set({ status: "lapsed" }).where(eq(userMemberships.id, newest.id));
    expect(await fresh("ruandré")).toEqual([]);
    expect(await wholeDirectory()).toBe(60);
    await db.update(userMemberships).set({ status: newest.status }).where(eq(userMemberships.id, newest.id));
    expect(await fresh("ruandré")).toEqual([ruan]);
    expect(await wholeDirectory()).toBe(61);
    // Ended without renewing, not yet marked lapsed by the renewal job: no plan from its end, so not counted.
    await db
      .update(userMemberships)
      .set({ status: "active", autoRenew: false, endDateTime: new Date(server.clock.now().getTime() - 60_000) })
      .where(eq(userMemberships.id, newest.id));
    expect(await fresh("ruandré")).toEqual([]);
    expect(await wholeDirectory()).toBe(60);
    await db
      .update(userMemberships)
      .set({ status: newest.status, autoRenew: newest.autoRenew, endDateTime: newest.endDateTime })
      .where(eq(userMemberships.id, newest.id));
    expect(await wholeDirectory()).toBe(61);
    // A newer Starter membership (a downgrade) takes the listing away; removing it gives it back.
    const [starterPlan] = await db
      .insert(userMemberships)
      .values({ ...newest, id: undefined, membershipId: 1, createdAt: new Date(newest.createdAt.getTime() + 1000) })
      .returning({ id: userMemberships.id });
    expect(await fresh("ruandré")).toEqual([]);
    await db.delete(userMemberships).where(eq(userMemberships.id, starterPlan?.id as number));
    expect(await fresh("ruandré")).toEqual([ruan]);
    await db.update(users).set({ deletedAt: server.clock.now() }).where(eq(users.id, ruan));
    expect(await fresh("ruandré")).toEqual([]);
    expect(await wholeDirectory()).toBe(60);
    await db.update(users).set({ deletedAt: null, firstName: "Ruan" }).where(eq(users.id, ruan));
    expect(await fresh("ruan")).toEqual([ruan]);
    expect(await wholeDirectory()).toBe(61);
  });
});

describe("namePrefixQuery", () => {
  it.each([
    [["tana"], "tana:*"],
    [["aiko", "tanaka"], "aiko:* & tanaka:*"],
    [["o'brien"], "o:* & brien:*"],
    [["jean-luc"], "jean:* & luc:*"],
    [["山田"], "山田:*"],
    [["Dvořák"], "dvorak:*"],
    [["søren", "ŁUKASZ"], "soren:* & lukasz:*"],
    [["'", "&|!:*()"], undefined],
    [[], undefined],
  ])("%j → %s (letters and digits only reach to_tsquery)", (words, expected) => {
    expect(namePrefixQuery(words)).toBe(expected);
  });
});

describe("administration", () => {
  it("refuses anonymous callers (401) and members (403)", async () => {
    const someone = await member(server, { level: 4 });
    const calls = [
      ["GET", "/api/Admin/Practitioners/List", undefined],
      ["PUT", "/api/Admin/Practitioners/SetTypes", { UserId: someone.id, PractitionerTypes: ["animal"] }],
      ["PUT", "/api/Admin/Practitioners/SetCredentialsVerified", { UserId: someone.id, Value: true }],
      ["PUT", "/api/Admin/Practitioners/SetUnlisted", { UserId: someone.id, Value: true }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await server.call({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, url).toBe(401);
      const asMember = await server.call({ method, url, token: someone.token, ...(payload ? { payload } : {}) });
      expect(asMember.statusCode, url).toBe(403);
    }
  });

  it("finds a member, grants types, verifies and unlists / relists", async () => {
    const found = await get(server, "/api/Admin/Practitioners/List?search=nakamura", { token: admin.token });
    expect(found.statusCode).toBe(200);
    const rows = adminPractitionerListSchema.parse(body(found).Data).List;
    expect(rows).toHaveLength(1);
    const yui = rows[0] as (typeof rows)[number];
    expect(yui).toMatchObject({ FirstName: "Yui", Visible: true, Listed: true });

    const types = await put(
      server,
      "/api/Admin/Practitioners/SetTypes",
      { UserId: yui.UserId, PractitionerTypes: ["practitioner", "parama", "parama"] },
      { token: admin.token },
    );
    expect(types.statusCode).toBe(200);
    expect(body(types).Message).toBe("Practitioner types saved.");
    expect((await listData({ search: "yui", filters: { type: "parama" } })).TotalCount).toBe(1);

    const verify = await put(
      server,
      "/api/Admin/Practitioners/SetCredentialsVerified",
      { UserId: yui.UserId, Value: false },
      { token: admin.token },
    );
    expect(verify.statusCode).toBe(200);
    expect((await listData({ search: "yui" })).List[0]?.CredentialsVerified).toBe(false);

    const unlist = await put(
      server,
      "/api/Admin/Practitioners/SetUnlisted",
      { UserId: yui.UserId, Value: true },
      { token: admin.token },
    );
    expect(unlist.statusCode).toBe(200);
    expect((await listData({ search: "yui" })).TotalCount).toBe(0);
    expect((await get(server, `/api/Practitioners/PractitionerDetail?UserId=${yui.UserId}`)).statusCode).toBe(404);
    const after = adminPractitionerListSchema.parse(
      body(await get(server, "/api/Admin/Practitioners/List?search=nakamura", { token: admin.token })).Data,
    ).List[0];
    expect(after).toMatchObject({ UnlistedByAdmin: true, Visible: false });

    await put(
      server,
      "/api/Admin/Practitioners/SetUnlisted",
      { UserId: yui.UserId, Value: false },
      { token: admin.token },
    );
    expect((await listData({ search: "yui" })).TotalCount).toBe(1);
  });

  it("counts the members its pages list, whatever their plans and profiles say (issue 22)", async () => {
    const { db } = server.runtime.deps;
    /** Every page of the list: the members it lists, checked against its TotalCount. */
    const everyone = async (search = "") => {
      const ids: number[] = [];
      let total = -1;
      for (let page = 1; page < 50; page += 1) {
        const res = await get(server, `/api/Admin/Practitioners/List?page=${page}&pageSize=100&search=${search}`, {
          token: admin.token,
        });
        const data = adminPractitionerListSchema.parse(body(res).Data);
        total = data.TotalCount;
        ids.push(...data.List.map((row) => row.UserId));
        if (data.List.length < 100) break;
      }
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(total);
      return ids;
    };
    const before = await everyone();
    // A Practitioner who has not opened their profile yet is listed by their plan alone.
    const practitioner = await member(server, { level: 4 });
    const starter = await member(server, { level: 1 });
    let now = await everyone();
    expect(now).toContain(practitioner.id);
    expect(now).not.toContain(starter.id);
    expect(now.length).toBe(before.length + 1);
    const plan = { userId: practitioner.id };
    const setPlan = (values: Partial<typeof userMemberships.$inferInsert>) =>
      db.update(userMemberships).set(values).where(eq(userMemberships.userId, plan.userId));
    const past = new Date(server.clock.now().getTime() - 60_000);
    const future = new Date(server.clock.now().getTime() + 30 * 86_400_000);
    // Past due, or cancelled before its end: still a plan. Ended without renewing, or lapsed: none.
    for (const [values, listed] of [
      [{ status: "past_due" as const, endDateTime: past }, true],
      [{ status: "cancelled" as const, autoRenew: false, endDateTime: future }, true],
      [{ status: "active" as const, autoRenew: false, endDateTime: past }, false],
      [{ status: "lapsed" as const }, false],
      [{ status: "active" as const, autoRenew: true, endDateTime: future }, true],
    ] as const) {
      await setPlan(values);
      expect(await everyone(), JSON.stringify(values)).toSatisfy(
        (ids: number[]) => ids.includes(plan.userId) === listed,
      );
    }
    // A newer Starter membership (a downgrade) is the plan that counts, whatever the older row says.
    const [older] = await db.select().from(userMemberships).where(eq(userMemberships.userId, practitioner.id));
    if (!older) throw new Error("member without a membership");
    const [downgrade] = await db
      .insert(userMemberships)
      .values({ ...older, id: undefined, membershipId: 1, createdAt: new Date(older.createdAt.getTime() + 1000) })
      .returning({ id: userMemberships.id });
    expect(await everyone()).not.toContain(practitioner.id);
    await db.delete(userMemberships).where(eq(userMemberships.id, downgrade?.id as number));
    // A profile row keeps a member listed here without a plan; a deleted account is gone either way.
    const demoListed = (await listData({ search: "ruan" })).List[0]?.UserId as number;
    expect(await everyone()).toContain(demoListed);
    await db.update(users).set({ deletedAt: server.clock.now() }).where(eq(users.id, practitioner.id));
    now = await everyone();
    expect(now).not.toContain(practitioner.id);
    expect(now.length).toBe(before.length);
    await db.update(users).set({ deletedAt: server.clock.now() }).where(eq(users.id, demoListed));
    expect(await everyone()).not.toContain(demoListed);
    await db.update(users).set({ deletedAt: null }).where(eq(users.id, demoListed));
    // A search counts what it lists too.
    expect(await everyone("ruan")).toContain(demoListed);
  });

  it("answers 404 for an unknown member and 400 for a bad type", async () => {
    const unknown = await put(
      server,
      "/api/Admin/Practitioners/SetUnlisted",
      { UserId: 999999, Value: true },
      { token: admin.token },
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await put(
      server,
      "/api/Admin/Practitioners/SetTypes",
      { UserId: admin.id, PractitionerTypes: ["wizard"] },
      { token: admin.token },
    );
    expect(bad.statusCode).toBe(400);
  });
});
