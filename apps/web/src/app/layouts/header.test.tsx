import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-routes.ts";
import { envelope } from "../../../test/fetch.ts";
import { renderRoute } from "../../../test/render.tsx";
import { logInAs } from "../../../test/session.ts";
import { ADMIN_ACCOUNT_TYPE } from "../../shared/session/session-store.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

const main = () => screen.getByRole("navigation", { name: "Main" });

describe("the header's site navigation (ADR 0064)", () => {
  it("shows four groups as disclosure buttons and the store and membership as links, no ARIA menu", () => {
    renderRoute(<Header />);
    const nav = main();
    const buttons = within(nav).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Learn", "Community", "Practitioners", "About"]);
    for (const button of buttons) expect(button).toHaveAttribute("aria-expanded", "false");
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/store", "/membership"]);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens one group at a time; Escape closes it and gives the focus back to its button", async () => {
    const user = userEvent.setup();
    renderRoute(<Header />);
    const learn = within(main()).getByRole("button", { name: "Learn" });
    await user.click(learn);
    expect(learn).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(learn.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeNull();
    expect(
      within(panel as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/courses", "/seminars", "/selfstudy", "/videos", "/Downloads", "/mymanuals"]);

    const community = within(main()).getByRole("button", { name: "Community" });
    await user.click(community);
    expect(learn).toHaveAttribute("aria-expanded", "false");
    expect(community).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Blog" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Forum" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(community).toHaveAttribute("aria-expanded", "false");
    expect(community).toHaveFocus();
  });

  it("closes on a click outside and when a link is followed", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(
      <>
        <Header />
        <p>Page body</p>
      </>,
      { path: "*", url: "/somewhere" },
    );
    const about = within(main()).getByRole("button", { name: "About" });
    await user.click(about);
    await user.click(screen.getByText("Page body"));
    expect(about).toHaveAttribute("aria-expanded", "false");

    await user.click(about);
    await user.click(screen.getByRole("link", { name: "Help centre" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/helpcenter"));
    expect(about).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the four groups as headed link lists behind the phone's menu button", async () => {
    const user = userEvent.setup();
    renderRoute(<Header />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    const mobile = screen.getByRole("navigation", { name: "Main (mobile)" });
    expect(
      within(mobile)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["Learn", "Community", "Practitioners", "About"]);
    expect(within(mobile).getByRole("list", { name: "Practitioners" })).toHaveTextContent("Become an instructor");
    expect(within(mobile).getByRole("link", { name: "Store" })).toHaveAttribute("href", "/store");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("keeps the account menu short: the member area, membership, notifications, administration, logout", async () => {
    stubApi({ "GET Notification/GetNotificationsByUserId": { body: envelope({ List: [], TotalCount: 0 }) } });
    logInAs({ AccountType: ADMIN_ACCOUNT_TYPE });
    const user = userEvent.setup();
    renderRoute(<Header />);
    // The menu's code loads lazily: until then its place holds a disabled copy of the button.
    await waitFor(() => expect(screen.getByRole("button", { name: /account menu/ })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: /account menu/ }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "My member area",
      "Manage membership",
      "Notifications",
      "Administration",
      "Logout",
    ]);
    expect(screen.getByRole("menuitem", { name: "Administration" })).toHaveAttribute("href", "/admin/users");
  });
});

describe("the footer's sitemap", () => {
  it("lists every public section and the legal pages", () => {
    renderRoute(<Footer />);
    const sitemap = screen.getByRole("navigation", { name: "Site map" });
    const hrefs = within(sitemap)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    for (const href of [
      "/courses",
      "/videos",
      "/studygroupsandevents",
      "/Testimonials",
      "/bodytalkpractitioners",
      "/becomeinstructor",
      "/modalities",
      "/helpcenter",
      "/donation",
      "/store",
      "/membership",
      "/register",
      "/terms-of-service",
      "/termsandconditions",
      "/privacypolicy",
      "/ethics",
      "/howforum",
      "/About",
    ])
      expect(hrefs).toContain(href);
    expect(within(sitemap).getAllByRole("heading", { level: 2 })).toHaveLength(6);
  });
});
