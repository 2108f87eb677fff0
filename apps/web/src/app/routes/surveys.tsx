// Route module of the course evaluations (one lazy chunk): answering and the instructor's results.
export { SurveyResultsPage } from "../../features/surveys/components/survey-results-page.tsx";
export { TakeSurveyPage } from "../../features/surveys/components/take-survey-page.tsx";
