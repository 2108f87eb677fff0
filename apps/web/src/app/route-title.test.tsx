import { act, render } from "@testing-library/react";
import i18next from "i18next";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useDocumentTitle } from "../shared/hooks/use-document-title.ts";
import { changeLanguage } from "../shared/i18n/i18n.ts";
import { RouteTitle } from "./route-title.tsx";

function ArticleScreen() {
  useDocumentTitle("Working with the breath");
  return <h1>Article</h1>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteTitle />
            <Outlet />
          </>
        ),
        children: [
          { path: "/courses", element: <h1>Courses</h1> },
          { path: "/profile/account", element: <h1>Account</h1> },
          { path: "/article/:id", element: <ArticleScreen /> },
          { path: "*", element: <h1>Other</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the document title on navigation (ADR 0095)", () => {
  it("follows the registry's title key, and an item page's own title wins", async () => {
    const router = renderAt("/courses");
    expect(document.title).toBe("Courses · Healing Arts Association");
    await act(() => router.navigate("/profile/account"));
    expect(document.title).toBe("Account · Healing Arts Association");
    await act(() => router.navigate("/article/12"));
    expect(document.title).toBe("Working with the breath · Healing Arts Association");
    await act(() => router.navigate("/no/such/page"));
    expect(document.title).toBe("Page not found · Healing Arts Association");
  });

  it("carries a public page's description, in the interface language", async () => {
    const meta = document.createElement("meta");
    meta.name = "description";
    meta.content = "The site's own words.";
    document.head.append(meta);
    try {
      const router = renderAt("/courses");
      expect(meta.content).toBe(i18next.t("courseCatalogue.lead"));
      expect(meta.content).not.toBe("The site's own words.");
      // A member's page has none: the last stays (the page is private, never indexed).
      await act(() => router.navigate("/profile/account"));
      expect(meta.content).toBe(i18next.t("courseCatalogue.lead"));
    } finally {
      meta.remove();
    }
  });

  it("is in the interface language", async () => {
    const router = renderAt("/courses");
    try {
      await act(() => changeLanguage("de"));
      expect(document.title).toBe("Kurse · Healing Arts Association");
      await act(() => router.navigate("/profile/account"));
      expect(document.title).toMatch(/^Konto · /);
    } finally {
      await act(() => changeLanguage("en"));
    }
  });
});
