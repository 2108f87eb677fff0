// Route module of the course evaluations (one lazy chunk): answering and the instructor's results.
export { SurveyResultsPage } from "./components/survey-results-page.tsx";
export { TakeSurveyPage } from "./components/take-survey-page.tsx";
