import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminUsersPage } from "./admin-users-page.tsx";

const user = (id: number, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  Email: `member${id}@example.org`,
  FirstName: "Ada",
  LastName: `Member ${id}`,
  AccountType: 1,
  MembershipId: 2,
  IsLocked: false,
  IsConfirmed: true,
  CreatedAt: "2026-05-01T10:00:00.000Z",
  LockedAt: null,
  LockReason: null,
  ...overrides,
});

const list = (items: unknown[]) => ({
  body: envelope({ List: items, TotalCount: items.length, Page: 1, PageSize: 20 }),
});

describe("/admin/users", () => {
  it("asks for confirmation and a reason before locking, and sends the reason", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Admin/GetUsers": list([user(7)]),
      "POST Admin/LockUser": { body: { ...envelope(null), Message: "The account has been locked." } },
    });
    const person = userEvent.setup();
    renderRoute(<AdminUsersPage />, { path: "/admin/users" });
    await person.click(await screen.findByRole("button", { name: "Lock Ada Member 7" }));
    // Nothing is locked before the administrator confirms.
    expect(sentTo(sent, "POST Admin/LockUser")).toHaveLength(0);
    const dialog = await screen.findByRole("dialog", { name: "Lock this account?" });
    expect(dialog).toHaveTextContent("member7@example.org will be logged out on every device");

    await person.click(within(dialog).getByRole("button", { name: "Lock account" }));
    expect(within(dialog).getByText("Please give a reason (at least 3 characters).")).toBeInTheDocument();
    expect(sentTo(sent, "POST Admin/LockUser")).toHaveLength(0);

    await person.type(within(dialog).getByLabelText(/Reason/), "  Spam in the forum  ");
    await person.click(within(dialog).getByRole("button", { name: "Lock account" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("The account has been locked.");
    const [lock] = sentTo(sent, "POST Admin/LockUser");
    expect(queryOf(lock)).toMatchObject({ userId: "7" });
    expect(jsonBody(lock)).toEqual({ Reason: "Spam in the forum" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("cancelling the dialog locks nothing", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({ "GET Admin/GetUsers": list([user(8)]) });
    const person = userEvent.setup();
    renderRoute(<AdminUsersPage />, { path: "/admin/users" });
    await person.click(await screen.findByRole("button", { name: "Lock Ada Member 8" }));
    const dialog = await screen.findByRole("dialog", { name: "Lock this account?" });
    await person.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentTo(sent, "POST Admin/LockUser")).toHaveLength(0);
  });

  it("shows a locked account's reason and date, and unlocks in one click", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Admin/GetUsers": list([
        user(9, { IsLocked: true, LockedAt: "2026-11-20T09:30:00.000Z", LockReason: "Chargeback fraud" }),
        user(10, { IsLocked: true, LockedAt: "2026-11-21T09:30:00.000Z" }),
      ]),
      "POST Admin/UnlockUser": { body: { ...envelope(null), Message: "The account has been unlocked." } },
    });
    const person = userEvent.setup();
    renderRoute(<AdminUsersPage />, { path: "/admin/users" });
    const row = (await screen.findByRole("rowheader", { name: /Ada Member 9/ })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Locked: Chargeback fraud")).toBeInTheDocument();
    expect(within(row).getByText(/^since .*2026/)).toHaveAttribute("datetime", "2026-11-20T09:30:00.000Z");
    // Locked through the original call, without a reason: the date alone.
    const other = screen.getByRole("rowheader", { name: /Ada Member 10/ }).closest("tr") as HTMLElement;
    expect(within(other).queryByText(/Locked:/)).not.toBeInTheDocument();
    expect(within(other).getByText(/^since /)).toBeInTheDocument();

    await person.click(within(row).getByRole("button", { name: "Unlock Ada Member 9" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("The account has been unlocked.");
    expect(queryOf(sentTo(sent, "POST Admin/UnlockUser")[0])).toMatchObject({ userId: "9" });
  });
});
