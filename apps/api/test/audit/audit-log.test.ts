import { NOTIFICATION_KINDS } from "@haa/domain";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userMemberships } from "../../src/db/schema.ts";
import type { Deps } from "../../src/deps.ts";
import { adminAccess } from "../../src/http/access.ts";
import type { Actor } from "../../src/http/auth.ts";
import { installAuditLog } from "../../src/platform/audit/audit.hook.ts";
import { auditLog } from "../../src/platform/audit/audit.schema.ts";
import { auditTrail, runAudited } from "../../src/platform/audit/audit.ts";
import { addCoupon, course, instructor, member, seminar } from "../factories.ts";
import { adminToken, confirmedMember, DEFAULT_PASSWORD, startTestServer, type TestServer } from "../harness.ts";

let server: TestServer;
let admin: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const rows = () => server.runtime.deps.db.select().from(auditLog).orderBy(auditLog.id);

async function auditList(query: string, token = admin.token) {
  const res = await server.call({ method: "GET", url: `/api/Admin/GetAuditLog${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as { List: Record<string, unknown>[]; NextCursor: string | null };
}

describe("the audit log (ADR 0088)", () => {
  it("records an administrator's lock: who, what, which target, from where, before and after", async () => {
    const member = await confirmedMember(server, { FirstName: "Audited", LastName: "Member" });
    const before = (await rows()).length;
    const lock = await server.call({
      method: "POST",
      url: `/api/Admin/LockUser?userId=${member.id}`,
      token: admin.token,
      payload: { Reason: "Spam in the forum" },
      remoteAddress: "203.0.113.7",
      headers: { "user-agent": `Audit-Test/1.0 ${"x".repeat(400)}` },
    });
    expect(lock.statusCode).toBe(200);
    const written = (await rows()).slice(before);
    expect(written).toHaveLength(1);
    const [row] = written;
    expect(row).toMatchObject({
      actorId: admin.id,
      actorName: "Site Admin",
      action: "Admin/LockUser",
      method: "POST",
      path: "/api/Admin/LockUser",
      targetKind: "user",
      targetId: String(member.id),
      ip: "203.0.113.7",
      requestId: lock.headers["x-request-id"],
      status: 200,
      before: { LockedAt: null, LockReason: null, LockedById: null, Deleted: false },
      after: { userId: member.id, Reason: "Spam in the forum" },
      occurredAt: server.clock.now(),
    });
    expect(row?.actorEmail).toMatch(/@/);
    expect(row?.userAgent).toHaveLength(300);

    // The unlock's "before" is the lock the first call made.
    await server.call({ method: "POST", url: `/api/Admin/UnlockUser?userId=${member.id}`, token: admin.token });
    const [unlock] = (await rows()).slice(before + 1);
    expect(unlock).toMatchObject({
      action: "Admin/UnlockUser",
      before: { LockReason: "Spam in the forum", LockedById: admin.id },
    });

    // The detail call shows it all to an administrator.
    const detail = await server.call({
      method: "GET",
      url: `/api/Admin/GetAuditEntry?id=${row?.id}`,
      token: admin.token,
    });
    expect(detail.json().Data).toMatchObject({
      Id: row?.id,
      ActorId: admin.id,
      Action: "Admin/LockUser",
      TargetKind: "user",
      TargetId: String(member.id),
      Ip: "203.0.113.7",
      RequestId: lock.headers["x-request-id"],
      Before: { LockReason: null },
      After: { Reason: "Spam in the forum" },
    });
  });

  it("writes nothing for reads, refusals, failures and members' own calls", async () => {
    const member = await confirmedMember(server);
    const other = await confirmedMember(server);
    const before = (await rows()).length;
    // An administrator's read, a member refused on an administrator's call, an administrator's call that fails.
    await server.call({ method: "GET", url: "/api/Admin/GetUsers", token: admin.token });
    const refused = await server.call({
      method: "POST",
      url: `/api/Admin/LockUser?userId=${other.id}`,
      token: member.token,
    });
    expect(refused.statusCode).toBe(403);
    const failed = await server.call({
      method: "POST",
      url: `/api/Admin/LockUser?userId=${admin.id}`,
      token: admin.token,
    });
    expect(failed.statusCode).toBe(400);
    // A member's change to their own settings.
    const own = await server.call({
      method: "POST",
      url: "/api/Notification/PostNotificationSetting",
      token: member.token,
      payload: { userID: member.id, DailyDigest: true, Kinds: [] },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await rows()).toHaveLength(before);

    // The same call by an administrator on that member's settings is an administrator's action.
    const onBehalf = await server.call({
      method: "POST",
      url: "/api/Notification/PostNotificationSetting",
      token: admin.token,
      payload: { userID: member.id, DailyDigest: false, Kinds: [] },
    });
    expect(onBehalf.statusCode, onBehalf.body).toBe(200);
    const written = (await rows()).slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: "Notification/PostNotificationSetting",
      targetKind: "user",
      targetId: String(member.id),
      after: { userID: member.id, DailyDigest: false, Kinds: [] },
    });
  });

  it("records a coupon's state before an update and names a new coupon", async () => {
    const coupon = await addCoupon(server, { code: "AUDIT10", discountValue: 10 });
    const before = (await rows()).length;
    const update = await server.call({
      method: "POST",
      url: "/api/Coupon/AdminSetCouponActive",
      token: admin.token,
      payload: { Id: coupon.id, IsActive: false },
    });
    expect(update.statusCode, update.body).toBe(200);
    const [row] = (await rows()).slice(before);
    expect(row).toMatchObject({
      action: "Coupon/AdminSetCouponActive",
      targetKind: "coupon",
      targetId: String(coupon.id),
      before: { Code: "AUDIT10", IsActive: true },
      after: { Id: coupon.id, IsActive: false },
    });
  });

  it("records a course's state, plan prices included, before an edit", async () => {
    const row = await course(server, { priceCents: 20_000 });
    const before = (await rows()).length;
    const edit = await server.call({
      method: "PUT",
      url: "/api/Course/AdminEditCourse",
      token: admin.token,
      payload: {
        Id: row.id,
        Title: "Audited course",
        Summary: "",
        Description: "",
        CategoryId: row.categoryId,
        Level: "beginner",
        Track: null,
        CeCredits: 6,
        Price: 150,
        PlanPrices: [{ MembershipId: 3, Price: 99.5 }],
        PrerequisiteIds: [],
        IsSelfStudy: false,
        Duration: "1 day",
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const written = (await rows()).slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: "Course/AdminEditCourse",
      targetKind: "course",
      targetId: String(row.id),
      before: {
        Title: row.title,
        Price: 200,
        PlanPrices: expect.arrayContaining([expect.objectContaining({ MembershipId: 3, Price: 200 })]),
      },
      after: { Id: row.id, Title: "Audited course", Price: 150, PlanPrices: [{ MembershipId: 3, Price: 99.5 }] },
    });
    expect((written[0]?.before as { PlanPrices?: unknown[] } | undefined)?.PlanPrices).toHaveLength(5);
  });

  it("records a help article before an edit, and a translation that did not exist as null", async () => {
    const call = async (method: "POST" | "PUT", url: string, payload: Record<string, unknown>) => {
      const res = await server.call({ method, url, token: admin.token, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data;
    };
    const topic = await call("POST", "/api/Admin/Help/AddTopic", { Name: "Audited topic" });
    const article = await call("POST", "/api/Admin/Help/AddArticle", {
      TopicId: topic.Id,
      Title: "Before the edit",
      Body: "<p>The first words.</p>",
      Status: "Draft",
    });
    const before = (await rows()).length;
    await call("PUT", "/api/Admin/Help/EditArticle", {
      Id: article.Id,
      TopicId: topic.Id,
      Title: "After the edit",
      Body: "<p>The second words.</p>",
      Status: "Published",
    });
    await call("PUT", "/api/Admin/Help/SaveArticleTranslation", {
      ArticleId: article.Id,
      Lang: "de",
      Title: "Nach der Änderung",
      Body: "<p>Die Wörter.</p>",
    });
    const [edit, translation] = (await rows()).slice(before);
    expect(edit).toMatchObject({
      action: "Admin/Help/EditArticle",
      path: "/api/Admin/Help/EditArticle",
      targetKind: "helpArticle",
      targetId: String(article.Id),
      before: { Title: "Before the edit", Body: "<p>The first words.</p>", Status: "Draft" },
      after: { Title: "After the edit", Status: "Published" },
    });
    expect(translation).toMatchObject({ targetKind: "helpArticle", targetId: String(article.Id), before: null });
  });

  it("writes no row for the blog preview, which changes nothing", async () => {
    const before = (await rows()).length;
    const preview = await server.call({
      method: "POST",
      url: "/api/Blog/AdminPreviewBlog",
      token: admin.token,
      payload: { Body: "<p>Only a preview</p>" },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await rows()).toHaveLength(before);
  });

  it("pages newest first by cursor and filters by actor, action, target, dates and free text", async () => {
    const second = await adminToken(server);
    const members = [await confirmedMember(server), await confirmedMember(server), await confirmedMember(server)];
    server.clock.set(new Date("2026-11-22T09:00:00Z"));
    for (const member of members) {
      await server.call({ method: "POST", url: `/api/Admin/LockUser?userId=${member.id}`, token: second.token });
    }
    server.clock.set(new Date("2026-11-23T09:00:00Z"));
    await server.call({
      method: "POST",
      url: `/api/Admin/UnlockUser?userId=${members[0]?.id}`,
      token: second.token,
    });

    const mine = await auditList(`?actorId=${second.id}&pageSize=2`);
    expect(mine.List.map((entry) => entry.Action)).toEqual(["Admin/UnlockUser", "Admin/LockUser"]);
    expect(mine.List[0]?.OccurredAt).toBe("2026-11-23T09:00:00.000Z");
    expect(mine.NextCursor).toBeTruthy();
    const older = await auditList(
      `?actorId=${second.id}&pageSize=2&cursor=${encodeURIComponent(mine.NextCursor ?? "")}`,
    );
    expect(older.List.map((entry) => entry.TargetId)).toEqual([String(members[1]?.id), String(members[0]?.id)]);
    expect(older.NextCursor).toBeNull();
    // No page repeats a row of the one before it.
    const ids = [...mine.List, ...older.List].map((entry) => entry.Id);
    expect(new Set(ids).size).toBe(4);

    const locks = await auditList(`?actorId=${second.id}&action=Admin/LockUser`);
    expect(locks.List).toHaveLength(3);
    const target = await auditList(`?targetKind=user&targetId=${members[0]?.id}`);
    expect(target.List.map((entry) => entry.Action)).toEqual(["Admin/UnlockUser", "Admin/LockUser"]);
    const day = await auditList(`?actorId=${second.id}&from=2026-11-22&to=2026-11-22`);
    expect(day.List).toHaveLength(3);
    const later = await auditList(`?actorId=${second.id}&from=2026-11-23T00:00:00Z`);
    expect(later.List).toHaveLength(1);
    const [secondRow] = await server.runtime.deps.db
      .select({ email: auditLog.actorEmail })
      .from(auditLog)
      .where(sql`${auditLog.actorId} = ${second.id}`)
      .limit(1);
    const byText = await auditList(`?search=${encodeURIComponent(secondRow?.email.toUpperCase() ?? "")}`);
    expect(byText.List).toHaveLength(4);
    expect(byText.List.every((entry) => entry.ActorId === second.id)).toBe(true);
    // The list leaves the documents to the detail call.
    expect(byText.List[0]).not.toHaveProperty("Before");

    const bad = await server.call({ method: "GET", url: "/api/Admin/GetAuditLog?from=soon", token: admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it("is for administrators only", async () => {
    const member = await confirmedMember(server);
    for (const url of ["/api/Admin/GetAuditLog", "/api/Admin/GetAuditEntry?id=1"]) {
      expect((await server.call({ method: "GET", url, token: member.token })).statusCode).toBe(403);
      expect((await server.call({ method: "GET", url })).statusCode).toBe(401);
    }
    const missing = await server.call({ method: "GET", url: "/api/Admin/GetAuditEntry?id=999999", token: admin.token });
    expect(missing.statusCode).toBe(404);
  });

  it("is append-only in the database: UPDATE, DELETE and TRUNCATE are refused", async () => {
    const member = await confirmedMember(server);
    await server.call({ method: "POST", url: `/api/Admin/LockUser?userId=${member.id}`, token: admin.token });
    const [row] = (await rows()).slice(-1);
    const { db } = server.runtime.deps;
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => "allowed",
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(sql`update audit_log set action = 'nothing' where id = ${row?.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log where id = ${row?.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    expect((await rows()).find((entry) => entry.id === row?.id)?.action).toBe("Admin/LockUser");
  });
});

describe("the 'before' of an administrator's call on a member's data (ADR 0088)", () => {
  type Response = Awaited<ReturnType<TestServer["call"]>>;
  interface Case {
    /** The administrator's call on the member's data. */
    byAdmin: () => Promise<Response>;
    /** What its row must hold: the target and the state before the call. */
    expected: Record<string, unknown>;
    /** The member's (or instructor's) own call of the same area, which writes no row. */
    own: () => Promise<Response>;
  }
  const call = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: Record<string, unknown>) =>
    server.call({ method, url, token, ...(payload ? { payload } : {}) });
  const ok = async (res: Promise<Response>) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().Data;
  };
  const PROFILE = {
    FirstName: "Haruto",
    LastName: "Sato",
    Phone: "+81 3 1234 5678",
    Bio: "Sessions in Shibuya and online.",
    IntroDescription: "",
    Specializations: "",
    WebpageURL: "",
    Languages: "ja,en",
    CountryId: "JP",
    StateId: "JP-13",
    CityName: "Tokyo",
  };

  /** An instructor's association seminar with one student the instructor added. */
  async function seminarWithStudent() {
    const teacher = await instructor(server);
    const taught = await seminar(server, (await course(server)).id, { instructorId: teacher.id });
    const student = await confirmedMember(server);
    await ok(
      call("POST", "/api/Seminar/AddStudents", teacher.token, { SeminarId: taught.id, Emails: [student.email] }),
    );
    return { teacher, seminarId: taught.id, student };
  }
  const place = { Status: "enrolled", Source: "instructor", PaidOnline: false, PaidAmount: 0, GraduatedAt: null };

  const cases: [string, () => Promise<Case>][] = [
    [
      "1. membership: an administrator cancels a member's auto-renewal",
      async () => {
        const m = await member(server, { level: 3 });
        const [row] = await server.runtime.deps.db
          .select()
          .from(userMemberships)
          .where(eq(userMemberships.userId, m.id));
        return {
          byAdmin: () => call("PUT", `/api/Membership/CancelUserMembership?userID=${m.id}`, admin.token),
          expected: {
            action: "Membership/CancelUserMembership",
            targetKind: "user",
            targetId: String(m.id),
            before: {
              UserMembershipId: row?.id,
              MembershipId: 3,
              Status: "Active",
              AutoRenew: true,
              EndDateTime: row?.endDateTime.toISOString(),
              CancelledAt: null,
              PendingMembershipId: null,
            },
          },
          own: () => call("PUT", `/api/Membership/ResumeUserMembership?userID=${m.id}`, m.token),
        };
      },
    ],
    [
      "1. membership: an administrator schedules a member's change of plan",
      async () => {
        const m = await member(server, { level: 3 });
        return {
          byAdmin: () =>
            call("PUT", `/api/Membership/DowngradeUserMembership?userID=${m.id}&MemberShipID=2`, admin.token),
          expected: {
            targetKind: "user",
            targetId: String(m.id),
            before: { MembershipId: 3, PendingMembershipId: null },
          },
          own: () => call("PUT", `/api/Membership/DowngradeUserMembership?userID=${m.id}&MemberShipID=3`, m.token),
        };
      },
    ],
    [
      "3. seminar students: an administrator records an off-line payment for an instructor",
      async () => {
        const { teacher, seminarId, student } = await seminarWithStudent();
        return {
          byAdmin: () =>
            call("POST", "/api/Seminar/PaySeminarManual", admin.token, {
              SeminarId: seminarId,
              UserId: student.id,
              PaidAmount: 80,
            }),
          expected: {
            action: "Seminar/PaySeminarManual",
            targetKind: "seminar",
            targetId: String(seminarId),
            before: { UserId: student.id, ...place },
          },
          own: () =>
            call("POST", "/api/Seminar/PaySeminarManual", teacher.token, {
              SeminarId: seminarId,
              UserId: student.id,
              PaidAmount: 90,
            }),
        };
      },
    ],
    [
      "3. seminar students: an administrator graduates for an instructor",
      async () => {
        const { teacher, seminarId, student } = await seminarWithStudent();
        const second = await confirmedMember(server);
        await ok(
          call("POST", "/api/Seminar/AddStudents", teacher.token, { SeminarId: seminarId, Emails: [second.email] }),
        );
        return {
          byAdmin: () =>
            call("POST", "/api/Seminar/GraduateStudents", admin.token, {
              SeminarId: seminarId,
              StudentIds: [student.id],
            }),
          expected: { targetKind: "seminar", before: { Students: [{ UserId: student.id, ...place }] } },
          own: () =>
            call("POST", "/api/Seminar/GraduateStudents", teacher.token, {
              SeminarId: seminarId,
              StudentIds: [second.id],
            }),
        };
      },
    ],
    [
      "3. seminar students: an administrator removes a student; an add has no before",
      async () => {
        const { teacher, seminarId, student } = await seminarWithStudent();
        const added = await confirmedMember(server);
        const before = (await rows()).length;
        await ok(
          call("POST", "/api/Seminar/AddStudents", admin.token, { SeminarId: seminarId, Emails: [added.email] }),
        );
        const [add] = (await rows()).slice(before);
        expect(add).toMatchObject({ targetKind: "seminar", targetId: String(seminarId), before: null });
        return {
          byAdmin: () =>
            call("DELETE", `/api/Seminar/DeleteStudent?seminarId=${seminarId}&studentId=${student.id}`, admin.token),
          expected: { targetKind: "seminar", targetId: String(seminarId), before: { UserId: student.id, ...place } },
          own: () =>
            call("DELETE", `/api/Seminar/DeleteStudent?seminarId=${seminarId}&studentId=${added.id}`, teacher.token),
        };
      },
    ],
    [
      "4. privacy: an administrator cancels a member's erasure request",
      async () => {
        const m = await confirmedMember(server);
        const request = { Password: DEFAULT_PASSWORD };
        const pending = await ok(call("POST", "/api/Privacy/RequestErasure", m.token, request));
        return {
          byAdmin: () => call("POST", `/api/Admin/Privacy/CancelErasure/${pending.Id}`, admin.token),
          expected: {
            action: "Admin/Privacy/CancelErasure",
            targetKind: "privacyRequest",
            targetId: String(pending.Id),
            before: {
              Id: pending.Id,
              UserId: m.id,
              Status: "pending",
              RequestedAt: pending.RequestedAt,
              DueAt: pending.DueAt,
            },
          },
          // Asking again and cancelling: both the member's own.
          own: async () => {
            await ok(call("POST", "/api/Privacy/RequestErasure", m.token, request));
            return call("POST", "/api/Privacy/CancelErasure", m.token, {});
          },
        };
      },
    ],
    [
      "5. member data: an administrator saves a member's notification settings",
      async () => {
        const m = await confirmedMember(server);
        const kind = NOTIFICATION_KINDS[0];
        const settings = (DailyDigest: boolean) => ({ userID: m.id, DailyDigest, Kinds: [] });
        await ok(
          call("POST", "/api/Notification/PostNotificationSetting", m.token, {
            ...settings(true),
            Kinds: [{ Kind: kind, InApp: false, Email: false }],
          }),
        );
        return {
          byAdmin: () => call("POST", "/api/Notification/PostNotificationSetting", admin.token, settings(false)),
          expected: {
            targetKind: "user",
            targetId: String(m.id),
            before: {
              UserID: m.id,
              DailyDigest: true,
              Kinds: expect.arrayContaining([expect.objectContaining({ Kind: kind, InApp: false })]),
            },
          },
          own: () => call("POST", "/api/Notification/PostNotificationSetting", m.token, settings(true)),
        };
      },
    ],
    [
      "5. member data: an administrator saves a member's account settings",
      async () => {
        const m = await confirmedMember(server);
        const settings = {
          UserId: m.id,
          Language: "de",
          Listed: true,
          ShowEmail: true,
          ShowPhone: false,
          ShowWebpage: true,
        };
        return {
          byAdmin: () => call("POST", "/api/User/UpdateAccountSetting", admin.token, settings),
          expected: {
            targetKind: "user",
            targetId: String(m.id),
            before: {
              Language: "en",
              Listed: false,
              ListedAt: null,
              ShowEmail: false,
              ShowPhone: false,
              ShowWebpage: true,
            },
          },
          own: () => call("POST", "/api/User/UpdateAccountSetting", m.token, { ...settings, Language: "en" }),
        };
      },
    ],
    [
      "5. member data: an administrator edits a member's profile (which fields, never their old values)",
      async () => {
        const m = await confirmedMember(server);
        await ok(call("POST", "/api/Account/UpdateUsers", m.token, PROFILE));
        return {
          byAdmin: () =>
            call("POST", `/api/Account/UpdateUsers?UserId=${m.id}`, admin.token, {
              ...PROFILE,
              FirstName: "Hiro",
              Bio: "Online only.",
            }),
          expected: { targetKind: "user", targetId: String(m.id), before: { Changed: ["FirstName", "Bio"] } },
          own: () => call("POST", "/api/Account/UpdateUsers", m.token, PROFILE),
        };
      },
    ],
    [
      "5. member data: an administrator edits and deletes a member's address (never the address itself)",
      async () => {
        const m = await confirmedMember(server);
        const fields = { FullName: "Ana Souza", Line1: "1 Main Street", City: "Dublin", CountryCode: "IE" };
        const address = await ok(call("POST", "/api/Account/AddUserAddress", m.token, { UserId: m.id, ...fields }));
        const before = (await rows()).length;
        await ok(
          call("POST", "/api/Account/UpdateUserAddress", admin.token, { Id: address.Id, ...fields, City: "Cork" }),
        );
        const [edit] = (await rows()).slice(before);
        expect(edit).toMatchObject({
          targetKind: "address",
          targetId: String(address.Id),
          before: { UserId: m.id, IsDefault: true, Changed: ["City"] },
        });
        const own = await ok(call("POST", "/api/Account/AddUserAddress", m.token, { UserId: m.id, ...fields }));
        return {
          byAdmin: () => call("DELETE", `/api/Account/DeleteUserAddresses?Id=${address.Id}`, admin.token),
          expected: { targetKind: "address", targetId: String(address.Id), before: { UserId: m.id, IsDefault: true } },
          own: () => call("DELETE", `/api/Account/DeleteUserAddresses?Id=${own.Id}`, m.token),
        };
      },
    ],
  ];

  it.each(cases)("%s", async (_name, setup) => {
    const { byAdmin, expected, own } = await setup();
    const before = (await rows()).length;
    await ok(byAdmin());
    const written = (await rows()).slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ actorId: admin.id, ...expected });
    // A profile or an address is what an erasure removes: the row keeps no value of it (ADR 0088, ADR 0089).
    const stored = JSON.stringify(written[0]?.before);
    for (const personal of ["Sato", "Shibuya", "Main Street", "Dublin"]) expect(stored).not.toContain(personal);
    await ok(own());
    expect(await rows()).toHaveLength(before + 1);
  });
});

describe("the audit trail port", () => {
  it("records nothing, and asks for no read, once the request is known not to be an administrator's action", () => {
    const member = {};
    runAudited(member, () => {
      expect(auditTrail.recording()).toBe(true);
      Object.assign(member, { ignored: true });
      expect(auditTrail.recording()).toBe(false);
      auditTrail.before({ kind: "user", id: 1 }, { LockedAt: null });
    });
    expect(member).toEqual({ ignored: true });
    expect(auditTrail.recording()).toBe(false);
  });
});

describe("the audit hook", () => {
  const actor = {
    user: { id: 7, firstName: "Hook", lastName: "Admin", email: "hook@example.test" },
    sessionId: "s",
    isAdmin: true,
  } as unknown as Actor;

  /** A bare app with the hook and one administrator route that takes secrets, on the test server's database. */
  async function hookApp(deps: Partial<Deps>) {
    const app = Fastify({ logger: false });
    const logged: unknown[] = [];
    app.addHook("onRequest", async (request) => {
      request.log.error = ((object: unknown) => logged.push(object)) as typeof request.log.error;
    });
    app.addHook("preValidation", async (request) => {
      request.actor = actor;
    });
    installAuditLog(app, { ...server.runtime.deps, ...deps } as Deps);
    app.post("/api/Test/Save/:id", { config: { access: adminAccess } }, async () => ({ Status: true }));
    await app.ready();
    return { app, logged };
  }

  it("never stores secrets: passwords, card fields and tokens are redacted at any depth", async () => {
    const { app } = await hookApp({});
    const before = (await rows()).length;
    const res = await app.inject({
      method: "POST",
      url: "/api/Test/Save/12?resetToken=abc",
      payload: {
        Name: "kept",
        Password: "hunter2",
        Card: { CardNumber: "4242424242424242", Cvv: "123" },
        nested: { apiKey: "k", clientSecret: "s", Body: "b".repeat(5000) },
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = (await rows()).slice(before);
    expect(row).toMatchObject({
      action: "Test/Save",
      path: "/api/Test/Save/:id",
      targetKind: "test",
      targetId: "12",
      after: {
        id: "12",
        resetToken: "[redacted]",
        Name: "kept",
        Password: "[redacted]",
        Card: "[redacted]",
        nested: { apiKey: "[redacted]", clientSecret: "[redacted]" },
      },
    });
    const text = JSON.stringify(row?.after);
    for (const secret of ["hunter2", "4242424242424242", "abc"]) expect(text).not.toContain(secret);
    const body = (row?.after as { nested?: { Body?: string } } | undefined)?.nested?.Body ?? "";
    expect(body).toMatch(/^b{2000}… \[3000 more\]$/);
    await app.close();
  });

  it("a failed insert keeps the answer, says so loudly with the request id, and counts it", async () => {
    let failures = 0;
    const metrics = { ...server.runtime.deps.metrics, auditWriteFailed: () => void failures++ };
    const brokenDb = {
      insert: () => ({ values: () => Promise.reject(new Error("disk full")) }),
    } as unknown as Deps["db"];
    const { app, logged } = await hookApp({ db: brokenDb, metrics });
    const res = await app.inject({ method: "POST", url: "/api/Test/Save/3", payload: { Name: "x" } });
    expect(res.statusCode).toBe(200);
    expect(failures).toBe(1);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ audit: { action: "Test/Save", actorId: 7, after: { Name: "x" } } });
    expect((logged[0] as { audit: { requestId: string } }).audit.requestId).toBeTruthy();
    await app.close();
  });
});
