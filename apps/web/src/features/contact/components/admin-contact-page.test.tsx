import { INTERFACE_LANGUAGES } from "@haa/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { AdminContactPage } from "./admin-contact-page.tsx";

const message = (id: number, handledAt: string | null = null) => ({
  Id: id,
  Name: "Grace Okafor",
  Email: "grace@example.org",
  Subject: `Question ${id}`,
  Message: "<b>Are there</b> seminars in Lagos?",
  Language: "en",
  UserId: null,
  CreatedAt: "2026-05-01T10:00:00.000Z",
  HandledAt: handledAt,
  HandledBy: handledAt ? "Site Administrator" : null,
});

describe("/admin/contact", () => {
  it("asks visitors to log in", () => {
    renderRoute(<AdminContactPage />, { path: "/admin/contact" });
    expect(screen.getByText(/log in with an administrator account to read the contact messages/)).toBeInTheDocument();
  });

  it("lists messages as plain text, filters through the URL and marks one handled", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Contact/GetContactMessages": {
        body: envelope({
          List: [message(1), message(2, "2026-05-02T10:00:00.000Z")],
          TotalCount: 2,
          Page: 1,
          PageSize: 20,
        }),
      },
      "PUT Contact/MarkContactMessageHandled/*": { body: { ...envelope(null), Message: "Message marked as handled." } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<AdminContactPage />, { path: "/admin/contact" });
    expect(await screen.findByRole("heading", { name: "Question 1" })).toBeInTheDocument();
    expect(screen.getAllByText("<b>Are there</b> seminars in Lagos?")).toHaveLength(2);
    expect(screen.getByText(/by Site Administrator/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark handled: message from Grace Okafor" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("Message marked as handled.");
    expect(jsonBody(sentTo(sent, "PUT Contact/MarkContactMessageHandled/1")[0])).toEqual({ Handled: true });
    await user.selectOptions(screen.getByLabelText("Show"), "open");
    expect(router.state.location.search).toBe("?status=open");
    expect(queryOf(sentTo(sent, "GET Contact/GetContactMessages").at(-1))).toMatchObject({ status: "open" });
  });

  // WCAG 2.5.3 (axe's label-content-name-mismatch): a speech user says what they see ("Mark handled").
  it("names each message's buttons after their visible label, then whose message it is, in every language", async () => {
    logInAs({ AccountType: 99 });
    stubApi({
      "GET Contact/GetContactMessages": {
        body: envelope({
          List: [message(1), message(2, "2026-05-02T10:00:00.000Z")],
          TotalCount: 2,
          Page: 1,
          PageSize: 20,
        }),
      },
    });
    try {
      for (const language of INTERFACE_LANGUAGES) {
        await changeLanguage(language);
        const { unmount } = renderRoute(<AdminContactPage />, { path: "/admin/contact" });
        const items = await screen.findAllByRole("listitem");
        const buttons = items.flatMap((item) => within(item).queryAllByRole("button"));
        expect(buttons, language).toHaveLength(2);
        for (const button of buttons) {
          const name = button.getAttribute("aria-label") ?? "";
          expect(name.startsWith(button.textContent ?? "-"), `${language}: "${name}"`).toBe(true);
          expect(name, language).toContain("Grace Okafor");
        }
        unmount();
      }
    } finally {
      await changeLanguage("en");
    }
  });
});
