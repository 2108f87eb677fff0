import { describe, expect, it } from "vitest";
import {
  averageRating,
  invitationDay,
  submitSurveySchema,
  surveyAnswersRefusal,
  surveyQuestionInputSchema,
  surveyState,
} from "./surveys.ts";

const END = new Date("2026-10-10T17:00:00Z");
const base = {
  now: new Date("2026-10-11T09:00:00Z"),
  lastEnd: END,
  seminarCancelled: false,
  isStudent: true,
  answered: false,
};

describe("surveyState", () => {
  it.each([
    [{}, "open"],
    [{ now: new Date("2026-10-10T16:59:59Z") }, "notEnded"],
    [{ now: END }, "open"],
    [{ answered: true }, "answered"],
    [{ isStudent: false }, "notStudent"],
    [{ seminarCancelled: true }, "cancelled"],
    [{ isStudent: false, answered: true }, "notStudent"],
  ] as const)("%j → %s", (change, state) => {
    expect(surveyState({ ...base, ...change })).toBe(state);
  });
});

describe("invitationDay", () => {
  it.each([
    ["2026-10-10T17:00:00Z", "2026-10-11T00:00:00.000Z"],
    ["2026-12-31T23:30:00Z", "2027-01-01T00:00:00.000Z"],
    ["2026-02-28T00:00:00Z", "2026-03-01T00:00:00.000Z"],
  ])("%s → %s", (end, day) => {
    expect(invitationDay(new Date(end)).toISOString()).toBe(day);
  });
});

describe("averageRating", () => {
  it.each([
    [[], null],
    [[5], 5],
    [[4, 5], 4.5],
    [[1, 2, 2], 1.7],
    [[5, 5, 4, 4, 3], 4.2],
  ])("%j → %s", (ratings, average) => {
    expect(averageRating(ratings)).toBe(average);
  });
});

describe("surveyAnswersRefusal", () => {
  const questions = [
    { id: 1, kind: "rating" as const },
    { id: 2, kind: "rating" as const },
    { id: 3, kind: "text" as const },
  ];
  it.each([
    [
      [
        { QuestionId: 1, Rating: 5 },
        { QuestionId: 2, Rating: 3 },
      ],
      null,
    ],
    [
      [
        { QuestionId: 1, Rating: 5 },
        { QuestionId: 2, Rating: 3 },
        { QuestionId: 3, Text: "Great" },
      ],
      null,
    ],
    [[{ QuestionId: 1, Rating: 5 }], "survey.ratingRequired"],
    [[{ QuestionId: 1, Rating: 5 }, { QuestionId: 2 }], "survey.ratingRequired"],
    [
      [
        { QuestionId: 1, Rating: 5 },
        { QuestionId: 1, Rating: 4 },
      ],
      "survey.questionInvalid",
    ],
    [
      [
        { QuestionId: 1, Rating: 5 },
        { QuestionId: 2, Rating: 3 },
        { QuestionId: 9, Rating: 3 },
      ],
      "survey.questionInvalid",
    ],
    [
      [
        { QuestionId: 1, Rating: 5 },
        { QuestionId: 2, Rating: 3 },
        { QuestionId: 3, Rating: 3 },
      ],
      "survey.questionInvalid",
    ],
  ])("%j → %s", (answers, refusal) => {
    expect(surveyAnswersRefusal(questions, answers)).toBe(refusal);
  });
});

describe("schemas", () => {
  it("checks ratings 1–5 and the question text", () => {
    expect(
      submitSurveySchema.safeParse({ SeminarId: 1, Answers: [{ QuestionId: 1, Rating: 6 }] }).error?.issues[0]?.message,
    ).toBe("survey.ratingInvalid");
    expect(submitSurveySchema.safeParse({ SeminarId: 1, Answers: [] }).error?.issues[0]?.message).toBe(
      "survey.answersRequired",
    );
    expect(surveyQuestionInputSchema.safeParse({ Text: "Hi", Kind: "rating" }).error?.issues[0]?.message).toBe(
      "survey.questionMin",
    );
    expect(surveyQuestionInputSchema.parse({ Text: " How clear was the teaching? ", Kind: "rating" })).toEqual({
      Text: "How clear was the teaching?",
      Kind: "rating",
      Position: 0,
    });
  });
});
