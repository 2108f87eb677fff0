import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminCreditsPage } from "./admin-credits-page.tsx";

const exam = (Id: number, Title: string) => ({
  Id,
  CourseId: 2,
  CourseTitle: "Anatomy for Practitioners",
  Title,
  PassMark: 80,
  Credits: 6,
});
const MEMBER = {
  Id: 7,
  Email: "standard@demo.healingarts.example",
  FirstName: "Sam",
  LastName: "Rivera",
  AccountType: 1,
  MembershipId: 3,
  IsLocked: false,
  IsConfirmed: true,
  CreatedAt: "2025-01-01T00:00:00.000Z",
};

describe("/admin/credits · Exams", () => {
  it("pages through the exams and adds one; a title the rules or the server refuse shows under its field", async () => {
    logInAs({ AccountType: 99 });
    let saves = 0;
    const sent = stubApi({
      "GET UserExams/AdminGetExams": (request) => {
        const page = Number(queryOf(request).page);
        return {
          body: envelope({
            List: page === 1 ? [exam(30, "Anatomy — final exam")] : [exam(1, "Ethics — case study")],
            TotalCount: 21,
            Page: page,
            PageSize: 20,
          }),
        };
      },
      "GET Course/GetCoursesIDsAndTitle/1": {
        body: envelope({
          List: [{ Id: 2, Title: "Anatomy for Practitioners" }],
          TotalCount: 1,
          Page: 1,
          PageSize: 1000,
        }),
      },
      "POST UserExams/AdminAddExam": () => {
        saves += 1;
        return saves === 1
          ? {
              status: 400,
              body: {
                Status: false,
                Message: "The request is not valid.",
                Data: null,
                Errors: { Title: "This course already has an exam of that title." },
              },
            }
          : { body: envelope({ Id: 31 }, { Message: "The exam has been added." }) };
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCreditsPage />, { path: "/admin/credits", url: "/admin/credits?tab=exams" });
    const table = await screen.findByRole("table", { name: "Exams (21)" });
    expect(await within(table).findByText("Anatomy — final exam")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await within(table).findByText("Ethics — case study")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add exam" }));
    const dialog = await screen.findByRole("dialog", { name: "Add exam" });
    await within(dialog).findByRole("option", { name: "Anatomy for Practitioners" });
    await user.selectOptions(within(dialog).getByLabelText("Course"), "2");
    await user.type(within(dialog).getByLabelText("Exam title"), "Ab");
    await user.click(within(dialog).getByRole("button", { name: "Save exam" }));
    // The contract's rule refuses it before anything is sent.
    expect(await within(dialog).findByText("Title must have at least 3 characters.")).toBeInTheDocument();
    expect(sentTo(sent, "POST UserExams/AdminAddExam")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Exam title"), "dominal work — written exam");
    await user.click(within(dialog).getByRole("button", { name: "Save exam" }));
    // The server's refusal of a field shows under it too.
    expect(await within(dialog).findByText("This course already has an exam of that title.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Credits a pass awards/));
    await user.type(within(dialog).getByLabelText(/Credits a pass awards/), "4");
    await user.click(within(dialog).getByRole("button", { name: "Save exam" }));
    expect(await screen.findByText("The exam has been added.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(jsonBody(sentTo(sent, "POST UserExams/AdminAddExam")[1])).toEqual({
      CourseId: 2,
      Title: "Abdominal work — written exam",
      PassMark: 75,
      Credits: 4,
    });
  }, 15_000);

  it("records a member's result for an exam with the day taken, saying whether the score passes", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET UserExams/AdminGetExams": {
        body: envelope({ List: [exam(30, "Anatomy — final exam")], TotalCount: 1, Page: 1, PageSize: 20 }),
      },
      "GET Admin/GetUsers": { body: envelope({ List: [MEMBER], TotalCount: 1, Page: 1, PageSize: 10 }) },
      "POST UserExams/AdminRecordResult": {
        body: envelope(
          { Id: 5, Passed: true, Credits: 6, Updated: false },
          { Message: "The result has been recorded." },
        ),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCreditsPage />, { path: "/admin/credits", url: "/admin/credits?tab=exams" });
    await user.click(await screen.findByRole("button", { name: "Record result: Anatomy — final exam" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a result: Anatomy — final exam" });
    expect(within(dialog).getByRole("button", { name: "Save result" })).toBeDisabled();
    await user.type(within(dialog).getByRole("searchbox", { name: /Find a member/ }), "sam{Enter}");
    await user.click(await within(dialog).findByRole("button", { name: "Choose Sam Rivera" }));
    expect(within(dialog).getByText("Member: Sam Rivera")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Score in percent/), "79");
    expect(within(dialog).getByText("This score does not pass.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Score in percent/));
    await user.type(within(dialog).getByLabelText(/Score in percent/), "84");
    expect(within(dialog).getByText("This score passes.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Date taken"));
    await user.type(within(dialog).getByLabelText("Date taken"), "2026-11-02");
    await user.click(within(dialog).getByRole("button", { name: "Save result" }));
    expect(await screen.findByText("The result has been recorded.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST UserExams/AdminRecordResult")[0])).toEqual({
      ExamId: 30,
      UserId: 7,
      Score: 84,
      TakenOn: "2026-11-02",
    });
  }, 15_000);

  it("checks a result's score against the contract's rules and sends nothing while it fails", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET UserExams/AdminGetExams": {
        body: envelope({ List: [exam(30, "Anatomy — final exam")], TotalCount: 1, Page: 1, PageSize: 20 }),
      },
      "GET Admin/GetUsers": { body: envelope({ List: [MEMBER], TotalCount: 1, Page: 1, PageSize: 10 }) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCreditsPage />, { path: "/admin/credits", url: "/admin/credits?tab=exams" });
    await user.click(await screen.findByRole("button", { name: "Record result: Anatomy — final exam" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a result: Anatomy — final exam" });
    await user.type(within(dialog).getByRole("searchbox", { name: /Find a member/ }), "sam{Enter}");
    await user.click(await within(dialog).findByRole("button", { name: "Choose Sam Rivera" }));
    await user.type(within(dialog).getByLabelText(/Score in percent/), "101");
    await user.click(within(dialog).getByRole("button", { name: "Save result" }));
    expect(await within(dialog).findByText("Score must be a percentage from 0 to 100.")).toBeInTheDocument();
    expect(sentTo(sent, "POST UserExams/AdminRecordResult")).toHaveLength(0);
  }, 15_000);
});
