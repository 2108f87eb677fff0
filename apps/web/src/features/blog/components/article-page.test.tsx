import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { XSS_PAYLOADS } from "../../../../../../packages/domain/src/testing/xss-payloads.ts";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { getRedirectTarget } from "../../../shared/session/redirect.ts";
import { blogComment, page, post } from "../test-data.ts";
import { ArticlePage } from "./article-page.tsx";

const MINE = blogComment({ Id: 11, UserId: 4, SubmittedBy: "Emily Carter", Comment: "My own words" });
const THEIRS = blogComment({ Id: 12, UserId: 7, Comment: "Somebody else's words", IsEdited: true });

function stubArticle(extra: Record<string, Parameters<typeof stubApi>[0][string]> = {}, comments = [THEIRS, MINE]) {
  return stubApi({
    "GET Blog/GetBlogById/1": {
      body: envelope(post({ Body: "<h2>Intake</h2><p>We listen <strong>first</strong>.</p>" })),
    },
    "GET Blog/GetBlogComments": { body: envelope(page(comments, 1000)) },
    ...extra,
  });
}

const renderArticle = (url = "/article/1") => renderRoute(<ArticlePage />, { path: "/article/:id", url });

describe("/article/{id}", () => {
  it("shows banner, title, author, date, reading time, tags, the body's markup and the comments", async () => {
    const sent = stubArticle();
    renderArticle();
    const article = await screen.findByRole("article", { name: "Listening Before Touching" });
    expect(article.querySelector("img.blog-banner")).toHaveAttribute("src", "/uploads/blog/a-full.webp");
    expect(article).toHaveTextContent("By Margaret O'Neill");
    expect(article).toHaveTextContent("3 min read");
    expect(within(article).getByRole("heading", { name: "Intake", level: 2 })).toBeInTheDocument();
    expect(within(article).getByText("first").tagName).toBe("STRONG");
    expect(within(article).getByRole("link", { name: "practice" })).toHaveAttribute("href", "/blog?tag=practice");
    const comments = await screen.findByRole("region", { name: "Comments (2)" });
    expect(
      within(comments)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Somebody else's words"), expect.stringContaining("My own words")]);
    expect(within(comments).getByText(/edited/)).toBeInTheDocument();
    expect(
      new URL(sentTo(sent, "GET Blog/GetBlogComments")[0]?.url ?? "", "http://x").searchParams.get("pageSize"),
    ).toBe("-1");
  });

  it("marks the title, tags and body with the post's language, and not the links and author line around them", async () => {
    stubApi({
      "GET Blog/GetBlogById/1": {
        body: envelope(
          post({ Title: "O toque que escuta", Tags: ["comunidade"], Body: "<p>Há cinco anos.</p>", Language: "pt" }),
        ),
      },
      "GET Blog/GetBlogComments": { body: envelope(page([], 1000)) },
    });
    renderArticle();
    const article = await screen.findByRole("article", { name: "O toque que escuta" });
    expect(within(article).getByRole("heading", { level: 1 })).toHaveAttribute("lang", "pt");
    expect(within(article).getByRole("link", { name: "comunidade" })).toHaveAttribute("lang", "pt");
    expect(within(article).getByText("Há cinco anos.").closest("[lang]")).toHaveAttribute("lang", "pt");
    expect(article).not.toHaveAttribute("lang");
    expect(
      within(article)
        .getByRole("link", { name: /Back to the blog/ })
        .closest("[lang]")
        ?.getAttribute("lang"),
    ).not.toBe("pt");
  });

  it("asks visitors to log in to comment, and remembers the article", async () => {
    stubArticle();
    const user = userEvent.setup();
    renderArticle();
    expect(
      await screen.findByText("Log in to join the conversation. Comments are open to members."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Add a comment")).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Log in to comment" }));
    expect(getRedirectTarget()).toBe("/article/1");
  });

  it("lets a member comment, checking the rule before sending, and shows the server's message", async () => {
    logInAs();
    const sent = stubArticle({
      "POST Blog/AddComment": { body: { ...envelope(MINE), Message: "Your comment has been posted." } },
    });
    const user = userEvent.setup();
    renderArticle();
    const field = await screen.findByLabelText("Add a comment");
    await user.type(field, "x");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("A comment needs at least 2 characters.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Blog/AddComment")).toHaveLength(0);
    await user.clear(field);
    await user.type(field, "  Lovely article  ");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Your comment has been posted.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Blog/AddComment")[0])).toEqual({ BlogId: 1, Comment: "Lovely article" });
    expect(field).toHaveValue("");
    // The busy button lost the focus while the comment was sent: the emptied box has it (WCAG 2.4.3).
    expect(field).toHaveFocus();
  });

  it("shows the 429 message when the member comments too fast, and keeps the text", async () => {
    logInAs();
    stubArticle({
      "POST Blog/AddComment": failure(429, "You are commenting too quickly. Please wait 12 seconds and try again."),
    });
    const user = userEvent.setup();
    renderArticle();
    const field = await screen.findByLabelText("Add a comment");
    await user.type(field, "Second thought");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(
      await screen.findByText("You are commenting too quickly. Please wait 12 seconds and try again."),
    ).toBeInTheDocument();
    expect(field).toHaveValue("Second thought");
  });

  it("offers edit and delete on the member's own comment only, and sends them", async () => {
    logInAs();
    const sent = stubArticle({
      "POST Blog/EditBlogComment": { body: { ...envelope(MINE), Message: "Your comment has been updated." } },
      "DELETE Blog/DeleteBlogComment/11": { body: { ...envelope(null), Message: "The comment has been deleted." } },
    });
    const user = userEvent.setup();
    renderArticle();
    const comments = await screen.findByRole("region", { name: "Comments (2)" });
    await within(comments).findByText("My own words");
    expect(within(comments).getAllByRole("button", { name: "Edit" })).toHaveLength(1);
    await user.click(within(comments).getByRole("button", { name: "Edit" }));
    const edit = screen.getByLabelText("Edit your comment");
    // The form takes the Edit button's place and the focus; cancelling gives the focus back to the button.
    await vi.waitFor(() => expect(edit).toHaveFocus());
    await user.click(within(comments).getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(within(comments).getByRole("button", { name: "Edit" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(screen.getByLabelText("Edit your comment")).toHaveFocus());
    await user.clear(screen.getByLabelText("Edit your comment"));
    await user.type(screen.getByLabelText("Edit your comment"), "Better words");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your comment has been updated.")).toBeInTheDocument();
    await vi.waitFor(() => expect(within(comments).getByRole("button", { name: "Edit" })).toHaveFocus());
    expect(jsonBody(sentTo(sent, "POST Blog/EditBlogComment")[0])).toEqual({ Id: 11, Comment: "Better words" });

    await user.click(within(comments).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this comment?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The comment has been deleted.")).toBeInTheDocument();
    expect(sentTo(sent, "DELETE Blog/DeleteBlogComment/11")).toHaveLength(1);
  });

  it("lets an administrator change any comment", async () => {
    logInAs({ Id: 1, AccountType: 99 });
    stubArticle();
    renderArticle();
    const comments = await screen.findByRole("region", { name: "Comments (2)" });
    await within(comments).findByText("My own words");
    expect(within(comments).getAllByRole("button", { name: "Edit" })).toHaveLength(2);
  });

  it("says the article does not exist on 404 and for an unreadable id", async () => {
    stubApi({ "GET Blog/GetBlogById/5": failure(404, "This blog post does not exist or is not published.") });
    renderArticle("/article/5");
    expect(await screen.findByRole("heading", { name: "Article not found" })).toBeInTheDocument();
    renderArticle("/article/abc");
    expect(screen.getAllByRole("heading", { name: "Article not found" }).length).toBeGreaterThan(0);
  });
});

describe("stored XSS, rendered", () => {
  it("renders thirty payloads in the title, tags and comments as text: no element, handler or script URL appears", async () => {
    const comments = XSS_PAYLOADS.map((payload, index) =>
      blogComment({ Id: 100 + index, Comment: payload, SubmittedBy: payload }),
    );
    stubApi({
      "GET Blog/GetBlogById/1": {
        body: envelope(
          post({ Title: XSS_PAYLOADS[0], Tags: [XSS_PAYLOADS[1] ?? ""], SubmittedBy: XSS_PAYLOADS[2] ?? "" }),
        ),
      },
      "GET Blog/GetBlogComments": { body: envelope(page(comments, 1000)) },
    });
    const { container } = renderArticle();
    await screen.findByRole("region", { name: "Comments (30)" });
    await act(async () => {});
    for (const payload of XSS_PAYLOADS) expect(container.textContent).toContain(payload);
    expect(
      container.querySelectorAll("script, iframe, object, embed, svg[onload], math, form, input, meta, base, style"),
    ).toHaveLength(0);
    for (const element of container.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute, element.outerHTML).not.toMatch(/^on/i);
        expect(element.getAttribute(attribute) ?? "", element.outerHTML).not.toMatch(
          /^\s*(javascript|vbscript|data):/i,
        );
      }
    }
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
