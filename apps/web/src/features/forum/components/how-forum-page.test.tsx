import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoute } from "../../../../test/render.tsx";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { HowForumPage } from "./how-forum-page.tsx";

describe("/howforum", () => {
  afterEach(async () => {
    await changeLanguage("en");
  });

  // The test's browser (and the server) speak English: the limits follow the interface language instead.
  it.each([
    ["en", /at most 32,000 characters/],
    ["de", /höchstens 32\.000 Zeichen/],
    // A narrow no-break space in French, which the matcher reads as a space.
    ["fr", /au plus 32 000 caractères/],
  ] as const)("writes the limits' numbers as %s does", async (language, text) => {
    await changeLanguage(language);
    renderRoute(<HowForumPage />, { path: "/howforum" });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
