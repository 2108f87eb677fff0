import { FORUM_PAGE_SIZE, FORUM_SEARCH_COUNT_CAP } from "@haa/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formOf, jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { stubXhr } from "../../../../test/xhr.ts";
import { BOARDS, forumPost, page, summary } from "../test-data.ts";
import { ForumPage } from "./forum-page.tsx";
import { LatestForumPosts } from "./latest-forum-posts.tsx";
import { DRAFT_KEY } from "./post-editor.tsx";

describe("/forum", () => {
  it("shows visitors the boards, titles and counts, and a call to join; no follow buttons", async () => {
    stubApi({
      "GET Forum/GetForumsWeb/*": { body: envelope(page([summary({ Excerpt: null })])) },
      "GET Forum/GetForumCategories": { body: envelope(BOARDS.map(({ IsFollowing: _, ...b }) => b)) },
    });
    renderRoute(<ForumPage />, { path: "/forum" });
    const row = await screen.findByRole("article");
    expect(within(row).getByRole("link", { name: "Breathing during tapping sessions" })).toHaveAttribute(
      "href",
      "/forum/postdetail/1",
    );
    expect(row).toHaveTextContent("Views: 12");
    expect(row).toHaveTextContent("Comments: 3");
    expect(await screen.findByRole("link", { name: "Getting started" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Join the conversation" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Follow the board/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "New post" })).toBeNull();
  });

  it("marks each post's title and excerpt with the language its author wrote in, the board with its own", async () => {
    logInAs();
    stubApi({
      "GET Forum/GetForumsWeb/*": {
        body: envelope(
          page([
            summary({
              Id: 1,
              Title: "Atmung beim Klopfen begleiten",
              Excerpt: "Wie begleiten Sie den Atem?",
              Lang: "de",
            }),
            summary({
              Id: 2,
              Title: "Breathing during tapping sessions",
              Lang: "en",
              CategoryLang: "ja",
              CategoryName: "技術",
            }),
          ]),
        ),
      },
      "GET Forum/GetWebForumCategories/*": { body: envelope(BOARDS) },
    });
    renderRoute(<ForumPage />, { path: "/forum" });
    const german = await screen.findByRole("heading", { name: "Atmung beim Klopfen begleiten" });
    expect(german).toHaveAttribute("lang", "de");
    expect(screen.getByText("Wie begleiten Sie den Atem?")).toHaveAttribute("lang", "de");
    expect(screen.getByRole("heading", { name: "Breathing during tapping sessions" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("技術")).toHaveAttribute("lang", "ja");
  });

  it("sends page, search, board and filter from the URL; members follow boards", async () => {
    const user = logInAs();
    const sent = stubApi({
      "GET Forum/GetForumsWeb/*": { body: envelope({ ...page([summary()]), TotalCount: 25 }) },
      [`GET Forum/GetWebForumCategories/${user.Id}`]: { body: envelope(BOARDS) },
      "POST Forum/ToggleForumFollowBoard": {
        body: envelope({ CategoryId: 1, IsFollowing: true }, { Message: "You now follow this board." }),
      },
    });
    renderRoute(<ForumPage />, { path: "/forum", url: "/forum?page=2&search=breath&board=2&show=following" });
    await screen.findByRole("article");
    const [request] = sentTo(sent, "GET Forum/GetForumsWeb/2");
    expect(queryOf(request)).toMatchObject({
      pageSize: "10",
      search: "breath",
      userID: String(user.Id),
      filters: '{"CategoryId":2,"Following":true}',
    });
    expect(screen.getByRole("status")).toHaveTextContent("Posts found: 25");
    expect(screen.getByRole("link", { name: "Boards I follow", current: "page" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    const follow = await screen.findByRole("button", { name: "Follow the board Getting started" });
    expect(follow).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Stop following the board Technique & practice" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(follow);
    expect(jsonBody(sentTo(sent, "POST Forum/ToggleForumFollowBoard")[0])).toEqual({ CategoryId: 1 });
  });

  it("says 'more than' for a search past the count's cap and pages through the first matches only", async () => {
    stubApi({
      "GET Forum/GetForumsWeb/*": { body: envelope({ ...page([summary()]), TotalCount: FORUM_SEARCH_COUNT_CAP + 1 }) },
    });
    renderRoute(<ForumPage />, { path: "/forum", url: "/forum?search=breathing" });
    await screen.findByRole("article");
    // The cap written as the interface language writes numbers.
    expect(screen.getByRole("status")).toHaveTextContent(
      "More than 1,000 posts found: add a word to narrow the search.",
    );
    expect(screen.getByText(`Page 1 of ${FORUM_SEARCH_COUNT_CAP / FORUM_PAGE_SIZE}`)).toBeInTheDocument();
  });

  it("writes a post with the toolbar, keeps the draft, and publishes sanitisable HTML", async () => {
    const user = logInAs();
    const sent = stubApi({
      "GET Forum/GetForumsWeb/*": { body: envelope(page([])) },
      [`GET Forum/GetWebForumCategories/${user.Id}`]: { body: envelope(BOARDS) },
      "POST Forum/AddForum": { body: envelope(forumPost({ Id: 9 }), { Message: "Your post is published." }) },
    });
    renderRoute(<ForumPage />, { path: "/forum" });
    await userEvent.click(await screen.findByRole("button", { name: "New post" }));
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Choose a board.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Title"), "Breathing during tapping sessions");
    await userEvent.selectOptions(screen.getByLabelText("Board"), "2");
    await userEvent.type(screen.getByLabelText(/Your post/), "How do you guide the <breath> while tapping?");
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "{}")).toMatchObject({
      title: "Breathing during tapping sessions",
      categoryId: "2",
    });
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    // The editor checks the rules first (their schema loads on that first check), then sends.
    await vi.waitFor(() => expect(sentTo(sent, "POST Forum/AddForum")).toHaveLength(1));
    const form = formOf(sentTo(sent, "POST Forum/AddForum")[0]);
    expect(form).toMatchObject({
      Title: "Breathing during tapping sessions",
      CategoryId: "2",
      Description: "<p>How do you guide the &lt;breath&gt; while tapping?</p>",
    });
    await vi.waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
    // Typing a title and a body key by key takes seconds on a busy machine.
  }, 15_000);

  it("checks the post against the contract's rules and sends nothing while one fails", async () => {
    const user = logInAs();
    const sent = stubApi({
      "GET Forum/GetForumsWeb/*": { body: envelope(page([])) },
      [`GET Forum/GetWebForumCategories/${user.Id}`]: { body: envelope(BOARDS) },
      "POST Forum/AddForum": { body: envelope(forumPost({ Id: 9 }), { Message: "Your post is published." }) },
    });
    renderRoute(<ForumPage />, { path: "/forum" });
    await userEvent.click(await screen.findByRole("button", { name: "New post" }));
    await userEvent.type(screen.getByLabelText("Title"), "Hi");
    await userEvent.selectOptions(screen.getByLabelText("Board"), "2");
    await userEvent.type(screen.getByLabelText(/Your post/), "A question about breathing while tapping.");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    const title = screen.getByLabelText("Title");
    await vi.waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(title).toHaveAccessibleDescription("The title needs at least 15 characters.");
    expect(sentTo(sent, "POST Forum/AddForum")).toHaveLength(0);
  });

  it("uploads a picture with a progress bar and shows it; a refusal is the server's message", async () => {
    const user = logInAs();
    stubApi({
      "GET Forum/GetForumsWeb/*": { body: envelope(page([])) },
      [`GET Forum/GetWebForumCategories/${user.Id}`]: { body: envelope(BOARDS) },
    });
    let answer: (reply: { status?: number; body: unknown }) => void = () => {};
    const uploads = stubXhr((_request, progress) => {
      progress(1, 2);
      return new Promise((resolve) => (answer = resolve));
    });
    renderRoute(<ForumPage />, { path: "/forum" });
    await userEvent.click(await screen.findByRole("button", { name: "New post" }));
    const picture = () => new File(["png"], "breath.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText(/^Picture/), picture());
    expect(await screen.findByRole("progressbar", { name: "Uploading: 50%" })).toBeInTheDocument();
    expect(uploads[0]?.url).toBe("/api/Forum/UploadForumImages");
    expect(uploads[0]?.headers.get("Authorization")).toMatch(/^Bearer /);
    answer({ body: envelope({ Url: "/uploads/forum/breath.png" }) });
    expect(await screen.findByRole("img", { name: "Preview of the uploaded picture" })).toHaveAttribute(
      "src",
      "/uploads/forum/breath.png",
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText(/^Picture/), picture());
    answer(failure(409, "You have uploaded enough pictures for today."));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have uploaded enough pictures for today.");
  });
});

describe("the home page's latest forum posts", () => {
  it("asks for 3 posts and shows their titles", async () => {
    const sent = stubApi({ "GET Forum/GetForumsWeb/*": { body: envelope(page([summary({ Excerpt: null })], 3)) } });
    renderRoute(<LatestForumPosts />);
    expect(await screen.findByRole("heading", { name: "From the forum" })).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Forum/GetForumsWeb/1")[0]).pageSize).toBe("3");
    expect(screen.getByRole("link", { name: "Visit the forum" })).toHaveAttribute("href", "/forum");
  });
});
