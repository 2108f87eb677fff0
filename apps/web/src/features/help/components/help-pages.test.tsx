import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { HelpCenterPage } from "./help-center-page.tsx";
import { HelpSidebar } from "./help-sidebar.tsx";
import { HelpTopicPage } from "./help-topic-page.tsx";

const TOPICS = [
  {
    Id: 1,
    Name: "Membership & billing",
    Slug: "membership-billing",
    Description: "Plans and renewals.",
    SortBy: 10,
    ArticleCount: 4,
    Lang: "en",
    Translations: [],
  },
  {
    Id: 2,
    Name: "Account & privacy",
    Slug: "account-privacy",
    Description: "",
    SortBy: 20,
    ArticleCount: 3,
    Lang: "en",
    Translations: [],
  },
];

const article = (fields: Record<string, unknown> = {}) => ({
  Id: 7,
  TopicId: 2,
  TopicName: "Account & privacy",
  Title: "Resetting a forgotten password",
  Slug: "resetting-a-forgotten-password",
  Summary: "Choose Forgot password on the login dialog.",
  Status: "Published",
  IsPopular: true,
  SortBy: 10,
  UpdatedDate: "2026-11-18T10:00:00.000Z",
  Lang: "en",
  Translations: ["de"],
  ...fields,
});

const list = (items: unknown[], total = items.length) => ({ List: items, TotalCount: total, Page: 1, PageSize: 10 });

describe("/helpcenter", () => {
  it("shows the topics with their counts and the popular articles", async () => {
    const sent = stubApi({
      "GET Help/GetTopics": { body: envelope(TOPICS) },
      "GET Help/GetArticles": { body: envelope(list([article()])) },
    });
    renderRoute(<HelpCenterPage />, { path: "/helpcenter" });
    expect(await screen.findByRole("link", { name: "Membership & billing" })).toHaveAttribute("href", "/topic?id=1");
    expect(screen.getByText("Articles: 4")).toBeInTheDocument();
    const popular = screen.getByRole("region", { name: "Popular articles" });
    expect(await within(popular).findByRole("link", { name: "Resetting a forgotten password" })).toHaveAttribute(
      "href",
      "/topic?id=2&article=7",
    );
    expect(queryOf(sentTo(sent, "GET Help/GetArticles")[0])).toMatchObject({ popular: "true" });
  });

  it("lists the results of a search from the URL", async () => {
    const sent = stubApi({
      "GET Help/GetTopics": { body: envelope(TOPICS) },
      "GET Help/GetArticles": { body: envelope(list([article()], 1)) },
    });
    renderRoute(<HelpCenterPage />, { path: "/helpcenter", url: "/helpcenter?search=password" });
    expect(await screen.findByRole("heading", { name: "Articles found: 1" })).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Help/GetArticles")[0])).toMatchObject({ search: "password", page: "1" });
  });
});

describe("help sidebar", () => {
  it("searches on /helpcenter and folds the topics behind a button on phones", async () => {
    stubApi({ "GET Help/GetTopics": { body: envelope(TOPICS) } });
    renderRoute(<HelpSidebar />, {
      path: "/topic",
      url: "/topic?id=2",
      extraRoutes: [{ path: "/helpcenter", element: <p>Help results</p> }],
    });
    expect(await screen.findByRole("link", { name: /Account & privacy/ })).toHaveAttribute("aria-current", "page");
    const toggle = screen.getByRole("button", { name: "Browse topics" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search help" }), "invoice");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Help results")).toBeInTheDocument();
  });
});

describe("/topic", () => {
  it("lists a topic's articles, and opens an article in the same page with its sanitised body", async () => {
    const sent = stubApi({
      "GET Help/GetTopics": { body: envelope(TOPICS) },
      "GET Help/GetArticles": { body: envelope(list([article()])) },
      "GET Help/GetArticle": { body: envelope({ ...article(), Body: "<p>Choose <em>Forgot password</em>.</p>" }) },
    });
    const { unmount } = renderRoute(<HelpTopicPage />, { path: "/topic", url: "/topic?id=2" });
    expect(await screen.findByRole("heading", { level: 1, name: "Account & privacy" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Resetting a forgotten password" })).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Help/GetArticles")[0])).toMatchObject({ topicId: "2" });
    unmount();

    renderRoute(<HelpTopicPage />, { path: "/topic", url: "/topic?id=2&article=7" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Resetting a forgotten password" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Forgot password").tagName).toBe("EM");
    expect(screen.getByRole("link", { name: "Back to Account & privacy" })).toHaveAttribute("href", "/topic?id=2");
    expect(queryOf(sentTo(sent, "GET Help/GetArticle")[0])).toMatchObject({ Id: "7" });
  });

  it("says when an article does not exist", async () => {
    stubApi({
      "GET Help/GetTopics": { body: envelope(TOPICS) },
      "GET Help/GetArticle": {
        status: 404,
        body: { Status: false, Message: "This help article does not exist or is not published.", Data: null },
      },
    });
    renderRoute(<HelpTopicPage />, { path: "/topic", url: "/topic?id=2&article=99" });
    expect(await screen.findByRole("heading", { name: "Article not found" })).toBeInTheDocument();
    expect(screen.getByText("This help article does not exist or is not published.")).toBeInTheDocument();
  });
});

describe("help in the reader's language", () => {
  afterEach(async () => {
    await i18next.changeLanguage("en");
  });

  it("asks for the interface language and marks the article with the language it came in", async () => {
    await changeLanguage("de");
    const sent = stubApi({
      "GET Help/GetTopics": { body: envelope([{ ...TOPICS[1], Name: "Konto & Datenschutz", Lang: "de" }]) },
      "GET Help/GetArticle": {
        body: envelope({
          ...article({ Title: "Ein vergessenes Passwort zurücksetzen", TopicName: "Konto & Datenschutz", Lang: "de" }),
          Body: "<p>Wählen Sie <em>Passwort vergessen</em>.</p>",
        }),
      },
    });
    renderRoute(<HelpTopicPage />, { path: "/topic", url: "/topic?id=2&article=7" });
    const heading = await screen.findByRole("heading", { level: 1, name: "Ein vergessenes Passwort zurücksetzen" });
    expect(heading.closest("article")).toHaveAttribute("lang", "de");
    expect(queryOf(sentTo(sent, "GET Help/GetArticle")[0])).toMatchObject({ Id: "7", Lang: "de" });
    expect(queryOf(sentTo(sent, "GET Help/GetTopics")[0])).toMatchObject({ Lang: "de" });
    expect(screen.queryByText(/auf Englisch angezeigt/)).not.toBeInTheDocument();
  });

  it("says so when the article is only in English, and marks it lang=en", async () => {
    await changeLanguage("de");
    stubApi({
      "GET Help/GetTopics": { body: envelope(TOPICS) },
      "GET Help/GetArticle": { body: envelope({ ...article(), Body: "<p>Choose <em>Forgot password</em>.</p>" }) },
    });
    renderRoute(<HelpTopicPage />, { path: "/topic", url: "/topic?id=2&article=7" });
    const heading = await screen.findByRole("heading", { level: 1, name: "Resetting a forgotten password" });
    expect(heading.closest("article")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Forgot password").closest("[lang]")).toHaveAttribute("lang", "en");
    const notice = screen.getByText(/auf Englisch angezeigt/);
    expect(notice).toHaveAttribute("lang", "de");
    // What the interface says around the English article is German, and marked so.
    expect(screen.getByRole("link", { name: /Zurück zu/ }).closest("[lang]")).toHaveAttribute("lang", "de");
    expect(screen.getByText(/Aktualisiert am/)).toHaveAttribute("lang", "de");
  });
});
