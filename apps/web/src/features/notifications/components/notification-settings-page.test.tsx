import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { NotificationSettingsPage } from "./notification-settings-page.tsx";

const settings = {
  UserID: 4,
  DailyDigest: false,
  Kinds: [
    { Kind: "announcement", Group: "community", InApp: true, Email: true, EmailLocked: false },
    { Kind: "renewalFailed", Group: "membership", InApp: true, Email: true, EmailLocked: true },
  ],
};

describe("/profile/notifications", () => {
  it("shows each kind's choices, locks payment e-mails, and saves the form", async () => {
    logInAs();
    const sent = stubApi({
      "GET Notification/GetNotificationSettingByUserId": { body: envelope(settings) },
      "POST Notification/PostNotificationSetting": {
        body: envelope(settings, { Message: "Your notification settings have been saved." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<NotificationSettingsPage />, { path: "/profile/notifications" });
    const email = await screen.findByRole("checkbox", { name: "New announcements: by e-mail" });
    expect(email).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Renewal payment failed: by e-mail" })).toBeDisabled();

    await user.click(email);
    await user.click(screen.getByRole("checkbox", { name: "Renewal payment failed: on the website" }));
    await user.click(screen.getByRole("radio", { name: /One daily summary/ }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Your notification settings have been saved.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Notification/PostNotificationSetting")[0])).toEqual({
      userID: 4,
      DailyDigest: true,
      Kinds: [
        { Kind: "announcement", InApp: true, Email: false },
        { Kind: "renewalFailed", InApp: false, Email: true },
      ],
    });
  });
});
