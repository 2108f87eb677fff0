import { afterEach, describe, expect, it } from "vitest";
import { formOf } from "../../../test/api-routes.ts";
import { envelope, failure, stubFetch } from "../../../test/fetch.ts";
import { stubXhr } from "../../../test/xhr.ts";
import { login, readSession, type StoredUser } from "../session/session-store.ts";
import { ApiError, apiRequest, apiUpload, hasCode } from "./client.ts";

const USER = { Id: 5, Username: "u", Email: "u@example.com", AccountType: 1 } as StoredUser;

describe("API client", () => {
  afterEach(() => {
    document.head.querySelector('meta[name="api-key"]')?.remove();
  });

  it("sends the API key, the language and no token for visitors", async () => {
    const sent = stubFetch(() => ({ body: envelope({ ok: 1 }) }));
    const result = await apiRequest<{ ok: number }>("Membership/GetMembershipPriceByLocation");
    expect(result.Data).toEqual({ ok: 1 });
    expect(sent[0]?.url).toBe("/api/Membership/GetMembershipPriceByLocation");
    expect(sent[0]?.headers.get("X-Api-Key")).toBe("dev-api-key");
    expect(sent[0]?.headers.get("Accept-Language")).toBe("en");
    expect(sent[0]?.headers.has("Authorization")).toBe(false);
  });

  it("reads the key the server put into index.html", async () => {
    const meta = document.createElement("meta");
    meta.name = "api-key";
    meta.content = "k-123";
    document.head.append(meta);
    const sent = stubFetch(() => ({ body: envelope(null) }));
    await apiRequest("Account/GetUserWeb", { query: { id: 1 } });
    expect(sent[0]?.headers.get("X-Api-Key")).toBe("k-123");
  });

  it("adds the bearer token when logged in and logs out on a 401", async () => {
    login(USER, "tok-1");
    const sent = stubFetch(() => failure(401, "Please log in to continue.", { Code: "UNAUTHORIZED" }));
    await expect(apiRequest("Account/GetUserWeb", { query: { id: 5 } })).rejects.toMatchObject({ status: 401 });
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer tok-1");
    expect(readSession().user).toBeNull();
  });

  it("does not log out when the login call itself answers 401", async () => {
    login(USER, "tok-1");
    stubFetch(() => failure(401, "Invalid email or password.", { Code: "INVALID_CREDENTIALS" }));
    await expect(apiRequest("Account/Login", { method: "POST", json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(readSession().user?.Id).toBe(5);
  });

  it("turns an error envelope into an ApiError with code and field errors", async () => {
    stubFetch(() => failure(400, "Invalid", { Code: "VALIDATION", Errors: { Email: "validation.emailInvalid" } }));
    const error = await apiRequest("Account/signup", { method: "POST", form: new FormData() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: "Invalid",
      code: "VALIDATION",
      errors: { Email: "validation.emailInvalid" },
    });
  });

  it("reports a network failure as status 0", async () => {
    stubFetch(() => new TypeError("Failed to fetch"));
    const error = await apiRequest("Account/Login").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
  });

  it("matches a refusal by its code", () => {
    const full = new ApiError(409, "The seminar is full.", { code: "SEMINAR_FULL" });
    expect(hasCode(full, "SEMINAR_FULL")).toBe(true);
    expect(hasCode(full, "CARD_DECLINED", "SEMINAR_FULL")).toBe(true);
    expect(hasCode(full, "SEMINAR_CANCELLED")).toBe(false);
    expect(hasCode(new Error("SEMINAR_FULL"), "SEMINAR_FULL")).toBe(false);
  });
});

describe("apiUpload", () => {
  const form = () => {
    const data = new FormData();
    data.set("File", new File(["png"], "a.png", { type: "image/png" }));
    return data;
  };

  it("sends the headers of every call and reports the share sent", async () => {
    login(USER, "tok-1");
    const sent = stubXhr((_request, progress) => {
      progress(25, 100);
      progress(3, 4);
      return { body: envelope({ Url: "/uploads/a.png" }) };
    });
    const percents: number[] = [];
    const result = await apiUpload<{ Url: string }>("Forum/UploadForumImages", form(), {
      onProgress: (percent) => percents.push(percent),
    });
    expect(result.Data).toEqual({ Url: "/uploads/a.png" });
    expect(percents).toEqual([25, 75, 100]);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.url).toBe("/api/Forum/UploadForumImages");
    expect(formOf(sent[0]).File).toBeInstanceOf(File);
    expect(sent[0]?.headers.get("X-Api-Key")).toBe("dev-api-key");
    expect(sent[0]?.headers.get("Accept-Language")).toBe("en");
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("turns an error envelope into an ApiError and ends an expired session like apiRequest", async () => {
    stubXhr(() => failure(409, "You have reached today's upload limit.", { Code: "FORUM_UPLOAD_LIMIT" }));
    const percents: number[] = [];
    const error = await apiUpload("Forum/UploadForumImages", form(), { onProgress: (p) => percents.push(p) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: "You have reached today's upload limit." });
    expect(hasCode(error, "FORUM_UPLOAD_LIMIT")).toBe(true);
    expect(percents).toEqual([]);

    login(USER, "tok-1");
    stubXhr(() => failure(401, "Please log in to continue.", { Code: "UNAUTHORIZED" }));
    await expect(apiUpload("Forum/UploadForumImages", form())).rejects.toMatchObject({ status: 401 });
    expect(readSession().user).toBeNull();
  });

  it("reports a network failure as status 0 and an abort as fetch's AbortError", async () => {
    stubXhr(() => new TypeError("offline"));
    await expect(apiUpload("Forum/UploadForumImages", form())).rejects.toMatchObject({
      status: 0,
      isNetworkError: true,
    });

    let answer: (reply: { body: unknown }) => void = () => {};
    stubXhr(() => new Promise((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const upload = apiUpload("Forum/UploadForumImages", form(), { signal: controller.signal });
    controller.abort();
    answer({ body: envelope(null) });
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });
  });
});
