import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingDetails, gatewaySandboxTokens, hardshipApplications, users } from "../src/db/schema.ts";
import { adminToken, confirmedMember, login, signup, startTestServer, type TestServer } from "./harness.ts";

let server: TestServer;
let admin: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe("Admin calls", () => {
  it("are refused to members and to anonymous callers", async () => {
    const member = await confirmedMember(server);
    const victim = await confirmedMember(server);
    for (const [method, url] of [
      ["POST", `/api/Admin/LockUser?userId=${victim.id}`],
      ["POST", `/api/Admin/UnlockUser?userId=${victim.id}`],
      ["DELETE", `/api/Admin/DeleteUser?userId=${victim.id}`],
      ["GET", "/api/Admin/GetUsers"],
    ] as const) {
      expect((await server.call({ method, url, token: member.token })).statusCode, url).toBe(403);
      expect((await server.call({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("lock refuses login until unlock", async () => {
    const member = await confirmedMember(server);
    const lock = await server.call({
      method: "POST",
      url: `/api/Admin/LockUser?userId=${member.id}`,
      token: admin.token,
    });
    expect(lock.json().Message).toBe("The account has been locked.");
    await expect(login(server, member.email, member.password)).rejects.toThrow(/403/);
    await server.call({ method: "POST", url: `/api/Admin/UnlockUser?userId=${member.id}`, token: admin.token });
    expect(await login(server, member.email, member.password)).toMatch(/^ey/);
  });

  it("keeps the lock's reason, who locked and when, shows them in the list and clears them on unlock", async () => {
    const member = await confirmedMember(server, { FirstName: "Reasonable", LastName: "Lockee" });
    const listed = async () => {
      const res = await server.call({
        method: "GET",
        url: "/api/Admin/GetUsers?search=reasonable",
        token: admin.token,
      });
      return res.json().Data.List[0];
    };
    const lock = await server.call({
      method: "POST",
      url: `/api/Admin/LockUser?userId=${member.id}`,
      token: admin.token,
      payload: { Reason: "  Repeated spam in the forum  " },
    });
    expect(lock.statusCode).toBe(200);
    expect(await listed()).toMatchObject({
      IsLocked: true,
      LockReason: "Repeated spam in the forum",
      LockedAt: server.clock.now().toISOString(),
    });
    const [row] = await server.runtime.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ lockReason: "Repeated spam in the forum", lockedById: admin.id });
    await expect(login(server, member.email, member.password)).rejects.toThrow(/403/);

    await server.call({ method: "POST", url: `/api/Admin/UnlockUser?userId=${member.id}`, token: admin.token });
    expect(await listed()).toMatchObject({ IsLocked: false, LockReason: null, LockedAt: null });
    const [unlocked] = await server.runtime.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(unlocked).toMatchObject({ lockedAt: null, lockReason: null, lockedById: null });

    // The original call (no body) still locks, without a reason.
    await server.call({ method: "POST", url: `/api/Admin/LockUser?userId=${member.id}`, token: admin.token });
    expect(await listed()).toMatchObject({ IsLocked: true, LockReason: null });
  });

  it("refuses a reason that is too short, too long, not text or carries control characters", async () => {
    const member = await confirmedMember(server);
    for (const Reason of ["  x  ", "y".repeat(501), 42, "bad\u0007bell"]) {
      const res = await server.call({
        method: "POST",
        url: `/api/Admin/LockUser?userId=${member.id}`,
        token: admin.token,
        payload: { Reason },
      });
      expect(res.statusCode, String(Reason)).toBe(400);
    }
    const tooShort = await server.call({
      method: "POST",
      url: `/api/Admin/LockUser?userId=${member.id}`,
      token: admin.token,
      payload: { Reason: "no" },
    });
    expect(tooShort.json()).toMatchObject({
      Code: "VALIDATION",
      Errors: { Reason: "Please give a reason (at least 3 characters)." },
    });
    const [row] = await server.runtime.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.lockedAt).toBeNull();
  });

  it("delete frees the address for a new sign-up", async () => {
    const member = await confirmedMember(server);
    const res = await server.call({
      method: "DELETE",
      url: `/api/Admin/DeleteUser?userId=${member.id}`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const again = await signup(server, { Email: member.email });
    expect(again.id).not.toBe(member.id);
    const gone = await server.call({
      method: "GET",
      url: `/api/Account/GetUserWeb?id=${member.id}`,
      token: admin.token,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("delete erases the billing details (here and at the gateway), the picture and the hardship texts, keeping amounts and status", async () => {
    const member = await confirmedMember(server);
    const { db, gateway, storage } = server.runtime.deps;
    const stored = await gateway.storeCard(
      { number: "4242424242424242", cvv: "123", expMonth: 12, expYear: 2030, holderName: "Ana Souza" },
      `erase-${member.id}`,
    );
    if (!stored.ok) throw new Error("the sandbox refused a good card");
    const picture = await storage.put("profile", "webp", Buffer.from("RIFF-picture"));
    await db.update(users).set({ profileImage: picture }).where(eq(users.id, member.id));
    await db.insert(billingDetails).values({
      userId: member.id,
      gatewayToken: stored.token,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
      holderName: "Ana Souza",
    });
    const applied = await server.call({
      method: "POST",
      url: "/api/HardshipApplication/SubmitHardshipApplication",
      token: member.token,
      payload: {
        MembershipId: 3,
        Reason: "I lost my job this spring and cannot pay the full fee this year.",
        IncomeDetails: "Unemployment benefit only",
        RequestedAmount: 50,
        AgreeDeclaration: true,
      },
    });
    expect(applied.statusCode).toBe(200);
    const res = await server.call({
      method: "DELETE",
      url: `/api/Admin/DeleteUser?userId=${member.id}`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(billingDetails).where(eq(billingDetails.userId, member.id))).toEqual([]);
    expect(await db.select().from(gatewaySandboxTokens).where(eq(gatewaySandboxTokens.token, stored.token))).toEqual(
      [],
    );
    expect(await storage.get(picture)).toBeNull();
    const [application] = await db
      .select()
      .from(hardshipApplications)
      .where(eq(hardshipApplications.userId, member.id));
    expect(application).toMatchObject({ reason: "", incomeDetails: "", requestedAmountCents: 5000, status: "pending" });
  });

  it("cannot lock or delete the administrator's own account, nor unknown ids", async () => {
    expect(
      (await server.call({ method: "POST", url: `/api/Admin/LockUser?userId=${admin.id}`, token: admin.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await server.call({ method: "POST", url: "/api/Admin/LockUser?userId=999999", token: admin.token })).statusCode,
    ).toBe(404);
    expect(
      (await server.call({ method: "POST", url: "/api/Admin/LockUser?userId=-1", token: admin.token })).statusCode,
    ).toBe(400);
  });

  it("pages and searches the user list", async () => {
    await confirmedMember(server, { FirstName: "Quillon", LastName: "Searchable" });
    const res = await server.call({
      method: "GET",
      url: "/api/Admin/GetUsers?page=1&pageSize=5&search=quillon",
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ TotalCount: 1, Page: 1, PageSize: 5 });
    expect(data.List[0]).toMatchObject({ FirstName: "Quillon", IsLocked: false, IsConfirmed: true });
    const page = await server.call({ method: "GET", url: "/api/Admin/GetUsers?page=1&pageSize=2", token: admin.token });
    expect(page.json().Data.List).toHaveLength(2);
    expect(page.json().Data.TotalCount).toBeGreaterThan(2);
    const wild = await server.call({ method: "GET", url: "/api/Admin/GetUsers?search=%25", token: admin.token });
    expect(wild.json().Data.TotalCount).toBe(0);
  });
});
