import type { AdminSurveyQuestion, SubmitSurvey, Survey, SurveyQuestionForm, SurveyResults } from "@haa/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { AdminSurveyQuestion, Survey, SurveyResults };

/** GET Survey/GetSurvey?seminarId (bearer): my state and, when open, the questions. */
export function useSurvey(seminarId: number) {
  return useQuery({
    queryKey: ["surveys", "survey", seminarId],
    queryFn: () => apiData<Survey>("Survey/GetSurvey", { query: { seminarId } }),
    enabled: seminarId > 0,
  });
}

/** POST Survey/SubmitSurvey: once per student and seminar (409 after). */
export function useSubmitSurvey(seminarId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitSurvey) => apiRequest<null>("Survey/SubmitSurvey", { method: "POST", json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["surveys", "survey", seminarId] }),
  });
}

/** GET Survey/GetSurveyResults?seminarId: the seminar's instructor and administrators. */
export function useSurveyResults(seminarId: number) {
  return useQuery({
    queryKey: ["surveys", "results", seminarId],
    queryFn: () => apiData<SurveyResults>("Survey/GetSurveyResults", { query: { seminarId } }),
    enabled: seminarId > 0,
  });
}

/** GET Survey/GetSurveyQuestions (administrators): every version. */
export function useSurveyQuestions() {
  return useQuery({
    queryKey: ["surveys", "questions"],
    queryFn: () => apiData<{ List: AdminSurveyQuestion[] }>("Survey/GetSurveyQuestions"),
  });
}

export type QuestionChange =
  | { kind: "add"; body: SurveyQuestionForm }
  | { kind: "update"; id: number; body: SurveyQuestionForm }
  | { kind: "retire"; id: number };

/** The administrator's calls: add, edit (a new version) and retire. */
export function useChangeQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: QuestionChange) => {
      if (change.kind === "add")
        return apiRequest<unknown>("Survey/AddSurveyQuestion", { method: "POST", json: change.body });
      if (change.kind === "update")
        return apiRequest<unknown>(`Survey/UpdateSurveyQuestion/${change.id}`, { method: "PUT", json: change.body });
      return apiRequest<unknown>(`Survey/RetireSurveyQuestion/${change.id}`, { method: "PUT" });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ["surveys", "questions"] }),
  });
}
