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

  it("answers a malformed escape in the path with 400, not 500", async () => {
    const res = await server.call({ method: "GET", url: "/api/Invoices/DownloadInvoicePdf/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
  });
});
