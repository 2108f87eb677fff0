import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { page, post, summary } from "../test-data.ts";
import { AdminBlogPage } from "./admin-blog-page.tsx";

const LIST = [
  summary({ Id: 1, Title: "Listening Before Touching", IsFeatured: true }),
  summary({ Id: 2, Title: "Autumn Retreat", State: "Scheduled" }),
  summary({ Id: 3, Title: "Draft ethics", Visibility: "Hide", State: "Hidden" }),
];

const renderAdmin = (url = "/admin/blog") => renderRoute(<AdminBlogPage />, { path: "/admin/blog", url });

describe("/admin/blog", () => {
  it("is for administrators only", () => {
    logInAs();
    renderAdmin();
    expect(screen.getByRole("alert")).toHaveTextContent("Administrators only");
  });

  it("lists every post with its state and filters by state", async () => {
    logInAs({ Id: 1, AccountType: 99 });
    const sent = stubApi({ "GET Blog/AdminGetBlogs/1": { body: envelope(page(LIST, 20)) } });
    const user = userEvent.setup();
    renderAdmin();
    const table = await screen.findByRole("table", { name: "Blog posts (3)" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Published",
      "Scheduled",
      "Hidden",
    ]);
    await user.selectOptions(screen.getByLabelText("Status"), "Hidden");
    await screen.findByRole("table");
    expect(sentTo(sent, "GET Blog/AdminGetBlogs/1").map((r) => queryOf(r).filters)).toContain('{"State":"Hidden"}');
  });

  it("writes a post: the shared rules first, then the save and the banner upload", async () => {
    logInAs({ Id: 1, AccountType: 99 });
    const sent = stubApi({
      "GET Blog/AdminGetBlogs/1": { body: envelope(page(LIST, 20)) },
      "POST Blog/AdminAddBlog": { body: { ...envelope(post({ Id: 9 })), Message: "The blog post has been saved." } },
      "POST Blog/AdminUploadBlogBanner/9": {
        body: envelope({ Banner: "/uploads/blog/b-full.webp", BannerCard: "/uploads/blog/b-card.webp" }),
      },
      "POST Blog/AdminPreviewBlog": {
        body: envelope({ Body: "<p>Hello <strong>all</strong></p>", ReadingMinutes: 1 }),
      },
    });
    const user = userEvent.setup();
    const { router } = renderAdmin();
    await user.click(await screen.findByRole("button", { name: "Write a post" }));
    expect(router.state.location.search).toBe("?new=1");
    await user.click(screen.getByRole("button", { name: "Save post" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Text is required")).toBeInTheDocument();
    expect(sentTo(sent, "POST Blog/AdminAddBlog")).toHaveLength(0);

    await user.type(screen.getByLabelText("Title"), "Autumn Retreat");
    await user.type(screen.getByLabelText("Text"), "<p>Hello all</p>");
    await user.type(screen.getByLabelText("Tags"), "Events, association");
    await user.selectOptions(screen.getByLabelText("Visibility"), "Hide");
    await user.click(screen.getByLabelText("Feature this post at the top of the blog"));
    await user.upload(screen.getByLabelText("Banner image"), new File(["png"], "banner.png", { type: "image/png" }));

    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Preview" });
    expect(within(preview).getByText("all").tagName).toBe("STRONG");

    await user.click(screen.getByRole("button", { name: "Save post" }));
    expect(await screen.findByText("The blog post has been saved.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Blog/AdminAddBlog")[0])).toMatchObject({
      Title: "Autumn Retreat",
      Body: "<p>Hello all</p>",
      // The tags as the shared rule stores them (what the server would have made of "Events").
      Tags: ["events", "association"],
      Language: "en",
      Visibility: "Hide",
      IsFeatured: true,
    });
    const upload = sentTo(sent, "POST Blog/AdminUploadBlogBanner/9")[0];
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData | undefined)?.get("File")).toBeInstanceOf(File);
    expect(router.state.location.search).toBe("");
  });

  it("refuses more tags than a post takes in the field, and sends nothing", async () => {
    logInAs({ Id: 1, AccountType: 99 });
    const sent = stubApi({
      "GET Blog/AdminGetBlogs/1": { body: envelope(page(LIST, 20)) },
      "POST Blog/AdminAddBlog": { body: envelope(post({ Id: 9 })) },
    });
    const user = userEvent.setup();
    renderAdmin("/admin/blog?new=1");
    await user.type(await screen.findByLabelText("Title"), "Autumn Retreat");
    await user.type(screen.getByLabelText("Text"), "<p>Hello all</p>");
    await user.type(screen.getByLabelText("Tags"), "a, b, c, d, e, f, g, h, i");
    await user.click(screen.getByRole("button", { name: "Save post" }));
    expect(await screen.findByText("Use at most 8 tags.")).toBeInTheDocument();
    expect(screen.getByLabelText("Tags")).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "POST Blog/AdminAddBlog")).toHaveLength(0);
    // A tag's own rule is shown in the same field.
    await user.clear(screen.getByLabelText("Tags"));
    await user.type(screen.getByLabelText("Tags"), `events, ${"x".repeat(41)}`);
    await user.click(screen.getByRole("button", { name: "Save post" }));
    expect(await screen.findByText("Each tag must have 1 to 40 characters.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Blog/AdminAddBlog")).toHaveLength(0);
  });

  it("edits a post loaded with the administrator's bearer and shows a refusal's message", async () => {
    logInAs({ Id: 1, AccountType: 99 });
    const sent = stubApi({
      "GET Blog/GetBlogById/3": {
        body: envelope(post({ Id: 3, Title: "Draft ethics", Visibility: "Hide", State: "Hidden" })),
      },
      "PUT Blog/AdminEditBlog": failure(400, "The text is too long."),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/blog?edit=3");
    expect(await screen.findByLabelText("Title")).toHaveValue("Draft ethics");
    expect(screen.getByLabelText("Visibility")).toHaveValue("Hide");
    await user.click(screen.getByRole("button", { name: "Save post" }));
    expect(await screen.findByText("The text is too long.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "PUT Blog/AdminEditBlog")[0])).toMatchObject({ Id: 3, Title: "Draft ethics" });
  });
});
