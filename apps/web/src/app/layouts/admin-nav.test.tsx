import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sentTo, stubApi } from "../../../test/api-routes.ts";
import { envelope } from "../../../test/fetch.ts";
import { testQueryClient } from "../../../test/render.tsx";
import { logInAs } from "../../../test/session.ts";
import { ADMIN_ACCOUNT_TYPE, readSession } from "../../shared/session/session-store.ts";
import { Toaster } from "../../shared/ui/toast/toaster.tsx";
import { routes } from "../paths.ts";
import { AdminLayout } from "./admin-layout.tsx";

function renderShell(url: string) {
  const router = createMemoryRouter(
    [
      { element: <AdminLayout />, children: [{ path: "/admin/*", element: <h1>The tool</h1> }] },
      { path: "/", element: <p>Home page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const nav = () => screen.getByRole("navigation", { name: "Administration" });

describe("the administration shell", () => {
  it("lists every administration screen in four groups, the current one with aria-current", () => {
    logInAs({ AccountType: ADMIN_ACCOUNT_TYPE });
    renderShell("/admin/blog");
    expect(
      within(nav())
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["People", "Content", "Education", "Commerce"]);
    const hrefs = within(nav())
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    const adminPatterns = Object.values(routes)
      .filter((route) => route.layout === "admin")
      .map((route) => route.pattern);
    expect(adminPatterns).toHaveLength(22);
    for (const pattern of adminPatterns) expect(hrefs, pattern).toContain(pattern);
    expect(within(nav()).getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    expect(within(nav()).getByRole("link", { name: "Users" })).not.toHaveAttribute("aria-current");
    expect(within(nav()).getByRole("link", { name: "Member area" })).toHaveAttribute(
      "href",
      "/profile/membershipoverview",
    );
    expect(screen.getByRole("heading", { level: 1, name: "The tool" })).toBeInTheDocument();
  });

  it("logs out in one click from the shell itself", async () => {
    const user = userEvent.setup();
    logInAs({ AccountType: ADMIN_ACCOUNT_TYPE });
    const sent = stubApi({ "POST Account/Logout": { body: envelope(null) } });
    const router = renderShell("/admin/users");
    await user.click(within(nav()).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(sentTo(sent, "POST Account/Logout")).toHaveLength(1);
    expect(readSession().user).toBeNull();
    expect(await screen.findByText("You have been logged out.")).toBeInTheDocument();
  });

  it("shows a member or a visitor the page alone, whose admin gate refuses them", () => {
    logInAs();
    renderShell("/admin/users");
    expect(screen.getByRole("heading", { name: "The tool" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Administration" })).not.toBeInTheDocument();
  });

  it("folds behind a disclosure button on a phone", async () => {
    const user = userEvent.setup();
    logInAs({ AccountType: ADMIN_ACCOUNT_TYPE });
    renderShell("/admin/coupons");
    const toggle = within(nav()).getByRole("button", { name: /Administration menu/ });
    expect(toggle).toHaveTextContent("Coupons");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    // Logout stays outside the folded panel: one click away on a phone too.
    expect(panel).not.toContainElement(within(nav()).getByRole("button", { name: "Logout" }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveClass("area-nav__panel--open");
  });
});
