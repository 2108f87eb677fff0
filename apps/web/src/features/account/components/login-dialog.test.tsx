import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, failure, stubFetch } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { decodeUser, readSession } from "../../../shared/session/session-store.ts";
import { LoginDialog } from "./login-dialog.tsx";

const LOGIN_DATA = {
  Id: 12,
  Username: "mei",
  Email: "mei@example.com",
  FirstName: "Mei",
  LastName: "Tanaka",
  AccountType: 1,
  MembershipId: 3,
  ProfileImage: null,
  Language: "ja",
  LoginTokenResponseModel: { access_token: "token-123", token_type: "Bearer", expires_in: 7_776_000 },
  UserMemeberships: { MembershipId: 3, EndDateTime: "2026-05-01T00:00:00Z" },
};

function renderDialog(onLoggedIn = vi.fn(), onClose = vi.fn()) {
  const user = userEvent.setup();
  renderRoute(<LoginDialog open onClose={onClose} onLoggedIn={onLoggedIn} />);
  return { user, onLoggedIn, onClose };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email = "mei@example.com", password = "secret-pass") {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("login dialog", () => {
  it.each([
    ["", "secret-pass", "Email is required"],
    ["mei@", "secret-pass", "Invalid email address"],
    ["mei@example.com", "", "Password is required"],
    ["mei@example.com", "short", "Password must be at least 8 characters"],
  ])("validates %j / %j with '%s'", async (email, password, message) => {
    const sent = stubFetch(() => ({ body: envelope(null) }));
    const { user } = renderDialog();
    if (email) await user.type(screen.getByLabelText("Email"), email);
    if (password) await user.type(screen.getByLabelText("Password"), password);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("stores the user, the token and the login stamp, then hands over", async () => {
    const sent = stubFetch(() => ({ body: envelope(LOGIN_DATA) }));
    const { user, onLoggedIn, onClose } = renderDialog();
    const before = Date.now();
    await logIn(user);

    expect(await screen.findByText("Logged In Successfully")).toBeInTheDocument();
    expect(JSON.parse(String(sent[0]?.body))).toEqual({
      Email: "mei@example.com",
      Password: "secret-pass",
      AccountType: 1,
    });
    const session = readSession();
    expect(session.token).toBe("token-123");
    expect(session.loginStamp).toBeGreaterThanOrEqual(before);
    expect(decodeUser(localStorage.getItem("user") ?? "")).toEqual({
      Id: 12,
      Username: "mei",
      Email: "mei@example.com",
      AccountType: 1,
      MembershipId: 3,
      ProfileImage: null,
      Access_Token: "token-123",
      MemberShipId: 3,
      FirstName: "Mei",
      LastName: "Tanaka",
    });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ Id: 12 })));
  });

  it("clears the e-mail and the password and says why inside the dialog, focused", async () => {
    stubFetch(() => failure(401, "Invalid email or password.", { Code: "INVALID_CREDENTIALS" }));
    const { user } = renderDialog();
    await logIn(user);
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Invalid email or password.");
    await waitFor(() => expect(alert).toHaveFocus());
    // The toast with the server's Message stays (spec 000 §6).
    expect(screen.getAllByText("Invalid email or password.").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(readSession().user).toBeNull();
  });

  it("shows 'Email not confirmed.' as 'Email is not Confirmed'", async () => {
    stubFetch(() => failure(403, "Email not confirmed.", { Code: "EMAIL_NOT_CONFIRMED" }));
    const { user } = renderDialog();
    await logIn(user);
    const alert = await within(screen.getByRole("dialog", { name: "Log in" })).findByRole("alert");
    expect(alert).toHaveTextContent("Email is not Confirmed");
    expect(screen.queryByText("Email not confirmed.")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("asks to confirm the email when a purchase redirect is pending", async () => {
    sessionStorage.setItem("redirectTarget", "/store/cart");
    stubFetch(() => failure(403, "Email not confirmed.", { Code: "EMAIL_NOT_CONFIRMED" }));
    const { user, onClose } = renderDialog();
    await logIn(user);
    const dialog = await screen.findByRole("dialog", { name: "Please confirm your email" });
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(dialog).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
