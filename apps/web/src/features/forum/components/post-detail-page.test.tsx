import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { XSS_PAYLOADS } from "../../../../../../packages/domain/src/testing/xss-payloads.ts";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import type { ForumPostDetail } from "../api/forum.ts";
import { BOARDS, comment, forumPost, page, reply, summary } from "../test-data.ts";
import { PostDetailPage } from "./post-detail-page.tsx";

const renderDetail = () =>
  renderRoute(<PostDetailPage />, { path: "/forum/postdetail/:id", url: "/forum/postdetail/1" });

function stubDetail(comments = [comment()], post: Partial<ForumPostDetail> = {}) {
  return stubApi({
    "GET Forum/GetForumById/1": { body: envelope(forumPost(post)) },
    "GET Forum/GetForumCommentsWeb/1": { body: envelope(page(comments, 50)) },
    "GET Forum/GetForumsAlsoCheckOut/1": {
      body: envelope(page([summary({ Id: 5, Title: "Another conversation here" })], 9)),
    },
    "GET Forum/GetWebForumCategories/4": { body: envelope(BOARDS) },
    "POST Forum/AddForumView": { body: envelope({ ForumId: 1, ViewCount: 13, Counted: true }) },
    "POST Forum/AddForumComment": {
      body: envelope(comment({ Id: 13, UserId: 4 }), { Message: "Your comment has been posted." }),
    },
    "POST Forum/AddForumCommentReply": { body: envelope(reply(), { Message: "Your reply has been posted." }) },
    "PUT Forum/EditForumCommentReply": { body: envelope(reply(), { Message: "Your reply has been changed." }) },
    "DELETE Forum/DeleteForumCommentReply": { body: envelope(null, { Message: "The reply has been deleted." }) },
  });
}

describe("/forum/postdetail/{id}", () => {
  it("asks visitors to log in or join; no post is fetched", async () => {
    const sent = stubDetail();
    renderDetail();
    expect(await screen.findByRole("heading", { name: "For members" })).toBeInTheDocument();
    expect(sentTo(sent, "GET Forum/GetForumById/1")).toHaveLength(0);
  });

  it("shows the post, records one view, and the thread with replies in order; replies to a comment", async () => {
    logInAs();
    const sent = stubDetail(
      [
        comment({
          Id: 11,
          Comment: "First comment",
          Replies: [
            reply({ Id: 21, Comment: "First reply" }),
            reply({ Id: 22, UserId: 4, SubmittedBy: "Emily Carter", Comment: "My reply" }),
          ],
        }),
        comment({
          Id: 12,
          IsDeleted: true,
          Comment: "",
          SubmittedBy: "",
          UserId: null,
          Replies: [reply({ Id: 23, CommentId: 12, Comment: "Reply kept" })],
        }),
      ],
      // The live ones: a comment and its two replies, and the reply kept under the deleted comment.
      { CommentCount: 4 },
    );
    renderDetail();
    const article = await screen.findByRole("article", { name: "Breathing during tapping sessions" });
    expect(within(article).getByText("guide").tagName).toBe("STRONG");
    expect(jsonBody(sentTo(sent, "POST Forum/AddForumView")[0])).toEqual({ ForumId: 1 });
    const thread = await screen.findByRole("region", { name: "Comments (4)" });
    expect(thread.textContent?.indexOf("First comment")).toBeLessThan(thread.textContent?.indexOf("First reply") ?? 0);
    expect(within(thread).getByText("Comment deleted")).toBeInTheDocument();
    expect(within(thread).getByText("Reply kept")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Forum/GetForumCommentsWeb/1")[0]).forumId).toBe("1");
    // Only my own reply has edit and delete.
    expect(within(thread).getAllByRole("button", { name: "Delete" })).toHaveLength(1);
    await userEvent.click(within(thread).getAllByRole("button", { name: "Reply" })[0] as HTMLElement);
    await userEvent.type(screen.getByLabelText("Your reply to Haruto Sato"), "Thank you");
    await userEvent.click(screen.getByRole("button", { name: "Post reply" }));
    // The form checks the rule first (its schema loads on that first check), then sends.
    await vi.waitFor(() =>
      expect(jsonBody(sentTo(sent, "POST Forum/AddForumCommentReply")[0])).toEqual({
        CommentId: 11,
        Comment: "Thank you",
      }),
    );
    expect(await screen.findByRole("link", { name: "Another conversation here" })).toBeInTheDocument();
  });

  it("counts comments and replies as the lists do (the post's CommentCount), and counts again after a reply", async () => {
    logInAs();
    // The list said "Comments: 2" for this post: one comment and its reply. After the reply below, the server says 3.
    let count = 2;
    stubApi({
      "GET Forum/GetForumById/1": () => ({ body: envelope(forumPost({ CommentCount: count })) }),
      "GET Forum/GetForumCommentsWeb/1": { body: envelope(page([comment({ Id: 11, Replies: [reply({ Id: 21 })] })])) },
      "GET Forum/GetForumsAlsoCheckOut/1": { body: envelope(page([], 9)) },
      "GET Forum/GetWebForumCategories/4": { body: envelope(BOARDS) },
      "POST Forum/AddForumView": { body: envelope({ ForumId: 1, ViewCount: 13, Counted: true }) },
      "POST Forum/AddForumCommentReply": () => {
        count = 3;
        return { body: envelope(reply({ Id: 22 }), { Message: "Your reply has been posted." }) };
      },
    });
    renderDetail();
    // Not the thread's TotalCount, which pages its top-level comments only (here 1).
    const thread = await screen.findByRole("region", { name: "Comments (2)" });
    await userEvent.click(await within(thread).findByRole("button", { name: "Reply" }));
    await userEvent.type(screen.getByLabelText("Your reply to Haruto Sato"), "Thank you");
    await userEvent.click(screen.getByRole("button", { name: "Post reply" }));
    expect(await screen.findByRole("region", { name: "Comments (3)" })).toBeInTheDocument();
  });

  it("shows the view count the server gives once the view is recorded", async () => {
    logInAs();
    // Just published: read with no views, then this first view is counted.
    stubApi({
      "GET Forum/GetForumById/1": { body: envelope(forumPost({ ViewCount: 0 })) },
      "GET Forum/GetForumCommentsWeb/1": { body: envelope(page([], 50)) },
      "GET Forum/GetForumsAlsoCheckOut/1": { body: envelope(page([], 9)) },
      "GET Forum/GetWebForumCategories/4": { body: envelope(BOARDS) },
      "POST Forum/AddForumView": { body: envelope({ ForumId: 1, ViewCount: 1, Counted: true }) },
    });
    renderDetail();
    const article = await screen.findByRole("article", { name: "Breathing during tapping sessions" });
    expect(await within(article).findByText("Views: 1")).toBeInTheDocument();
    expect(within(article).queryByText("Views: 0")).toBeNull();
  });

  it("checks a comment against the contract's rules and sends nothing while it fails", async () => {
    logInAs();
    const sent = stubDetail();
    renderDetail();
    const box = await screen.findByLabelText("Your comment");
    await userEvent.type(box, "k");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    await vi.waitFor(() => expect(box).toHaveAccessibleDescription(/The comment is too short\./));
    expect(sent.filter((request) => request.method === "POST" && !request.url.includes("AddForumView"))).toHaveLength(
      0,
    );
  });

  it("marks the post's title and text with the language its author wrote in", async () => {
    logInAs();
    stubDetail([], { Lang: "pt", Title: "Respiração durante as sessões", CategoryLang: "de" });
    renderDetail();
    const heading = await screen.findByRole("heading", { level: 1, name: "Respiração durante as sessões" });
    expect(heading).toHaveAttribute("lang", "pt");
    expect(screen.getByText("guide").closest("[lang]")).toHaveAttribute("lang", "pt");
  });

  describe("keeps the keyboard focus in the thread (WCAG 2.4.3)", () => {
    it("gives the emptied comment box the focus back once a comment is posted, and says it was", async () => {
      logInAs();
      const sent = stubDetail();
      renderDetail();
      const box = await screen.findByLabelText("Your comment");
      await userEvent.type(box, "Thank you for this thread.");
      await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
      await vi.waitFor(() => expect(sentTo(sent, "POST Forum/AddForumComment")).toHaveLength(1));
      await vi.waitFor(() => expect(box).toHaveValue(""));
      await vi.waitFor(() => expect(box).toHaveFocus());
      expect(await screen.findByText("Your comment has been posted.")).toBeInTheDocument();
    });

    it("moves the focus into a reply's box when it opens, and back to Reply when it is cancelled or sent", async () => {
      logInAs();
      const sent = stubDetail();
      renderDetail();
      const thread = await screen.findByRole("region", { name: /Comments/ });
      await userEvent.click(await within(thread).findByRole("button", { name: "Reply" }));
      const box = screen.getByLabelText("Your reply to Haruto Sato");
      await vi.waitFor(() => expect(box).toHaveFocus());

      await userEvent.click(within(thread).getByRole("button", { name: "Cancel" }));
      expect(screen.queryByLabelText("Your reply to Haruto Sato")).toBeNull();
      await vi.waitFor(() => expect(within(thread).getByRole("button", { name: "Reply" })).toHaveFocus());

      await userEvent.keyboard("{Enter}");
      await vi.waitFor(() => expect(screen.getByLabelText("Your reply to Haruto Sato")).toHaveFocus());
      await userEvent.keyboard("Thank you");
      await userEvent.click(within(thread).getByRole("button", { name: "Post reply" }));
      await vi.waitFor(() => expect(sentTo(sent, "POST Forum/AddForumCommentReply")).toHaveLength(1));
      await vi.waitFor(() => expect(within(thread).getByRole("button", { name: "Reply" })).toHaveFocus());
      expect(await screen.findByText("Your reply has been posted.")).toBeInTheDocument();
    });

    it("moves the focus into the edit box of one's own reply, and back to Edit when it is cancelled or saved", async () => {
      logInAs();
      const sent = stubDetail([comment({ Replies: [reply({ Id: 22, UserId: 4, Comment: "My reply" })] })]);
      renderDetail();
      const thread = await screen.findByRole("region", { name: /Comments/ });
      await userEvent.click(await within(thread).findByRole("button", { name: "Edit" }));
      await vi.waitFor(() => expect(within(thread).getByLabelText("Edit")).toHaveFocus());
      await userEvent.click(within(thread).getByRole("button", { name: "Cancel" }));
      await vi.waitFor(() => expect(within(thread).getByRole("button", { name: "Edit" })).toHaveFocus());

      await userEvent.keyboard("{Enter}");
      const box = within(thread).getByLabelText("Edit");
      await vi.waitFor(() => expect(box).toHaveFocus());
      await userEvent.type(box, " again");
      await userEvent.click(within(thread).getByRole("button", { name: "Save" }));
      await vi.waitFor(() => expect(sentTo(sent, "PUT Forum/EditForumCommentReply")).toHaveLength(1));
      await vi.waitFor(() => expect(within(thread).getByRole("button", { name: "Edit" })).toHaveFocus());
    });
  });

  it("renders comment payloads as text, never as markup", async () => {
    logInAs();
    stubDetail(
      XSS_PAYLOADS.slice(0, 10).map((payload, i) => comment({ Id: 100 + i, Comment: payload })),
      { CommentCount: 10 },
    );
    renderDetail();
    await screen.findByRole("region", { name: "Comments (10)" });
    const thread = screen.getByRole("region", { name: "Comments (10)" });
    expect(thread.querySelector("script, iframe, svg, img[onerror]")).toBeNull();
  });
});
