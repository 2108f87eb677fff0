import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { membershipData, sentTo, stubApi } from "../../test/api-routes.ts";
import { envelope } from "../../test/fetch.ts";
import { testQueryClient } from "../../test/render.tsx";
import { logInAs } from "../../test/session.ts";
import { page, post } from "../features/blog/test-data.ts";
import { ADMIN_ACCOUNT_TYPE } from "../shared/session/session-store.ts";
import { pathTo, routeKeyOf, routes } from "./paths.ts";
import { startRoutes } from "./router.tsx";

// The router the app builds: only the opened route at first, the others learnt on navigation.
function renderAt(url: string) {
  const client = testQueryClient();
  const { routes: initial, patchRoutesOnNavigation } = startRoutes(new URL(url, "http://x").pathname, {
    client,
    language: () => "en",
  });
  const router = createMemoryRouter(initial, { initialEntries: [url], patchRoutesOnNavigation });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Mei's login succeeds (a Standard member), and the start-up check finds her still logged in. */
function stubMeiLogin() {
  stubApi({
    "POST Account/Login": {
      body: envelope({
        Id: 12,
        Username: "mei",
        Email: "mei@example.com",
        FirstName: "Mei",
        LastName: "Tanaka",
        AccountType: 1,
        MembershipId: 3,
        ProfileImage: null,
        Language: "en",
        LoginTokenResponseModel: { access_token: "token-123", token_type: "Bearer", expires_in: 7_776_000 },
        UserMemeberships: { MembershipId: 3, EndDateTime: "2027-05-01T00:00:00Z" },
      }),
    },
    "GET Account/CheckUserLogout": { body: envelope(false) },
  });
}

describe("routing", () => {
  it("sends an unknown path to /error, the not-found page", async () => {
    const router = renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Whoops ..." })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/error");
    expect(screen.getByText("Sorry, we couldn't find the page you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "BACK TO HOME" })).toHaveAttribute("href", "/");
  });

  it("opens a registered route's own screen (every route of the spec has one)", async () => {
    const router = renderAt("/modalities");
    expect(await screen.findByRole("heading", { level: 1, name: "The modalities" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/modalities");
  });

  it("matches registered paths regardless of case and redirects /profile to the overview", async () => {
    const router = renderAt("/profile");
    // The overview loads its area and the member layout's chunk first (both lazily).
    const loading = { timeout: 5000 };
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/membershipoverview"), loading);
    expect(await screen.findByRole("heading", { level: 2, name: "Please log in" }, loading)).toBeInTheDocument();
    // A visitor gets the page alone: no member-area navigation.
    expect(screen.queryByRole("navigation", { name: "Member area" })).not.toBeInTheDocument();
  });

  it("puts member pages in the member area and /admin/* screens in the administration shell", async () => {
    const loading = { timeout: 10_000 };
    logInAs({ AccountType: ADMIN_ACCOUNT_TYPE });
    stubApi({
      "GET Account/CheckUserLogout": { body: envelope(false) },
      "GET Membership/GetMembershipByUserId": { body: envelope(membershipData()) },
    });
    const router = renderAt("/admin/coupons");
    const admin = await screen.findByRole("navigation", { name: "Administration" }, loading);
    expect(within(admin).getByRole("link", { name: "Coupons" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByRole("navigation", { name: "Member area" })).not.toBeInTheDocument();
    await router.navigate("/myceus");
    const member = await screen.findByRole("navigation", { name: "Member area" }, loading);
    expect(await within(member).findByRole("link", { name: "CE credits" }, loading)).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.queryByRole("navigation", { name: "Administration" })).not.toBeInTheDocument();
  }, 30_000);

  it("opens the login dialog from the header and from the sign-up screen's 'Sign in' link", async () => {
    const user = userEvent.setup();
    const router = renderAt("/");
    await user.click(await screen.findByRole("button", { name: "Login" }));
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await router.navigate("/register");
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeInTheDocument();
  });

  it("after a keyboard login, whose Login button is gone, gives the focus to the next page's main heading", {
    timeout: 20_000,
  }, async () => {
    stubMeiLogin();
    const user = userEvent.setup();
    const router = renderAt("/modalities");
    expect(await screen.findByRole("heading", { level: 1, name: "The modalities" })).toBeInTheDocument();
    (await screen.findByRole("button", { name: "Login" })).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Log in" });
    await user.type(within(dialog).getByLabelText("Email"), "mei@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "secret-pass{Enter}");
    // The login goes home (spec 000 §4); the header's Login has given way to the member's menu.
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus(), { timeout: 5000 });
  });

  it("gives the focus to the page's main heading when a login keeps the reader on the same page", {
    timeout: 20_000,
  }, async () => {
    stubMeiLogin();
    const user = userEvent.setup();
    renderAt("/");
    (await screen.findByRole("button", { name: "Login" })).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Log in" });
    await user.type(within(dialog).getByLabelText("Email"), "mei@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "secret-pass{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus(), { timeout: 5000 });
  });

  it("learns a route the first time it is navigated to, parameters and unknown paths included", async () => {
    const router = renderAt("/");
    await screen.findByRole("button", { name: "Login" });
    await router.navigate("/modalities");
    expect(await screen.findByRole("heading", { level: 1, name: "The modalities" })).toBeInTheDocument();
    await router.navigate("/ARTICLE/7");
    await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe("article"));
    await router.navigate("/modalities/");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "The modalities" })).toBeInTheDocument());
    await router.navigate("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Whoops ..." })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/error");
  });

  it("keeps the current screen, its main region busy, until the next screen's loader has its reads (ADR 0098)", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const sent = stubApi({
      "GET Blog/GetBlogById/*": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      "GET Blog/GetBlogComments": { body: envelope(page([])) },
    });
    const router = renderAt("/modalities");
    expect(await screen.findByRole("heading", { level: 1, name: "The modalities" })).toBeInTheDocument();
    void router.navigate("/article/7");
    await waitFor(() => expect(sentTo(sent, "GET Blog/GetBlogById/7")).toHaveLength(1), { timeout: 5000 });
    // The old screen stays, and says it is busy, while the article is read (the read is held until answered below;
    // the busy state is a render of its own, which may commit after the request is sent).
    await waitFor(() => expect(screen.getByRole("main")).toHaveAttribute("aria-busy", "true"));
    expect(screen.getByRole("heading", { level: 1, name: "The modalities" })).toBeInTheDocument();
    answer({ body: envelope(post({ Id: 7, Title: "Breathing with the seasons" })) });
    // The article appears with its data at once (no loading state in between), and the page is no longer busy.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Breathing with the seasons" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("main")).not.toHaveAttribute("aria-busy");
  });

  it.each([
    ["/", "home"],
    ["/About", "about"],
    ["/about/", "about"],
    ["/confirmemail/42", "confirmEmail"],
    ["/forum/postdetail/abc", "forumPostDetail"],
    ["/location/locationarchived", "locationArchived"],
    ["/profile", "profile"],
    ["/no/such/page", undefined],
    ["/confirmemail", undefined],
  ])("finds the route %s opens without the router (%s)", (path, key) => {
    expect(routeKeyOf(path)).toBe(key);
  });

  it("finds every registered pattern's own route, a fixed segment beating a parameter", () => {
    for (const [key, route] of Object.entries(routes)) {
      expect(routeKeyOf(route.pattern.replace(/:\w+/g, "x1"))).toBe(key);
    }
  });

  it("builds concrete paths from the typed registry", () => {
    expect(pathTo("confirmEmail", { userId: 42 })).toBe("/confirmemail/42");
    expect(pathTo("forumPostDetail", { id: "a b" })).toBe("/forum/postdetail/a%20b");
    expect(pathTo("membership")).toBe("/membership");
  });

  it("registers every route of the spec exactly once", () => {
    const patterns = Object.values(routes).map((route) => route.pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const path of [
      "/confirmemail/:userid",
      "/confirmpassword",
      "/membershiprenewalinstructor",
      "/becomeinstructor/cbi-a",
    ]) {
      expect(patterns).toContain(path);
    }
  });
});
