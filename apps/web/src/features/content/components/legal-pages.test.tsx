import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../test/render.tsx";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { TermsAndConditionsPage } from "./legal-pages.tsx";

describe("the legal pages in another interface language", () => {
  it("mark the English document's contents and text as English, and say it is in English only", async () => {
    await act(() => changeLanguage("de"));
    try {
      renderRoute(<TermsAndConditionsPage />);
      const contents = await screen.findByRole("navigation");
      const list = contents.querySelector("ol");
      expect(list?.getAttribute("lang")).toBe("en");
      // The page's own words stay in the reader's language: only the document is marked.
      expect(contents.getAttribute("lang")).toBeNull();
      const firstHeading = list?.querySelector("a")?.textContent ?? "";
      const section = screen.getByRole("heading", { level: 2, name: firstHeading });
      expect(section.closest("[lang]")?.getAttribute("lang")).toBe("en");
    } finally {
      await act(() => changeLanguage("en"));
    }
  });
});
