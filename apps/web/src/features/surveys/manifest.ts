import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The surveys area's routes: the app's registry is made of every area's, and features link with `surveysRoutes.to`. */
export const surveysRoutes = defineRoutes({
  takeSurvey: route("/takesurvey", { title: "pageTitle.survey" }),
  adminSurveys: route(
    "/admin/surveys",
    { title: "adminNav.links.surveys" },
    { nav: [{ menu: "admin", group: "education", rank: 40 }] },
  ),
  // The instructor's evaluation results beside the survey itself (ADR 0033).
  takeSurveyResults: route("/takesurvey/results", { title: "pageTitle.surveyResults" }),
});

const pages = chunk("features/surveys/routes.tsx", () => import("./routes.tsx"), ["surveys"]);
const admin = chunk("features/surveys/routes-admin.tsx", () => import("./routes-admin.tsx"), ["surveys"]);

/** The screen each of the surveys area's routes shows, from its chunk. */
export const surveysArea = defineArea(surveysRoutes, {
  takeSurvey: screen(pages, (m) => m.TakeSurveyPage),
  adminSurveys: screen(admin, (m) => m.AdminSurveysPage),
  takeSurveyResults: screen(pages, (m) => m.SurveyResultsPage),
});
