import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PASSWORD, multipart, startDemoServer, type TestServer } from "../harness.ts";

let server: TestServer;
const who: Record<string, { id: number; token: string }> = {};

async function demoLogin(name: string, email: string, password = "Healing2026!") {
  const res = await server.call({
    method: "POST",
    url: "/api/Account/Login",
    payload: { Email: email, Password: password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
  const data = res.json().Data;
  who[name] = { id: data.Id as number, token: data.LoginTokenResponseModel.access_token as string };
}

beforeAll(async () => {
  server = await startDemoServer();
  await demoLogin("practitioner", "practitioner@demo.healingarts.example");
  await demoLogin("instructor", "instructor@demo.healingarts.example");
  await demoLogin("starter", "starter@demo.healingarts.example");
  await demoLogin("admin", "admin@healingarts.example", DEMO_ADMIN_PASSWORD);
}, 180_000);
afterAll(() => server.close());

const PROFILE = {
  FirstName: "Haruto",
  LastName: "Sato",
  Phone: "+81 3 1234 5678",
  Bio: "Sessions in Shibuya and online.",
  IntroDescription: "Physiotherapist turned practitioner.",
  Specializations: "Chronic pain",
  WebpageURL: "https://sato.example.jp",
  Languages: "ja,en",
  CountryId: "JP",
  StateId: "JP-13",
  CityName: "Tokyo",
};

const update = (token: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1], query = "") =>
  server.call({ method: "POST", url: `/api/Account/UpdateUsers${query}`, token, ...multipart(fields, file) });

const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .png()
    .toBuffer();

describe("Account/UpdateUsers", () => {
  it("saves the profile with the place looked up on the server, and GetUserWeb answers it", async () => {
    const { token, id } = who.practitioner!;
    const res = await update(token, { ...PROFILE, Latitude: "0", Longitude: "0" });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ Bio: PROFILE.Bio, Languages: ["ja", "en"], CountryName: "Japan", CityName: "Tokyo" });
    expect(data.Latitude).toBeCloseTo(35.69, 1);
    expect(data.StateName).toContain("Tokyo");
    const web = await server.call({ method: "GET", url: `/api/Account/GetUserWeb?id=${id}`, token });
    expect(web.json().Data).toMatchObject({
      Bio: PROFILE.Bio,
      WebpageURL: PROFILE.WebpageURL,
      Specializations: PROFILE.Specializations,
      IntroDescription: PROFILE.IntroDescription,
      Phone: PROFILE.Phone,
    });
  });

  it("accepts repeated Languages fields from a multi-select", async () => {
    const { token } = who.practitioner!;
    const body = multipart({ ...PROFILE, Languages: "ja" });
    const extra = body.payload
      .toString("latin1")
      .replace(
        /--(\S+)--\r\n$/,
        (_m, b) => `--${b}\r\nContent-Disposition: form-data; name="Languages"\r\n\r\nfr\r\n--${b}--\r\n`,
      );
    const res = await server.call({
      method: "POST",
      url: "/api/Account/UpdateUsers",
      token,
      payload: Buffer.from(extra, "latin1"),
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Languages).toEqual(["ja", "fr"]);
  });

  it.each([
    ["javascript:alert(1)", "WebpageURL"],
    ["data:text/html,hi", "WebpageURL"],
  ])("refuses the webpage %s with a translated 400", async (url, field) => {
    const res = await update(who.practitioner!.token, { ...PROFILE, WebpageURL: url }, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[field]).toBe("The webpage must be an address starting with http:// or https://.");
  });

  it("answers in the caller's language", async () => {
    const res = await server.call({
      method: "POST",
      url: "/api/Account/UpdateUsers",
      token: who.practitioner!.token,
      headers: { "accept-language": "de" },
      payload: { ...PROFILE, WebpageURL: "ftp://x.example" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.WebpageURL).not.toMatch(/must be an address/);
  });

  it.each([
    [{ Languages: "xx" }, "Languages"],
    [{ Bio: "b".repeat(4001) }, "Bio"],
    [{ CountryId: "ZZ" }, "CountryId"],
    [{ StateId: "US-CO" }, "StateId"],
    [{ StateId: "" }, "StateId"],
    [{ CountryId: "", StateId: "" }, "CountryId"],
    [{ FirstName: "" }, "FirstName"],
  ])("refuses bad input %j (400)", async (change, field) => {
    const res = await update(who.practitioner!.token, { ...PROFILE, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Errors[field]).toBeTruthy();
  });

  it("keeps hostile text as plain text", async () => {
    const hostile = `<img src=x onerror=alert(1)><script>alert("x")</script>`;
    const res = await update(who.practitioner!.token, { ...PROFILE, Bio: hostile, Specializations: hostile });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Bio).toBe(hostile);
    const control = await update(who.practitioner!.token, { ...PROFILE, Bio: "a\u0000b" });
    expect(control.statusCode).toBe(400);
  });

  it("stores a picture checked by content and deletes the old one when replaced", async () => {
    const { token } = who.practitioner!;
    const file = { field: "ProfileImageFile", filename: "me.png", contentType: "image/png", bytes: await png() };
    const first = await update(token, PROFILE, file);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().Data.ProfileImage as string;
    expect(firstUrl).toMatch(/\.webp$/);
    const served = await server.app.inject({ method: "GET", url: new URL(firstUrl, "http://app.test").pathname });
    expect(served.statusCode).toBe(200);
    const second = await update(token, PROFILE, { ...file, bytes: await png(80) });
    const secondUrl = second.json().Data.ProfileImage as string;
    expect(secondUrl).not.toBe(firstUrl);
    const gone = await server.app.inject({ method: "GET", url: new URL(firstUrl, "http://app.test").pathname });
    expect(gone.statusCode).toBe(404);
  });

  it("refuses a file that is not a picture (400) and an oversize one (413 or 400)", async () => {
    const { token } = who.practitioner!;
    const fake = await update(token, PROFILE, {
      field: "ProfileImageFile",
      filename: "me.png",
      contentType: "image/png",
      bytes: Buffer.from("<svg onload=alert(1)></svg>"),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().Errors.ProfileImageFile).toBeTruthy();
    const big = await update(token, PROFILE, {
      field: "ProfileImageFile",
      filename: "big.png",
      contentType: "image/png",
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    });
    expect([400, 413]).toContain(big.statusCode);
  });

  it("refuses another member's profile (403) and visitors (401); an administrator may edit it", async () => {
    const target = who.instructor!.id;
    expect((await update(who.starter!.token, PROFILE, undefined, `?UserId=${target}`)).statusCode).toBe(403);
    const anonymous = await server.call({ method: "POST", url: "/api/Account/UpdateUsers", ...multipart(PROFILE) });
    expect(anonymous.statusCode).toBe(401);
    const asAdmin = await update(
      who.admin!.token,
      { ...PROFILE, FirstName: "Margaret", LastName: "O'Neill", CountryId: "IE", StateId: "IE-L", CityName: "Dublin" },
      undefined,
      `?UserId=${target}`,
    );
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json().Data).toMatchObject({ UserId: target, CountryName: "Ireland", CityName: "Dublin" });
  });
});

describe("User/GetUserAccountSettings and User/UpdateAccountSetting", () => {
  const settings = (id: number) => ({
    UserId: id,
    Language: "ja",
    Listed: true,
    ShowEmail: false,
    ShowPhone: true,
    ShowWebpage: true,
  });

  it("lists the practitioner, stamping ListedAt once", async () => {
    const { id, token } = who.practitioner!;
    const before = await server.call({ method: "GET", url: `/api/User/GetUserAccountSettings?Id=${id}`, token });
    expect(before.json().Data).toMatchObject({ Listed: false, CanBeListed: true, IsListed: false });
    const res = await server.call({
      method: "POST",
      url: "/api/User/UpdateAccountSetting",
      token,
      payload: settings(id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ Listed: true, IsListed: true, Language: "ja", ShowPhone: true });
    expect(data.ListedAt).toBeTruthy();
    server.clock.advance(60_000);
    const again = await server.call({
      method: "POST",
      url: "/api/User/UpdateAccountSetting",
      token,
      payload: settings(id),
    });
    expect(again.json().Data.ListedAt).toBe(data.ListedAt);
    const web = await server.call({ method: "GET", url: `/api/Account/GetUserWeb?id=${id}`, token });
    expect(web.json().Data.Language).toBe("ja");
  });

  it("keeps a Starter member's choice but does not list them without the plan", async () => {
    const { id, token } = who.starter!;
    const res = await server.call({
      method: "POST",
      url: "/api/User/UpdateAccountSetting",
      token,
      payload: settings(id),
    });
    expect(res.json().Data).toMatchObject({ Listed: true, CanBeListed: false, IsListed: false });
  });

  it("refuses another member (403), lets an administrator read and refuses bad input (400)", async () => {
    const target = who.practitioner!.id;
    const other = await server.call({
      method: "GET",
      url: `/api/User/GetUserAccountSettings?Id=${target}`,
      token: who.starter!.token,
    });
    expect(other.statusCode).toBe(403);
    const write = await server.call({
      method: "POST",
      url: "/api/User/UpdateAccountSetting",
      token: who.starter!.token,
      payload: settings(target),
    });
    expect(write.statusCode).toBe(403);
    const admin = await server.call({
      method: "GET",
      url: `/api/User/GetUserAccountSettings?Id=${target}`,
      token: who.admin!.token,
    });
    expect(admin.statusCode).toBe(200);
    const bad = await server.call({
      method: "POST",
      url: "/api/User/UpdateAccountSetting",
      token: who.practitioner!.token,
      payload: { ...settings(target), Language: "xx" },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await server.call({
      method: "GET",
      url: "/api/User/GetUserAccountSettings?Id=99999",
      token: who.admin!.token,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("User/ToggleRemoteSessions", () => {
  const toggle = (token: string, query: string) =>
    server.call({ method: "GET", url: `/api/User/ToggleRemoteSessions?${query}`, token });

  it("flips without a value (twice back to the start) and sets with one (retry-safe)", async () => {
    const { id, token } = who.instructor!;
    const start = (await toggle(token, `userId=${id}`)).json().Data.OffersRemoteSessions as boolean;
    const back = await toggle(token, `userId=${id}`);
    expect(back.json().Data.OffersRemoteSessions).toBe(!start);
    expect(back.headers["cache-control"]).toBe("no-store");
    for (let i = 0; i < 2; i += 1)
      expect((await toggle(token, `userId=${id}&value=true`)).json().Data.OffersRemoteSessions).toBe(true);
    const settings = await server.call({ method: "GET", url: `/api/User/GetUserAccountSettings?Id=${id}`, token });
    expect(settings.json().Data.OffersRemoteSessions).toBe(true);
  });

  it("is the member's own: another member and an administrator are refused (403), a visitor 401, bad value 400", async () => {
    const id = who.instructor!.id;
    expect((await toggle(who.starter!.token, `userId=${id}`)).statusCode).toBe(403);
    expect((await toggle(who.admin!.token, `userId=${id}`)).statusCode).toBe(403);
    expect((await server.call({ method: "GET", url: `/api/User/ToggleRemoteSessions?userId=${id}` })).statusCode).toBe(
      401,
    );
    expect((await toggle(who.instructor!.token, `userId=${id}&value=yes`)).statusCode).toBe(400);
  });
});

describe("User/GetInstructorLicensingDetails", () => {
  it("answers the instructor's licence", async () => {
    const { id, token } = who.instructor!;
    const res = await server.call({
      method: "GET",
      url: `/api/User/GetInstructorLicensingDetails?InstructorId=${id}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().Data;
    expect(data).toMatchObject({ InstructorId: id, LicenceNumber: "IBA-IE-2009-0417", IsCurrent: true });
    expect(data.InstructorLevel).toBeTruthy();
    expect(data.LicensingFee).toBeGreaterThan(0);
    expect(new Date(data.RenewalDate).getTime()).toBeGreaterThan(server.clock.now().getTime());
  });

  it("answers 404 for a member who is not an instructor, 403 for another member, 200 for an administrator", async () => {
    const practitioner = who.practitioner!;
    const none = await server.call({
      method: "GET",
      url: `/api/User/GetInstructorLicensingDetails?InstructorId=${practitioner.id}`,
      token: practitioner.token,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().Message).toBe("Licensing details are kept for instructors only.");
    const url = `/api/User/GetInstructorLicensingDetails?InstructorId=${who.instructor!.id}`;
    expect((await server.call({ method: "GET", url, token: practitioner.token })).statusCode).toBe(403);
    expect((await server.call({ method: "GET", url, token: who.admin!.token })).statusCode).toBe(200);
  });
});
