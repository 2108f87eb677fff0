import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { DownloadsPage } from "./downloads-page.tsx";

const file = (id: number, groupId: number, title: string) => ({
  Id: id,
  GroupId: groupId,
  Title: title,
  Description: "One page.",
  FileName: `${title.toLowerCase().replace(/ /g, "-")}.pdf`,
  ContentType: "application/pdf",
  SizeBytes: 2048,
  DownloadCount: 3,
  DownloadUrl: `/api/Download/DownloadFile/${id}`,
  Locked: false,
});
const gate = {
  Permission: "Video & Resource Library",
  MinimumMembershipId: 1,
  Locked: false,
  UnlockMembershipId: null,
};
const groups = [
  {
    Id: 1,
    Name: "Forms and intake",
    Description: "Forms.",
    SortBy: 10,
    FileCount: 1,
    ...gate,
    Files: [file(1, 1, "Client intake form")],
  },
  {
    Id: 4,
    Name: "Founder archive papers",
    Description: "Archive.",
    SortBy: 40,
    FileCount: 1,
    ...gate,
    Permission: "Founder Video Archive",
    // As a member whose membership ran out sees it: every plan opens the archive (ADR 0106), they have none.
    Locked: true,
    UnlockMembershipId: 1,
    Files: [{ ...file(9, 4, "Founding charter"), Locked: true }],
  },
];

afterEach(() => vi.restoreAllMocks());

describe("/Downloads", () => {
  it("shows a member's groups with their files, 10 groups a page, and explains a locked group", async () => {
    logInAs({ Id: 7, MembershipId: 1 });
    const sent = stubApi({
      "GET Download/GetDownloadFileByGroupByUserID/7": {
        body: envelope({ List: groups, TotalCount: 2, Page: 1, PageSize: 10 }),
      },
      "GET Download/GetDownloadFileGroupByUserID/7": { body: envelope(groups) },
    });
    renderRoute(<DownloadsPage />, { path: "/Downloads", url: "/Downloads?search=form" });
    const open = (await screen.findByRole("region", { name: "Forms and intake" })) as HTMLElement;
    expect(within(open).getByRole("button", { name: "Download: Client intake form" })).toBeInTheDocument();
    const closed = screen.getByRole("region", { name: "Founder archive papers" });
    expect(within(closed).getByText(/included in the Starter plan and above/)).toBeInTheDocument();
    expect(within(closed).getByRole("link", { name: "Upgrade your plan" })).toHaveAttribute(
      "href",
      "/membershipupgrade",
    );
    expect(within(closed).queryByRole("button", { name: /Download/ })).toBeNull();
    expect(queryOf(sentTo(sent, "GET Download/GetDownloadFileByGroupByUserID/7")[0])).toMatchObject({
      page: "1",
      pageSize: "10",
      search: "form",
    });
  });

  it("counts files and downloads in the singular and the plural", async () => {
    logInAs({ Id: 7, MembershipId: 1 });
    const one = { ...groups[0], Files: [{ ...file(1, 1, "Client intake form"), DownloadCount: 1 }] };
    const two = { ...groups[0], Id: 2, Name: "Handouts", FileCount: 2, Files: [file(2, 2, "A"), file(3, 2, "B")] };
    stubApi({
      "GET Download/GetDownloadFileByGroupByUserID/7": {
        body: envelope({ List: [one, two], TotalCount: 2, Page: 1, PageSize: 10 }),
      },
      "GET Download/GetDownloadFileGroupByUserID/7": { body: envelope([one, two]) },
    });
    renderRoute(<DownloadsPage />, { path: "/Downloads", url: "/Downloads" });
    const single = await screen.findByRole("region", { name: "Forms and intake" });
    expect(within(single).getByText("1 file")).toBeInTheDocument();
    expect(within(single).getByText(/downloaded 1 time$/)).toBeInTheDocument();
    const plural = screen.getByRole("region", { name: "Handouts" });
    expect(within(plural).getByText("2 files")).toBeInTheDocument();
    expect(within(plural).getAllByText(/downloaded 3 times$/)).toHaveLength(2);
  });

  it("shows visitors the public library with a login call", async () => {
    stubApi({
      "GET Download/GetDownloadFile": {
        body: envelope({
          List: groups.map((g) => ({ ...g, Locked: true, UnlockMembershipId: g.MinimumMembershipId })),
          TotalCount: 2,
          Page: 1,
          PageSize: 10,
        }),
      },
    });
    renderRoute(<DownloadsPage />, { path: "/Downloads" });
    const region = await screen.findByRole("region", { name: "Forms and intake" });
    expect(within(region).getByText(/Log in or join to download/)).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Log in" })).toBeInTheDocument();
  });
});
