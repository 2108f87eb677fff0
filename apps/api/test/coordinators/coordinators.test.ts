import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../../packages/domain/src/testing/xss-payloads.ts";
import { coordinatorAgreementAcceptances, instructorCoordinators } from "../../src/db/schema.ts";
import { member, instructor as newInstructor } from "../factories.ts";
import { adminToken, confirmedMember, linkIn, mailsTo, startTestServer, type TestServer } from "../harness.ts";

type User = { id: number; token: string; email: string };
let server: TestServer;
let instructor: User;
let otherInstructor: User;
let coordinator: User;
let stranger: User;
let admin: { id: number; token: string };

const AGREEMENT_BODY =
  "The coordinator helps the instructor organise seminars, keeps student data confidential and never collects payments.";

beforeAll(async () => {
  server = await startTestServer();
  instructor = await newInstructor(server);
  otherInstructor = await newInstructor(server);
  coordinator = await confirmedMember(server, { FirstName: "Ana", LastName: "Ribeiro", Language: "pt" });
  stranger = await member(server, { level: 3 });
  admin = await adminToken(server);
  const published = await call("POST", "/api/Coordinator/PublishCoordinatorAgreement", admin.token, {
    Title: "Coordinator Agreement",
    Body: AGREEMENT_BODY,
  });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(() => server.close());

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: unknown) {
  return server.call({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const PERMISSIONS = { CanManageSeminars: true, CanManageLocations: true, ReceivesStudentMails: false };

async function invite(by: User, email: string, extra: Record<string, unknown> = {}) {
  return call("POST", "/api/Coordinator/AddInstructorCoordinator", by.token, {
    Email: email,
    ...PERMISSIONS,
    ...extra,
  });
}

/** Invites `who` and returns the link id and the token of the mailed link. */
async function invited(by: User, who: { email: string }) {
  const res = await invite(by, who.email);
  expect(res.statusCode, res.body).toBe(200);
  const mails = await mailsTo(server, who.email.toLowerCase());
  const mail = mails.find((m) => m.text.includes("/coordinatorconfirmation?token="));
  const link = linkIn(mail?.text ?? "", "http://app.test/coordinatorconfirmation");
  return { id: res.json().Data.Id as number, token: link.searchParams.get("token") ?? "" };
}

const respond = (token: string, body: Record<string, unknown>) =>
  call("PUT", "/api/User/AcceptRejectInstructorCoordinator", token, body);

describe("the invitation flow", () => {
  let linkId: number;
  let mailToken: string;

  it("an instructor invites by e-mail: a pending link and a mail with a single-use link", async () => {
    ({ id: linkId, token: mailToken } = await invited(instructor, coordinator));
    expect(mailToken.length).toBeGreaterThan(20);
    const [row] = await server.runtime.deps.db
      .select()
      .from(instructorCoordinators)
      .where(eq(instructorCoordinators.id, linkId));
    // The token is stored hashed, never as sent.
    expect(row?.tokenHash).not.toBe(mailToken);
    expect(row?.status).toBe("pending");
    const mail = (await mailsTo(server, coordinator.email.toLowerCase())).find((m) =>
      m.text.includes("coordinatorconfirmation"),
    );
    // In the invitee's language (Portuguese).
    expect(mail?.subject).toContain("convida");
  });

  it("a second pending invitation to the same address is 409", async () => {
    const res = await invite(instructor, coordinator.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe("You have already invited this person; the invitation is still open.");
  });

  it("only instructors invite (403), visitors get 401, bad e-mails 400", async () => {
    expect((await invite(stranger, "someone@example.org")).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/Coordinator/AddInstructorCoordinator", undefined, { Email: "a@b.org" })).statusCode,
    ).toBe(401);
    const bad = await invite(instructor, "not-an-address");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.Email).toBe("Please enter a valid e-mail address.");
  });

  it("an invitation without its permissions is 400 on the missing field and invites nobody", async () => {
    const email = "no-permissions@example.org";
    const { ReceivesStudentMails: _left, ...partial } = PERMISSIONS;
    for (const body of [{ Email: email }, { Email: email, ...partial }]) {
      const res = await call("POST", "/api/Coordinator/AddInstructorCoordinator", instructor.token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Code).toBe("VALIDATION");
      expect(res.json().Errors.ReceivesStudentMails).toBe("Choose yes or no for this permission.");
    }
    const rows = await server.runtime.deps.db
      .select()
      .from(instructorCoordinators)
      .where(eq(instructorCoordinators.inviteeEmail, email));
    expect(rows).toEqual([]);
    expect(await mailsTo(server, email)).toEqual([]);
  });

  it("the invitee sees it among their invitations; the instructor in their list as pending", async () => {
    const mine = await call("GET", "/api/Coordinator/GetMyInvitations", coordinator.token);
    expect(mine.json().Data.List.map((l: { Id: number }) => l.Id)).toContain(linkId);
    const list = await call("GET", "/api/Coordinator/GetInstructorCoordinatorsByInstructorId/1", instructor.token);
    const entry = list.json().Data.List.find((l: { Id: number }) => l.Id === linkId);
    expect(entry.Status).toBe("Pending");
  });

  it("an unknown token is 404, a missing one 400", async () => {
    expect((await respond(coordinator.token, { Token: "nope", IsAccepted: true })).statusCode).toBe(404);
    expect((await respond(coordinator.token, { IsAccepted: true })).statusCode).toBe(400);
  });

  it("the instructor cannot accept their own invitation", async () => {
    const res = await respond(instructor.token, { Token: mailToken, IsAccepted: true });
    expect(res.statusCode).toBe(409);
  });

  it("the invitee accepts by the mail's token: awaiting agreement, and the instructor is notified", async () => {
    const res = await respond(coordinator.token, { Token: mailToken, IsAccepted: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Status).toBe("AwaitingAgreement");
    expect(res.json().Data.Coordinator).toMatchObject({ FirstName: "Ana", LastName: "Ribeiro" });
    const notes = await call(
      "GET",
      `/api/Notification/GetNotificationsByUserId?userId=${instructor.id}`,
      instructor.token,
    );
    expect(JSON.stringify(notes.json())).toContain("Ana Ribeiro");
  });

  it("a used token is refused (400)", async () => {
    const res = await respond(coordinator.token, { Token: mailToken, IsAccepted: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe("This invitation link has already been used.");
  });

  it("the coordinator accepts the agreement: IP and version kept, the link is active", async () => {
    const status = await call("GET", "/api/Coordinator/GetCoordinatorAgreement", coordinator.token);
    expect(status.json().Data.MustAccept).toBe(true);
    const version = status.json().Data.Current.Version as number;
    const res = await call("PUT", "/api/Coordinator/AcceptIBACoordinatorAgreement", coordinator.token, {
      Version: version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ MustAccept: false, AcceptedVersion: version });
    const [row] = await server.runtime.deps.db
      .select()
      .from(coordinatorAgreementAcceptances)
      .where(eq(coordinatorAgreementAcceptances.userId, coordinator.id));
    expect(row?.ip).toBeTruthy();
    const link = await call("GET", `/api/User/GetInstructorCoordinator?Id=${linkId}`, coordinator.token);
    expect(link.json().Data.Status).toBe("Active");
  });

  it("a new agreement version puts the coordinator back to awaiting agreement; an outdated version is 409", async () => {
    const published = await call("POST", "/api/Coordinator/PublishCoordinatorAgreement", admin.token, {
      Title: "Coordinator Agreement",
      Body: `${AGREEMENT_BODY} Version two adds a clause on termination.`,
    });
    expect(published.json().Data.Version).toBe(2);
    const link = await call("GET", `/api/User/GetInstructorCoordinator?Id=${linkId}`, instructor.token);
    expect(link.json().Data.Status).toBe("AwaitingAgreement");
    const old = await call("PUT", "/api/Coordinator/AcceptIBACoordinatorAgreement", coordinator.token, { Version: 1 });
    expect(old.statusCode).toBe(409);
    const ok = await call("PUT", "/api/Coordinator/AcceptIBACoordinatorAgreement", coordinator.token, { Version: 2 });
    expect(ok.statusCode).toBe(200);
    const versions = await call("GET", "/api/Coordinator/GetCoordinatorAgreements", admin.token);
    expect(versions.json().Data.map((v: { Version: number }) => v.Version)).toEqual([2, 1]);
  });

  it("members who coordinate nobody cannot accept the agreement (403)", async () => {
    const res = await call("PUT", "/api/Coordinator/AcceptIBACoordinatorAgreement", stranger.token, { Version: 2 });
    expect(res.statusCode).toBe(403);
  });

  it("a coordinator sees only their instructors; another member is refused", async () => {
    const mine = await call(
      "GET",
      `/api/Coordinator/GetInstructorCoordinatorsByCoordinatorId?coordinatorId=${coordinator.id}`,
      coordinator.token,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().Data.List.every((l: { InstructorId: number }) => l.InstructorId === instructor.id)).toBe(true);
    const theirs = await call(
      "GET",
      `/api/Coordinator/GetInstructorCoordinatorsByCoordinatorId?coordinatorId=${coordinator.id}`,
      stranger.token,
    );
    expect(theirs.statusCode).toBe(403);
    const adminRead = await call(
      "GET",
      `/api/Coordinator/GetInstructorCoordinatorsByCoordinatorId?coordinatorId=${coordinator.id}`,
      admin.token,
    );
    expect(adminRead.statusCode).toBe(200);
  });

  it("a non-party cannot read, change or remove a link (403)", async () => {
    expect((await call("GET", `/api/User/GetInstructorCoordinator?Id=${linkId}`, stranger.token)).statusCode).toBe(403);
    expect(
      (await call("GET", `/api/User/GetInstructorCoordinator?Id=${linkId}`, otherInstructor.token)).statusCode,
    ).toBe(403);
    const prefs = { Id: linkId, CanManageSeminars: false, CanManageLocations: true, ReceivesStudentMails: true };
    expect(
      (await call("PUT", "/api/Coordinator/UpdateInstructorCoordinatorPreference", stranger.token, prefs)).statusCode,
    ).toBe(403);
    expect(
      (await call("DELETE", `/api/Coordinator/RemoveInstructorCoordinator?Id=${linkId}`, stranger.token)).statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/User/GetInstructorCoordinator?Id=999999", instructor.token)).statusCode).toBe(404);
  });

  it("the instructor sets preferences; the coordinator may not", async () => {
    const prefs = { Id: linkId, CanManageSeminars: false, CanManageLocations: true, ReceivesStudentMails: true };
    const res = await call("PUT", "/api/Coordinator/UpdateInstructorCoordinatorPreference", instructor.token, prefs);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ CanManageSeminars: false, ReceivesStudentMails: true });
    const theirs = await call(
      "PUT",
      "/api/Coordinator/UpdateInstructorCoordinatorPreference",
      coordinator.token,
      prefs,
    );
    expect(theirs.statusCode).toBe(403);
  });

  it("a preference change missing a flag is 400 on that field and changes nothing", async () => {
    const res = await call("PUT", "/api/Coordinator/UpdateInstructorCoordinatorPreference", instructor.token, {
      Id: linkId,
      CanManageSeminars: true,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Code).toBe("VALIDATION");
    expect(res.json().Errors).toMatchObject({
      CanManageLocations: "Choose yes or no for this permission.",
      ReceivesStudentMails: "Choose yes or no for this permission.",
    });
    const link = await call("GET", `/api/User/GetInstructorCoordinator?Id=${linkId}`, instructor.token);
    expect(link.json().Data).toMatchObject({
      CanManageSeminars: false,
      CanManageLocations: true,
      ReceivesStudentMails: true,
    });
  });

  it("an active coordinator reads the instructor's venues; not after archiving", async () => {
    const url = `/api/Location/GetLocation/1?userid=${instructor.id}`;
    expect((await call("GET", url, coordinator.token)).statusCode).toBe(200);
    expect((await call("GET", url, stranger.token)).statusCode).toBe(403);
    // Reading is all: the archive stays the owner's.
    expect(
      (await call("GET", `/api/Location/GetArchivedLocation?userid=${instructor.id}`, coordinator.token)).statusCode,
    ).toBe(403);

    const removed = await call(
      "DELETE",
      `/api/Coordinator/RemoveInstructorCoordinator?Id=${linkId}`,
      coordinator.token,
    );
    expect(removed.json().Data.Outcome).toBe("archived");
    expect((await call("GET", url, coordinator.token)).statusCode).toBe(403);
    const archived = await call(
      "GET",
      "/api/Coordinator/GetArchivedInstructorCoordinatorsByInstructorId",
      instructor.token,
    );
    expect(archived.json().Data.List.map((l: { Id: number }) => l.Id)).toContain(linkId);
    // Preferences of an archived link are frozen (409).
    const prefs = { Id: linkId, CanManageSeminars: true, CanManageLocations: true, ReceivesStudentMails: true };
    expect(
      (await call("PUT", "/api/Coordinator/UpdateInstructorCoordinatorPreference", instructor.token, prefs)).statusCode,
    ).toBe(409);
  });

  it("unarchive brings it back (409 when not archived); removing an archived link deletes it", async () => {
    const back = await call("PUT", `/api/Coordinator/UnArchivedInstructorCoordinator?Id=${linkId}`, instructor.token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().Data.Status).toBe("Active");
    expect(
      (await call("PUT", `/api/Coordinator/UnArchivedInstructorCoordinator?Id=${linkId}`, instructor.token)).statusCode,
    ).toBe(409);
    await call("DELETE", `/api/Coordinator/RemoveInstructorCoordinator?Id=${linkId}`, instructor.token);
    const gone = await call("DELETE", `/api/Coordinator/RemoveInstructorCoordinator?Id=${linkId}`, instructor.token);
    expect(gone.json().Data.Outcome).toBe("deleted");
    expect((await call("GET", `/api/User/GetInstructorCoordinator?Id=${linkId}`, instructor.token)).statusCode).toBe(
      404,
    );
  });
});

describe("User/AddInstructorCoordinator and rejection", () => {
  it("invites a member by id for the instructor; another member cannot invite on the instructor's behalf", async () => {
    const someone = await confirmedMember(server, { FirstName: "Lena", LastName: "Berg" });
    const forbidden = await call("POST", "/api/User/AddInstructorCoordinator", stranger.token, {
      InstructorId: otherInstructor.id,
      CoordinatorId: someone.id,
    });
    expect(forbidden.statusCode).toBe(403);
    const res = await call("POST", "/api/User/AddInstructorCoordinator", otherInstructor.token, {
      InstructorId: otherInstructor.id,
      CoordinatorId: someone.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().Data.Id as number;
    // The member answers from their invitation list, by Id: they decline; the instructor hears it.
    const declined = await respond(someone.token, { Id: id, IsAccepted: false });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().Data.Status).toBe("Rejected");
    const again = await respond(someone.token, { Id: id, IsAccepted: true });
    expect(again.statusCode).toBe(409);
    const notes = await call(
      "GET",
      `/api/Notification/GetNotificationsByUserId?userId=${otherInstructor.id}`,
      otherInstructor.token,
    );
    expect(JSON.stringify(notes.json())).toContain("Lena Berg");
  });

  it("an administrator may set up an invitation for an instructor; not for a non-instructor", async () => {
    const someone = await confirmedMember(server);
    const ok = await call("POST", "/api/User/AddInstructorCoordinator", admin.token, {
      InstructorId: instructor.id,
      CoordinatorId: someone.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const notInstructor = await call("POST", "/api/User/AddInstructorCoordinator", admin.token, {
      InstructorId: stranger.id,
      CoordinatorId: someone.id,
    });
    expect(notInstructor.statusCode).toBe(403);
    const unknown = await call("POST", "/api/User/AddInstructorCoordinator", admin.token, {
      InstructorId: instructor.id,
      CoordinatorId: 999999,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("hostile text and limits", () => {
  it("stores the note as plain text and answers it as sent (escaping is the reader's)", async () => {
    const payload = XSS_PAYLOADS[0] ?? "<script>alert(1)</script>";
    const res = await invite(otherInstructor, "hostile@example.org", { Message: payload });
    expect(res.statusCode, res.body).toBe(200);
    const link = await call(
      "GET",
      `/api/User/GetInstructorCoordinator?Id=${res.json().Data.Id}`,
      otherInstructor.token,
    );
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().Data.Message).toBe(payload.trim());
    const [mail] = await mailsTo(server, "hostile@example.org");
    expect(mail?.html).not.toContain("<script");
  });

  it("refuses control characters and over-long notes (400)", async () => {
    expect((await invite(otherInstructor, "x1@example.org", { Message: "a".repeat(501) })).statusCode).toBe(400);
    expect((await invite(otherInstructor, "x2@example.org", { Message: "bad\u0000" })).statusCode).toBe(400);
  });

  it("limits invitations per instructor per day (429, translated)", async () => {
    const busy = await newInstructor(server);
    for (let i = 0; i < 10; i++) expect((await invite(busy, `guest${i}@example.org`)).statusCode).toBe(200);
    const over = await invite(busy, "guest-over@example.org");
    expect(over.statusCode).toBe(429);
    expect(over.json().Message).toBe("You can send at most 10 invitations a day. Please try again tomorrow.");
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await invite(busy, "guest-over@example.org")).statusCode).toBe(200);
  });
});

describe("User/GetInstructors", () => {
  it("lists instructors publicly with name, photo and place; searchable by name", async () => {
    const res = await call("GET", "/api/User/GetInstructors?pageSize=50");
    expect(res.statusCode).toBe(200);
    const ids = res.json().Data.List.map((i: { Id: number }) => i.Id);
    expect(ids).toContain(instructor.id);
    expect(ids).not.toContain(stranger.id);
    expect(Object.keys(res.json().Data.List[0]).sort()).toEqual(
      ["City", "Country", "FirstName", "Id", "LastName", "ProfileImage"].sort(),
    );
    const none = await call("GET", "/api/User/GetInstructors?search=Zzyzx");
    expect(none.json().Data.TotalCount).toBe(0);
  });
});
