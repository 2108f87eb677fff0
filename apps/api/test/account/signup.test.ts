import { translate } from "@haa/domain";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { mailsTo, multipart, signupFields, startTestServer, type TestServer, uniqueEmail } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
  headers: Record<string, string> = {},
) => {
  const body = multipart(fields, file);
  return server.call({
    method: "POST",
    url: "/api/Account/signup",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

describe("POST Account/signup", () => {
  it("creates an unconfirmed Starter account and mails the confirmation link", async () => {
    const fields = signupFields({ Email: "Ana.Souza@Example.org" });
    const res = await post(fields);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Status: true, Message: "Account Created Successfully" });
    expect(body.Data).toMatchObject({
      Email: "ana.souza@example.org",
      Username: "ana.souza",
      LoginTokenResponseModel: { access_token: null },
    });
    const [mail] = await mailsTo(server, "ana.souza@example.org");
    expect(mail?.subject).toBe("Please confirm your email address");
    expect(mail?.text).toContain(`http://app.test/confirmemail/${body.Data.Id}?token=`);
    expect(mail?.html).toContain(`http://app.test/confirmemail/${body.Data.Id}?token=`);
  });

  it("writes the mail in the member's communication language", async () => {
    const email = uniqueEmail("ja");
    await post(signupFields({ Email: email, Language: "ja", FirstName: "山田", LastName: "花子" }));
    const [mail] = await mailsTo(server, email);
    expect(mail?.subject).toBe(translate("ja", "email.confirmSubject"));
    expect(mail?.text).toContain(translate("ja", "email.greeting", { name: "山田" }));
  });

  it("answers a duplicate e-mail, in any letter case, with 409 'email already exist'", async () => {
    const email = uniqueEmail("dup");
    expect((await post(signupFields({ Email: email }))).statusCode).toBe(200);
    const res = await post(signupFields({ Email: email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().Code).toBe("EMAIL_EXISTS");
    expect(res.json().Message).toContain("email already exist");
  });

  it("refuses a paid plan without card details and creates no account", async () => {
    const email = uniqueEmail("paid");
    const res = await post(signupFields({ Email: email, MembershipId: "3" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: "VALIDATION", Errors: { CardNumber: "Card number is required" } });
    expect((await post(signupFields({ Email: email }))).statusCode).toBe(200);
  });

  it.each([
    ["FirstName", "", "First Name is required"],
    ["FirstName", "Ann4", "First Name may only contain alphabetic characters."],
    ["FirstName", "<script>", "First Name may only contain alphabetic characters."],
    ["LastName", "   ", "Last Name is required"],
    ["LastName", "O'Brien_", "Last Name may only contain alphabetic characters."],
    ["Email", "", "Email is required"],
    ["Email", "not-an-email", "Invalid email address."],
    ["Phone", "", "Phone number is required"],
    ["Phone", "555-CALL-NOW", "Phone number should be only numeric characters"],
    ["Phone", "12345", "Phone number should be minimum of 7 digits"],
    ["Phone", "+1 (555) 010-2030-4", "Phone number should be a maximum of 17 characters"],
    ["Password", "", "Password is required"],
    ["Password", "short", "Password should be a minimum of 8 characters."],
    ["Language", "", "Language field is required"],
    ["Language", "xx", "Language field is required"],
    ["Country", "", "Country field is required"],
    ["Country", "Atlantis", "Country field is required"],
    ["MembershipId", "", "Membership plan is required"],
    ["MembershipId", "9", "Membership plan is required"],
    ["AcceptTermCondittions", "false", "Please accept the terms and conditions."],
  ])("rejects %s=%j with '%s'", async (field, value, message) => {
    const res = await post(signupFields({ [field]: value }));
    expect(res.statusCode).toBe(400);
    // The Message is the spec's text word for word, without the field's name in front.
    expect(res.json()).toMatchObject({
      Status: false,
      Code: "VALIDATION",
      Message: message,
      Errors: { [field]: message },
    });
  });

  it("accepts names in accented Latin, Japanese and Chinese", async () => {
    for (const [first, last] of [
      ["Zoë", "Łukasiewicz-Núñez"],
      ["さくら", "佐藤"],
      ["伟", "王"],
      ["Mary Ann", "St. John"],
    ]) {
      const res = await post(signupFields({ FirstName: first as string, LastName: last as string }));
      expect(res.statusCode, `${first} ${last}`).toBe(200);
    }
  });

  it("takes Language as code or English name and Country as name or ISO code, any case, storing one form", async () => {
    const res = await post(signupFields({ Language: "JAPANESE", Country: "br" }));
    expect(res.statusCode).toBe(200);
    const [row] = await server.runtime.deps.db.select().from(users).where(eq(users.id, res.json().Data.Id));
    expect([row?.language, row?.country]).toEqual(["ja", "Brazil"]);
    const bad = await post(signupFields({ Phone: "-------" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.Phone).toBe("Phone number should be minimum of 7 digits");
  });

  it("translates validation messages into the caller's language", async () => {
    const res = await post(signupFields({ FirstName: "" }), undefined, { "accept-language": "de-DE,de;q=0.9" });
    expect(res.json().Errors.FirstName).toBe(translate("de", "validation.firstNameRequired"));
    expect(res.json().Message).toBe(translate("de", "validation.firstNameRequired"));
  });

  it("stores a profile picture re-encoded as WebP", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const email = uniqueEmail("pic");
    const res = await post(signupFields({ Email: email }), {
      field: "ProfileImageFile",
      filename: "me.png",
      contentType: "image/png",
      bytes: png,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await server.runtime.deps.db
      .select({ picture: users.profileImage })
      .from(users)
      .where(eq(users.id, res.json().Data.Id));
    expect(row?.picture).toMatch(/^\/uploads\/profile\/.+\.webp$/);
    // The bytes served are a WebP of the same picture, not the PNG under a new name.
    const served = await server.call({ method: "GET", url: row?.picture ?? "" });
    expect(served.statusCode).toBe(200);
    const picture = await sharp(served.rawPayload).metadata();
    // Square, as the profile picture is cropped to (images.ts), whatever the upload's size.
    expect(picture.format).toBe("webp");
    expect(picture.width).toBe(picture.height);
    expect(served.rawPayload.subarray(0, 4).toString("latin1")).toBe("RIFF");
  });

  it("refuses a file that is not a picture, whatever its name says", async () => {
    const res = await post(signupFields(), {
      field: "ProfileImageFile",
      filename: "evil.png",
      contentType: "image/png",
      bytes: Buffer.from("<?php system($_GET['c']); ?>"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.ProfileImageFile).toBe("The profile image must be a JPEG, PNG, GIF or WebP picture.");
  });

  it("refuses a picture over 5 MB", async () => {
    const res = await post(signupFields(), {
      field: "ProfileImageFile",
      filename: "big.jpg",
      contentType: "image/jpeg",
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().Status).toBe(false);
  });

  it("needs the API key", async () => {
    const body = multipart(signupFields());
    const res = await server.app.inject({ method: "POST", url: "/api/Account/signup", ...body });
    expect(res.statusCode).toBe(401);
    expect(res.json().Code).toBe("INVALID_API_KEY");
  });
});

describe("sign-up rate limit", () => {
  it("answers 429 with a message once an address has signed up too often", async () => {
    const strict = await startTestServer({ rateLimitFactor: 1 });
    try {
      let last = 0;
      for (let i = 0; i < 30; i++) {
        const body = multipart(signupFields({ FirstName: "" }));
        last = (await strict.call({ method: "POST", url: "/api/Account/signup", ...body })).statusCode;
      }
      const body = multipart(signupFields());
      const res = await strict.call({ method: "POST", url: "/api/Account/signup", ...body });
      expect(last).toBe(400);
      expect(res.statusCode).toBe(429);
      expect(res.json().Message).toBe("Too many attempts. Please wait a few minutes and try again.");
      expect(res.headers["retry-after"]).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});
