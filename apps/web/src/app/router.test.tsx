import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { testQueryClient } from "../../test/render.tsx";
import { pathTo, routes } from "./paths.ts";
import { appRoutes } from "./router.tsx";

function renderAt(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
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
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/membershipoverview"));
    expect(await screen.findByRole("heading", { level: 2, name: "Please log in" })).toBeInTheDocument();
  });

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
