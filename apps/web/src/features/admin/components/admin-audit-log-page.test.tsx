import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import type { SentRequest } from "../../../../test/fetch.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminAuditLogPage, auditDiff } from "./admin-audit-log-page.tsx";

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  Id: id,
  OccurredAt: "2026-11-21T10:00:00.000Z",
  ActorId: 1,
  ActorName: "Site Admin",
  ActorEmail: "admin@example.org",
  Action: "Admin/LockUser",
  Method: "POST",
  Path: "/api/Admin/LockUser",
  TargetKind: "user",
  TargetId: String(40 + id),
  Ip: "203.0.113.7",
  Status: 200,
  ...overrides,
});

describe("/admin/audit-log", () => {
  it("lists entries, filters, pages by cursor and shows an entry's before and after", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Admin/GetAuditLog": (request: SentRequest) => {
        const query = queryOf(request);
        if (query.cursor === "next-1") return { body: envelope({ List: [entry(1)], NextCursor: null }) };
        return { body: envelope({ List: [entry(3), entry(2, { Action: "Admin/UnlockUser" })], NextCursor: "next-1" }) };
      },
      "GET Admin/GetAuditEntry": {
        body: envelope({
          ...entry(3),
          UserAgent: "Firefox",
          RequestId: "req-3",
          Before: { LockedAt: null, LockReason: null },
          After: { userId: 43, LockReason: "Spam" },
        }),
      },
    });
    const person = userEvent.setup();
    renderRoute(<AdminAuditLogPage />, { path: "/admin/audit-log" });

    const table = await screen.findByRole("table", { name: "Administrator actions, newest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["When", "Who", "Action", "Target", "IP address", "Details"]);
    expect(await within(table).findByText("Admin/UnlockUser")).toBeInTheDocument();
    expect(within(table).getByText("user 43")).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Audit log pages" });
    expect(within(pages).getByRole("button", { name: "Newer entries" })).toBeDisabled();

    // Filters go to the server; empty ones are not sent.
    await person.type(screen.getByLabelText("Action"), "Admin/LockUser");
    await person.type(screen.getByLabelText("From"), "2026-11-01");
    await person.click(screen.getByRole("button", { name: "Apply filters" }));
    const filtered = sentTo(sent, "GET Admin/GetAuditLog").at(-1);
    expect(queryOf(filtered)).toEqual({ pageSize: "25", action: "Admin/LockUser", from: "2026-11-01" });

    // Older follows the answer's cursor; newer goes back.
    await person.click(within(pages).getByRole("button", { name: "Older entries" }));
    expect(await screen.findByText("user 41")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Admin/GetAuditLog").at(-1))).toMatchObject({ cursor: "next-1" });
    expect(within(pages).getByRole("button", { name: "Older entries" })).toBeDisabled();
    await person.click(within(pages).getByRole("button", { name: "Newer entries" }));
    expect(await screen.findByText("user 43")).toBeInTheDocument();

    await person.click(screen.getByRole("button", { name: "View entry 3: Admin/LockUser" }));
    const dialog = await screen.findByRole("dialog", { name: "Audit entry 3" });
    expect(await within(dialog).findByText("req-3")).toBeInTheDocument();
    const diff = within(dialog).getByRole("table", { name: "Before and after" });
    const changed = within(diff).getByRole("rowheader", { name: /LockReason/ });
    expect(changed).toHaveTextContent("(changed)");
    expect(within(diff).getByRole("rowheader", { name: "LockedAt" })).not.toHaveTextContent("changed");
    expect(queryOf(sentTo(sent, "GET Admin/GetAuditEntry")[0])).toEqual({ id: "3" });
  });

  it("puts before and after side by side, a field either side names once", () => {
    expect(auditDiff({ A: 1, B: "x" }, { B: "y", C: true })).toEqual([
      { field: "A", before: 1, after: undefined, changed: false },
      { field: "B", before: "x", after: "y", changed: true },
      { field: "C", before: undefined, after: true, changed: false },
    ]);
    expect(auditDiff(null, { B: "y" })).toEqual([{ field: "B", before: undefined, after: "y", changed: false }]);
  });
});
