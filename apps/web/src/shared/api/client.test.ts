import { afterEach, describe, expect, it } from "vitest";
import { envelope, failure, stubFetch } from "../../../test/fetch.ts";
import { login, readSession, type StoredUser } from "../session/session-store.ts";
import { ApiError, apiRequest } from "./client.ts";

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
});
