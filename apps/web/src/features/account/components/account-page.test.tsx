import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, failure, stubFetch } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { readSession } from "../../../shared/session/session-store.ts";
import { logOut } from "../api/logout.ts";
import { AccountPage } from "./account-page.tsx";

describe("account page (/profile/account)", () => {
  it("asks a visitor to log in", () => {
    stubFetch(() => ({ body: envelope(null) }));
    renderRoute(<AccountPage />);
    expect(screen.getByRole("heading", { name: "Please log in" })).toBeInTheDocument();
  });

  it("changes the e-mail with the current password and shows where the link went", async () => {
    const member = logInAs();
    const sent = stubFetch(() => ({
      body: envelope(
        { PendingEmail: "new@example.org" },
        { Message: "We sent a confirmation link to new@example.org." },
      ),
    }));
    const user = userEvent.setup();
    renderRoute(<AccountPage />);
    expect(screen.getByText(/You log in with emily@example.org/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("New email address"), "new@example.org");
    await user.type(screen.getByLabelText("Current password"), "Correct-horse-9");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findAllByText("We sent a confirmation link to new@example.org.")).not.toHaveLength(0);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.url).toBe(`/api/User/ChangeUserEmail?userId=${member.Id}&email=new%40example.org`);
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer token-4");
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ Password: "Correct-horse-9" });
    // Nothing changes locally until the link is used.
    expect(readSession().user?.Email).toBe("emily@example.org");
  });

  it("validates before sending, and shows the server's wrong-password error on the field", async () => {
    logInAs();
    const sent = stubFetch(() =>
      failure(400, "The request is not valid.", {
        Code: "WRONG_PASSWORD",
        Errors: { Password: "The current password is not correct." },
      }),
    );
    const user = userEvent.setup();
    renderRoute(<AccountPage />);
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Current password is required")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(screen.getByLabelText("New email address"), "new@example.org");
    await user.type(screen.getByLabelText("Current password"), "Wrong-password-1");
    await user.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("The current password is not correct.")).toBeInTheDocument();
  });

  it("logs out everywhere through the server, then on this device, and goes home", async () => {
    logInAs();
    const sent = stubFetch(() => ({ body: envelope(null, { Message: "You have been logged out on every device." }) }));
    const user = userEvent.setup();
    const { router } = renderRoute(<AccountPage />);
    await user.click(screen.getByRole("button", { name: "Log out everywhere" }));
    expect(await screen.findByText("You have been logged out on every device.")).toBeInTheDocument();
    expect(sent[0]?.url).toBe("/api/Account/LogoutAllSessions");
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer token-4");
    expect(readSession().user).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("keeps the session and says so when logging out everywhere fails", async () => {
    logInAs();
    stubFetch(() => new TypeError("Failed to fetch"));
    const user = userEvent.setup();
    renderRoute(<AccountPage />);
    await user.click(screen.getByRole("button", { name: "Log out everywhere" }));
    expect(await screen.findByText(/network|connection/i)).toBeInTheDocument();
    expect(readSession().user?.Id).toBe(4);
  });
});

describe("Logout (header menu)", () => {
  it("ends the session on the server, then clears it here", async () => {
    logInAs();
    const sent = stubFetch(() => ({ body: envelope(null) }));
    await logOut();
    expect(sent[0]?.url).toBe("/api/Account/Logout");
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer token-4");
    expect(readSession().user).toBeNull();
  });

  it.each([
    ["the network fails", () => new TypeError("Failed to fetch")],
    ["the session was already revoked (401)", () => failure(401, "Please log in to continue.")],
  ])("clears the session here even when %s", async (_, reply) => {
    logInAs();
    stubFetch(reply);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await logOut();
    expect(readSession().user).toBeNull();
    expect(localStorage.getItem("apiToken")).toBeNull();
    warn.mockRestore();
  });
});
