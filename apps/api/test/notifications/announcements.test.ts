import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/db/schema.ts";
import { adminToken, confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { listOf, publish } from "./helpers.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let admin: { id: number; token: string };
let member: { id: number; token: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  member = await confirmedMember(server);
});
afterAll(() => server.close());

const publicList = async (query = "") => {
  const res = await server.call({ method: "GET", url: `/api/Announcement/GetAnnouncement${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as { List: { Id: number; Title: string; IsPinned: boolean }[]; TotalCount: number };
};
const byId = (id: number | string) =>
  server.call({ method: "GET", url: `/api/Announcement/GetAnnouncementById/${id}` });
const inDays = (days: number) => new Date(server.clock.now().getTime() + days * DAY_MS).toISOString();

describe("Announcement/AddAnnouncement", () => {
  it("publishes now: listed for visitors, readable by id, and every member is notified once", async () => {
    const created = await publish(server, admin.token, { Title: "Annual General Meeting" });
    expect(created.State).toBe("published");
    const list = await publicList();
    expect(list.List.map((a) => a.Title)).toContain("Annual General Meeting");
    const res = await byId(created.Id);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      Id: created.Id,
      Title: "Annual General Meeting",
      Body: "The general meeting takes place online on the first Saturday of March.\n\nEvery member may vote.",
      Excerpt: "The general meeting takes place online on the first Saturday of March. Every member may vote.",
      IsPinned: false,
      ExpiresAt: null,
    });
    await server.runtime.worker.drain();
    const notices = (await listOf(server, member)).Data.List.filter((n) => n.Link === `/newannouncement/${created.Id}`);
    expect(notices).toHaveLength(1);
  });

  it("tells every member at once, and a password reset asked for meanwhile is mailed before its mails (ADR 0103)", async () => {
    await server.runtime.worker.drain();
    const res = await server.call({
      method: "POST",
      url: "/api/Announcement/AddAnnouncement",
      token: admin.token,
      payload: {
        Title: "Regional day in Leeds",
        Body: "Members in the north meet in Leeds on the second Sunday of May.",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = `/newannouncement/${res.json().Data.Id}`;
    // Sent: the outbox row's `sent_at` (the development mailbox lists a mail as soon as it is queued).
    const sent = async (subject: RegExp) =>
      (await server.runtime.deps.db.select().from(outbox).where(eq(outbox.to, member.email.toLowerCase()))).some(
        (mail) => subject.test(mail.subject) && mail.sentAt !== null,
      );
    const announced = () => sent(/Leeds/);
    const resetSent = () => sent(/^Reset your password$/);

    // The fan-out's batch first: the member sees the notice, and its mail waits as a bulk job.
    expect(await server.runtime.worker.drain(1)).toBe(1);
    expect((await listOf(server, member)).Data.List.some((n) => n.Link === link)).toBe(true);
    expect(await announced()).toBe(false);
    // A reset asked for now is queued after the announcement's mails, but is not bulk: it goes first.
    const reset = await server.call({
      method: "POST",
      url: `/api/User/SendLinkforResetPassword?email=${encodeURIComponent(member.email)}`,
    });
    expect(reset.statusCode).toBe(200);
    expect(await server.runtime.worker.drain(1)).toBe(1);
    expect(await resetSent()).toBe(true);
    expect(await announced()).toBe(false);
    await server.runtime.worker.drain();
    expect(await announced()).toBe(true);
  });

  it("schedules a future one: hidden and not notified until its date, then both", async () => {
    const scheduled = await publish(server, admin.token, { Title: "Conference in Lisbon", PublishedAt: inDays(3) });
    expect(scheduled).toMatchObject({ State: "scheduled", NotifiedAt: null });
    expect((await publicList()).List.map((a) => a.Title)).not.toContain("Conference in Lisbon");
    expect((await byId(scheduled.Id)).statusCode).toBe(404);
    const titles = async () => (await listOf(server, member)).Data.List.map((n) => n.Title);
    expect(await titles()).not.toContain("New announcement: Conference in Lisbon");

    server.clock.advance(3 * DAY_MS + 1000);
    await server.runtime.worker.drain();
    expect((await publicList()).List.map((a) => a.Title)).toContain("Conference in Lisbon");
    expect(await titles()).toContain("New announcement: Conference in Lisbon");
  });

  it("lists pinned ones first, then the newest, and pages", async () => {
    const pinned = await publish(server, admin.token, { Title: "Pinned policy change", IsPinned: true });
    server.clock.advance(60_000);
    await publish(server, admin.token, { Title: "Newest ordinary one" });
    const page = await publicList("?page=1&pageSize=2");
    expect(page.List.map((a) => a.Title)).toEqual(["Pinned policy change", "Newest ordinary one"]);
    expect(page.TotalCount).toBeGreaterThanOrEqual(4);
    expect(page.List[0]?.Id).toBe(pinned.Id);
    expect((await server.call({ method: "GET", url: "/api/Announcement/GetAnnouncement?pageSize=0" })).statusCode).toBe(
      400,
    );
  });

  it("hides expired ones from the list, but their link still reads", async () => {
    const short = await publish(server, admin.token, { Title: "Directory update week", ExpiresAt: inDays(1) });
    server.clock.advance(2 * DAY_MS);
    expect((await publicList("?pageSize=100")).List.map((a) => a.Title)).not.toContain("Directory update week");
    expect((await byId(short.Id)).statusCode).toBe(200);
  });

  it("refuses bad input with each field's message", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/Announcement/AddAnnouncement",
      token: admin.token,
      payload: { Title: "AG", Body: "Too short", PublishedAt: "not a date", IsPinned: "maybe" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toMatchObject({
      Title: "The title must be at least 3 characters long.",
      Body: "The text must be at least 10 characters long.",
      PublishedAt: "Please enter a valid publication date.",
      IsPinned: "Please answer yes or no.",
    });
    const backwards = await server.call({
      method: "POST",
      url: "/api/Announcement/AddAnnouncement",
      token: admin.token,
      payload: { Title: "Backwards", Body: "An announcement that ends before it starts.", ExpiresAt: inDays(-1) },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().Errors.ExpiresAt).toBe("The expiry must come after the publication date.");
    const huge = await server.call({
      method: "POST",
      url: "/api/Announcement/AddAnnouncement",
      token: admin.token,
      payload: { Title: "x".repeat(151), Body: "y".repeat(10_001) },
    });
    expect(huge.json().Errors).toMatchObject({
      Title: "The title may be at most 150 characters long.",
      Body: "The text may be at most 10,000 characters long.",
    });
  });

  it("is for administrators only", async () => {
    const payload = { Title: "Member's announcement", Body: "Members cannot publish announcements." };
    const asMember = await server.call({
      method: "POST",
      url: "/api/Announcement/AddAnnouncement",
      token: member.token,
      payload,
    });
    expect(asMember.statusCode).toBe(403);
    const anonymous = await server.call({ method: "POST", url: "/api/Announcement/AddAnnouncement", payload });
    expect(anonymous.statusCode).toBe(401);
    for (const url of ["/api/Announcement/GetAnnouncementsAdmin", "/api/Announcement/GetAnnouncementAdmin/1"]) {
      expect((await server.call({ method: "GET", url, token: member.token })).statusCode, url).toBe(403);
    }
  });
});

describe("Announcement/GetAnnouncementById", () => {
  it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
    const missing = await byId(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      Code: "ANNOUNCEMENT_NOT_FOUND",
      Message: "This announcement does not exist or is no longer available.",
    });
    const bad = await byId("agm");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.id).toBe("The announcement number is not valid.");
  });
});

describe("administration", () => {
  it("lists every announcement with its state", async () => {
    await publish(server, admin.token, { Title: "Next season", PublishedAt: inDays(10) });
    const res = await server.call({
      method: "GET",
      url: "/api/Announcement/GetAnnouncementsAdmin?pageSize=100",
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const states = Object.fromEntries(
      (res.json().Data.List as { Title: string; State: string }[]).map((a) => [a.Title, a.State]),
    );
    expect(states).toMatchObject({
      "Next season": "scheduled",
      "Directory update week": "expired",
      "Annual General Meeting": "published",
    });
  });

  it("edits without notifying members again; an unknown id is 404", async () => {
    const created = await publish(server, admin.token, { Title: "Seminar season" });
    const count = async () => (await listOf(server, member)).Data.TotalCount;
    const before = await count();
    const res = await server.call({
      method: "PUT",
      url: `/api/Announcement/EditAnnouncement/${created.Id}`,
      token: admin.token,
      payload: { Title: "Seminar season 2027", Body: "Registration is open for all 48 seminars.", IsPinned: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Message: "The announcement has been updated.",
      Data: { Title: "Seminar season 2027", IsPinned: true, State: "published" },
    });
    await server.runtime.worker.drain();
    expect(await count()).toBe(before);
    const missing = await server.call({
      method: "PUT",
      url: "/api/Announcement/EditAnnouncement/999999",
      token: admin.token,
      payload: { Title: "Nothing here", Body: "There is no such announcement." },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes an announcement with the notifications about it; again is 404", async () => {
    const created = await publish(server, admin.token, { Title: "Withdrawn notice" });
    const link = `/newannouncement/${created.Id}`;
    expect((await listOf(server, member)).Data.List.some((n) => n.Link === link)).toBe(true);
    const res = await server.call({
      method: "DELETE",
      url: `/api/Announcement/DeleteAnnouncement/${created.Id}`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("The announcement has been deleted.");
    expect((await listOf(server, member)).Data.List.some((n) => n.Link === link)).toBe(false);
    expect((await byId(created.Id)).statusCode).toBe(404);
    const again = await server.call({
      method: "DELETE",
      url: `/api/Announcement/DeleteAnnouncement/${created.Id}`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);
  });

  describe("deleted while it goes out (ADR 0103)", () => {
    const add = async (Title: string) => {
      const res = await server.call({
        method: "POST",
        url: "/api/Announcement/AddAnnouncement",
        token: admin.token,
        payload: { Title, Body: "The summer school moves to a larger hall in the same building this year." },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data.Id as number;
    };
    const remove = async (id: number) =>
      expect(
        (await server.call({ method: "DELETE", url: `/api/Announcement/DeleteAnnouncement/${id}`, token: admin.token }))
          .statusCode,
      ).toBe(200);
    const mailsAbout = async (id: number) =>
      (
        await server.runtime.deps.db
          .select()
          .from(outbox)
          .where(eq(outbox.source, `announcement:${id}`))
      ).length;
    const sentTo = async (subject: RegExp) =>
      (await server.runtime.deps.db.select().from(outbox).where(eq(outbox.to, member.email.toLowerCase()))).filter(
        (mail) => subject.test(mail.subject) && mail.sentAt !== null,
      ).length;

    it("before its fan-out ran: nobody is told, nobody mailed", async () => {
      await server.runtime.worker.drain();
      const id = await add("Summer school hall A");
      await remove(id);
      await server.runtime.worker.drain();
      expect((await listOf(server, member)).Data.List.some((n) => n.Link === `/newannouncement/${id}`)).toBe(false);
      expect(await mailsAbout(id)).toBe(0);
    });

    it("after its notices, before its mails: the notices go and the waiting mails are never sent", async () => {
      await server.runtime.worker.drain();
      const id = await add("Summer school hall B");
      expect(await server.runtime.worker.drain(1)).toBe(1);
      expect((await listOf(server, member)).Data.List.some((n) => n.Link === `/newannouncement/${id}`)).toBe(true);
      expect(await mailsAbout(id)).toBeGreaterThan(0);
      await remove(id);
      await server.runtime.worker.drain();
      expect((await listOf(server, member)).Data.List.some((n) => n.Link === `/newannouncement/${id}`)).toBe(false);
      expect(await sentTo(/Summer school hall B/)).toBe(0);
      // The rows stay, forgotten: no address, nothing sent.
      const rows = await server.runtime.deps.db
        .select()
        .from(outbox)
        .where(eq(outbox.source, `announcement:${id}`));
      expect(rows.every((mail) => mail.to === "" && mail.sentAt === null)).toBe(true);
    });
  });
});
