import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { BOARDS, comment, forumPost, page, reply } from "../test-data.ts";
import { PostDetailPage } from "./post-detail-page.tsx";

const DONE = "The moderation action is done; the author has been told.";

function stubThread(canModerate: boolean, isHidden = false) {
  return stubApi({
    // One comment and its reply.
    "GET Forum/GetForumById/1": {
      body: envelope(forumPost({ CanModerate: canModerate, IsHidden: isHidden, CommentCount: 2 })),
    },
    "GET Forum/GetForumCommentsWeb/1": {
      body: envelope(
        page(
          [comment({ Id: 11, Comment: "First comment", Replies: [reply({ Id: 21, SubmittedBy: "Jonas Weber" })] })],
          50,
        ),
      ),
    },
    "GET Forum/GetForumsAlsoCheckOut/1": { body: envelope(page([], 9)) },
    "GET Forum/GetWebForumCategories/4": { body: envelope(BOARDS) },
    "POST Forum/AddForumView": { body: envelope({ ForumId: 1, ViewCount: 13, Counted: true }) },
    "POST Forum/ModerateForum": { body: envelope(null, { Message: DONE }) },
    "POST Forum/ModerateForumComment": { body: envelope(null, { Message: DONE }) },
  });
}

const renderDetail = () =>
  renderRoute(<PostDetailPage />, { path: "/forum/postdetail/:id", url: "/forum/postdetail/1" });

describe("moderation on /forum/postdetail/{id}", () => {
  it("a plain member sees no moderation controls", async () => {
    logInAs();
    stubThread(false);
    renderDetail();
    await screen.findByRole("article", { name: "Breathing during tapping sessions" });
    await screen.findByText("First comment");
    expect(screen.queryByRole("group", { name: /^Moderation:/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Lock:/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Hide:/ })).toBeNull();
  });

  it("a moderator locks the post with a reason; the reason is required; focus returns to the button", async () => {
    logInAs();
    const sent = stubThread(true);
    renderDetail();
    const article = await screen.findByRole("article", { name: "Breathing during tapping sessions" });
    // The controls load lazily, for moderators only.
    expect(
      await within(article).findByRole("group", { name: "Moderation: Breathing during tapping sessions" }),
    ).toBeInTheDocument();
    const lock = within(article).getByRole("button", { name: "Lock: Breathing during tapping sessions" });
    expect(within(article).getByRole("button", { name: "Hide: Breathing during tapping sessions" })).toBeVisible();
    expect(within(article).getByRole("button", { name: "Delete: Breathing during tapping sessions" })).toBeVisible();

    await userEvent.click(lock);
    const dialog = await screen.findByRole("dialog", { name: "Moderate: Breathing during tapping sessions" });
    const reason = within(dialog).getByLabelText(/Reason \(told to the author\)/);
    expect(reason).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Lock" }));
    expect(await within(dialog).findByText("Give a reason (at least 3 characters).")).toBeInTheDocument();
    expect(sentTo(sent, "POST Forum/ModerateForum")).toHaveLength(0);

    await userEvent.type(reason, "Discussion ran its course");
    await userEvent.click(within(dialog).getByRole("button", { name: "Lock" }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Forum/ModerateForum")[0])).toEqual({
      ForumId: 1,
      Action: "lock",
      Reason: "Discussion ran its course",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(lock).toHaveFocus());
    // The post and the thread are read again.
    await waitFor(() => expect(sentTo(sent, "GET Forum/GetForumById/1").length).toBeGreaterThan(1));
    expect(sentTo(sent, "GET Forum/GetForumCommentsWeb/1").length).toBeGreaterThan(1);
  });

  it("a moderator hides a comment and deletes a reply, each with a reason", async () => {
    logInAs();
    const sent = stubThread(true);
    renderDetail();
    const thread = await screen.findByRole("region", { name: "Comments (2)" });
    await within(thread).findByText("First comment");

    await userEvent.click(await within(thread).findByRole("button", { name: "Hide: comment by Haruto Sato" }));
    let dialog = await screen.findByRole("dialog", { name: "Moderate: comment by Haruto Sato" });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Names a client");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(sentTo(sent, "POST Forum/ModerateForumComment")).toHaveLength(1));
    expect(jsonBody(sentTo(sent, "POST Forum/ModerateForumComment")[0])).toEqual({
      CommentId: 11,
      Action: "hide",
      Reason: "Names a client",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(within(thread).getByRole("button", { name: "Delete: reply by Jonas Weber" }));
    dialog = await screen.findByRole("dialog", { name: "Moderate: reply by Jonas Weber" });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "  Spam  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sentTo(sent, "POST Forum/ModerateForumComment")).toHaveLength(2));
    expect(jsonBody(sentTo(sent, "POST Forum/ModerateForumComment")[1])).toEqual({
      CommentId: 21,
      Action: "delete",
      Reason: "Spam",
    });
    expect((await screen.findAllByText(DONE)).length).toBeGreaterThan(0);
  });

  it("a moderator reads a hidden post, marked hidden, and shows it again with a reason", async () => {
    logInAs();
    const sent = stubThread(true, true);
    renderDetail();
    const article = await screen.findByRole("article", { name: "Breathing during tapping sessions" });
    expect(within(article).getByRole("note")).toHaveTextContent(
      "Hidden A moderator hid this post: only moderators and administrators can see it.",
    );
    const unhide = await within(article).findByRole("button", { name: "Unhide: Breathing during tapping sessions" });
    expect(within(article).queryByRole("button", { name: /^Hide:/ })).toBeNull();
    // A hidden post takes no comments and counts no views.
    await screen.findByText("First comment");
    expect(screen.queryByLabelText("Your comment")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(sentTo(sent, "POST Forum/AddForumView")).toHaveLength(0);

    await userEvent.click(unhide);
    const dialog = await screen.findByRole("dialog", { name: "Moderate: Breathing during tapping sessions" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Unhide" }));
    expect(await within(dialog).findByText("Give a reason (at least 3 characters).")).toBeInTheDocument();
    expect(sentTo(sent, "POST Forum/ModerateForum")).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "The claim checks out");
    await userEvent.click(within(dialog).getByRole("button", { name: "Unhide" }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Forum/ModerateForum")[0])).toEqual({
      ForumId: 1,
      Action: "unhide",
      Reason: "The claim checks out",
    });
    // The moderator stays on the post, read again.
    await waitFor(() => expect(sentTo(sent, "GET Forum/GetForumById/1").length).toBeGreaterThan(1));
  });
});
