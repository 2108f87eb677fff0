import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminHelpPage } from "./admin-help-page.tsx";

const TOPIC = {
  Id: 2,
  Name: "Account & privacy",
  Slug: "account-privacy",
  Description: "",
  SortBy: 10,
  ArticleCount: 1,
  Lang: "en",
  Translations: ["de", "es", "pt", "fr", "no", "cs"],
};

const ARTICLE = {
  Id: 7,
  TopicId: 2,
  TopicName: "Account & privacy",
  Title: "Resetting a forgotten password",
  Slug: "resetting-a-forgotten-password",
  Summary: "Choose Forgot password.",
  Status: "Published",
  IsPopular: true,
  SortBy: 10,
  UpdatedDate: "2026-11-18T10:00:00.000Z",
  Lang: "en",
  Translations: ["de"],
};

const GERMAN = {
  ArticleId: 7,
  Lang: "de",
  Title: "Ein vergessenes Passwort zurücksetzen",
  Summary: "Wählen Sie Passwort vergessen.",
  Body: "<p>Wählen Sie <em>Passwort vergessen</em>.</p>",
  UpdatedDate: "2026-11-18T10:00:00.000Z",
};

describe("/admin/help translations", () => {
  it("shows which languages are missing and edits one language of an article", async () => {
    logInAs({ Id: 1, AccountType: 99 });
    const sent = stubApi({
      "GET Admin/Help/GetTopics": { body: envelope([TOPIC]) },
      "GET Admin/Help/GetArticles": { body: envelope({ List: [ARTICLE], TotalCount: 1, Page: 1, PageSize: 20 }) },
      "GET Help/GetArticle": { body: envelope({ ...ARTICLE, Body: "<p>Choose <em>Forgot password</em>.</p>" }) },
      "GET Admin/Help/GetArticleTranslations": { body: envelope([GERMAN]) },
      "PUT Admin/Help/SaveArticleTranslation": {
        body: envelope([GERMAN], { Message: "The translation has been saved." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminHelpPage />, { path: "/admin/help" });
    const topics = await screen.findByRole("table", { name: "Topics" });
    expect(await within(topics).findByText("Missing: ja")).toBeInTheDocument();
    const articles = await screen.findByRole("table", { name: "Help articles (1)" });
    expect(await within(articles).findByText("Missing: es, pt, cs, ja, fr, no")).toBeInTheDocument();

    await user.click(within(articles).getByRole("button", { name: "Edit “Resetting a forgotten password”" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit article" });
    const switcher = within(dialog).getByRole("group", { name: "Language" });
    expect(within(switcher).getByRole("button", { name: "English (original)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The German translation loads into its own form.
    await user.click(within(switcher).getByRole("button", { name: "Deutsch" }));
    const title = await within(dialog).findByRole("textbox", { name: /Title/ });
    expect(title).toHaveValue("Ein vergessenes Passwort zurücksetzen");
    expect(title).toHaveAttribute("lang", "de");
    await user.clear(title);
    await user.type(title, "Passwort vergessen?");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sentTo(sent, "PUT Admin/Help/SaveArticleTranslation")).toHaveLength(1));
    expect(jsonBody(sentTo(sent, "PUT Admin/Help/SaveArticleTranslation")[0])).toMatchObject({
      ArticleId: 7,
      Lang: "de",
      Title: "Passwort vergessen?",
    });

    // A language without a translation says readers see English, and offers an empty form.
    await user.click(within(switcher).getByRole("button", { name: "日本語" }));
    expect(await within(dialog).findByText(/readers in this language see the English text/)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue("");
  }, 20_000);

  it("checks a topic and a translation against the contract's rules before sending anything", async () => {
    logInAs({ Id: 1, AccountType: 99 });
    const sent = stubApi({
      "GET Admin/Help/GetTopics": { body: envelope([TOPIC]) },
      "GET Admin/Help/GetArticles": { body: envelope({ List: [ARTICLE], TotalCount: 1, Page: 1, PageSize: 20 }) },
      "GET Help/GetArticle": { body: envelope({ ...ARTICLE, Body: "<p>Choose <em>Forgot password</em>.</p>" }) },
      "GET Admin/Help/GetArticleTranslations": { body: envelope([GERMAN]) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminHelpPage />, { path: "/admin/help" });
    await user.click(await screen.findByRole("button", { name: "New topic" }));
    const topicDialog = await screen.findByRole("dialog", { name: "New topic" });
    await user.type(within(topicDialog).getByRole("textbox", { name: /Name/ }), "   ");
    await user.click(within(topicDialog).getByRole("button", { name: "Save" }));
    expect(await within(topicDialog).findByRole("textbox", { name: /Name/ })).toHaveAccessibleDescription(
      "Enter a name.",
    );
    await user.click(within(topicDialog).getByRole("button", { name: "Cancel" }));

    const articles = await screen.findByRole("table", { name: "Help articles (1)" });
    await user.click(within(articles).getByRole("button", { name: "Edit “Resetting a forgotten password”" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit article" });
    await user.click(within(dialog).getByRole("button", { name: "Deutsch" }));
    const title = await within(dialog).findByRole("textbox", { name: /Title/ });
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(title).toHaveAccessibleDescription("Enter a title."));
    expect(sent.filter((request) => request.method !== "GET")).toHaveLength(0);
  }, 20_000);
});
