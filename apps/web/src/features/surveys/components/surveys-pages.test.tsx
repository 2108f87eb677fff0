import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminSurveysPage } from "./admin-surveys-page.tsx";
import { SurveyResultsPage } from "./survey-results-page.tsx";
import { TakeSurveyPage } from "./take-survey-page.tsx";

const QUESTIONS = [
  { QuestionId: 1, Kind: "rating", Text: "How clearly did the instructor explain each technique?", Position: 1 },
  { QuestionId: 2, Kind: "text", Text: "What would you change?", Position: 2 },
];

function survey(overrides: Record<string, unknown> = {}) {
  return {
    SeminarId: 5,
    CourseTitle: "Foundations Module 1",
    LastEnd: "2026-11-19T17:00:00.000Z",
    State: "open",
    CanSeeResults: false,
    Questions: QUESTIONS,
    ...overrides,
  };
}

describe("/takesurvey", () => {
  it("asks every rating before sending, then sends the answers once", async () => {
    logInAs();
    let state = "open";
    const sent = stubApi({
      "GET Survey/GetSurvey": () => ({
        body: envelope(survey({ State: state, Questions: state === "open" ? QUESTIONS : [] })),
      }),
      "POST Survey/SubmitSurvey": () => {
        state = "answered";
        return { body: envelope(null, { Message: "Thank you, your evaluation has been sent." }) };
      },
    });
    const user = userEvent.setup();
    renderRoute(<TakeSurveyPage />, { path: "/takesurvey", url: "/takesurvey?seminarId=5" });
    expect(await screen.findByText(/Foundations Module 1: please tell us/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send my evaluation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please rate every question.");
    expect(sentTo(sent, "POST Survey/SubmitSurvey")).toHaveLength(0);
    const group = screen.getByRole("group", { name: QUESTIONS[0]?.Text });
    await user.click(screen.getByRole("radio", { name: "4" }));
    expect(group).toBeInTheDocument();
    await user.type(screen.getByLabelText(/What would you change\?/), "More breaks.");
    await user.click(screen.getByRole("button", { name: "Send my evaluation" }));
    expect(await screen.findByText("Thank you! Your evaluation has been sent.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Survey/SubmitSurvey")[0])).toEqual({
      SeminarId: 5,
      Answers: [
        { QuestionId: 1, Rating: 4 },
        { QuestionId: 2, Text: "More breaks." },
      ],
    });
  });

  it("says when the survey is not open yet, and links the instructor to the results", async () => {
    logInAs();
    stubApi({
      "GET Survey/GetSurvey": { body: envelope(survey({ State: "notEnded", Questions: [], CanSeeResults: true })) },
    });
    renderRoute(<TakeSurveyPage />, { path: "/takesurvey", url: "/takesurvey?seminarId=5" });
    expect(await screen.findByText(/The evaluation opens after the seminar's last day/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send my evaluation" })).toBeNull();
    expect(screen.getByRole("link", { name: "See the results" })).toHaveAttribute(
      "href",
      "/takesurvey/results?seminarId=5",
    );
  });
});

describe("/takesurvey/results", () => {
  it("shows averages and free-text answers as plain text", async () => {
    logInAs();
    stubApi({
      "GET Survey/GetSurveyResults": {
        body: envelope({
          SeminarId: 5,
          CourseTitle: "Foundations Module 1",
          ResponseCount: 2,
          Questions: [
            { QuestionId: 1, Kind: "rating", Text: "How clear?", Count: 2, Average: 4.5, Texts: [] },
            {
              QuestionId: 2,
              Kind: "text",
              Text: "What would you change?",
              Count: 1,
              Average: null,
              Texts: ["<img src=x onerror=alert(1)>"],
            },
          ],
        }),
      },
    });
    renderRoute(<SurveyResultsPage />, { path: "/takesurvey/results", url: "/takesurvey/results?seminarId=5" });
    expect(await screen.findByText("Average 4.5 of 5 (2 ratings)")).toBeInTheDocument();
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(document.querySelector("img[src=x]")).toBeNull();
  });

  it("shows the refusal to another instructor", async () => {
    logInAs();
    stubApi({ "GET Survey/GetSurveyResults": failure(403, "Only the seminar's instructor can see its evaluations.") });
    renderRoute(<SurveyResultsPage />, { path: "/takesurvey/results", url: "/takesurvey/results?seminarId=5" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only the seminar's instructor can see its evaluations.",
    );
  });
});

describe("/admin/surveys", () => {
  it("adds a question and edits one as a new version", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Survey/GetSurveyQuestions": {
        body: envelope({
          List: [{ ...QUESTIONS[0], Version: 1, Active: true, AnswerCount: 3, CreatedAt: "2026-01-01T00:00:00.000Z" }],
        }),
      },
      "POST Survey/AddSurveyQuestion": { body: envelope({}, { Message: "Question saved." }) },
      "PUT Survey/UpdateSurveyQuestion/*": { body: envelope({}, { Message: "Question saved." }) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminSurveysPage />, { path: "/admin/surveys" });
    await screen.findByRole("rowheader", { name: QUESTIONS[0]?.Text });
    await user.type(screen.getByLabelText("Question"), "Would you recommend this seminar?");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Question saved.");
    expect(jsonBody(sentTo(sent, "POST Survey/AddSurveyQuestion")[0])).toEqual({
      Text: "Would you recommend this seminar?",
      Kind: "rating",
      Position: 0,
    });
    await user.click(screen.getByRole("button", { name: `Edit the question: ${QUESTIONS[0]?.Text}` }));
    const text = screen.getByLabelText("Question");
    await user.clear(text);
    await user.type(text, "How clear was the teaching?");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findAllByText("Question saved.");
    expect(sentTo(sent, "PUT Survey/UpdateSurveyQuestion/1")).toHaveLength(1);
  });

  it("checks a question against the contract's rules and sends nothing while it fails", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({ "GET Survey/GetSurveyQuestions": { body: envelope({ List: [] }) } });
    const user = userEvent.setup();
    renderRoute(<AdminSurveysPage />, { path: "/admin/surveys" });
    const text = await screen.findByLabelText("Question");
    await user.type(text, "Why?");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Question should be a minimum of 5 characters.")).toBeInTheDocument();
    expect(text).toHaveAttribute("aria-invalid", "true");
    expect(sent.filter((request) => request.method !== "GET")).toHaveLength(0);
  });
});
