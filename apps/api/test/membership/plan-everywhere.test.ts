import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/modules/account/account.schema.ts";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { currentPlanSql } from "../../src/modules/membership/member-plan.repository.ts";
import { membershipRepository } from "../../src/modules/membership/membership.repository.ts";
import { newslettersRepository } from "../../src/modules/newsletters/newsletters.repository.ts";
import { memberProfiles } from "../../src/modules/profiles/profiles.schema.ts";
import { course, member, product, seedZones, seminar } from "../factories.ts";
import { adminToken, mailsTo, multipart, startTestServer, type TestServer } from "../harness.ts";
import { usAddress } from "../orders/helpers.ts";
import { productInput } from "../store/helpers.ts";
import { body, DAY_MS, get, post } from "./helpers.ts";

/**
 * One definition of the member's current plan (`memberAccess.planOf`, membership/member-plan.ts), read by every
 * area: a lapsed membership, or a cancelled one past its EndDateTime, is no plan; a cancelled one still runs until
 * its end.
 */
let server: TestServer;
type User = { id: number; token: string };
type Member = User & { email: string };
let admin: User;
/** Standard members: renewal never paid (lapsed), cancelled and past the end date, cancelled and still running. */
let lapsed: Member;
let ended: Member;
let running: Member;
/** Instructors in the same three states. */
let instructorLapsed: Member;
let instructorEnded: Member;
let instructorRunning: Member;

type State = "lapsed" | "ended" | "running";

/** A confirmed member of `level` whose membership row is then put in `state` through the repository. */
async function memberIn(level: number, state: State): Promise<Member> {
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

describe("memberAccess (the membership module's port)", () => {
  it("planOf is no plan for a lapsed or ended membership and the level for a cancelled one before its end", async () => {
    const { db, memberAccess } = server.runtime.deps;
    const now = server.clock.now();
    expect(await memberAccess.planOf(db, lapsed.id, now)).toBeNull();
    expect(await memberAccess.planOf(db, ended.id, now)).toBeNull();
    expect(await memberAccess.planOf(db, running.id, now)).toBe(3);
    expect(await memberAccess.planOf(db, instructorRunning.id, now)).toBe(5);
    // The same running membership, read after its end date: no plan.
    expect(await memberAccess.planOf(db, running.id, new Date(now.getTime() + 31 * DAY_MS))).toBeNull();
  });

  it("isInstructor holds for a running instructor only, until the cancelled membership ends", async () => {
    const { db, memberAccess } = server.runtime.deps;
    const now = server.clock.now();
    expect(await memberAccess.isInstructor(db, instructorRunning.id, now)).toBe(true);
    expect(await memberAccess.isInstructor(db, instructorLapsed.id, now)).toBe(false);
    expect(await memberAccess.isInstructor(db, instructorEnded.id, now)).toBe(false);
    expect(await memberAccess.isInstructor(db, running.id, now)).toBe(false);
    expect(await memberAccess.isInstructor(db, instructorRunning.id, new Date(now.getTime() + 31 * DAY_MS))).toBe(
      false,
    );
  });

  it("allows a permission of the current plan only: none for a lapsed or ended member", async () => {
    const { db, memberAccess } = server.runtime.deps;
    const now = server.clock.now();
    // Standard (3) has Advanced Course Access but not the Practitioner Profile.
    expect(await memberAccess.allows(db, running.id, "Advanced Course Access", now)).toBe(true);
    expect(await memberAccess.allows(db, running.id, "Practitioner Profile", now)).toBe(false);
    // Instructors hold every permission of the highest member plan.
    expect(await memberAccess.allows(db, instructorRunning.id, "Practitioner Profile", now)).toBe(true);
    // Even what every plan grants (Course Registration) is refused without a current plan.
    for (const user of [lapsed, ended, instructorLapsed, instructorEnded]) {
      expect(await memberAccess.allows(db, user.id, "Course Registration", now)).toBe(false);
    }
    expect(
      await memberAccess.allows(db, running.id, "Course Registration", new Date(now.getTime() + 31 * DAY_MS)),
    ).toBe(false);
  });

  it("reads the same in SQL (currentPlanSql), the form the list queries use", async () => {
    const { db, memberAccess } = server.runtime.deps;
    const now = server.clock.now();
    const members = [lapsed, ended, running, instructorLapsed, instructorEnded, instructorRunning];
    for (const at of [now, new Date(now.getTime() + 31 * DAY_MS)]) {
      for (const { id } of members) {
        const [row] = await db
          .select({ plan: currentPlanSql(users.id, at) })
          .from(users)
          .where(eq(users.id, id));
        expect(row?.plan ?? null, `user ${id} at ${at.toISOString()}`).toBe(await memberAccess.planOf(db, id, at));
      }
    }
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
  it("locks a video category for the lapsed and ended members, not the cancelled one before its end", async () => {
    const added = await post(
      server,
      "/api/Video/AdminSaveVideoCategory",
      { Name: "Plan archive", SortBy: 1, Permission: "Founder Video Archive" },
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

describe("testimonials", () => {
  it("stores no level with the lapsed and ended members' testimonials and the running member's level with theirs", async () => {
    const text = "The study group gave me the confidence to open a small practice of my own in town.";
    const add = async (user: User) => {
      const res = await post(server, "/api/Testimonial/AddTestimonial", { Text: text }, { token: user.token });
      expect(res.statusCode, res.body).toBe(200);
      return body(res).Data.Id as number;
    };
    const ids = { lapsed: await add(lapsed), ended: await add(ended), running: await add(running) };
    const queue = body(
      await get(server, "/api/Testimonial/GetAdminTestimonials?status=pending&pageSize=-1", { token: admin.token }),
    ).Data.List as { Id: number; MembershipId: number | null; MembershipName: string | null }[];
    const level = (id: number) => queue.find((t) => t.Id === id);
    expect(level(ids.lapsed)).toMatchObject({ MembershipId: null, MembershipName: null });
    expect(level(ids.ended)).toMatchObject({ MembershipId: null, MembershipName: null });
    expect(level(ids.running)).toMatchObject({ MembershipId: 3, MembershipName: "Standard" });
  });
});

describe("newsletters", () => {
  let newsletterId: number;
  beforeAll(async () => {
    const row = await newslettersRepository.insertNewsletter(server.runtime.deps.db, {
      name: "Plan news",
      description: "For members",
      languages: ["en"],
    });
    newsletterId = row.id;
  });

  // Every plan includes the newsletters (spec 001 §3), and a visitor subscribes with a confirmed address: a member
  // without a current plan reads them as a visitor does, through the same rule (`mayReceive`, and `currentPlanSql`
  // in the send job's query).
  it("lets the lapsed and ended members subscribe as a visitor would, and the cancelled one before its end", async () => {
    for (const user of [lapsed, ended, running]) {
      const res = await post(
        server,
        "/api/NewsLetter/AddNewsLetter",
        { NewsletterIds: [newsletterId], Language: "en" },
        { token: user.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("mails an issue to every subscribed member, with or without a current plan", async () => {
    const draft = await post(
      server,
      "/api/NewsLetter/AdminAddNewsLetterIssue",
      { NewsletterId: newsletterId, Subject: "Plan issue", Body: "<p>For every reader.</p>", Language: "en" },
      { token: admin.token },
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const id = body(draft).Data.Id as number;
    const sent = await post(server, `/api/NewsLetter/AdminSendNewsLetterIssue/${id}`, {}, { token: admin.token });
    expect(sent.statusCode, sent.body).toBe(200);
    await server.runtime.worker.drain();
    const received = async (user: Member) =>
      (await mailsTo(server, user.email.toLowerCase())).some((mail) => mail.subject === "Plan issue");
    expect(await received(lapsed)).toBe(true);
    expect(await received(ended)).toBe(true);
    expect(await received(running)).toBe(true);
  });
});

describe("administrator's user list", () => {
  it("shows no level for the lapsed and ended members and the level of the cancelled one before its end", async () => {
    const list = body(await get(server, "/api/Admin/GetUsers?pageSize=-1", { token: admin.token })).Data.List as {
      Id: number;
      MembershipId: number | null;
    }[];
    const level = (user: User) => list.find((row) => row.Id === user.id)?.MembershipId;
    expect(level(lapsed)).toBeNull();
    expect(level(ended)).toBeNull();
    expect(level(running)).toBe(3);
  });
});

describe("practitioner directory", () => {
  it("lists the instructor whose membership still runs and drops the ended one without waiting for the renewal job", async () => {
    // Listings the instructors turned on while their memberships ran (the profile call now refuses the others).
    const { db, publicCache } = server.runtime.deps;
    for (const user of [instructorLapsed, instructorEnded, instructorRunning]) {
      await db
        .insert(memberProfiles)
        .values({ userId: user.id, listed: true, practitionerTypes: ["instructor"], countryCode: "IS" })
        .onConflictDoUpdate({ target: memberProfiles.userId, set: { listed: true, countryCode: "IS" } });
    }
    publicCache.clear();
    const listed = body(
      await get(server, `/api/Practitioners/PractitionersList?filters=${encodeURIComponent('{"country":"IS"}')}`),
    ).Data as { List: { UserId: number }[]; TotalCount: number };
    expect(listed.List.map((p) => p.UserId)).toEqual([instructorRunning.id]);
    expect(listed.TotalCount).toBe(1);
    const detail = async (user: User) =>
      (await get(server, `/api/Practitioners/PractitionerDetail?UserId=${user.id}`)).statusCode;
    expect(await detail(instructorLapsed)).toBe(404);
    expect(await detail(instructorEnded)).toBe(404);
    expect(await detail(instructorRunning)).toBe(200);
    const latest = body(await get(server, "/api/Practitioners/LatestPractitionersList")).Data as { UserId: number }[];
    expect(latest.map((p) => p.UserId)).toEqual([instructorRunning.id]);
  });
});

describe("orders", () => {
  it("sells at the instructor price through the instructor checkout only to the instructor whose membership still runs", async () => {
    await seedZones(server);
    const kit = await product(server, {
      audience: "instructors",
      priceCents: 4_000,
      instructorPriceCents: 3_000,
      stock: 50,
      weightGrams: 300,
    });
    const quoteFor = (user: User) =>
      post(
        server,
        "/api/Store/GetInstructorCheckoutQuote",
        { UserId: user.id, Items: [{ ProductId: kit.id, Quantity: 1 }], Address: usAddress },
        { token: user.token },
      );
    expect((await quoteFor(instructorLapsed)).statusCode).toBe(403);
    expect((await quoteFor(instructorEnded)).statusCode).toBe(403);
    const running = await quoteFor(instructorRunning);
    expect(running.statusCode, running.body).toBe(200);
    expect(body(running).Data.Subtotal).toBe(30);
  });
});

describe("forum", () => {
  it("lets the lapsed and ended members read and write as Starter members, since every plan has the forum", async () => {
    const board = await forumRepository.insertCategory(server.runtime.deps.db, {
      name: "Plans",
      description: "",
      sortOrder: 9,
    });
    const start = server.clock.now();
    // Past the first-day limits of a new account.
    server.clock.set(new Date(start.getTime() + 2 * DAY_MS));
    try {
      for (const user of [lapsed, ended, running]) {
        const res = await server.call({
          method: "POST",
          url: "/api/Forum/AddForum",
          token: user.token,
          ...multipart({
            Title: `Grounding before a session, asked by member ${user.id}`,
            Description: "<p>How do you ground yourself before the first client of the day?</p>",
            CategoryId: String(board.id),
          }),
        });
        expect(res.statusCode, res.body).toBe(200);
        const read = await get(server, `/api/Forum/GetForumById/${body(res).Data.Id}`, { token: user.token });
        expect(read.statusCode, read.body).toBe(200);
      }
    } finally {
      server.clock.set(start);
    }
  });
});
