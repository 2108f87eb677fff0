import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { page, summary } from "../test-data.ts";
import { AdminForumPage } from "./admin-forum-page.tsx";

function stubAdmin(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET Forum/AdminGetForumCategories": {
      body: envelope([
        {
          Id: 1,
          Name: "Getting started",
          Description: "",
          SortOrder: 10,
          PostCount: 7,
          Archived: false,
          Languages: ["de"],
        },
      ]),
    },
    "GET Translation/GetTranslations": {
      body: envelope({
        Kind: "forumBoard",
        Id: 1,
        Source: { Name: "Getting started", Description: "" },
        Translations: { de: { Name: "Erste Schritte" } },
        Languages: ["de"],
      }),
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
    "GET Forum/AdminGetHiddenForums/1": {
      body: envelope(page([{ ...summary({ Id: 8, Title: "A claim still being checked" }), IsHidden: true }], 20)),
    },
    "POST Forum/ModerateForum": {
      body: envelope(null, { Message: "The moderation action is done; the author has been told." }),
    },
    ...overrides,
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
    // The board's languages, and its translations beside the English on demand (ADR 0097).
    expect(screen.getByText("DE")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Translations: Getting started" }));
    const translations = await screen.findByRole("region", { name: "Translations" });
    await userEvent.selectOptions(await within(translations).findByLabelText("Language"), "de");
    expect(within(translations).getByLabelText(/^Name \(Deutsch\)/)).toHaveValue("Erste Schritte");
    expect(await screen.findByText(/Mara Moderator/)).toBeInTheDocument();
    const log = await screen.findByRole("region", { name: "Audit log" });
    expect(within(log).getByText("Advertising")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Hide: Buy my course today please" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Reason (told to the author)"), "Advertising");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide" }));
    // The reason's rule loads lazily: the call leaves once it has checked the field.
    await waitFor(() =>
      expect(jsonBody(sentTo(sent, "POST Forum/ModerateForum")[0])).toEqual({
        ForumId: 3,
        Action: "hide",
        Reason: "Advertising",
      }),
    );
  });

  it("lists the hidden posts, marked hidden, and shows one again with a reason", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubAdmin();
    renderRoute(<AdminForumPage />);
    const hidden = await screen.findByRole("region", { name: "Hidden posts" });
    const row = (await within(hidden).findByRole("link", { name: "A claim still being checked" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(row).getByText("Hidden")).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /^Hide:/ })).toBeNull();
    // The latest posts are the visible ones: hide, not unhide.
    const latest = screen.getByRole("region", { name: "Latest posts" });
    expect(within(latest).queryByRole("button", { name: /^Unhide:/ })).toBeNull();

    await userEvent.click(within(row).getByRole("button", { name: "Unhide: A claim still being checked" }));
    const dialog = await screen.findByRole("dialog", { name: "Moderate: A claim still being checked" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Unhide" }));
    expect(await within(dialog).findByText("Give a reason (at least 3 characters).")).toBeInTheDocument();
    expect(sentTo(sent, "POST Forum/ModerateForum")).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Reason (told to the author)"), "The claim checks out");
    await userEvent.click(within(dialog).getByRole("button", { name: "Unhide" }));
    await waitFor(() =>
      expect(jsonBody(sentTo(sent, "POST Forum/ModerateForum")[0])).toEqual({
        ForumId: 8,
        Action: "unhide",
        Reason: "The claim checks out",
      }),
    );
    // Both lists are read again: the post leaves this one for the latest posts.
    await waitFor(() => expect(sentTo(sent, "GET Forum/AdminGetHiddenForums/1").length).toBeGreaterThan(1));
    expect(sentTo(sent, "GET Forum/GetForumsWeb/1").length).toBeGreaterThan(1);
  });

  it("marks each listed post's title with the language its author wrote in", async () => {
    logInAs({ AccountType: 99 });
    stubAdmin({
      "GET Forum/GetForumsWeb/1": {
        body: envelope(page([summary({ Id: 3, Title: "Cursos de verão em Lisboa", Lang: "pt" })], 20)),
      },
    });
    renderRoute(<AdminForumPage />);
    const posts = await screen.findByRole("region", { name: "Latest posts" });
    expect(await within(posts).findByRole("link", { name: "Cursos de verão em Lisboa" })).toHaveAttribute("lang", "pt");
  });

  it("says so when nothing is hidden", async () => {
    logInAs({ AccountType: 99 });
    stubAdmin({ "GET Forum/AdminGetHiddenForums/1": { body: envelope(page([], 20)) } });
    renderRoute(<AdminForumPage />);
    expect(await screen.findByText("No hidden posts.")).toBeInTheDocument();
  });

  it("checks the boards, moderator and suspension forms against the contract's rules and sends nothing", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubAdmin();
    renderRoute(<AdminForumPage />);
    const boards = await screen.findByRole("region", { name: "Boards" });
    const addBoard = within(boards).getByRole("button", { name: "Add board" });
    const form = addBoard.closest("form") as HTMLFormElement;
    await userEvent.type(within(form).getByLabelText("Name"), "X");
    await userEvent.click(addBoard);
    expect(await within(form).findByText("Board name is required")).toBeInTheDocument();

    const moderators = screen.getByRole("region", { name: "Moderators" });
    await userEvent.type(within(moderators).getByLabelText("Member number"), "abc");
    await userEvent.click(within(moderators).getByRole("button", { name: "Name moderator" }));
    expect(await within(moderators).findByText("Invalid member.")).toBeInTheDocument();

    const suspensions = screen.getByRole("region", { name: "Suspended members" });
    await userEvent.type(within(suspensions).getByLabelText("Member number"), "5");
    await userEvent.click(within(suspensions).getByRole("button", { name: "Suspend" }));
    expect(await within(suspensions).findByText("Give a reason (at least 3 characters).")).toBeInTheDocument();

    expect(
      sent.filter((request) => request.method === "POST" && /Forum\/Admin(Add|Edit|Set|Suspend)/.test(request.url)),
    ).toHaveLength(0);
  });
});
