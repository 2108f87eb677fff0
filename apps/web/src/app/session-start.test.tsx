import { SESSION_LIFETIME_MS } from "@haa/domain";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, stubFetch } from "../../test/fetch.ts";
import { login, readSession, type StoredUser } from "../shared/session/session-store.ts";
import { Toaster } from "../shared/ui/toast/toaster.tsx";
import { startSession } from "./session-start.ts";

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
