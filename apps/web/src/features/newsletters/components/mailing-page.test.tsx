import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { IssuePage } from "./issue-page.tsx";
import { MailingPage } from "./mailing-page.tsx";

const newsletters = [
  { Id: 1, Name: "Association news", Description: "Monthly news.", Languages: ["en", "de"], IsDefault: true },
  { Id: 2, Name: "Practitioner bulletin", Description: "For practitioners.", Languages: ["en"], IsDefault: false },
];
const issue = (id: number) => ({
  Id: id,
  NewsletterId: 1,
  NewsletterName: "Association news",
  Subject: `Issue ${id}`,
  Excerpt: "<script>alert(1)</script> plain words",
  Language: "en",
  SentAt: "2026-10-01T09:00:00.000Z",
});
const links = { profileNewsletter: "/profile/newsletter", issue: (id: number) => `/mailing/issue/${id}` };

describe("/mailing", () => {
  it("lists past issues paged through the URL and renders user text as text", async () => {
    const sent = stubApi({
      "GET NewsLetter/GetNewsLetters": { body: envelope(newsletters) },
      "GET NewsLetter/GetNewsLetterIssues": (request) => {
        const page = Number(queryOf(request).page);
        return { body: envelope({ List: [issue(page * 10)], TotalCount: 12, Page: page, PageSize: 10 }) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<MailingPage links={links} />, { path: "/mailing" });
    expect(await screen.findByRole("link", { name: "Issue 10" })).toHaveAttribute("href", "/mailing/issue/10");
    expect(screen.getByText("<script>alert(1)</script> plain words")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Issue 20" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=2");
    await user.selectOptions(screen.getByLabelText("Newsletter"), "2");
    expect(router.state.location.search).toBe("?newsletter=2");
    expect(queryOf(sentTo(sent, "GET NewsLetter/GetNewsLetterIssues").at(-1))).toMatchObject({ newsletterId: "2" });
  });

  it("marks each issue's subject and excerpt with the language it is shown in", async () => {
    stubApi({
      "GET NewsLetter/GetNewsLetters": { body: envelope(newsletters) },
      "GET NewsLetter/GetNewsLetterIssues": {
        body: envelope({
          List: [
            { ...issue(1), Subject: "Neuigkeiten im September", Excerpt: "Liebe Mitglieder", Language: "de" },
            { ...issue(2), Subject: "October news", Excerpt: "Dear members", Language: "en" },
          ],
          TotalCount: 2,
          Page: 1,
          PageSize: 10,
        }),
      },
    });
    renderRoute(<MailingPage links={links} />, { path: "/mailing" });
    expect(await screen.findByRole("heading", { name: "Neuigkeiten im September" })).toHaveAttribute("lang", "de");
    expect(screen.getByText("Liebe Mitglieder")).toHaveAttribute("lang", "de");
    expect(screen.getByRole("heading", { name: "October news" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("Dear members")).toHaveAttribute("lang", "en");
  });

  it("marks an issue's subject and body with the language it is shown in", async () => {
    stubApi({
      "GET NewsLetter/GetNewsLetterIssueById/5": {
        body: envelope({
          ...issue(5),
          Subject: "Neuigkeiten im September",
          Body: "<p>Liebe Mitglieder</p>",
          Language: "de",
          Languages: ["en", "de"],
        }),
      },
    });
    renderRoute(<IssuePage archivePath="/mailing" />, { path: "/mailing/issue/:id", url: "/mailing/issue/5" });
    expect(await screen.findByRole("heading", { name: "Neuigkeiten im September" })).toHaveAttribute("lang", "de");
    expect(screen.getByText("Liebe Mitglieder").closest("[lang]")).toHaveAttribute("lang", "de");
  });

  it("subscribes a visitor by e-mail and says to check the inbox", async () => {
    const sent = stubApi({
      "GET NewsLetter/GetNewsLetters": { body: envelope(newsletters) },
      "GET NewsLetter/GetNewsLetterIssues": { body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 10 }) },
      "POST NewsLetter/AddNewsLetter": {
        body: envelope({ Status: "PendingConfirmation" }, { Message: "Almost done: please check your inbox." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<MailingPage links={links} />, { path: "/mailing" });
    const form = await screen.findByRole("form", { name: "Subscribe" });
    await user.click(within(form).getByRole("button", { name: "Subscribe" }));
    expect(await within(form).findByText("Choose at least one newsletter.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Your e-mail address"), "ana@example.org");
    await user.click(within(form).getByRole("checkbox", { name: "Practitioner bulletin" }));
    await user.click(within(form).getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Almost done: please check your inbox.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST NewsLetter/AddNewsLetter")[0])).toMatchObject({
      Email: "ana@example.org",
      NewsletterIds: [2],
      Website: "",
    });
  });

  it("subscribes a logged-in member without asking for an address", async () => {
    logInAs();
    const sent = stubApi({
      "GET NewsLetter/GetNewsLetters": { body: envelope(newsletters) },
      "GET NewsLetter/GetNewsLetterIssues": { body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 10 }) },
      "POST NewsLetter/AddNewsLetter": { body: envelope({ Status: "Subscribed" }, { Message: "You are subscribed." }) },
    });
    const user = userEvent.setup();
    renderRoute(<MailingPage links={links} />, { path: "/mailing" });
    const form = await screen.findByRole("form", { name: "Subscribe" });
    expect(within(form).queryByLabelText("Your e-mail address")).toBeNull();
    expect(within(form).getByText(/newsletters go to emily@example.org/)).toBeInTheDocument();
    await user.click(await within(form).findByRole("checkbox", { name: "Association news" }));
    await user.click(within(form).getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("You are subscribed.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST NewsLetter/AddNewsLetter")[0])).not.toHaveProperty("Email");
  });
});
