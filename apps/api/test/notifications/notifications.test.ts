import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, confirmedMember, mailsTo, startTestServer, type TestServer } from "../harness.ts";
import { listOf, publish, runDigest } from "./helpers.ts";

let server: TestServer;
let admin: { id: number; token: string };
let emma: { id: number; token: string; email: string };
let other: { id: number; token: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  emma = await confirmedMember(server, { FirstName: "Emma" });
  other = await confirmedMember(server, { FirstName: "Otto", Language: "de" });
  await server.runtime.worker.drain();
});
afterAll(() => server.close());

const put = (url: string, payload: unknown, token?: string) =>
  server.call({ method: "PUT", url: `/api/Notification/${url}`, payload: payload as object, token });

describe("Notification/GetNotificationsByUserId", () => {
  it("answers an empty first page with the unread count for a new member (the call the web makes after login)", async () => {
    const list = await listOf(server, emma);
    expect(list.Data).toEqual({ List: [], TotalCount: 0, Page: 1, PageSize: 10, UnreadCount: 0 });
  });

  it("lists a published announcement for every member, rendered in the caller's language", async () => {
    const announcement = await publish(server, admin.token, { Title: "Seminar season opens" });
    const mine = await listOf(server, emma);
    expect(mine.Data.UnreadCount).toBe(1);
    // Spec 001 §3: a notification's fields are read as notificationID and userID.
    expect(mine.Data.List[0]?.notificationID).toEqual(expect.any(Number));
    expect(mine.Data.List[0]).toMatchObject({
      userID: emma.id,
      Kind: "announcement",
      Title: "New announcement: Seminar season opens",
      Link: `/newannouncement/${announcement.Id}`,
      IsRead: false,
    });
    const german = await listOf(server, other, "", "de");
    expect(german.Data.List[0]?.Title).toBe("Neue Ankündigung: Seminar season opens");
  });

  it("mails each member at once by default, in their communication language", async () => {
    const [mail] = await mailsTo(server, emma.email.toLowerCase()).then((mails) =>
      mails.filter((m) => m.subject.includes("Seminar season opens")),
    );
    expect(mail?.subject).toBe("New announcement: Seminar season opens");
    expect(mail?.text).toContain("http://app.test/newannouncement/");
    expect(mail?.text).toContain("http://app.test/profile/notifications");
    const [german] = await mailsTo(server, other.email.toLowerCase());
    expect(german?.subject).toBe("Neue Ankündigung: Seminar season opens");
  });

  it("pages newest first and filters unread ones", async () => {
    await publish(server, admin.token, { Title: "Second notice" });
    await publish(server, admin.token, { Title: "Third notice" });
    const first = await listOf(server, emma, "&pageSize=2");
    expect(first.Data.TotalCount).toBe(3);
    expect(first.Data.List.map((n) => n.Title)).toEqual([
      "New announcement: Third notice",
      "New announcement: Second notice",
    ]);
    const second = await listOf(server, emma, "&pageSize=2&page=2");
    expect(second.Data.List.map((n) => n.Title)).toEqual(["New announcement: Seminar season opens"]);
    const unread = await listOf(server, emma, `&filters=${encodeURIComponent('{"unread":true}')}`);
    expect(unread.Data.TotalCount).toBe(3);
  });

  it("refuses bad input with 400 and a message", async () => {
    for (const query of ["&pageSize=51", "&page=0", "&filters=%7Bnope", `&filters=${encodeURIComponent('{"x":1}')}`]) {
      const res = await server.call({
        method: "GET",
        url: `/api/Notification/GetNotificationsByUserId?userId=${emma.id}${query}`,
        token: emma.token,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().Status).toBe(false);
    }
    const noUser = await server.call({
      method: "GET",
      url: "/api/Notification/GetNotificationsByUserId",
      token: emma.token,
    });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().Errors.userId).toBe("The member is missing or not valid.");
  });

  it("refuses another member (403) and anonymous callers (401); an administrator may read it", async () => {
    const url = `/api/Notification/GetNotificationsByUserId?userId=${emma.id}`;
    expect((await server.call({ method: "GET", url, token: other.token })).statusCode).toBe(403);
    expect((await server.call({ method: "GET", url })).statusCode).toBe(401);
    expect((await server.call({ method: "GET", url, token: admin.token })).statusCode).toBe(200);
  });
});

describe("marking and deleting", () => {
  it("marks one read and answers the new unread count", async () => {
    const [newest] = (await listOf(server, emma)).Data.List;
    const res = await put(
      "MarkNotificationAsRead",
      { notificationID: newest?.notificationID, userID: emma.id },
      emma.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Status: true,
      Message: "The notification is marked as read.",
      Data: { UnreadCount: 2, Changed: 1 },
    });
    const again = await put(
      "MarkNotificationAsRead",
      { notificationID: newest?.notificationID, userID: emma.id },
      emma.token,
    );
    expect(again.json().Data).toEqual({ UnreadCount: 2, Changed: 0 });
    expect((await listOf(server, emma)).Data.List[0]?.IsRead).toBe(true);
  });

  it("answers 404 for an unknown notification or one of another member named under one's own id", async () => {
    const [othersNewest] = (await listOf(server, other)).Data.List;
    for (const notificationID of [999_999, othersNewest?.notificationID]) {
      for (const call of ["MarkNotificationAsRead", "DeleteUserNotification"]) {
        const res = await put(call, { notificationID, userID: emma.id }, emma.token);
        expect(res.statusCode, `${call} ${notificationID}`).toBe(404);
        expect(res.json()).toMatchObject({
          Code: "NOTIFICATION_NOT_FOUND",
          Message: "This notification does not exist or has been deleted.",
        });
      }
    }
    expect((await listOf(server, other)).Data.List[0]?.IsRead).toBe(false);
  });

  it("refuses another member's id (403), no token (401) and bad bodies (400)", async () => {
    const [mine] = (await listOf(server, emma)).Data.List;
    for (const call of ["MarkNotificationAsRead", "DeleteUserNotification", "MarkAllNotificationAsRead"]) {
      const payload = {
        notificationID: mine?.notificationID,
        notificationIDs: [mine?.notificationID],
        userID: emma.id,
      };
      expect((await put(call, payload, other.token)).statusCode, call).toBe(403);
      expect((await put(call, payload)).statusCode, call).toBe(401);
    }
    const bad = await put("MarkNotificationAsRead", { notificationID: "first", userID: emma.id }, emma.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.notificationID).toBe("Please choose a notification.");
    const badIds = await put("MarkAllNotificationAsRead", { notificationIDs: ["x"], userID: emma.id }, emma.token);
    expect(badIds.statusCode).toBe(400);
    const tooMany = await put(
      "MarkAllNotificationAsRead",
      { notificationIDs: Array.from({ length: 501 }, (_, i) => i + 1), userID: emma.id },
      emma.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json().Errors)).toContain("Please mark at most 500 notifications at once.");
  });

  it("marks the given ids read, ignoring ids of other members", async () => {
    const mine = (await listOf(server, emma)).Data.List.filter((n) => !n.IsRead);
    const [othersNewest] = (await listOf(server, other)).Data.List;
    const res = await put(
      "MarkAllNotificationAsRead",
      { notificationIDs: [mine[0]?.notificationID, othersNewest?.notificationID], userID: emma.id },
      emma.token,
    );
    expect(res.json().Data).toEqual({ UnreadCount: 1, Changed: 1 });
    expect((await listOf(server, other)).Data.List[0]?.IsRead).toBe(false);
  });

  it("marks every unread notification read when no ids are sent", async () => {
    const res = await put("MarkAllNotificationAsRead", { userID: emma.id }, emma.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Message: "All notifications are marked as read.", Data: { UnreadCount: 0 } });
  });

  it("deletes one notification; deleting it again is 404", async () => {
    const before = await listOf(server, emma);
    const target = before.Data.List[0]?.notificationID;
    const res = await put("DeleteUserNotification", { notificationID: target, userID: emma.id }, emma.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("The notification has been deleted.");
    expect((await listOf(server, emma)).Data.TotalCount).toBe(before.Data.TotalCount - 1);
    const again = await put("DeleteUserNotification", { notificationID: target, userID: emma.id }, emma.token);
    expect(again.statusCode).toBe(404);
  });
});

describe("settings", () => {
  const settingsOf = async (user: { id: number; token: string }) => {
    const res = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationSettingByUserId?userId=${user.id}`,
      token: user.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data;
  };
  const save = (user: { id: number; token: string }, payload: Record<string, unknown>, token = user.token) =>
    server.call({
      method: "POST",
      url: "/api/Notification/PostNotificationSetting",
      token,
      payload: { userID: user.id, ...payload },
    });

  it("reads the defaults: every kind on the website and by e-mail, no digest, payment notices locked", async () => {
    const settings = await settingsOf(emma);
    expect(settings.DailyDigest).toBe(false);
    expect(settings.Kinds).toContainEqual({
      Kind: "announcement",
      Group: "community",
      InApp: true,
      Email: true,
      EmailLocked: false,
    });
    expect(settings.Kinds).toContainEqual({
      Kind: "renewalFailed",
      Group: "membership",
      InApp: true,
      Email: true,
      EmailLocked: true,
    });
  });

  it("saves choices; a locked e-mail stays on", async () => {
    const res = await save(emma, {
      DailyDigest: false,
      Kinds: [
        { Kind: "announcement", InApp: true, Email: false },
        { Kind: "renewalFailed", InApp: false, Email: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe("Your notification settings have been saved.");
    const settings = await settingsOf(emma);
    expect(settings.Kinds.find((k: { Kind: string }) => k.Kind === "announcement")).toMatchObject({
      InApp: true,
      Email: false,
    });
    expect(settings.Kinds.find((k: { Kind: string }) => k.Kind === "renewalFailed")).toMatchObject({
      InApp: false,
      Email: true,
    });
  });

  it("follows them: no e-mail when e-mail is off, nothing listed when the website is off", async () => {
    const before = (await mailsTo(server, emma.email.toLowerCase())).length;
    await publish(server, admin.token, { Title: "Quiet announcement" });
    expect((await mailsTo(server, emma.email.toLowerCase())).length).toBe(before);
    expect((await listOf(server, emma)).Data.List[0]?.Title).toBe("New announcement: Quiet announcement");

    await save(emma, { DailyDigest: false, Kinds: [{ Kind: "announcement", InApp: false, Email: false }] });
    await publish(server, admin.token, { Title: "Unseen announcement" });
    expect((await listOf(server, emma)).Data.List[0]?.Title).toBe("New announcement: Quiet announcement");
  });

  it("sends one daily digest instead of single mails, and only once", async () => {
    const digestReader = await confirmedMember(server, { FirstName: "Dora", Language: "pt" });
    await save(digestReader, { DailyDigest: true, Kinds: [{ Kind: "announcement", InApp: false, Email: true }] });
    await publish(server, admin.token, { Title: "First for the digest" });
    await publish(server, admin.token, { Title: "Second for the digest" });
    const address = digestReader.email.toLowerCase();
    expect((await mailsTo(server, address)).filter((m) => m.subject.includes("digest"))).toEqual([]);
    const singles = (await mailsTo(server, address)).filter((m) => m.subject.includes("comunicado"));
    expect(singles).toEqual([]);

    await runDigest(server);
    const digests = (await mailsTo(server, address)).filter((m) => m.subject.startsWith("Seu resumo diário"));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe("Seu resumo diário da Healing Arts Association (2)");
    expect(digests[0]?.text).toContain("• Novo comunicado: First for the digest");
    expect(digests[0]?.text).toContain("• Novo comunicado: Second for the digest");
    // Website off: the digest-only rows are gone once mailed, and the next digest has nothing to send.
    expect((await listOf(server, digestReader)).Data.TotalCount).toBe(0);
    await runDigest(server);
    expect((await mailsTo(server, address)).filter((m) => m.subject.startsWith("Seu resumo diário"))).toHaveLength(1);
  });

  it("refuses unknown kinds, repeated kinds and missing flags with 400", async () => {
    const cases = [
      { DailyDigest: false, Kinds: [{ Kind: "gossip", InApp: true, Email: true }] },
      {
        DailyDigest: false,
        Kinds: [
          { Kind: "announcement", InApp: true, Email: true },
          { Kind: "announcement", InApp: false, Email: true },
        ],
      },
      { Kinds: [] },
      { DailyDigest: "often", Kinds: [] },
    ];
    for (const payload of cases) {
      const res = await save(emma, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().Code).toBe("VALIDATION");
    }
    const unknown = await save(emma, cases[0] as Record<string, unknown>);
    expect(JSON.stringify(unknown.json().Errors)).toContain("This kind of notification does not exist.");
  });

  it("refuses another member (403) and anonymous callers (401)", async () => {
    const read = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationSettingByUserId?userId=${emma.id}`,
      token: other.token,
    });
    expect(read.statusCode).toBe(403);
    expect((await save(emma, { DailyDigest: true, Kinds: [] }, other.token)).statusCode).toBe(403);
    const anonymous = await server.call({
      method: "POST",
      url: "/api/Notification/PostNotificationSetting",
      payload: { userID: emma.id, DailyDigest: true, Kinds: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
