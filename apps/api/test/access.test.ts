import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteEntry, routeCatalogue } from "../src/http/access.ts";
import { coordinatorsRepository } from "../src/modules/coordinators/coordinators.repository.ts";
import { coursesRepository } from "../src/modules/courses/courses.repository.ts";
import { eventsRepository } from "../src/modules/events/events.repository.ts";
import { forumRepository } from "../src/modules/forum/forum.repository.ts";
import { locationsRepository } from "../src/modules/locations/locations.repository.ts";
import { manualsRepository } from "../src/modules/manuals/manuals.repository.ts";
import { grantManual } from "../src/modules/manuals/manuals.service.ts";
import { seminarsRepository } from "../src/modules/seminars/seminars.repository.ts";
import { member } from "./factories.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "./harness.ts";
import { body, cardFields, DAY_MS, invoicesOf, post } from "./membership/helpers.ts";

/**
 * The access convention, proven once for every route (docs/architecture.md "Access"): each /api route declares
 * who may call it, and every route that names a user or a user's resource refuses another member.
 */
let server: TestServer;
let victim: { id: number; token: string; email: string };
let attacker: { id: number; token: string };
let admin: { id: number; token: string };
/** An id of each kind of owned resource, belonging to the victim. */
const victimResources: Record<string, number> = {};
let routes: readonly RouteEntry[];

beforeAll(async () => {
  server = await startTestServer();
  const now = server.clock.now();
  // The victim renews in their renewal window, so they own an invoice.
  victim = await member(server, { level: 3, endDateTime: new Date(now.getTime() + 5 * DAY_MS) });
  const paid = await post(
    server,
    "/api/Membership/MembershipPayment",
    { UserId: victim.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
    { token: victim.token },
  );
  if (paid.statusCode !== 200) throw new Error(`victim payment failed: ${paid.body}`);
  const [invoice] = await invoicesOf(server, victim.id);
  if (!invoice) throw new Error("victim has no invoice");
  victimResources.invoice = invoice.id;
  attacker = await confirmedMember(server);
  admin = await adminToken(server);
  // The victim's blog comment, on a post the administrator wrote.
  const blogPost = await post(
    server,
    "/api/Blog/AdminAddBlog",
    { Title: "Access", Body: "<p>x</p>" },
    { token: admin.token },
  );
  const blogComment = await post(
    server,
    "/api/Blog/AddComment",
    { BlogId: body(blogPost).Data.Id, Comment: "The victim's comment" },
    { token: victim.token },
  );
  if (blogComment.statusCode !== 200) throw new Error(`victim comment failed: ${blogComment.body}`);
  victimResources.blogComment = body(blogComment).Data.Id;
  // The victim hosts an event (written directly: hosting needs the instructor level the victim lacks).
  const hosted = await eventsRepository.insert(server.runtime.deps.db, {
    hostId: victim.id,
    type: "Event",
    title: "The victim's event",
    timeZone: "UTC",
    startLocal: "2026-12-01T18:00",
    endLocal: "2026-12-01T19:00",
    firstStart: new Date("2026-12-01T18:00:00Z"),
    lastEnd: new Date("2026-12-01T19:00:00Z"),
    city: "Dublin",
    country: "Ireland",
  });
  victimResources.event = hosted.id;
  // The victim's forum post, comment and reply (on a board the test creates).
  const board = await forumRepository.insertCategory(server.runtime.deps.db, {
    name: "Access",
    description: "",
    sortOrder: 1,
  });
  const forumPost = await post(
    server,
    "/api/Forum/AddForum",
    { Title: "The victim's forum post", Description: "<p>Long enough body for the forum.</p>", CategoryId: board.id },
    { token: victim.token },
  );
  if (forumPost.statusCode !== 200) throw new Error(`victim forum post failed: ${forumPost.body}`);
  victimResources.forumPost = body(forumPost).Data.Id;
  const forumComment = await post(
    server,
    "/api/Forum/AddForumComment",
    { ForumId: body(forumPost).Data.Id, Comment: "The victim's forum comment" },
    { token: victim.token },
  );
  victimResources.forumComment = body(forumComment).Data.Id;
  server.clock.set(new Date(server.clock.now().getTime() + 60_000));
  const forumReply = await post(
    server,
    "/api/Forum/AddForumCommentReply",
    { CommentId: body(forumComment).Data.Id, Comment: "The victim's forum reply" },
    { token: victim.token },
  );
  if (forumReply.statusCode !== 200) throw new Error(`victim forum reply failed: ${forumReply.body}`);
  victimResources.forumReply = body(forumReply).Data.Id;
  // The victim teaches a seminar (written directly: teaching needs the instructor level the victim lacks).
  const db = server.runtime.deps.db;
  const category = await coursesRepository.insertCategory(db, { name: "Access", slug: "access-test" });
  const taught = await coursesRepository.insertCourse(db, {
    categoryId: category.id,
    title: "The victim's course",
    level: "beginner",
    priceCents: 10_000,
  });
  const victimSeminar = await seminarsRepository.insertSeminar(
    db,
    {
      courseId: taught.id,
      instructorId: victim.id,
      capacity: 5,
      priceCents: 10_000,
      language: "en",
      format: "online",
      timeZone: "UTC",
      paymentMode: "instructor",
    },
    [{ startsAt: new Date("2026-12-10T10:00:00Z"), endsAt: new Date("2026-12-10T16:00:00Z") }],
  );
  victimResources.seminar = victimSeminar.id;
  // The victim's teaching venue (written directly: adding one needs the instructor level the victim lacks).
  const venue = await locationsRepository.insert(db, {
    ownerId: victim.id,
    name: "The victim's studio",
    address: "14 Merrion Square",
    countryCode: "IE",
    countryName: "Ireland",
    stateId: "IE-L",
    stateName: "Leinster",
    city: "Dublin",
    capacity: 10,
  });
  victimResources.location = venue.id;
  // The victim's copy of a manual.
  const manual = await manualsRepository.insertManual(server.runtime.deps.db, {
    title: "Access manual",
    fileUrl: "/uploads/private/manuals/00000000-0000-0000-0000-000000000000.pdf",
  });
  victimResources.manualCopy = (await grantManual(server.runtime.deps.db, victim.id, manual.id, "admin")).id;
  // The victim's address.
  const address = await post(
    server,
    "/api/Account/AddUserAddress",
    { UserId: victim.id, FullName: "Victim", Line1: "1 Main Street", City: "Dublin", CountryCode: "IE" },
    { token: victim.token },
  );
  if (address.statusCode !== 200) throw new Error(`victim address failed: ${address.body}`);
  victimResources.address = body(address).Data.Id;
  // The victim's yearly donation: the gift and its plan.
  const gift = await post(
    server,
    "/api/Donation/Donate",
    { Amount: 20, Frequency: "Yearly", Name: "Victim", Email: victim.email, ...cardFields() },
    { token: victim.token },
  );
  if (gift.statusCode !== 200) throw new Error(`victim donation failed: ${gift.body}`);
  victimResources.donation = body(gift).Data.Id;
  victimResources.donationPlan = body(gift).Data.PlanId;
  // The victim's coordinator link (as its instructor; written directly: inviting needs the instructor level).
  const link = await coordinatorsRepository.insert(server.runtime.deps.db, {
    instructorId: victim.id,
    inviteeEmail: "victims-coordinator@example.org",
    status: "pending",
  });
  victimResources.instructorCoordinator = link.id;
  routes = routeCatalogue(server.app).filter((route) => !route.hidden);
});
afterAll(() => server.close());

const label = (route: RouteEntry) => `${route.method} ${route.url}`;

/** A request that names `ownerId` where the route reads its owner, and nothing else. */
function requestFor(route: RouteEntry, ownerId: number) {
  const owner = route.access?.owner;
  let url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    owner?.in === "params" && owner.name === name ? String(ownerId) : "1",
  );
  const payload = owner?.in === "body" ? { [owner.name]: ownerId } : undefined;
  if (owner?.in === "query") url += `?${owner.name}=${ownerId}`;
  return { method: route.method, url, ...(payload ? { payload } : {}) };
}

describe("route access", () => {
  it("is declared by every /api route", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !route.access).map(label)).toEqual([]);
  });

  it("names the owner on every member route whose schema takes a user id; a public one says why", () => {
    const namesUser = (route: RouteEntry) =>
      [...route.fields.query, ...route.fields.params, ...route.fields.body].some((field) =>
        /^(user_?id|id)$/i.test(field),
      );
    const unexplained = routes.filter(
      (route) =>
        namesUser(route) &&
        route.access?.auth !== "admin" &&
        !route.access?.owner &&
        !(route.access?.auth === "public" && route.access.note),
    );
    expect(unexplained.map(label)).toEqual([]);
  });

  it("refuses another member on every route that names a user or a user's resource", async () => {
    const owned = routes.filter((route) => route.access?.owner);
    expect(owned.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const route of owned) {
      const resource = route.access?.owner?.resource;
      const id = resource ? victimResources[resource] : victim.id;
      if (id === undefined) {
        failures.push(`${label(route)}: the test has no ${resource} of the victim (add a factory above)`);
        continue;
      }
      const asAttacker = await server.call({ ...requestFor(route, id), token: attacker.token });
      if (![403, 404].includes(asAttacker.statusCode))
        failures.push(`${label(route)} as another member: ${asAttacker.statusCode}`);
      const anonymous = await server.call(requestFor(route, id));
      if (anonymous.statusCode !== 401) failures.push(`${label(route)} without a token: ${anonymous.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses members on every administrator route and lets the administrator through the access check", async () => {
    const adminRoutes = routes.filter((route) => route.access?.auth === "admin");
    expect(adminRoutes.length).toBeGreaterThan(3);
    for (const route of adminRoutes) {
      const res = await server.call({ ...requestFor(route, victim.id), token: attacker.token });
      expect(res.statusCode, label(route)).toBe(403);
      const asAdmin = await server.call({ ...requestFor(route, victim.id), token: admin.token });
      expect([401, 403], label(route)).not.toContain(asAdmin.statusCode);
    }
  });

  it("lets the owner's own call through (the victim reads their invoice)", async () => {
    const res = await server.call({
      method: "GET",
      url: `/api/Invoices/DownloadInvoicePdf/${victimResources.invoice}`,
      token: victim.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    const missing = await server.call({
      method: "GET",
      url: "/api/Invoices/DownloadInvoicePdf/999999",
      token: victim.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).Status).toBe(false);
  });
});
