import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { VideosPage } from "./videos-page.tsx";

const base = {
  Description: "<b>Three</b> gentle touches.",
  CategoryId: 2,
  CategoryName: "Self-care routines",
  DurationSeconds: 754,
  ThumbnailImage: "/uploads/media/a-card.webp",
  CaptionsUrl: null,
  CreatedAt: "2026-11-01T10:00:00.000Z",
  Permission: "Video & Resource Library",
  MinimumMembershipId: 1,
  UnlockMembershipId: null,
};
const open = {
  ...base,
  Id: 1,
  Title: "Morning grounding",
  Locked: false,
  VideoUrl: "/uploads/private/videos/a.webm?expires=1&sig=x",
  CaptionsUrl: "/uploads/private/videos/a.vtt?expires=1&sig=y",
};
// As a member whose membership ran out sees it: every plan opens the archive (ADR 0106), they have none.
const locked = {
  ...base,
  Id: 2,
  Title: "The first seminar, 1995",
  CategoryId: 5,
  CategoryName: "Founder Video Archive",
  Permission: "Founder Video Archive",
  Locked: true,
  VideoUrl: null,
  UnlockMembershipId: 1,
};
const categories = [
  { Id: 2, Name: "Self-care routines", SortBy: 20, VideoCount: 5, ...base, Locked: false },
  { Id: 5, Name: "Founder Video Archive", SortBy: 50, VideoCount: 5, ...base, Locked: true, UnlockMembershipId: 1 },
];

afterEach(() => vi.restoreAllMocks());

function stub() {
  return stubApi({
    "GET Video/GetVideoCategory": { body: envelope(categories) },
    "GET Video/GetWebVideos": { body: envelope({ List: [open, locked], TotalCount: 30, Page: 2, PageSize: 12 }) },
  });
}

describe("/videos", () => {
  it("shows the grid from the URL's page, search and category, and names the plan that unlocks a locked video", async () => {
    logInAs({ Id: 4, MembershipId: 1 });
    const sent = stub();
    renderRoute(<VideosPage />, { path: "/videos", url: "/videos?search=breath&category=2&page=2" });
    expect(await screen.findByRole("heading", { name: "Morning grounding" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText("12:34", { selector: ".media-card__duration" })).toHaveLength(2);
    expect(screen.getAllByText("<b>Three</b> gentle touches.", { selector: "p" })).toHaveLength(2);
    const card = screen.getByRole("heading", { name: locked.Title }).closest("li") as HTMLElement;
    expect(card.querySelector("img")).toHaveAttribute("src", "/uploads/media/a-card.webp");
    expect(within(card).getByText("Included in the Starter plan and above.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Upgrade your plan" })).toHaveAttribute("href", "/membershipupgrade");
    expect(within(card).queryByRole("button", { name: /Play/ })).toBeNull();
    expect(queryOf(sentTo(sent, "GET Video/GetWebVideos")[0])).toMatchObject({
      page: "2",
      pageSize: "12",
      search: "breath",
      filters: JSON.stringify({ CategoryId: 2 }),
    });
    expect(screen.getByRole("navigation", { name: "Video pages" })).toBeInTheDocument();
  });

  it("plays an open video in a dialog with captions, and closes with Escape", async () => {
    logInAs({ Id: 4, MembershipId: 1 });
    stub();
    renderRoute(<VideosPage />, { path: "/videos" });
    await userEvent.click(await screen.findByRole("button", { name: "Play Morning grounding" }));
    const dialog = await screen.findByRole("dialog", { name: "Morning grounding" });
    const video = dialog.querySelector("video") as HTMLVideoElement;
    expect(video).toHaveAttribute("src", open.VideoUrl);
    expect(video).toHaveAttribute("controls");
    expect(dialog.querySelector("track")).toHaveAttribute("src", open.CaptionsUrl);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks visitors to log in to watch a locked video", async () => {
    stub();
    renderRoute(<VideosPage />, { path: "/videos" });
    const card = (await screen.findByRole("heading", { name: locked.Title })).closest("li") as HTMLElement;
    expect(within(card).getByRole("button", { name: "Log in or join to watch." })).toBeInTheDocument();
  });
});
