import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { page, summary } from "../test-data.ts";
import { BlogPage } from "./blog-page.tsx";
import { LatestBlogs } from "./latest-blogs.tsx";

const FEATURED = summary({ Id: 1, Title: "Listening Before Touching", IsFeatured: true });
const OTHER = summary({ Id: 2, Title: "Five Minutes of Tapping", Tags: ["self-care"], Banner: null, BannerCard: null });

function stubBlog(list = [FEATURED, OTHER], total = list.length) {
  return stubApi({
    "GET Blog/GetBlog/*": { body: envelope({ ...page(list), TotalCount: total }) },
    "GET Blog/GetFeaturedBlog": { body: envelope(FEATURED) },
    "GET Blog/GetBlogTags": {
      body: envelope([
        { Tag: "practice", Count: 4 },
        { Tag: "self-care", Count: 2 },
      ]),
    },
  });
}

describe("/blog", () => {
  it("shows the featured post on top, then the other posts with banner or placeholder, author, date and reading time", async () => {
    stubBlog();
    renderRoute(<BlogPage />, { path: "/blog" });
    const featured = await screen.findByRole("region", { name: "Featured" });
    expect(within(featured).getByRole("link", { name: "Listening Before Touching" })).toHaveAttribute(
      "href",
      "/article/1",
    );
    // The featured banner is the page's largest paint: asked for at once, first.
    const banner = featured.querySelector("img.blog-banner");
    expect(banner).toHaveAttribute("fetchpriority", "high");
    expect(banner).not.toHaveAttribute("loading");
    const card = screen.getByRole("article", { name: "Five Minutes of Tapping" });
    expect(card).toHaveTextContent("By Margaret O'Neill");
    expect(card).toHaveTextContent("November 18, 2026");
    expect(card).toHaveTextContent("3 min read");
    expect(card.querySelector(".blog-banner--placeholder")).not.toBeNull();
    // The featured post is not listed twice.
    expect(screen.getAllByRole("link", { name: "Listening Before Touching" })).toHaveLength(1);
  });

  it("marks a post's own words with its language, and leaves the interface's words around them in the page's", async () => {
    const portuguese = summary({
      Id: 3,
      Title: "O toque que escuta",
      Excerpt: "Há cinco anos éramos três praticantes.",
      Tags: ["comunidade"],
      Language: "pt",
    });
    stubBlog([FEATURED, portuguese]);
    renderRoute(<BlogPage />, { path: "/blog" });
    const card = await screen.findByRole("article", { name: "O toque que escuta" });
    expect(within(card).getByRole("heading", { name: "O toque que escuta" })).toHaveAttribute("lang", "pt");
    expect(within(card).getByText("Há cinco anos éramos três praticantes.")).toHaveAttribute("lang", "pt");
    expect(within(card).getByRole("link", { name: "comunidade" })).toHaveAttribute("lang", "pt");
    // "By …", the date and the reading time are the interface's: nothing marks them Portuguese.
    expect(card).not.toHaveAttribute("lang");
    expect(
      within(card)
        .getByText(/min read/)
        .closest("[lang]")
        ?.getAttribute("lang"),
    ).not.toBe("pt");
    // Nor the featured card's label.
    expect(within(screen.getByRole("region", { name: "Featured" })).getByRole("article")).not.toHaveAttribute("lang");
  });

  it("sends the page, search and tag from the URL, and leaves the featured post out of a filtered list", async () => {
    const sent = stubBlog([OTHER], 20);
    renderRoute(<BlogPage />, { path: "/blog", url: "/blog?page=2&search=breath&tag=self-care" });
    expect(await screen.findByRole("heading", { name: "Five Minutes of Tapping" })).toBeInTheDocument();
    const [request] = sentTo(sent, "GET Blog/GetBlog/2");
    expect(request).toBeDefined();
    expect(queryOf(request)).toMatchObject({
      pageSize: "9",
      search: "breath",
      filters: '{"Tag":"self-care","Visibility":"Show"}',
    });
    expect(screen.queryByRole("region", { name: "Featured" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Posts found: 20");
    expect(screen.getByRole("link", { name: /self-care/, current: "page" })).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(pager).getByText("Page 2 of 3")).toBeInTheDocument();
    expect(within(pager).getByRole("link", { name: "Previous" })).toHaveAttribute(
      "href",
      "/blog?search=breath&tag=self-care",
    );
    expect(within(pager).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/blog?page=3&search=breath&tag=self-care",
    );
  });

  it("puts a search into the URL (page back to 1)", async () => {
    const sent = stubBlog();
    const user = userEvent.setup();
    const { router } = renderRoute(<BlogPage />, { path: "/blog", url: "/blog?page=2" });
    await user.type(await screen.findByLabelText("Search the blog"), "tapping");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(router.state.location.search).toBe("?search=tapping");
    await screen.findByRole("status");
    expect(sentTo(sent, "GET Blog/GetBlog/1").some((r) => queryOf(r).search === "tapping")).toBe(true);
  });

  it("says so when nothing matches", async () => {
    stubBlog([]);
    renderRoute(<BlogPage />, { path: "/blog", url: "/blog?search=nothing" });
    expect(await screen.findByText("No posts match your search.")).toBeInTheDocument();
  });
});

describe("the home page's latest posts", () => {
  it("asks for page 1 with 5 items and Visibility Show, and links to the blog", async () => {
    const sent = stubBlog([FEATURED, OTHER]);
    renderRoute(<LatestBlogs />, { path: "/", url: "/" });
    expect(await screen.findByRole("heading", { name: "Latest from the blog" })).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Blog/GetBlog/1")[0])).toMatchObject({
      pageSize: "5",
      filters: '{"Visibility":"Show"}',
    });
    expect(screen.getByRole("link", { name: "View all posts" })).toHaveAttribute("href", "/blog");
  });

  it("shows nothing while there are no posts", async () => {
    const sent = stubBlog([]);
    const { container } = renderRoute(<LatestBlogs />, { path: "/", url: "/" });
    await waitForRequest(sent);
    expect(container.querySelector("section")).toBeNull();
  });
});

async function waitForRequest(sent: unknown[]) {
  for (let i = 0; i < 50 && sent.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 20));
}
