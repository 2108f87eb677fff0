import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { envelope, failure, stubFetch } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { apiRequest } from "../../../shared/api/client.ts";
import { onSessionExpired, readSession } from "../../../shared/session/session-store.ts";
import { ConfirmEmailPage } from "./confirm-email-page.tsx";

const CHANGED = {
  Token: "token-new",
  User: {
    Id: 4,
    Username: "emily.new",
    Email: "emily.new@example.org",
    FirstName: "Emily",
    LastName: "Carter",
    AccountType: 1,
    MembershipId: 3,
    ProfileImage: null,
    Language: "en",
    UserMemeberships: { MembershipId: 3, EndDateTime: "2027-01-01T00:00:00Z" },
  },
};

const open = (url: string) => renderRoute(<ConfirmEmailPage />, { path: "/confirmemail/:userId", url });

describe("e-mail change link (/confirmemail/{userId}?token=…&change=1)", () => {
  it("completes the change and stores the new token for the member logged in here", async () => {
    logInAs();
    const sent = stubFetch(() => ({ body: envelope(CHANGED, { Message: "Your email address has been changed." }) }));
    open("/confirmemail/4?token=abc&change=1");
    expect(await screen.findByText("Your email address has been changed.")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.url).toBe("/api/User/ConfirmUserEmailChange?token=abc&userId=4");
    const session = readSession();
    expect(session.token).toBe("token-new");
    expect(session.user).toMatchObject({ Id: 4, Email: "emily.new@example.org", Access_Token: "token-new" });
    expect(screen.getByRole("link", { name: "Back to your account" })).toBeInTheDocument();
  });

  it("is not logged out by the start-up check seeing the old token refused while the change completes", async () => {
    logInAs();
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const sent = stubFetch(async (request) => {
      if (request.url.startsWith("/api/Account/CheckUserLogout")) return failure(401, "Please log in to continue.");
      // The change has revoked the old session; the app's start-up check, made with it, now gets a 401.
      await apiRequest("Account/CheckUserLogout", { query: { userId: 4 } }).catch(() => undefined);
      return { body: envelope(CHANGED, { Message: "Your email address has been changed." }) };
    });
    try {
      open("/confirmemail/4?token=abc&change=1");
      expect(await screen.findByText("Your email address has been changed.")).toBeInTheDocument();
      await waitFor(() => expect(readSession().token).toBe("token-new"));
      expect(sent.map((r) => r.headers.get("Authorization"))).toEqual(["Bearer token-4", "Bearer token-4"]);
      expect(expired).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it("asks anyone else to log in with the new address and stores nothing", async () => {
    stubFetch(() => ({ body: envelope(CHANGED, { Message: "Your email address has been changed." }) }));
    open("/confirmemail/4?token=abc&change=1");
    expect(await screen.findByText("Your email address has been changed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in with your new email address" })).toBeInTheDocument();
    expect(readSession().token).toBeNull();
  });

  it("shows the server's message for a used or expired link, and never calls the account confirmation", async () => {
    logInAs();
    const sent = stubFetch(() =>
      failure(400, "This email change link is invalid or has expired. Please request the change again.", {
        Code: "INVALID_TOKEN",
      }),
    );
    open("/confirmemail/4?token=old&change=1");
    expect(
      await screen.findByText("This email change link is invalid or has expired. Please request the change again."),
    ).toBeInTheDocument();
    expect(sent.map((r) => r.url)).toEqual(["/api/User/ConfirmUserEmailChange?token=old&userId=4"]);
    expect(readSession().token).toBe("token-4");
  });

  it("still confirms a new account when the link has no change flag", async () => {
    const sent = stubFetch(() => ({ body: envelope(null, { Message: "Your account is confirmed." }) }));
    open("/confirmemail/9?token=xyz");
    expect(await screen.findByText("Your account is confirmed.")).toBeInTheDocument();
    expect(sent[0]?.url).toBe("/api/Account/ConfirmUserAccount?token=xyz&userId=9");
  });
});
