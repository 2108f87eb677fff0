import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminCreditsPage } from "./admin-credits-page.tsx";

describe("/admin/credits", () => {
  it("is refused to members", () => {
    logInAs();
    renderRoute(<AdminCreditsPage />, { path: "/admin/credits" });
    expect(screen.getByRole("alert")).toHaveTextContent("CE credits are managed by the association's administrators.");
  });

  it("shows the cycle in force and saves a new one; a refused value shows the server's message", async () => {
    logInAs({ AccountType: 99 });
    let calls = 0;
    const sent = stubApi({
      "GET UserCEUs/AdminGetCECycle": { body: envelope({ Years: 2, RequiredCredits: 24 }) },
      "PUT UserCEUs/AdminSetCECycle": () => {
        calls += 1;
        return calls === 1
          ? failure(400, "Cycle length must be 1 to 10 years.")
          : { body: envelope({ Years: 3, RequiredCredits: 36 }, { Message: "CE cycle saved." }) };
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCreditsPage />, { path: "/admin/credits" });
    expect(await screen.findByText("Now: 24 credits every 2 years")).toBeInTheDocument();
    const years = screen.getByLabelText(/Cycle length/);
    await user.clear(years);
    await user.type(years, "3");
    const required = screen.getByLabelText(/Credits required/);
    await user.clear(required);
    await user.type(required, "36");
    await user.click(screen.getByRole("button", { name: "Save cycle" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Cycle length must be 1 to 10 years.");
    await user.click(screen.getByRole("button", { name: "Save cycle" }));
    expect(await screen.findByText("Now: 36 credits every 3 years")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "PUT UserCEUs/AdminSetCECycle")[1])).toEqual({ Years: 3, RequiredCredits: 36 });
  });

  it("checks the cycle against the contract's rules and sends nothing while one fails", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({ "GET UserCEUs/AdminGetCECycle": { body: envelope({ Years: 2, RequiredCredits: 24 }) } });
    const user = userEvent.setup();
    renderRoute(<AdminCreditsPage />, { path: "/admin/credits" });
    const years = await screen.findByLabelText(/Cycle length/);
    await user.clear(years);
    await user.type(years, "11");
    await user.click(screen.getByRole("button", { name: "Save cycle" }));
    expect(await screen.findByText("Cycle length must be 1 to 10 years.")).toBeInTheDocument();
    expect(years).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "PUT UserCEUs/AdminSetCECycle")).toHaveLength(0);
  });
});
