import {
  type AdminSurveyQuestion,
  contract,
  type SubmitSurvey,
  type Survey,
  type SurveyQuestionForm,
  type SurveyResults,
} from "@haa/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import type { Envelope } from "../../../shared/api/client.ts";
import { idFrom } from "../../../shared/api/url-params.ts";

export type { AdminSurveyQuestion, Survey, SurveyResults };

/**
 * The seminar whose evaluation (or its results) the address names (`?seminarId=`), read the same way by the
 * screens and the loader; NaN when it names none, which the screen answers without asking.
 */
export const seminarIdFrom = (search: URLSearchParams): number => idFrom(search.get("seminarId"));

const surveyKeys = {
  survey: (seminarId: number) => ["surveys", "survey", seminarId] as const,
  results: (seminarId: number) => ["surveys", "results", seminarId] as const,
  questions: ["surveys", "questions"] as const,
};

/** GET Survey/GetSurvey?seminarId (bearer): my state and, when open, the questions. */
export const surveyQuery = (seminarId: number) =>
  queryOptions({
    queryKey: surveyKeys.survey(seminarId),
    queryFn: ({ signal }) => callData(contract.surveys.getSurvey, { query: { seminarId }, signal }),
  });

export function useSurvey(seminarId: number) {
  return useQuery({ ...surveyQuery(seminarId), enabled: seminarId > 0 });
}

/** POST Survey/SubmitSurvey: once per student and seminar (409 after). */
export function useSubmitSurvey(seminarId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitSurvey) => callApi(contract.surveys.submitSurvey, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.survey(seminarId) }),
  });
}

/** GET Survey/GetSurveyResults?seminarId: the seminar's instructor and administrators. */
export const surveyResultsQuery = (seminarId: number) =>
  queryOptions({
    queryKey: surveyKeys.results(seminarId),
    queryFn: ({ signal }) => callData(contract.surveys.getSurveyResults, { query: { seminarId }, signal }),
  });

export function useSurveyResults(seminarId: number) {
  return useQuery({ ...surveyResultsQuery(seminarId), enabled: seminarId > 0 });
}

/** GET Survey/GetSurveyQuestions (administrators): every version. */
export const surveyQuestionsQuery = () =>
  queryOptions({
    queryKey: surveyKeys.questions,
    queryFn: ({ signal }) => callData(contract.surveys.getSurveyQuestions, { signal }),
  });

export function useSurveyQuestions() {
  return useQuery(surveyQuestionsQuery());
}

export type QuestionChange =
  | { kind: "add"; body: SurveyQuestionForm }
  | { kind: "update"; id: number; body: SurveyQuestionForm }
  | { kind: "retire"; id: number };

/** The administrator's calls: add, edit (a new version) and retire. */
export function useChangeQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: QuestionChange): Promise<Envelope<unknown>> => {
      if (change.kind === "add") return callApi(contract.surveys.addSurveyQuestion, { body: change.body });
      if (change.kind === "update")
        return callApi(contract.surveys.updateSurveyQuestion, { params: { id: change.id }, body: change.body });
      return callApi(contract.surveys.retireSurveyQuestion, { params: { id: change.id } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.questions }),
  });
}
