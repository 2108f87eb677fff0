import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { HardshipApplicationPage } from "./hardship-application-page.tsx";

const REASON = "I lost my job this spring and cannot afford the full fee this year.";

describe("/hardshipapplication", () => {
  it("asks visitors to log in", () => {
    renderRoute(<HardshipApplicationPage />, { path: "/hardshipapplication" });
    expect(screen.getByRole("heading", { name: "Please log in" })).toBeInTheDocument();
  });

  it("shows the shared rules' messages after a submit attempt", async () => {
    logInAs();
    const sent = stubApi({});
    const user = userEvent.setup();
    renderRoute(<HardshipApplicationPage />, { path: "/hardshipapplication" });
    await user.type(screen.getByLabelText("Why are you applying?"), "Too expensive.");
    await user.type(screen.getByLabelText(/What you could pay/), "-5");
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText("Please choose the membership you are applying for.")).toBeInTheDocument();
    expect(screen.getByText("Please tell us a little more (at least 30 characters).")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid amount in dollars.")).toBeInTheDocument();
    expect(screen.getByText("Please confirm that the information you gave is true.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("submits the application and shows the server's confirmation with the reference", async () => {
    logInAs();
    const sent = stubApi({
      "POST HardshipApplication/SubmitHardshipApplication": {
        body: {
          ...envelope({ Id: 7, Reference: "HA-7", MembershipId: 3, Status: "Pending", CreatedAt: "2026-05-15" }),
          Message: "Thank you. Your hardship application has been received; we will reply by e-mail.",
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(<HardshipApplicationPage />, { path: "/hardshipapplication" });
    await user.selectOptions(screen.getByLabelText("Membership you are applying for"), "3");
    await user.type(screen.getByLabelText("Why are you applying?"), REASON);
    await user.click(screen.getByRole("checkbox", { name: /information I have given is true/ }));
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    const done = await screen.findByRole("region", { name: "Application received" });
    expect(done).toHaveTextContent("Thank you. Your hardship application has been received; we will reply by e-mail.");
    expect(done).toHaveTextContent("Your reference: HA-7");
    expect(jsonBody(sentTo(sent, "POST HardshipApplication/SubmitHardshipApplication")[0])).toEqual({
      UserId: 4,
      MembershipId: 3,
      Reason: REASON,
      AgreeDeclaration: true,
    });
  });

  it("shows the server's message when an application is already pending", async () => {
    logInAs();
    stubApi({
      "POST HardshipApplication/SubmitHardshipApplication": failure(
        409,
        "You already have a hardship application under review. We will reply by e-mail.",
        { Code: "HARDSHIP_PENDING" },
      ),
    });
    const user = userEvent.setup();
    renderRoute(<HardshipApplicationPage />, { path: "/hardshipapplication" });
    await user.selectOptions(screen.getByLabelText("Membership you are applying for"), "2");
    await user.type(screen.getByLabelText("Why are you applying?"), REASON);
    await user.click(screen.getByRole("checkbox", { name: /information I have given is true/ }));
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    const toastEl = await screen.findByTestId("toast");
    expect(within(toastEl).getByText(/already have a hardship application/)).toBeInTheDocument();
  });
});
