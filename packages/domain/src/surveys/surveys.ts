import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";

/**
 * Course evaluations (issue 8, ADR 0033): after a seminar's last date its students answer the survey once.
 * Questions are versioned: editing one retires it and adds a new version, so stored answers keep the text they
 * answered. Calls are ours (`Survey/*`). Messages are i18n keys under `survey.` (namespace `surveys`).
 */

export const SURVEY_QUESTION_KINDS = ["rating", "text"] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
export const SURVEY_QUESTION_MIN = 5;
export const SURVEY_QUESTION_MAX = 300;
export const SURVEY_TEXT_ANSWER_MAX = 2000;
export const SURVEY_RATING_MIN = 1;
export const SURVEY_RATING_MAX = 5;
/** Active questions a survey may hold: enough for a real evaluation, short enough to be answered. */
export const SURVEY_QUESTIONS_MAX = 20;

/** Whether a member may answer now: the seminar's last date is past, and they were its student. */
export type SurveyState = "open" | "notEnded" | "answered" | "notStudent" | "cancelled";

export function surveyState(input: {
  now: Date;
  lastEnd: Date;
  seminarCancelled: boolean;
  isStudent: boolean;
  answered: boolean;
}): SurveyState {
  if (input.seminarCancelled) return "cancelled";
  if (!input.isStudent) return "notStudent";
  if (input.answered) return "answered";
  if (input.now.getTime() < input.lastEnd.getTime()) return "notEnded";
  return "open";
}

/** The day the invitation goes out: the first daily run on the calendar day (UTC) after the seminar ended. */
export function invitationDay(lastEnd: Date): Date {
  return new Date(Date.UTC(lastEnd.getUTCFullYear(), lastEnd.getUTCMonth(), lastEnd.getUTCDate() + 1));
}

/** Hour (UTC) of the daily invitation run. */
export const SURVEY_INVITATION_HOUR_UTC = 7;

/** Seminars ended this many days ago at most are still invited by a late run (a missed day is caught up). */
export const SURVEY_INVITATION_LOOKBACK_DAYS = 7;

/** Average of the ratings, one decimal; null without any rating. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const surveySeminarQuerySchema = z.object({ seminarId: idField("survey.seminarInvalid") });

const questionText = z
  .string({ error: "survey.questionRequired" })
  .trim()
  .min(1, "survey.questionRequired")
  .min(SURVEY_QUESTION_MIN, "survey.questionMin")
  .max(SURVEY_QUESTION_MAX, "survey.questionMax");

/** Body of Survey/AddSurveyQuestion and Survey/UpdateSurveyQuestion (the update adds a new version). */
export const surveyQuestionInputSchema = z.object({
  Text: questionText,
  Kind: z.enum(SURVEY_QUESTION_KINDS, { error: "survey.kindInvalid" }),
  Position: z.coerce
    .number({ error: "survey.positionInvalid" })
    .int("survey.positionInvalid")
    .min(0, "survey.positionInvalid")
    .max(1000, "survey.positionInvalid")
    .default(0),
});
export type SurveyQuestionInput = z.output<typeof surveyQuestionInputSchema>;
export type SurveyQuestionForm = z.input<typeof surveyQuestionInputSchema>;

/** Body of Survey/SubmitSurvey: one answer per active question; ratings 1–5 required, texts optional. */
export const submitSurveySchema = z.object({
  SeminarId: idField("survey.seminarInvalid"),
  Answers: z
    .array(
      z.object({
        QuestionId: idField("survey.questionInvalid"),
        Rating: z
          .number({ error: "survey.ratingInvalid" })
          .int("survey.ratingInvalid")
          .min(SURVEY_RATING_MIN, "survey.ratingInvalid")
          .max(SURVEY_RATING_MAX, "survey.ratingInvalid")
          .nullish(),
        Text: z.string().trim().max(SURVEY_TEXT_ANSWER_MAX, "survey.textMax").nullish(),
      }),
      { error: "survey.answersRequired" },
    )
    .min(1, "survey.answersRequired")
    .max(SURVEY_QUESTIONS_MAX, "survey.answersRequired"),
});
export type SubmitSurvey = z.output<typeof submitSurveySchema>;

/**
 * Checks the answers against the active questions: every rating question rated, nothing for an unknown or
 * retired question, no question twice. Returns a message key, or null when the answers are complete.
 */
export function surveyAnswersRefusal(
  questions: readonly { id: number; kind: SurveyQuestionKind }[],
  answers: SubmitSurvey["Answers"],
): string | null {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.QuestionId);
    if (!question || seen.has(answer.QuestionId)) return "survey.questionInvalid";
    seen.add(answer.QuestionId);
    if (question.kind === "rating" && answer.Rating == null) return "survey.ratingRequired";
    if (question.kind === "text" && answer.Rating != null) return "survey.questionInvalid";
  }
  for (const question of questions) {
    if (question.kind === "rating" && !seen.has(question.id)) return "survey.ratingRequired";
  }
  return null;
}

export const surveyQuestionSchema = z.object({
  QuestionId: z.number().int(),
  Kind: z.enum(SURVEY_QUESTION_KINDS),
  Text: z.string(),
  Position: z.number().int(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const adminSurveyQuestionSchema = surveyQuestionSchema.extend({
  Version: z.number().int(),
  Active: z.boolean(),
  AnswerCount: z.number().int(),
  CreatedAt: isoDateTimeSchema,
});
export type AdminSurveyQuestion = z.infer<typeof adminSurveyQuestionSchema>;
export const adminSurveyQuestionsSchema = z.object({ List: z.array(adminSurveyQuestionSchema) });

/** Survey/GetSurvey: the seminar, whether the caller may answer, and the questions. */
export const surveySchema = z.object({
  SeminarId: z.number().int(),
  CourseTitle: z.string(),
  LastEnd: isoDateTimeSchema,
  State: z.enum(["open", "notEnded", "answered", "notStudent", "cancelled"]),
  /** The caller may read the aggregate (the seminar's instructor or an administrator). */
  CanSeeResults: z.boolean(),
  Questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

/** Survey/GetSurveyResults: averages per rating question, counts, free-text answers without names. */
export const surveyResultsSchema = z.object({
  SeminarId: z.number().int(),
  CourseTitle: z.string(),
  ResponseCount: z.number().int(),
  Questions: z.array(
    z.object({
      QuestionId: z.number().int(),
      Kind: z.enum(SURVEY_QUESTION_KINDS),
      Text: z.string(),
      Count: z.number().int(),
      Average: z.number().nullable(),
      Texts: z.array(z.string()),
    }),
  ),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;
