import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { AdminNewslettersPage } from "./admin-newsletters-page.tsx";

const lists = [
  {
    Id: 1,
    Name: "Association news",
    Description: "",
    Languages: ["en", "de"],
    IsDefault: true,
    SubscriberCount: 42,
    PendingCount: 3,
  },
];
const draft = {
  Id: 7,
  NewsletterId: 1,
  NewsletterName: "Association news",
  Subject: "October news",
  Body: "<p>Hello <strong>members</strong></p>",
  Language: "en",
  Translations: [{ Language: "de", Subject: "Oktober", Body: "<p>Hallo</p>" }],
  Status: "draft",
  RecipientCount: 0,
  SentCount: 0,
  FailedCount: 0,
  UnsubscribeCount: 0,
  CreatedAt: "2026-11-01T10:00:00.000Z",
  SentAt: null,
};
const sentIssue = {
  ...draft,
  Id: 6,
  Subject: "September news",
  Status: "sent",
  RecipientCount: 40,
  SentCount: 39,
  FailedCount: 1,
  UnsubscribeCount: 2,
  SentAt: "2026-10-01T10:00:00.000Z",
};

describe("/admin/newsletters", () => {
  it("shows counts, previews a draft in each language and sends it after confirmation", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET NewsLetter/AdminGetNewsLetters": { body: envelope(lists) },
      "GET NewsLetter/AdminGetNewsLetterIssues": {
        body: envelope({ List: [draft, sentIssue], TotalCount: 2, Page: 1, PageSize: 20 }),
      },
      "POST NewsLetter/AdminSendNewsLetterIssue/*": {
        body: envelope({ ...draft, Status: "sending" }, { Message: "The issue is being sent." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminNewslettersPage />, { path: "/admin/newsletters" });
    const table = await screen.findByRole("table", { name: "Newsletters and subscribers" });
    expect(within(table).getByRole("row", { name: /Association news/ })).toHaveTextContent("42");
    const september = (await screen.findByRole("heading", { name: "September news" })).closest("li") as HTMLElement;
    expect(within(september).getByText("Delivered").nextSibling).toHaveTextContent("39");
    expect(within(september).getByText("Unsubscribes").nextSibling).toHaveTextContent("2");

    await user.click(screen.getByRole("button", { name: "Preview “October news”" }));
    expect(await screen.findByText("members")).toBeInTheDocument();
    expect(screen.getByText("members").closest("[lang]")).toHaveAttribute("lang", "en");
    await user.selectOptions(screen.getByLabelText("Preview language"), "de");
    expect(screen.getByText("Hallo").closest("[lang]")).toHaveAttribute("lang", "de");
    expect(screen.getByRole("heading", { name: "Oktober" })).toHaveAttribute("lang", "de");

    await user.click(screen.getByRole("button", { name: "Send “October news”" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("42 subscribers");
    await user.click(within(dialog).getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("The issue is being sent.")).toBeInTheDocument();
    expect(sentTo(sent, "POST NewsLetter/AdminSendNewsLetterIssue/7")).toHaveLength(1);
  });

  describe("says how many will get the issue in the plural form the number takes", () => {
    afterEach(async () => {
      await changeLanguage("en");
    });

    it.each([
      ["en", 1, "will be sent to 1 subscriber of Association news"],
      ["en", 1234, "will be sent to the 1,234 subscribers of Association news"],
      ["de", 1, "wird an 1 Abonnenten von Association news gesendet"],
      ["cs", 1, "bude odesláno 1 odběrateli zpravodaje"],
      ["cs", 3, "bude odesláno 3 odběratelům zpravodaje"],
    ] as const)("%s, %i", async (language, subscribers, text) => {
      await changeLanguage(language);
      logInAs({ AccountType: 99 });
      stubApi({
        "GET NewsLetter/AdminGetNewsLetters": { body: envelope([{ ...lists[0], SubscriberCount: subscribers }]) },
        "GET NewsLetter/AdminGetNewsLetterIssues": {
          body: envelope({ List: [draft], TotalCount: 1, Page: 1, PageSize: 20 }),
        },
      });
      const user = userEvent.setup();
      renderRoute(<AdminNewslettersPage />, { path: "/admin/newsletters" });
      // The dialog says the table's count: wait for it.
      const row = await screen.findByRole("row", { name: /Association news/ });
      expect(row).toHaveTextContent(String(subscribers));
      const send = i18next.t("newsletterAdmin.sendItem", { subject: "October news" });
      await user.click(await screen.findByRole("button", { name: send }));
      expect(await screen.findByRole("dialog")).toHaveTextContent(text);
    });
  });

  it("saves a draft with a translation", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET NewsLetter/AdminGetNewsLetters": { body: envelope(lists) },
      "GET NewsLetter/AdminGetNewsLetterIssues": { body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 20 }) },
      "POST NewsLetter/AdminAddNewsLetterIssue": { body: envelope(draft, { Message: "Draft saved." }) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminNewslettersPage />, { path: "/admin/newsletters" });
    const form = await screen.findByRole("form", { name: "Write an issue" });
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByText("Subject is required.")).toBeInTheDocument();
    const [subject] = within(form).getAllByLabelText("Subject");
    const [body] = within(form).getAllByLabelText(/Body \(HTML\)/);
    await user.type(subject as HTMLElement, "October news");
    await user.type(body as HTMLElement, "Hello");
    await user.click(within(form).getByRole("button", { name: "Add a translation" }));
    const translation = within(form).getByRole("group", { name: "Translation 1" });
    await user.type(within(translation).getByLabelText("Subject"), "Oktober");
    await user.type(within(translation).getByLabelText(/Body \(HTML\)/), "Hallo");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Draft saved.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST NewsLetter/AdminAddNewsLetterIssue")[0])).toEqual({
      NewsletterId: 1,
      Subject: "October news",
      Body: "Hello",
      Language: "en",
      Translations: [{ Language: "de", Subject: "Oktober", Body: "Hallo" }],
    });
  });

  it("checks the issue against the contract's rules, translations included, and sends nothing while one fails", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET NewsLetter/AdminGetNewsLetters": { body: envelope(lists) },
      "GET NewsLetter/AdminGetNewsLetterIssues": { body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 20 }) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminNewslettersPage />, { path: "/admin/newsletters" });
    const form = await screen.findByRole("form", { name: "Write an issue" });
    const [subject] = within(form).getAllByLabelText("Subject");
    const [body] = within(form).getAllByLabelText(/Body \(HTML\)/);
    await user.type(subject as HTMLElement, "October news");
    await user.type(body as HTMLElement, "Hello");
    await user.click(within(form).getByRole("button", { name: "Add a translation" }));
    const translation = within(form).getByRole("group", { name: "Translation 1" });
    await user.selectOptions(within(translation).getByLabelText("Language"), "en");
    await user.type(within(translation).getByLabelText("Subject"), "October again");
    await user.type(within(translation).getByLabelText(/Body \(HTML\)/), "Hello again");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Each language may appear only once.");
    expect(sentTo(sent, "POST NewsLetter/AdminAddNewsLetterIssue")).toHaveLength(0);
  });

  it("refuses a member who is not an administrator", async () => {
    logInAs();
    stubApi({});
    renderRoute(<AdminNewslettersPage />, { path: "/admin/newsletters" });
    expect(await screen.findByText("Only administrators can write and send newsletters.")).toBeInTheDocument();
  });
});
