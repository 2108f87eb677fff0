import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planOf } from "../../src/modules/membership/member-plan.ts";
import { membershipRepository } from "../../src/modules/membership/membership.repository.ts";
import { course, seminar } from "../enrollment/helpers.ts";
import { adminToken, startTestServer, type TestServer } from "../harness.ts";
import { productInput } from "../store/helpers.ts";
import { body, DAY_MS, get, member, post } from "./helpers.ts";

/**
 * One definition of the member's current plan (`planOf`, membership/member-plan.ts), read by every area: a lapsed
 * membership, or a cancelled one past its EndDateTime, is no plan; a cancelled one still runs until its end.
 */
let server: TestServer;
type User = { id: number; token: string };
let admin: User;
/** Standard members: renewal never paid (lapsed), cancelled and past the end date, cancelled and still running. */
let lapsed: User;
let ended: User;
let running: User;
/** Instructors in the same three states. */
let instructorLapsed: User;
let instructorEnded: User;
let instructorRunning: User;

type State = "lapsed" | "ended" | "running";

/** A confirmed member of `level` whose membership row is then put in `state` through the repository. */
async function memberIn(level: number, state: State): Promise<User> {
  const now = server.clock.now();
  const end = new Date(now.getTime() + (state === "running" ? 30 : -2) * DAY_MS);
  const user = await member(server, { level, endDateTime: end, autoRenew: false });
  const db = server.runtime.deps.db;
  const row = await membershipRepository.current(db, user.id);
  if (!row) throw new Error("no membership");
  await membershipRepository.update(db, row.id, { status: state === "lapsed" ? "lapsed" : "cancelled" }, now);
  return user;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  lapsed = await memberIn(3, "lapsed");
  ended = await memberIn(3, "ended");
  running = await memberIn(3, "running");
  instructorLapsed = await memberIn(5, "lapsed");
  instructorEnded = await memberIn(5, "ended");
  instructorRunning = await memberIn(5, "running");
}, 120_000);
afterAll(() => server.close());

describe("planOf", () => {
  it("is no plan for a lapsed or ended membership and the level for a cancelled one before its end", async () => {
    const { db } = server.runtime.deps;
    const now = server.clock.now();
    expect(await planOf(db, lapsed.id, now)).toBeNull();
    expect(await planOf(db, ended.id, now)).toBeNull();
    expect(await planOf(db, running.id, now)).toBe(3);
    expect(await planOf(db, instructorRunning.id, now)).toBe(5);
    // The same running membership, read after its end date: no plan.
    expect(await planOf(db, running.id, new Date(now.getTime() + 31 * DAY_MS))).toBeNull();
  });
});

describe("enrolment eligibility", () => {
  it("refuses the lapsed and ended members with planNotAllowed and admits the cancelled one before its end", async () => {
    const c = await course(server);
    const s = await seminar(server, c.id, { instructorId: instructorRunning.id });
    const verdict = async (user: User) =>
      body(
        await get(server, `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${s.id}&userId=${user.id}`, {
          token: user.token,
        }),
      ).Data;
    expect(await verdict(lapsed)).toMatchObject({ IsEligible: false, Code: "planNotAllowed" });
    expect(await verdict(ended)).toMatchObject({ IsEligible: false, Code: "planNotAllowed" });
    expect(await verdict(running)).toMatchObject({ IsEligible: true, Code: null });
  });
});

describe("course price", () => {
  it("answers the lapsed and ended members as visitors on the course page and the running one with the plan price", async () => {
    const c = await course(server, { priceCents: 20_000, planDiscount: 0.1 });
    const detail = async (user: User) =>
      body(await get(server, `/api/Course/GetCourseById?Id=${c.id}`, { token: user.token })).Data;
    expect(await detail(lapsed)).toMatchObject({ YourMembershipId: null, YourPrice: null, PlanAllowed: null });
    expect(await detail(ended)).toMatchObject({ YourMembershipId: null, YourPrice: null, PlanAllowed: null });
    expect(await detail(running)).toMatchObject({ YourMembershipId: 3, YourPrice: 180, PlanAllowed: true });
  });

  it("quotes the visitor price to the lapsed and ended members in the self-study catalogue", async () => {
    const c = await course(server, { priceCents: 20_000, planDiscount: 0.1, isSelfStudy: true });
    const yourPrice = async (user: User) =>
      (
        body(await get(server, "/api/SelfStudy/GetSelfStudyCourses?pageSize=50", { token: user.token })).Data.List as {
          CourseId: number;
          YourPrice?: number;
        }[]
      ).find((item) => item.CourseId === c.id)?.YourPrice;
    expect(await yourPrice(lapsed)).toBe(200);
    expect(await yourPrice(ended)).toBe(200);
    expect(await yourPrice(running)).toBe(180);
  });
});

describe("store", () => {
  it("shows the instructor price only to the instructor whose membership still runs", async () => {
    const category = await post(
      server,
      "/api/Store/AdminAddStoreProductCategory",
      { Name: "Plan kits", Description: "" },
      { token: admin.token },
    );
    expect(category.statusCode, category.body).toBe(200);
    const added = await post(
      server,
      "/api/Store/AdminAddStoreProduct",
      productInput({
        CategoryId: body(category).Data.Id,
        Title: "Plan Kit",
        Audience: "instructors",
        Price: 40,
        InstructorPrice: 30,
        Stock: null,
      }),
      { token: admin.token },
    );
    expect(added.statusCode, added.body).toBe(200);
    const id = body(added).Data.Id as number;
    const priceFor = async (user: User) =>
      (
        body(await get(server, "/api/Store/GetStoreProducts?pageSize=-1", { token: user.token })).Data.List as {
          Id: number;
          InstructorPrice: number | null;
        }[]
      ).find((p) => p.Id === id)?.InstructorPrice;
    expect(await priceFor(instructorLapsed)).toBeNull();
    expect(await priceFor(instructorEnded)).toBeNull();
    expect(await priceFor(instructorRunning)).toBe(30);
  });

  it("sells instructor kits to the running instructor only", async () => {
    const kits = async (user: User) =>
      (await get(server, `/api/Store/GetInstructorKits?UserId=${user.id}`, { token: user.token })).statusCode;
    expect(await kits(instructorLapsed)).toBe(403);
    expect(await kits(instructorEnded)).toBe(403);
    expect(await kits(instructorRunning)).toBe(200);
  });
});

describe("media", () => {
  it("locks a video category needing Access for the lapsed and ended members, not the cancelled one before its end", async () => {
    const added = await post(
      server,
      "/api/Video/AdminSaveVideoCategory",
      { Name: "Plan archive", SortBy: 1, Permission: "Founder Video Archive", MinimumMembershipId: 2 },
      { token: admin.token },
    );
    expect(added.statusCode, added.body).toBe(200);
    const id = body(added).Data.Id as number;
    const locked = async (user: User) =>
      (
        body(await get(server, "/api/Video/GetVideoCategory", { token: user.token })).Data as {
          Id: number;
          Locked: boolean;
        }[]
      ).find((c) => c.Id === id)?.Locked;
    expect(await locked(lapsed)).toBe(true);
    expect(await locked(ended)).toBe(true);
    expect(await locked(running)).toBe(false);
  });
});

describe("events", () => {
  it("locks the study groups for the lapsed and ended members, not the cancelled one before its end", async () => {
    const groupsLocked = async (user: User) =>
      body(await get(server, "/api/EventAndGroup/GetEventAndStudyByGroup", { token: user.token })).Data
        .StudyGroupsLocked;
    expect(await groupsLocked(lapsed)).toBe(true);
    expect(await groupsLocked(ended)).toBe(true);
    expect(await groupsLocked(running)).toBe(false);
  });
});

describe("locations", () => {
  it("lets only the instructor whose membership still runs add a venue", async () => {
    const venue = {
      Name: "Flatirons Wellness Studio",
      Address: "1800 Pearl Street",
      CountryId: "US",
      StateId: "US-CO",
      CityName: "Boulder",
      Capacity: 16,
      Notes: "",
    };
    const add = async (user: User) =>
      (await post(server, "/api/Location/AddLocation", venue, { token: user.token })).statusCode;
    expect(await add(instructorLapsed)).toBe(403);
    expect(await add(instructorEnded)).toBe(403);
    expect(await add(instructorRunning)).toBe(200);
  });
});

describe("seminars", () => {
  it("lets only the instructor whose membership still runs add a seminar", async () => {
    const c = await course(server);
    const start = new Date(server.clock.now().getTime() + 14 * DAY_MS).toISOString().slice(0, 10);
    const form = {
      CourseId: c.id,
      Capacity: 3,
      Price: 450,
      Currency: "EUR",
      Language: "en",
      Format: "inPerson",
      Venue: "Healing Arts Centre",
      Address: "14 Merrion Square",
      City: "Dublin",
      Country: "Ireland",
      TimeZone: "Europe/Dublin",
      Notes: "",
      PaymentMode: "association",
      Dates: [{ Start: `${start}T09:00`, End: `${start}T17:00` }],
    };
    const add = async (user: User) =>
      (await post(server, "/api/Seminar/AddSeminar", form, { token: user.token })).statusCode;
    expect(await add(instructorLapsed)).toBe(403);
    expect(await add(instructorEnded)).toBe(403);
    expect(await add(instructorRunning)).toBe(200);
  });
});
