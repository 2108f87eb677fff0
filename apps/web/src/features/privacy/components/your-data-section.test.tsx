import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminPrivacyPage } from "./admin-privacy-page.tsx";
import { YourDataSection } from "./your-data-section.tsx";

const PENDING = { Id: 7, RequestedAt: "2026-05-01T10:00:00.000Z", DueAt: "2026-05-31T10:00:00.000Z" };

describe("Your data (account settings)", () => {
  it("says what goes and what stays, asks for the password, then shows the pending request and cancels it", async () => {
    logInAs();
    let pending: typeof PENDING | null = null;
    const sent = stubApi({
      "GET Privacy/GetMyPrivacy": () => ({ body: envelope({ PendingErasure: pending, GraceDays: 30 }) }),
      "POST Privacy/RequestErasure": () => {
        pending = PENDING;
        return { body: envelope(PENDING, { Message: "Your erasure request is registered." }) };
      },
      "POST Privacy/CancelErasure": () => {
        pending = null;
        return { body: envelope(null, { Message: "The erasure request is cancelled." }) };
      },
    });
    const user = userEvent.setup();
    renderRoute(<YourDataSection />);
    expect(await screen.findByRole("heading", { name: "Erase my account" })).toBeInTheDocument();
    expect(screen.getByText(/What stays: your forum posts and comments/)).toBeInTheDocument();
    expect(screen.getByText(/What goes: your profile, addresses, stored card/)).toBeInTheDocument();
    expect(screen.getByText(/your account will be erased on/)).toBeInTheDocument();

    // The password is required before anything is sent.
    await user.click(screen.getByRole("button", { name: "Ask for erasure" }));
    expect(await screen.findByText("Enter your password.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Privacy/RequestErasure")).toHaveLength(0);

    await user.type(screen.getByLabelText("Your password"), "Correct-horse-9");
    await user.click(screen.getByRole("button", { name: "Ask for erasure" }));
    expect(jsonBody(sentTo(sent, "POST Privacy/RequestErasure")[0])).toEqual({ Password: "Correct-horse-9" });
    expect(await screen.findByRole("heading", { name: "Erasure requested" })).toBeInTheDocument();
    expect(screen.getByText(/Your account will be erased on May 31, 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel the erasure" }));
    expect(sentTo(sent, "POST Privacy/CancelErasure")).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "Erase my account" })).toBeInTheDocument();
  });

  it("shows a wrong password on the field", async () => {
    logInAs();
    stubApi({
      "GET Privacy/GetMyPrivacy": { body: envelope({ PendingErasure: null, GraceDays: 30 }) },
      "POST Privacy/RequestErasure": failure(400, "The current password is not correct.", {
        Code: "WRONG_PASSWORD",
        Errors: { Password: "The current password is not correct." },
      }),
    });
    const user = userEvent.setup();
    renderRoute(<YourDataSection />);
    await user.type(await screen.findByLabelText("Your password"), "guess");
    await user.click(screen.getByRole("button", { name: "Ask for erasure" }));
    expect(await screen.findByText("The current password is not correct.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your password")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("/admin/privacy", () => {
  it("lists requests with a former member's blank name, filters through the URL and cancels a pending erasure", async () => {
    logInAs({ AccountType: 99 });
    const row = (id: number, extra: Record<string, unknown>) => ({
      Id: id,
      UserId: id + 100,
      Name: "Bob Lindqvist",
      Kind: "erasure",
      Status: "pending",
      RequestedAt: "2026-05-01T10:00:00.000Z",
      DueAt: "2026-05-31T10:00:00.000Z",
      DoneAt: null,
      CancelledAt: null,
      ...extra,
    });
    const sent = stubApi({
      "GET Admin/Privacy/GetRequests": {
        body: envelope({
          List: [row(1, {}), row(2, { Name: "", Status: "done", DoneAt: "2026-05-02T10:00:00.000Z" })],
          TotalCount: 2,
          Page: 1,
          PageSize: 20,
        }),
      },
      "POST Admin/Privacy/CancelErasure/*": { body: envelope(null, { Message: "The erasure request is cancelled." }) },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<AdminPrivacyPage />, { path: "/admin/privacy" });
    expect(await screen.findByRole("rowheader", { name: /Bob Lindqvist/ })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: /Former member/ })).toBeInTheDocument();
    const cancels = screen.getAllByRole("button", { name: /Cancel the erasure of/ });
    expect(cancels).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Cancel the erasure of Bob Lindqvist" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("The erasure request is cancelled.");
    expect(sentTo(sent, "POST Admin/Privacy/CancelErasure/1")).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText("Kind"), "erasure");
    expect(router.state.location.search).toBe("?kind=erasure");
    expect(queryOf(sentTo(sent, "GET Admin/Privacy/GetRequests").at(-1))).toMatchObject({ kind: "erasure" });
  });
});
