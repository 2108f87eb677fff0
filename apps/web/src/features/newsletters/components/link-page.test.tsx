import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { ConfirmSubscriptionPage, UnsubscribePage } from "./link-page.tsx";

describe("/mailing/unsubscribe", () => {
  it("asks before unsubscribing (a GET never changes anything) and then confirms", async () => {
    const sent = stubApi({
      "POST NewsLetter/Unsubscribe": {
        body: envelope(
          { NewsletterName: "Association news" },
          { Message: "You will no longer receive Association news." },
        ),
      },
    });
    const user = userEvent.setup();
    renderRoute(<UnsubscribePage archivePath="/mailing" />, {
      path: "/mailing/unsubscribe",
      url: "/mailing/unsubscribe?token=u.1.2.3.sig",
    });
    expect(sent).toHaveLength(0);
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("You will no longer receive Association news.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST NewsLetter/Unsubscribe")[0])).toEqual({ Token: "u.1.2.3.sig" });
  });

  it("says so when the link is broken", async () => {
    stubApi({
      "POST NewsLetter/Unsubscribe": failure(400, "This link is not valid or has expired."),
    });
    const user = userEvent.setup();
    renderRoute(<UnsubscribePage archivePath="/mailing" />, {
      path: "/mailing/unsubscribe",
      url: "/mailing/unsubscribe?token=bad",
    });
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is not valid or has expired.");
  });
});

describe("/mailing/confirm", () => {
  it("confirms at once with the link's token", async () => {
    const sent = stubApi({
      "POST NewsLetter/ConfirmSubscription": {
        body: envelope(null, { Message: "Thank you! Your subscription is confirmed." }),
      },
    });
    renderRoute(<ConfirmSubscriptionPage archivePath="/mailing" />, {
      path: "/mailing/confirm",
      url: "/mailing/confirm?token=c.1.2.sig",
    });
    expect(await screen.findByText("Thank you! Your subscription is confirmed.")).toBeInTheDocument();
    expect(sentTo(sent, "POST NewsLetter/ConfirmSubscription")).toHaveLength(1);
  });
});
