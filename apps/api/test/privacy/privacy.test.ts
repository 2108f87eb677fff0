import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  billingDetails,
  carts,
  donationPlans,
  donations,
  eventRsvps,
  events,
  forumFollows,
  forumViews,
  hardshipApplications,
  manualOwners,
  manuals,
  memberProfiles,
  newsletterSubscribers,
  notifications,
  orders,
  privacyRequests,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  testimonials,
  userAddresses,
  users,
} from "../../src/db/schema.ts";
import { forumRepository } from "../../src/modules/forum/forum.repository.ts";
import { newslettersRepository } from "../../src/modules/newsletters/newsletters.repository.ts";
import { createPrivacyService } from "../../src/modules/privacy/privacy.service.ts";
import { course, product, seminar } from "../factories.ts";
import {
  adminToken,
  confirmedMember,
  DEFAULT_PASSWORD,
  mailsTo,
  startTestServer,
  type TestServer,
} from "../harness.ts";
import { body, DAY_MS, get, post } from "../membership/helpers.ts";

// A member's data export and erasure (issue 22, ADR 0089): the ZIP holds every section of the member's own data
// and nothing of anyone else's; an erasure waits out the grace period, runs as a job, keeps what others rely on
// (forum posts as a former member's, orders without the address) and removes the rest.

let server: TestServer;
let admin: { id: number; token: string };
let alice: { id: number; token: string; email: string; password: string };
let bob: { id: number; token: string; email: string; password: string };
let board: number;
let alicePost: number;
let eventId: number;
/** The seminar whose survey Alice and Bob answered. */
let surveyedSeminar: number;
const HOSTILE = '=HYPERLINK("http://evil.example","click") "quoted", and more';
const later = (ms = 20_000) => server.clock.set(new Date(server.clock.now().getTime() + ms));

async function addPost(token: string, title: string) {
  const res = await post(
    server,
    "/api/Forum/AddForum",
    { Title: title, Description: "<p>A question long enough to be a real post.</p>", CategoryId: board },
    { token },
  );
  later();
  if (res.statusCode !== 200) throw new Error(`AddForum failed: ${res.body}`);
  return body(res).Data.Id as number;
}

async function comment(token: string, forumId: number, text: string) {
  const res = await post(server, "/api/Forum/AddForumComment", { ForumId: forumId, Comment: text }, { token });
  later();
  if (res.statusCode !== 200) throw new Error(`AddForumComment failed: ${res.body}`);
}

async function download(token: string) {
  const res = await server.call({ method: "GET", url: "/api/Privacy/DownloadMyData", token });
  return { res, files: res.statusCode === 200 ? unzipSync(new Uint8Array(res.rawPayload)) : {} };
}
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array());

beforeAll(async () => {
  server = await startTestServer();
  const db = server.runtime.deps.db;
  board = (await forumRepository.insertCategory(db, { name: "Practice", description: "", sortOrder: 1 })).id;
  await newslettersRepository.insertNewsletter(db, {
    name: "Association news",
    description: "Monthly news",
    languages: ["en"],
    isDefault: true,
  });
  admin = await adminToken(server);
  alice = await confirmedMember(server, { FirstName: "Alice", LastName: "Moreau", SubscribeToNewsletter: "true" });
  bob = await confirmedMember(server, { FirstName: "Bob", LastName: "Lindqvist" });
  later(2 * DAY_MS);
  alicePost = await addPost(alice.token, "Grounding before a session");
  await comment(alice.token, alicePost, HOSTILE);
  const bobPost = await addPost(bob.token, "Bob's secret question");
  await comment(bob.token, bobPost, "Bob's private words");
  const address = await post(
    server,
    "/api/Account/AddUserAddress",
    {
      FullName: "Alice Moreau",
      Line1: "12 rue des Lilas",
      City: "Lyon",
      PostalCode: "69001",
      CountryCode: "fr",
      Phone: "+33 4 00 00 00 00",
      UserId: alice.id,
    },
    { token: alice.token },
  );
  expect(address.statusCode).toBe(200);
  await db
    .insert(memberProfiles)
    .values({ userId: alice.id, city: "Lyon", countryCode: "FR", latitude: 45.76, longitude: 4.83 })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: { city: "Lyon", latitude: 45.76, longitude: 4.83 } });
  await db
    .insert(notifications)
    .values({ userId: alice.id, kind: "announcement", params: { title: "Spring retreat" } });
  await db.insert(billingDetails).values({
    userId: alice.id,
    gatewayToken: "tok_secret_gateway",
    brand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2030,
    holderName: "Alice Moreau",
  });
  await db.insert(orders).values({
    orderNumber: "ST-2026-PRIV1",
    userId: alice.id,
    email: alice.email,
    kind: "store",
    status: "paid",
    subtotalCents: 2500,
    totalCents: 2500,
    shippingAddress: {
      fullName: "Alice Moreau",
      line1: "12 rue des Lilas",
      line2: "",
      city: "Lyon",
      state: "",
      postalCode: "69001",
      countryCode: "FR",
      phone: "+33 4 00 00 00 00",
    },
  });
  await seedTheOtherSections(db);
});

/**
 * The sections the modules added after the first ones (ADR 0089): an event answer, a followed board and a viewed
 * post, a cart, a testimonial, a hardship application, a donation and a yearly plan, a manual's copy and a survey's
 * answers. Bob answers the same event and views the same post, so the erasure's effect on others shows.
 */
async function seedTheOtherSections(db: TestServer["runtime"]["deps"]["db"]) {
  const event = await post(
    server,
    "/api/EventAndGroup/AddEventAndGroup",
    {
      Title: "Open evening online",
      Description: "Meet the instructors.",
      Type: "Event",
      OnlineLink: "https://meet.example/open-evening",
      TimeZone: "America/New_York",
      StartDateTime: "2027-03-03T18:00",
      EndDateTime: "2027-03-03T19:00",
    },
    { token: admin.token },
  );
  expect(event.statusCode, event.body).toBe(200);
  eventId = body(event).Data.Id as number;
  for (const who of [alice, bob]) {
    const rsvp = await post(
      server,
      "/api/EventAndGroup/RsvpEventAndGroup",
      { EventId: eventId, Going: true },
      { token: who.token },
    );
    expect(rsvp.statusCode, rsvp.body).toBe(200);
    const view = await post(server, "/api/Forum/AddForumView", { ForumId: alicePost }, { token: who.token });
    expect(view.statusCode, view.body).toBe(200);
  }
  const follow = await post(server, "/api/Forum/ToggleForumFollowBoard", { CategoryId: board }, { token: alice.token });
  expect(body(follow).Data).toEqual({ CategoryId: board, IsFollowing: true });
  const book = await product(server);
  const added = await post(
    server,
    "/api/Store/AddToCart",
    { ProductId: book.id, UserId: alice.id },
    { token: alice.token },
  );
  expect(added.statusCode, added.body).toBe(200);

  await db
    .insert(testimonials)
    .values({ userId: alice.id, text: "The training changed my practice.", status: "approved" });
  await db.insert(hardshipApplications).values({
    userId: alice.id,
    membershipId: 2,
    reason: "Between jobs this year",
    incomeDetails: "Part-time income only",
    requestedAmountCents: 4500,
  });
  const [plan] = await db
    .insert(donationPlans)
    .values({
      userId: alice.id,
      email: alice.email,
      name: "Alice Moreau",
      language: "en",
      amountCents: 5000,
      gatewayToken: "tok_donation_secret",
      cardBrand: "visa",
      last4: "4242",
      nextChargeAt: new Date(server.clock.now().getTime() + 365 * DAY_MS),
    })
    .returning();
  await db.insert(donations).values({
    donationNumber: "DON-2026-PRIV01",
    userId: alice.id,
    planId: plan?.id,
    email: alice.email,
    name: "Alice Moreau",
    language: "en",
    frequency: "yearly",
    amountCents: 5000,
    cardBrand: "visa",
    last4: "4242",
    gatewayChargeId: "ch_donation_secret",
  });
  const [manual] = await db
    .insert(manuals)
    .values({ title: "Practitioner manual", fileUrl: "private/manuals/source-secret.pdf" })
    .returning();
  if (!manual) throw new Error("manual insert returned nothing");
  await db.insert(manualOwners).values({
    userId: alice.id,
    manualId: manual.id,
    purchaseId: "MAN-PRIV-1",
    source: "admin",
    personalisedUrl: "private/manuals/copy-secret.pdf",
    personalisedName: "Alice Moreau",
  });
  const taught = await seminar(server, (await course(server)).id, { instructorId: admin.id });
  const [rating, remark] = await db
    .insert(surveyQuestions)
    .values([
      { kind: "rating", text: "How clear was the teaching?", position: 1 },
      { kind: "text", text: "What would you change?", position: 2 },
    ])
    .returning();
  const [response, bobs] = await db
    .insert(surveyResponses)
    .values([
      { seminarId: taught.id, userId: alice.id },
      { seminarId: taught.id, userId: bob.id },
    ])
    .returning();
  if (!rating || !remark || !response || !bobs) throw new Error("survey insert returned nothing");
  surveyedSeminar = taught.id;
  await db.insert(surveyAnswers).values([
    { responseId: response.id, questionId: rating.id, rating: 5 },
    { responseId: response.id, questionId: remark.id, text: "More practice in pairs" },
    { responseId: bobs.id, questionId: rating.id, rating: 3 },
    { responseId: bobs.id, questionId: remark.id, text: "Longer breaks" },
  ]);
  // An event Alice hosts (written directly: hosting needs a plan the test member does not have).
  await db.insert(events).values({
    hostId: alice.id,
    type: "StudyGroup",
    title: "Lyon practice circle",
    description: "Monthly practice in pairs.",
    city: "Lyon",
    country: "FR",
    timeZone: "Europe/Paris",
    startLocal: "2027-04-01T19:00",
    endLocal: "2027-04-01T21:00",
    rrule: "FREQ=MONTHLY",
    firstStart: new Date("2027-04-01T17:00:00Z"),
  });
  // What the directory's administration decided about her listing.
  await db
    .update(memberProfiles)
    .set({ practitionerTypes: ["practitioner"], credentialsVerifiedAt: new Date("2026-02-03T04:05:06Z") })
    .where(eq(memberProfiles.userId, alice.id));
}

/** The seminar's survey results as its instructor (the administrator here) reads them. */
async function surveyResults() {
  const res = await get(server, `/api/Survey/GetSurveyResults?seminarId=${surveyedSeminar}`, { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  const data = body(res).Data as {
    ResponseCount: number;
    Questions: { Text: string; Count: number; Average: number | null; Texts: string[] }[];
  };
  return {
    responses: data.ResponseCount,
    questions: data.Questions.map((q) => [q.Text, q.Count, q.Average, q.Texts]),
  };
}
afterAll(() => server.close());

describe("Privacy/DownloadMyData", () => {
  it("gives the member a ZIP of their own sections, as JSON and CSV, and nothing of another member", async () => {
    const { res, files } = await download(alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain("my-data.zip");
    const data = JSON.parse(text(files["data.json"])) as Record<string, Record<string, unknown>[]>;
    for (const section of ["profile", "memberships", "card", "payments", "forumPosts", "forumComments"]) {
      expect(Object.keys(data)).toContain(section);
      expect(files[`${section}.csv`]).toBeDefined();
    }
    for (const section of ["blogComments", "enrollments", "ceLedger", "examResults", "orders", "addresses"]) {
      expect(Object.keys(data)).toContain(section);
    }
    expect(data.profile).toEqual([expect.objectContaining({ Id: alice.id, FirstName: "Alice", Email: alice.email })]);
    expect(data.forumPosts?.map((row) => row.Title)).toEqual(["Grounding before a session"]);
    expect(data.forumComments?.map((row) => row.Comment)).toEqual([HOSTILE]);
    expect(data.addresses?.[0]).toMatchObject({ Line1: "12 rue des Lilas", City: "Lyon" });
    expect(data.orders?.[0]).toMatchObject({ OrderNumber: "ST-2026-PRIV1" });
    expect(data.notifications?.[0]).toMatchObject({ Kind: "announcement" });
    expect(data.directoryProfile?.[0]).toMatchObject({ City: "Lyon", Latitude: 45.76 });
    expect(data.newsletterSubscriptions?.[0]).toMatchObject({ Newsletter: "Association news", Email: alice.email });
    // The card as billing keeps it: never a number, never the gateway's token.
    expect(data.card).toEqual([expect.objectContaining({ Brand: "visa", Last4: "4242" })]);
    expect(data.eventRsvps).toEqual([
      expect.objectContaining({ Id: eventId, Event: "Open evening online", Going: true }),
    ]);
    expect(data.forumFollows).toEqual([expect.objectContaining({ Id: board, Board: "Practice" })]);
    expect(data.testimonials).toEqual([
      expect.objectContaining({ Text: "The training changed my practice.", Status: "approved" }),
    ]);
    expect(data.hardshipApplications).toEqual([
      expect.objectContaining({ Reason: "Between jobs this year", RequestedAmount: 45, Status: "pending" }),
    ]);
    expect(data.donations).toEqual([
      expect.objectContaining({ DonationNumber: "DON-2026-PRIV01", Amount: 50, Last4: "4242", Frequency: "yearly" }),
    ]);
    expect(data.donationPlans).toEqual([expect.objectContaining({ Amount: 50, Status: "active", Last4: "4242" })]);
    expect(data.manuals).toEqual([
      expect.objectContaining({ Manual: "Practitioner manual", Source: "admin", PersonalisedName: "Alice Moreau" }),
    ]);
    expect(data.surveyAnswers?.map((row) => [row.Question, row.Rating, row.Answer])).toEqual([
      ["How clear was the teaching?", 5, null],
      ["What would you change?", null, "More practice in pairs"],
    ]);
    for (const section of ["eventRsvps", "forumFollows", "testimonials", "hardshipApplications", "donations"]) {
      expect(files[`${section}.csv`]).toBeDefined();
    }
    for (const section of ["donationPlans", "manuals", "surveyAnswers"]) expect(files[`${section}.csv`]).toBeDefined();
    // The sections added with issue 22's leftovers: hosted events, viewed posts, the cart, the listing's decisions.
    expect(data.eventsHosted).toEqual([
      expect.objectContaining({ Type: "StudyGroup", Title: "Lyon practice circle", Repeats: "FREQ=MONTHLY" }),
    ]);
    const [viewed] = await server.runtime.deps.db.select().from(forumViews).where(eq(forumViews.userId, alice.id));
    expect(data.forumViews).toEqual([{ Id: alicePost, Post: "Grounding before a session", Days: viewed?.day }]);
    expect(data.cart).toEqual([expect.objectContaining({ Quantity: 1 })]);
    expect(data.directoryProfile?.[0]).toMatchObject({
      PractitionerTypes: "practitioner",
      CredentialsVerifiedAt: "2026-02-03T04:05:06.000Z",
      UnlistedByAdminAt: null,
    });
    for (const section of ["eventsHosted", "forumViews", "cart"]) expect(files[`${section}.csv`]).toBeDefined();
    const everything = Object.values(files).map(text).join("\n");
    expect(everything).not.toContain("tok_secret_gateway");
    // Never a gateway's token or charge id, nor where the private files are kept.
    for (const secret of ["tok_donation_secret", "ch_donation_secret", "copy-secret", "source-secret"]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain("Bob");
    expect(everything).not.toContain(bob.email);
    expect(everything).not.toContain("password");
  });

  it("defuses formulas and quotes hostile text in the CSV files", async () => {
    const { files } = await download(alice.token);
    const csv = text(files["forumComments.csv"]);
    const [header, line] = csv.split("\r\n");
    expect(header).toBe("Id,PostId,ReplyTo,Comment,Deleted,CreatedAt,UpdatedAt");
    // The formula gets an apostrophe in front; the quotes are doubled inside a quoted cell.
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") ""quoted"", and more"`);
    expect(line).toContain(",false,");
  });

  it("refuses visitors, and records each export for the administrator", async () => {
    const visitor = await server.call({ method: "GET", url: "/api/Privacy/DownloadMyData" });
    expect(visitor.statusCode).toBe(401);
    const exports = await server.runtime.deps.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.userId, alice.id));
    expect(exports.length).toBeGreaterThanOrEqual(2);
    expect(exports.every((row) => row.kind === "export" && row.status === "done")).toBe(true);
  });

  it("is rate-limited", async () => {
    const limited = await startTestServer({ rateLimitFactor: 1 });
    try {
      const user = await confirmedMember(limited);
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.call({ method: "GET", url: "/api/Privacy/DownloadMyData", token: user.token });
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("erasure", () => {
  it("asks for the password, and a wrong one erases nothing", async () => {
    const res = await post(
      server,
      "/api/Privacy/RequestErasure",
      { Password: "not-my-password" },
      { token: bob.token },
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).Code).toBe("WRONG_PASSWORD");
    const mine = await get(server, "/api/Privacy/GetMyPrivacy", { token: bob.token });
    expect(body(mine).Data).toEqual({ PendingErasure: null, GraceDays: 30 });
  });

  it("spends the account's one budget of wrong passwords, shared with the password change", async () => {
    const limited = await startTestServer({ rateLimitFactor: 1 });
    try {
      const user = await confirmedMember(limited);
      for (let i = 0; i < 10; i++) {
        const wrong = await limited.call({
          method: "PUT",
          url: "/api/User/ChangePassword",
          token: user.token,
          payload: {
            UserId: user.id,
            OldPassword: "Not-my-password-1",
            NewPassword: "Fresh-password-22",
            ConfirmPassword: "Fresh-password-22",
          },
        });
        expect(wrong.statusCode).toBe(400);
      }
      // Even the right password waits now: the budget is the account's, whichever call checks it.
      const erasure = await post(
        limited,
        "/api/Privacy/RequestErasure",
        { Password: user.password },
        { token: user.token },
      );
      expect(erasure.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("is cancelled by the member, and a cancelled request is never executed", async () => {
    const requested = await post(
      server,
      "/api/Privacy/RequestErasure",
      { Password: DEFAULT_PASSWORD },
      { token: bob.token },
    );
    expect(requested.statusCode).toBe(200);
    const cancel = await post(server, "/api/Privacy/CancelErasure", {}, { token: bob.token });
    expect(cancel.statusCode).toBe(200);
    expect((await post(server, "/api/Privacy/CancelErasure", {}, { token: bob.token })).statusCode).toBe(404);
    const before = server.clock.now();
    server.clock.set(new Date(before.getTime() + 31 * DAY_MS));
    await server.runtime.worker.drain();
    server.clock.set(before);
    const [row] = await server.runtime.deps.db.select().from(users).where(eq(users.id, bob.id));
    expect(row?.deletedAt).toBeNull();
    expect(row?.firstName).toBe("Bob");
  });

  it("runs after the grace period: posts stay as a former member's, orders lose the address, the rest goes", async () => {
    const db = server.runtime.deps.db;
    const requested = await post(
      server,
      "/api/Privacy/RequestErasure",
      { Password: DEFAULT_PASSWORD },
      { token: alice.token },
    );
    expect(requested.statusCode).toBe(200);
    const due = new Date(body(requested).Data.DueAt as string);
    expect(due.getTime() - server.clock.now().getTime()).toBe(30 * DAY_MS);
    const [received] = await mailsTo(server, alice.email.toLowerCase()).then((mails) =>
      mails.filter((mail) => mail.subject === "Your request to erase your account"),
    );
    expect(received?.text).toContain(due.toISOString().slice(0, 10));
    expect(received?.text).toContain("cancel");

    // The same request again answers with the pending one.
    const again = await post(
      server,
      "/api/Privacy/RequestErasure",
      { Password: DEFAULT_PASSWORD },
      { token: alice.token },
    );
    expect(body(again).Data.Id).toBe(body(requested).Data.Id);

    // Not before it is due.
    await server.runtime.worker.drain();
    expect((await db.select().from(users).where(eq(users.id, alice.id)))[0]?.deletedAt).toBeNull();

    // What the new erasers remove is there before.
    expect(await db.select().from(carts).where(eq(carts.userId, alice.id))).toHaveLength(1);
    expect(await db.select().from(forumViews).where(eq(forumViews.userId, alice.id))).toHaveLength(1);
    expect(await db.select().from(eventRsvps).where(eq(eventRsvps.userId, alice.id))).toHaveLength(1);
    expect(await surveyResults()).toEqual({
      responses: 2,
      questions: [
        ["How clear was the teaching?", 2, 4, []],
        ["What would you change?", 2, null, ["More practice in pairs", "Longer breaks"]],
      ],
    });

    server.clock.set(new Date(due.getTime() + 1000));
    await server.runtime.worker.drain();

    const [account] = await db.select().from(users).where(eq(users.id, alice.id));
    expect(account).toMatchObject({ firstName: "", lastName: "", email: `deleted-${alice.id}@deleted.invalid` });
    expect(account?.deletedAt).not.toBeNull();
    const thread = await get(server, `/api/Forum/GetForumById/${alicePost}`, { token: bob.token });
    expect(thread.statusCode).toBe(200);
    expect(body(thread).Data).toMatchObject({ Title: "Grounding before a session", SubmittedBy: "" });
    const [order] = await db.select().from(orders).where(eq(orders.userId, alice.id));
    expect(order).toMatchObject({ orderNumber: "ST-2026-PRIV1", totalCents: 2500, shippingAddress: null });
    expect(await db.select().from(userAddresses).where(eq(userAddresses.userId, alice.id))).toEqual([]);
    expect(await db.select().from(billingDetails).where(eq(billingDetails.userId, alice.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, alice.id))).toEqual([]);
    expect(await db.select().from(memberProfiles).where(eq(memberProfiles.userId, alice.id))).toEqual([]);
    // The answers, follows, views and cart go; another member's answer and the post's view count stay.
    expect(await db.select().from(eventRsvps).where(eq(eventRsvps.userId, alice.id))).toEqual([]);
    expect(await db.select().from(eventRsvps).where(eq(eventRsvps.userId, bob.id))).toHaveLength(1);
    expect(await db.select().from(forumFollows).where(eq(forumFollows.userId, alice.id))).toEqual([]);
    expect(await db.select().from(forumViews).where(eq(forumViews.userId, alice.id))).toEqual([]);
    expect(await db.select().from(forumViews).where(eq(forumViews.userId, bob.id))).toHaveLength(1);
    expect(body(thread).Data.ViewCount).toBe(2);
    expect(await db.select().from(carts).where(eq(carts.userId, alice.id))).toEqual([]);
    expect(await db.select().from(testimonials).where(eq(testimonials.userId, alice.id))).toEqual([]);
    // Her survey response and its answers go; every figure of the results is then Bob's, and they agree.
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.userId, alice.id))).toEqual([]);
    expect(await surveyResults()).toEqual({
      responses: 1,
      questions: [
        ["How clear was the teaching?", 1, 3, []],
        ["What would you change?", 1, null, ["Longer breaks"]],
      ],
    });
    // The events she hosted stay (others answered them), as the ADR says.
    expect(await db.select().from(events).where(eq(events.hostId, alice.id))).toHaveLength(1);
    // The yearly plan stops and its card is forgotten, so the yearly job never charges someone who is gone; the
    // gift already made stays for the accounts.
    const plans = await db.select().from(donationPlans).where(eq(donationPlans.userId, alice.id));
    expect(plans).toEqual([expect.objectContaining({ status: "cancelled", gatewayToken: "" })]);
    expect(await db.select().from(donations).where(eq(donations.userId, alice.id))).toHaveLength(1);
    const readers = await db.select().from(newsletterSubscribers);
    expect(readers.map((reader) => reader.email)).not.toContain(alice.email);
    expect(readers.some((reader) => reader.userId === alice.id)).toBe(false);
    const done = await mailsTo(server, alice.email.toLowerCase());
    expect(done.map((mail) => mail.subject)).toContain("Your account has been erased");

    const signIn = await server.call({
      method: "POST",
      url: "/api/Account/Login",
      payload: { Email: alice.email, Password: DEFAULT_PASSWORD, AccountType: 1 },
    });
    expect(signIn.statusCode).not.toBe(200);
    expect((await get(server, "/api/Privacy/GetMyPrivacy", { token: alice.token })).statusCode).toBe(401);

    // A second run of the job changes nothing: no second erasure, no second mail.
    const requestId = body(requested).Data.Id as number;
    await createPrivacyService(server.runtime.deps).runErasure(requestId);
    const [request] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
    expect(request?.status).toBe("done");
    expect(request?.doneAt?.getTime()).toBe(due.getTime() + 1000);
    const erasedMails = (await mailsTo(server, alice.email.toLowerCase())).filter(
      (mail) => mail.subject === "Your account has been erased",
    );
    expect(erasedMails).toHaveLength(1);
  });
});

describe("Admin/Privacy", () => {
  it("lists the requests, newest first, filtered, for administrators only", async () => {
    const refused = await get(server, "/api/Admin/Privacy/GetRequests", { token: bob.token });
    expect(refused.statusCode).toBe(403);
    const res = await get(server, "/api/Admin/Privacy/GetRequests?kind=erasure", { token: admin.token });
    expect(res.statusCode).toBe(200);
    const list = body(res).Data.List as { UserId: number; Status: string; Kind: string; Name: string }[];
    expect(list.map((row) => [row.UserId, row.Status])).toEqual([
      [alice.id, "done"],
      [bob.id, "cancelled"],
    ]);
    expect(list[0]?.Name).toBe("");
    expect(list[1]?.Name).toBe("Bob Lindqvist");
    const exports = await get(server, "/api/Admin/Privacy/GetRequests?kind=export&pageSize=1", { token: admin.token });
    expect(body(exports).Data.TotalCount).toBeGreaterThanOrEqual(2);
    expect(body(exports).Data.List).toHaveLength(1);
  });

  it("cancels a pending erasure", async () => {
    const requested = await post(
      server,
      "/api/Privacy/RequestErasure",
      { Password: DEFAULT_PASSWORD },
      { token: bob.token },
    );
    const id = body(requested).Data.Id as number;
    const cancel = await post(server, `/api/Admin/Privacy/CancelErasure/${id}`, {}, { token: admin.token });
    expect(cancel.statusCode).toBe(200);
    const twice = await post(server, `/api/Admin/Privacy/CancelErasure/${id}`, {}, { token: admin.token });
    expect(body(twice).Code).toBe("NO_PENDING_ERASURE");
    const missing = await post(server, "/api/Admin/Privacy/CancelErasure/999999", {}, { token: admin.token });
    expect(missing.statusCode).toBe(404);
    const mine = await get(server, "/api/Privacy/GetMyPrivacy", { token: bob.token });
    expect(body(mine).Data.PendingErasure).toBeNull();
  });
});
