import { randomUUID } from "node:crypto";
import { promises, readdirSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../src/db/schema.ts";
import { IDEMPOTENCY_STALE_MS } from "../../src/modules/billing/idempotency.ts";
import { API_KEY, confirmedMember, multipart, signupFields, startTestServer, type TestServer } from "../harness.ts";
import { body, cardFields, invoicesOf, post, spyGateway, successfulCharges } from "../membership/helpers.ts";

/**
 * The faults of issue 22 that an in-process app can play (ADR 0090); `npm run drills` plays the rest against the
 * built server and a real PostgreSQL.
 */
/**
 * A disk that fills up: while `disk.full`, a write under an uploads folder puts half its bytes on the disk and
 * then fails with ENOSPC, as a real full disk does (a small filesystem cannot be mounted here). Replaced on node's
 * shared `fs.promises` object, which the local storage driver calls at each write: a module mock would miss a
 * driver already loaded by another test file of the same worker (the API project runs without isolation).
 */
const disk = { full: false };
const realWriteFile = promises.writeFile;
vi.spyOn(promises, "writeFile").mockImplementation(async (file, data, options) => {
  if (disk.full && String(file).includes(`${path.sep}uploads${path.sep}`) && Buffer.isBuffer(data)) {
    await realWriteFile(file, data.subarray(0, data.length >> 1), options);
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
  }
  return realWriteFile(file, data, options);
});

const spy = spyGateway();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ runtime: { gateway: spy.gateway } });
  spy.attach(server);
});
afterAll(async () => {
  await server.close();
  vi.restoreAllMocks();
});

describe("a payment whose process died after the charge", () => {
  it("is answered to the retry with the same key once its record is stale: one charge, no 409 for the claim", async () => {
    const user = await confirmedMember(server);
    const key = randomUUID();
    const pay = () =>
      post(
        server,
        "/api/Membership/MembershipPayment",
        { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
        { token: user.token, key },
      );
    const chargesBefore = await successfulCharges(server);
    // The first run charges, then never gets further (its process killed): its idempotency record and its
    // `member:<id>` payment claim stay behind.
    let charged!: () => void;
    const reached = new Promise<void>((resolve) => {
      charged = resolve;
    });
    spy.hooks.afterCharge = () => {
      charged();
      return new Promise<void>(() => {});
    };
    void pay();
    await reached;
    spy.hooks.afterCharge = undefined;
    expect(await successfulCharges(server)).toBe(chargesBefore + 1);

    // Two minutes later the retry takes the record over, and with it the claim the same request held (without
    // waiting the claim's ten minutes), finds the charge again by its gateway key and records it.
    server.clock.advance(IDEMPOTENCY_STALE_MS + 1_000);
    const retry = await pay();
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await successfulCharges(server)).toBe(chargesBefore + 1);
    expect(await invoicesOf(server, user.id)).toHaveLength(1);
    // And a third try gets the same answer, replayed.
    const again = await pay();
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(body(again).Data).toEqual(body(retry).Data);
  });

  it("still refuses another request for the same member while the claim is fresh", async () => {
    const user = await confirmedMember(server);
    spy.hooks.afterCharge = () => new Promise<void>(() => {});
    void post(
      server,
      "/api/Membership/MembershipPayment",
      { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
      { token: user.token, key: randomUUID() },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    spy.hooks.afterCharge = undefined;
    server.clock.advance(IDEMPOTENCY_STALE_MS + 1_000);
    const other = await post(
      server,
      "/api/Membership/MembershipPayment",
      { UserId: user.id, MembershipId: 3, AmountPaid: 150, ...cardFields() },
      { token: user.token, key: randomUUID() },
    );
    expect(other.statusCode).toBe(409);
    expect(body(other).Code).toBe("PAYMENT_IN_PROGRESS");
  });
});

describe("a full disk under the uploads", () => {
  /** Every file under DATA_DIR/uploads, temporary ones included. */
  function uploads(): string[] {
    const root = path.join(server.runtime.deps.config.dataDir, "uploads");
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  }

  it("answers 507 INSUFFICIENT_STORAGE in the caller's language, keeps no part of the file and no account", async () => {
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 9, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const before = uploads();
    const fields = signupFields({ Language: "de" });
    disk.full = true;
    let res: Awaited<ReturnType<TestServer["call"]>>;
    try {
      const form = multipart(fields, {
        field: "ProfileImageFile",
        filename: "me.png",
        contentType: "image/png",
        bytes: picture,
      });
      res = await server.call({
        method: "POST",
        url: "/api/Account/signup",
        ...form,
        headers: { ...form.headers, "accept-language": "de" },
      });
    } finally {
      disk.full = false;
    }
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toMatchObject({
      Status: false,
      Code: "INSUFFICIENT_STORAGE",
      Message: "Es ist kein Platz mehr, um diese Datei zu speichern. Bitte versuchen Sie es später erneut.",
    });
    expect(uploads()).toEqual(before);
    const [account] = await server.runtime.deps.db
      .select()
      .from(users)
      .where(eq(users.email, fields.Email ?? ""));
    expect(account).toBeUndefined();

    // Room again: the same sign-up goes through and its picture is stored whole.
    const again = await server.call({
      method: "POST",
      url: "/api/Account/signup",
      ...multipart(fields, { field: "ProfileImageFile", filename: "me.png", contentType: "image/png", bytes: picture }),
    });
    expect(again.statusCode, again.body).toBe(200);
    const added = uploads().filter((file) => !before.includes(file));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((file) => !path.basename(file).startsWith("."))).toBe(true);
  });
});

describe("SIGTERM's drain (runtime.close)", () => {
  it("answers a request in flight on a keep-alive connection and ends without waiting for the client to hang up", async () => {
    const own = await startTestServer();
    const user = await confirmedMember(own);
    await own.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = own.app.server.address() as { port: number };
    // A client (a proxy's upstream) that keeps its connections open for a minute, as the server allows.
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const login = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          agent,
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/Account/Login",
          headers: { "x-api-key": API_KEY, "content-type": "application/json" },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ Email: user.email, Password: user.password, AccountType: 1 }));
    });
    // The login hashes its password (argon2): it is in flight when the drain starts.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = Date.now();
    await own.close();
    const answer = await login;
    expect(answer.status, answer.body).toBe(200);
    // Node would otherwise keep the connection, idle after its answer, until the client's minute is up.
    expect(Date.now() - started).toBeLessThan(5_000);
    agent.destroy();
  });
});
