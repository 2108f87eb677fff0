import type { AdminSurveyQuestion, Survey, SurveyQuestion } from "@haa/domain";
import type { SurveyQuestionRow } from "./surveys.repository.ts";

/** One seminar's survey as the service reads it for its caller (Survey/GetSurvey). */
export interface SurveyView {
  seminar: { id: number; lastEnd: Date };
  courseTitle: string;
  state: Survey["State"];
  canSeeResults: boolean;
  questions: SurveyQuestionRow[];
}

export function presentQuestion(row: SurveyQuestionRow): SurveyQuestion {
  return { QuestionId: row.id, Kind: row.kind, Text: row.text, Position: row.position };
}

export function presentAdminQuestion({
  question,
  answerCount,
}: {
  question: SurveyQuestionRow;
  answerCount: number;
}): AdminSurveyQuestion {
  return {
    ...presentQuestion(question),
    Version: question.version,
    Active: question.retiredAt === null,
    AnswerCount: answerCount,
    CreatedAt: question.createdAt.toISOString(),
  };
}

export function presentSurvey(survey: SurveyView): Survey {
  return {
    SeminarId: survey.seminar.id,
    CourseTitle: survey.courseTitle,
    LastEnd: survey.seminar.lastEnd.toISOString(),
    State: survey.state,
    CanSeeResults: survey.canSeeResults,
    // Questions are shown only to someone who may answer them now.
    Questions: survey.state === "open" ? survey.questions.map(presentQuestion) : [],
  };
}
