// Route module of the course evaluations (one lazy chunk): answering and the instructor's results, and the
// evaluation's loader.
import { isItemId } from "../../shared/api/url-params.ts";
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { seminarIdFrom, surveyQuery } from "./api/surveys.ts";

export { SurveyResultsPage } from "./components/survey-results-page.tsx";
export { TakeSurveyPage } from "./components/take-survey-page.tsx";

/**
 * The loaders of this area's screens that show data, by route (ADR 0098). The results (/takesurvey/results) have
 * none: the server shows them to the seminar's instructor and administrators only, which a loader cannot tell.
 */
export const loaders: Loaders = {
  // /takesurvey: the member's state in the seminar's evaluation and, when open, its questions. A public page, but
  // a visitor is only asked to log in.
  takeSurvey: memberLoader(({ client, url }) => {
    const seminarId = seminarIdFrom(url.searchParams);
    return isItemId(seminarId) ? [client.ensureQueryData(surveyQuery(seminarId))] : [];
  }),
};
