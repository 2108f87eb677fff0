import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { membershipData, stubApi } from "../../../test/api-routes.ts";
import { envelope } from "../../../test/fetch.ts";
import { testQueryClient } from "../../../test/render.tsx";
import { logInAs } from "../../../test/session.ts";
import { ADMIN_ACCOUNT_TYPE } from "../../shared/session/session-store.ts";
import { MemberLayout } from "./member-layout.tsx";

const coordinations = (statuses: string[]) => ({
  body: envelope({
    List: statuses.map((Status, i) => ({ Id: i + 1, InstructorId: 9, CoordinatorId: 4, Status })),
    TotalCount: statuses.length,
    Page: 1,
    PageSize: 20,
  }),
});

/** The member layout at `url` around a stand-in page, with the membership and coordinations the server answers. */
function renderArea(url: string, membership: Record<string, unknown> | null, links: string[] = []) {
  stubApi({
    "GET Membership/GetMembershipByUserId": { body: envelope(membership) },
    "GET Coordinator/GetInstructorCoordinatorsByCoordinatorId": coordinations(links),
  });
  const router = createMemoryRouter(
    [{ element: <MemberLayout />, children: [{ path: "*", element: <h1>The page</h1> }] }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const nav = () => screen.getByRole("navigation", { name: "Member area" });
const linkNamed = (name: string) => within(nav()).queryByRole("link", { name });
const headings = () =>
  within(nav())
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("the member area's navigation", () => {
  it("shows a visitor the page alone (it asks them to log in)", () => {
    renderArea("/profile/bio", null);
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Member area" })).not.toBeInTheDocument();
  });

  it("offers a Starter member their sections in groups, and says why teaching is missing", async () => {
    logInAs({ MembershipId: 1, MemberShipId: 1 });
    renderArea("/profile/membershipoverview", membershipData({ MembershipId: 1, Name: "Starter" }));
    await waitFor(() => expect(headings()).toEqual(["Membership", "Learning", "Profile"]));
    for (const name of ["Overview", "Change plan", "Renew membership", "Hardship application", "My courses", "Bio"])
      expect(linkNamed(name), name).toBeInTheDocument();
    expect(linkNamed("My locations")).not.toBeInTheDocument();
    expect(within(nav()).getByText(/are for instructors and their coordinators/)).toBeInTheDocument();
    expect(linkNamed("Become an instructor")).toHaveAttribute("href", "/becomeinstructor");
  });

  it("never offers a Standard member the coordinator invitation or the locations", async () => {
    logInAs();
    renderArea("/myceus", membershipData());
    await waitFor(() => expect(headings()).toEqual(["Membership", "Learning", "Profile"]));
    expect(linkNamed("My coordinators")).not.toBeInTheDocument();
    expect(linkNamed("My locations")).not.toBeInTheDocument();
    expect(within(nav()).queryByRole("link", { name: /Instructor kits|Licence|My seminars/ })).not.toBeInTheDocument();
    expect(
      within(nav())
        .queryAllByRole("link")
        .some((link) => link.getAttribute("href") === "/coordinators"),
    ).toBe(false);
  });

  it("marks the current page with aria-current, and only it", async () => {
    logInAs();
    renderArea("/MYCEUS", membershipData());
    const current = await within(nav()).findByRole("link", { name: "CE credits" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(
      within(nav())
        .getAllByRole("link")
        .filter((link) => link.hasAttribute("aria-current")),
    ).toEqual([current]);
  });

  it("gives an instructor in force the teaching group; a seminar's students keep 'My seminars' current", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    renderArea("/profile/profilestudents/12", membershipData({ MembershipId: 5, Name: "Instructor" }));
    await waitFor(() => expect(headings()).toEqual(["Membership", "Learning", "Profile", "Teaching"]));
    expect(linkNamed("My locations")).toHaveAttribute("href", "/location");
    expect(linkNamed("My coordinators")).toHaveAttribute("href", "/coordinators");
    expect(linkNamed("Instructor kits")).toHaveAttribute("href", "/instructorcheckout");
    expect(linkNamed("Renew instructor membership")).toHaveAttribute("href", "/membershiprenewalinstructor");
    expect(linkNamed("Renew membership")).not.toBeInTheDocument();
    expect(linkNamed("My seminars")).toHaveAttribute("aria-current", "true");
  });

  it("takes the teaching tools away when the current membership says the instructor's level has lapsed", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    renderArea(
      "/profile/bio",
      membershipData({ MembershipId: 5, Name: "Instructor", Status: "Expired", IsActive: false }),
    );
    await waitFor(() => expect(linkNamed("My locations")).not.toBeInTheDocument());
    expect(headings()).toEqual(["Membership", "Learning", "Profile"]);
    expect(linkNamed("Renew instructor membership")).toBeInTheDocument();
  });

  it("gives a coordinator the coordinating pages without an instructor's tools", async () => {
    logInAs();
    renderArea("/profile/coordinating", membershipData(), ["Active"]);
    expect(await within(nav()).findByRole("link", { name: "Coordinating" })).toHaveAttribute("aria-current", "page");
    expect(linkNamed("IBA coordinator")).toBeInTheDocument();
    expect(linkNamed("Coordinator agreement")).toHaveAttribute("href", "/profile/CBPagreement");
    expect(linkNamed("My locations")).not.toBeInTheDocument();
    expect(linkNamed("My coordinators")).not.toBeInTheDocument();
  });

  it("leads an administrator to the administration", async () => {
    logInAs({ AccountType: ADMIN_ACCOUNT_TYPE });
    renderArea("/profile/account", membershipData());
    await waitFor(() => expect(headings()).toContain("Administration"));
    expect(linkNamed("Administration")).toHaveAttribute("href", "/admin/users");
  });

  it("folds behind one disclosure button naming the current section (the phone's view)", async () => {
    const user = userEvent.setup();
    logInAs();
    const router = renderArea("/profile/bio", membershipData());
    const toggle = within(nav()).getByRole("button", { name: /Member area menu/ });
    expect(toggle).toHaveTextContent("Bio");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).not.toHaveClass("area-nav__panel--open");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveClass("area-nav__panel--open");
    await user.click(within(nav()).getByRole("link", { name: "Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/account"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveTextContent("Account");
  });
});
