import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, multipart, signupFields, startTestServer, type TestServer } from "../harness.ts";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await adminToken(server)).token;
});
afterAll(() => server.close());

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
}

/** Every operation of the OpenAPI document with the names of its query parameters and JSON body fields. */
async function operations(): Promise<Operation[]> {
  const doc = (await server.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string }[];
      const content = ((op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
        ?.content ?? {}) as Record<string, { schema?: { properties?: object } }>;
      list.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((p) => p.in === "query").map((p) => p.name),
        body: Object.keys(content["application/json"]?.schema?.properties ?? {}),
      });
    }
  }
  return list;
}

/** Path parameters filled in with a plausible id, so the request reaches the handler. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, "1");

const NUL = "a\u0000b";

describe("hostile input never answers 500", () => {
  it("refuses NUL and other control characters in every documented call's query and JSON body with 400", async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const op of ops) {
      for (const bad of [NUL, "x\u0007y", "\u001b[2J", "\u007f"]) {
        const params = new URLSearchParams();
        for (const name of op.query) params.set(name, bad);
        params.set("extra", bad);
        const payload = Object.fromEntries(op.body.map((name) => [name, bad]));
        const res = await server.call({
          method: op.method as "GET",
          url: `${concretePath(op.path)}?${params}`,
          token,
          ...(op.method === "GET" || op.method === "DELETE" ? {} : { payload }),
        });
        if (res.statusCode !== 400) failures.push(`${op.method} ${op.path} ${JSON.stringify(bad)} → ${res.statusCode}`);
        else if (res.json().Code !== "CONTROL_CHARACTERS") failures.push(`${op.method} ${op.path} → ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses NUL only in a JSON body value nested in an object, with a translated message", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/Account/Login",
      headers: { "accept-language": "de" },
      payload: { Email: "someone@example.org", Password: "pass\u0000word", Extra: { deep: ["ok", "bad\u0000"] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Status: false,
      Code: "CONTROL_CHARACTERS",
      Message: "Die Anfrage enthält unzulässige Zeichen (Steuerzeichen).",
    });
  });

  it("refuses an unpaired surrogate in every documented call's JSON body with 400, never 500", async () => {
    const failures: string[] = [];
    for (const op of await operations()) {
      if (op.method === "GET" || op.method === "DELETE" || op.body.length === 0) continue;
      const lone = "hi \ud800 there";
      const res = await server.call({
        method: op.method as "POST",
        url: concretePath(op.path),
        token,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(Object.fromEntries(op.body.map((name) => [name, lone]))),
      });
      if (res.statusCode !== 400 || res.json().Code !== "INVALID_UNICODE")
        failures.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
    // The forum comment that answered 500 (its notification's jsonb refused the surrogate), in the reader's language.
    const res = await server.call({
      method: "POST",
      url: "/api/Forum/AddForumComment",
      token,
      headers: { "content-type": "application/json", "accept-language": "de" },
      payload: '{"ForumId":1,"Comment":"hi \\ud800 there, a long enough comment"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Code: "INVALID_UNICODE",
      Message: "Die Anfrage enthält Text, der kein gültiges Unicode ist (ein unpaariges Surrogat).",
    });
  });

  it("says what an id must be when a path or query id is missing or not a whole number", async () => {
    for (const url of [
      "/api/Blog/GetBlogById/abc",
      "/api/Blog/GetBlogById/-1",
      "/api/Blog/GetBlogById/1.5",
      "/api/Blog/GetBlogById/99999999999999999999",
      "/api/Seminar/GetSeminarById",
      "/api/Membership/GetMembershipByUserId",
    ]) {
      const res = await server.call({ method: "GET", url, token });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Message, url).toMatch(/^(id|userId): A whole number from 1 to 2147483647 is required\.$/);
    }
  });

  it('refuses a yes/no field that is neither ("yes", -5, an object, an array, null) instead of reading it as no', async () => {
    for (const value of ["yes", -5, { a: 1 }, [1, 2], null]) {
      const res = await server.call({
        method: "POST",
        url: "/api/Blog/AdminAddBlog",
        token,
        headers: { "accept-language": "es" },
        payload: { Title: "Breathing Into the Ribs", Body: "<p>Slow breaths.</p>", IsFeatured: value },
      });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().Errors, JSON.stringify(value)).toEqual({ IsFeatured: "Debe ser true o false." });
    }
    for (const value of [true, "false", "1", 0]) {
      const res = await server.call({
        method: "POST",
        url: "/api/Blog/AdminAddBlog",
        token,
        payload: { Title: `Breathing ${JSON.stringify(value)}`, Body: "<p>Slow breaths.</p>", IsFeatured: value },
      });
      expect(res.statusCode, JSON.stringify(value)).toBe(200);
    }
  });

  it("keeps tab, carriage return and line feed in text", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/User/SendLinkforResetPassword",
      payload: { Email: "nobody@example.org", Note: "line one\r\n\tline two" },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().Code).not.toBe("CONTROL_CHARACTERS");
  });

  it("refuses NUL in a multipart field of the sign-up with 400", async () => {
    const form = multipart(signupFields({ FirstName: "Ana\u0000", Bio: "bio\u0001" }));
    const res = await server.call({ method: "POST", url: "/api/Account/signup", ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe("CONTROL_CHARACTERS");
  });

  it("answers malformed multipart bodies with 400", async () => {
    const fields = multipart(signupFields());
    const boundary = fields.headers["content-type"].split("boundary=")[1] ?? "";
    const cases: { name: string; contentType: string; payload: Buffer | string }[] = [
      { name: "no boundary", contentType: "multipart/form-data", payload: fields.payload },
      {
        name: "truncated",
        contentType: fields.headers["content-type"],
        payload: fields.payload.subarray(0, Math.floor(fields.payload.length / 2)),
      },
      { name: "garbage", contentType: fields.headers["content-type"], payload: "\u0000\u0001garbage\r\n\r\n" },
      {
        name: "broken part header",
        contentType: fields.headers["content-type"],
        payload: `--${boundary}\r\nContent-Disposition: form-data\r\n${"x".repeat(100)}\r\n--${boundary}--\r\n`,
      },
      {
        name: "empty boundary",
        contentType: "multipart/form-data; boundary=",
        payload: fields.payload,
      },
    ];
    for (const c of cases) {
      const res = await server.call({
        method: "POST",
        url: "/api/Account/signup",
        headers: { "content-type": c.contentType },
        payload: c.payload,
      });
      expect(res.statusCode, c.name).toBe(400);
      expect(res.json(), c.name).toMatchObject({ Status: false, Data: null });
    }
  });

  it("refuses malformed percent escapes in the query with 400", async () => {
    for (const url of [
      "/api/Coupon/ValidateCoupon?Code=%E0%A4%A&Type=Membership",
      "/api/Coupon/ValidateCoupon?Code=%zz&Type=Membership",
      "/api/Coupon/ValidateCoupon?Code=%E0%A4&Type=Membership",
      "/api/Coupon/ValidateCoupon?Co%de=1",
      "/api/Coupon/ValidateCoupon?Code=%00",
    ]) {
      const res = await server.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ Status: false, Data: null });
    }
  });

  it("refuses malformed percent escapes on every documented call with 400", async () => {
    const failures: string[] = [];
    for (const op of await operations()) {
      const res = await server.call({
        method: op.method as "GET",
        url: `${concretePath(op.path)}?${op.query[0] ?? "q"}=%zz`,
        token,
        ...(op.method === "GET" ? {} : { payload: {} }),
      });
      if (res.statusCode !== 400 || res.json().Code !== "MALFORMED_ENCODING")
        failures.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers a body that claims a compression it does not have with 4xx, not 500", async () => {
    for (const encoding of ["gzip", "br", "x-unknown"]) {
      const res = await server.call({
        method: "POST",
        url: "/api/Account/Login",
        headers: { "content-type": "application/json", "content-encoding": encoding },
        payload: "not compressed at all",
      });
      expect(res.statusCode, encoding).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, encoding).toBeLessThan(500);
    }
  });

  it("answers a malformed escape in the path with 400 in the usual envelope, not 500", async () => {
    for (const url of ["/api/Invoices/DownloadInvoicePdf/%E0%A4%A", "/api/Blog/GetBlogById/%FF"]) {
      const res = await server.call({ method: "GET", url, headers: { "accept-language": "fr" } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        Status: false,
        Code: "MALFORMED_ENCODING",
        Message: "L’adresse contient un encodage en pourcentage non valide.",
        Data: null,
      });
    }
  });
});
