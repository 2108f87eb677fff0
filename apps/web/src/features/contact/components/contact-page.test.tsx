import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { ContactPage } from "./contact-page.tsx";

const SENT = "Thank you! Your message has been sent. We will answer by e-mail.";

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

describe("/contact", () => {
  it("shows the shared rules' messages after a submit attempt, and sends nothing", async () => {
    const sent = stubApi({});
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: "/contact" });
    await fill(user, { Email: "grace@", Message: "Hi?" });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address.")).toBeInTheDocument();
    expect(screen.getByText("Subject is required")).toBeInTheDocument();
    expect(screen.getByText("Message should be a minimum of 10 characters.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("keeps the honeypot away from people: hidden from assistive technology and the tab order", () => {
    stubApi({});
    renderRoute(<ContactPage />, { path: "/contact" });
    const trap = document.querySelector<HTMLInputElement>('input[name="Website"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
  });

  it("sends the message (member's name and address filled in) and confirms", async () => {
    logInAs();
    const sent = stubApi({ "POST Contact/ContactResponse": { body: { ...envelope(null), Message: SENT } } });
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: "/contact" });
    expect(screen.getByLabelText("Your name")).toHaveValue("Emily Carter");
    expect(screen.getByLabelText("Email")).toHaveValue("emily@example.org");
    await fill(user, { Subject: "Invoice", Message: "Could you send my invoice again, please?" });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("region", { name: "Message sent" })).toHaveTextContent(SENT);
    expect(jsonBody(sentTo(sent, "POST Contact/ContactResponse")[0])).toEqual({
      Name: "Emily Carter",
      Email: "emily@example.org",
      Subject: "Invoice",
      Message: "Could you send my invoice again, please?",
      Website: "",
    });
  });

  it("shows the server's message when the address has written too often", async () => {
    stubApi({
      "POST Contact/ContactResponse": failure(429, "Too many attempts. Please wait a few minutes and try again."),
    });
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: "/contact" });
    await fill(user, {
      "Your name": "Grace Okafor",
      Email: "grace@example.org",
      Subject: "Seminars",
      Message: "Any seminars in Lagos next year?",
    });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByTestId("toast")).toHaveTextContent("Too many attempts.");
  });
});
