import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { NewsletterSettingsPage } from "./newsletter-settings-page.tsx";

const mine = (subscribed: number[], language = "en") => ({
  UserId: 4,
  Email: "emily@example.org",
  Language: language,
  Newsletters: [
    {
      Id: 1,
      Name: "Association news",
      Description: "Monthly.",
      Languages: ["en"],
      IsDefault: true,
      Subscribed: subscribed.includes(1),
    },
    {
      Id: 2,
      Name: "Events & seminars",
      Description: "Dates.",
      Languages: ["en"],
      IsDefault: false,
      Subscribed: subscribed.includes(2),
    },
  ],
});

describe("/profile/newsletter", () => {
  it("shows the member's subscriptions and saves the new set and language", async () => {
    logInAs();
    const sent = stubApi({
      "GET NewsLetter/GetNewsLetterbyUserId": { body: envelope(mine([1])) },
      "PUT NewsLetter/UpdateNewsLetter": {
        body: envelope(mine([2], "de"), { Message: "Your newsletter choices are saved." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<NewsletterSettingsPage archivePath="/mailing" registerPath="/register" />, {
      path: "/profile/newsletter",
    });
    const news = await screen.findByRole("checkbox", { name: "Association news" });
    expect(news).toBeChecked();
    expect(queryOf(sentTo(sent, "GET NewsLetter/GetNewsLetterbyUserId")[0])).toEqual({ userId: "4" });
    await user.click(news);
    await user.click(screen.getByRole("checkbox", { name: "Events & seminars" }));
    await user.selectOptions(screen.getByLabelText("Language of my newsletters"), "de");
    await user.click(screen.getByRole("button", { name: "Save my choices" }));
    expect(await screen.findByText("Your newsletter choices are saved.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "PUT NewsLetter/UpdateNewsLetter")[0])).toEqual({
      UserId: 4,
      NewsletterIds: [2],
      Language: "de",
    });
  });

  it("asks a visitor to log in", async () => {
    stubApi({});
    renderRoute(<NewsletterSettingsPage archivePath="/mailing" registerPath="/register" />, {
      path: "/profile/newsletter",
    });
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
  });
});
