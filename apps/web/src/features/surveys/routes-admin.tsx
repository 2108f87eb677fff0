// Route module of the survey questions' administration, apart so students never download it, and its loader.
import { adminLoader, type Loaders } from "../../shared/routing/route-loader.ts";
import { surveyQuestionsQuery } from "./api/surveys.ts";

export { AdminSurveysPage } from "./components/admin-surveys-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /admin/surveys: the questions.
  adminSurveys: adminLoader(({ client }) => [client.ensureQueryData(surveyQuestionsQuery())]),
};
