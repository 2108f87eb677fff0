import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { page, summary } from "../test-data.ts";
import { AdminForumPage } from "./admin-forum-page.tsx";

function stubAdmin() {
  return stubApi({
    "GET Forum/AdminGetForumCategories": {
      body: envelope([
        { Id: 1, Name: "Getting started", Description: "", SortOrder: 10, PostCount: 7, Archived: false },
      ]),
    },
    "GET Forum/AdminGetForumModeration": {
      body: envelope({
        Moderators: [{ MemberId: 5, Name: "Mara Moderator", Email: "mara@example.org" }],
        Suspensions: [],
      }),
    },
    "GET Forum/AdminGetForumAuditLog/1": {
      body: envelope({
        List: [
          {
            Id: 1,
            ActorName: "Site Admin",
            Action: "hide",
            TargetType: "post",
            TargetId: 3,
            TargetLabel: "Buy my course",
            Reason: "Advertising",
            CreatedDate: "2026-11-20T10:00:00.000Z",
          },
        ],
        TotalCount: 1,
        Page: 1,
        PageSize: 20,
      }),
    },
    "GET Forum/GetForumsWeb/1": { body: envelope(page([summary({ Id: 3, Title: "Buy my course today please" })], 20)) },
    "POST Forum/ModerateForum": {
      body: envelope(null, { Message: "The moderation action is done; the author has been told." }),
    },
  });
}

describe("/admin/forum", () => {
  it("refuses a member who is not an administrator", async () => {
    logInAs();
    stubAdmin();
    renderRoute(<AdminForumPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Administrators only");
  });

  it("shows boards, moderators and the audit log; hides a post with a reason", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubAdmin();
    renderRoute(<AdminForumPage />);
    expect(await screen.findByDisplayValue("Getting started")).toBeInTheDocument();
    expect(await screen.findByText(/Mara Moderator/)).toBeInTheDocument();
    const log = await screen.findByRole("region", { name: "Audit log" });
    expect(within(log).getByText("Advertising")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Hide: Buy my course today please" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Reason (told to the author)"), "Advertising");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(jsonBody(sentTo(sent, "POST Forum/ModerateForum")[0])).toEqual({
      ForumId: 3,
      Action: "hide",
      Reason: "Advertising",
    });
  });
});
