import { SESSION_LIFETIME_MS } from "@haa/domain";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, failure, stubFetch } from "../../test/fetch.ts";
import { login, readSession, type StoredUser } from "../shared/session/session-store.ts";
import { Toaster } from "../shared/ui/toast/toaster.tsx";
import { startSession, watchExpiredSessions } from "./session-start.ts";

const NOW = Date.UTC(2025, 5, 1);
const DAY = 24 * 60 * 60 * 1000;

const USER: StoredUser = {
  Id: 31,
  Username: "lena",
  Email: "lena@example.com",
  AccountType: 1,
  MembershipId: 2,
  ProfileImage: null,
  Access_Token: "tok",
  MemberShipId: 2,
  FirstName: "Lena",
  LastName: "Berg",
};

function loggedInAt(stamp: number) {
  login(USER, "tok", stamp);
}

describe("session check at start", () => {
  beforeEach(() => {
    render(<Toaster />);
  });

  it("does nothing for visitors", async () => {
    const sent = stubFetch(() => ({ body: envelope(false) }));
    const navigate = vi.fn();
    await startSession({ navigate, now: () => NOW });
    expect(sent).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logs out a user the administrator locked or deleted", async () => {
    const sent = stubFetch(() => ({ body: envelope(true) }));
    loggedInAt(NOW - DAY);
    await startSession({ navigate: vi.fn(), now: () => NOW });
    expect(sent[0]?.url).toBe("/api/Account/CheckUserLogout?userId=31");
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer tok");
    expect(readSession().user).toBeNull();
    expect(localStorage.getItem("apiToken")).toBeNull();
    expect(localStorage.getItem("loginStamp")).toBeNull();
    expect(await screen.findByText("Your account has been Locked or Deleted by admin.")).toBeInTheDocument();
  });

  it("logs out and goes home after 90 days", async () => {
    stubFetch(() => ({ body: envelope(false) }));
    loggedInAt(NOW - SESSION_LIFETIME_MS - 1);
    const navigate = vi.fn();
    await startSession({ navigate, now: () => NOW });
    expect(readSession().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
    expect(await screen.findByText("Your session has expired. Please log in again.")).toBeInTheDocument();
  });

  it("a session the server revoked (401) logs out once with the expiry message and goes home", async () => {
    stubFetch(() => failure(401, "Please log in to continue.", { Code: "UNAUTHORIZED" }));
    loggedInAt(NOW - DAY);
    const navigate = vi.fn();
    const stop = watchExpiredSessions(navigate);
    try {
      await startSession({ navigate, now: () => NOW });
      expect(readSession().user).toBeNull();
      expect(localStorage.getItem("apiToken")).toBeNull();
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith("/");
      expect(await screen.findByText("Your session has expired. Please log in again.")).toBeInTheDocument();
      expect(screen.queryByText("Your account has been Locked or Deleted by admin.")).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it("a refusal that comes before the app listens is told when it starts listening, once", async () => {
    stubFetch(() => failure(401, "Please log in to continue.", { Code: "UNAUTHORIZED" }));
    loggedInAt(NOW - DAY);
    const navigate = vi.fn();
    await startSession({ navigate, now: () => NOW });
    expect(readSession().user).toBeNull();
    const stop = watchExpiredSessions(navigate);
    const again = watchExpiredSessions(navigate);
    try {
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith("/");
      expect(await screen.findByText("Your session has expired. Please log in again.")).toBeInTheDocument();
    } finally {
      stop();
      again();
    }
  });

  it("any later call answered 401 ends the session the same way, once for several failing calls", async () => {
    stubFetch(() => failure(401, "Please log in to continue.", { Code: "UNAUTHORIZED" }));
    loggedInAt(NOW - DAY);
    const navigate = vi.fn();
    const stop = watchExpiredSessions(navigate);
    try {
      const { apiRequest } = await import("../shared/api/client.ts");
      await Promise.allSettled([
        apiRequest("Account/GetUserWeb", { query: { id: 31 } }),
        apiRequest("Membership/GetMembershipByUserId", { query: { userId: 31 } }),
      ]);
      expect(readSession().user).toBeNull();
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(await screen.findAllByText("Your session has expired. Please log in again.")).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("a call refused because the account was locked says so once, even racing the start-up check", async () => {
    stubFetch((request) =>
      request.url.startsWith("/api/Account/CheckUserLogout")
        ? { body: envelope(true) }
        : failure(401, "Your account has been Locked or Deleted by admin.", { Code: "ACCOUNT_LOCKED_OR_DELETED" }),
    );
    loggedInAt(NOW - DAY);
    const navigate = vi.fn();
    const stop = watchExpiredSessions(navigate);
    try {
      const { apiRequest } = await import("../shared/api/client.ts");
      await apiRequest("Account/GetUserWeb", { query: { id: 31 } }).catch(() => undefined);
      await startSession({ navigate, now: () => NOW });
      expect(readSession().user).toBeNull();
      expect(await screen.findAllByText("Your account has been Locked or Deleted by admin.")).toHaveLength(1);
      expect(screen.queryByText("Your session has expired. Please log in again.")).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it("keeps a login younger than 90 days", async () => {
    stubFetch(() => ({ body: envelope(false) }));
    loggedInAt(NOW - 89 * DAY);
    const navigate = vi.fn();
    await startSession({ navigate, now: () => NOW });
    expect(readSession().user?.Id).toBe(31);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument();
  });

  it("keeps the session when the check cannot reach the server", async () => {
    stubFetch(() => new TypeError("Failed to fetch"));
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    loggedInAt(NOW - DAY);
    await startSession({ navigate: vi.fn(), now: () => NOW });
    expect(readSession().user?.Id).toBe(31);
    expect(error).toHaveBeenCalled();
  });
});
