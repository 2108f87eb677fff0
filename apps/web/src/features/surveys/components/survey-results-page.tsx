import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { isItemId } from "../../../shared/api/url-params.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { seminarIdFrom, useSurveyResults } from "../api/surveys.ts";
import "./surveys.css";
import { accountRoutes } from "../../account/manifest.ts";
import { surveysRoutes } from "../manifest.ts";

function Results({ seminarId }: { seminarId: number }) {
  const { t } = useTranslation();
  const results = useSurveyResults(seminarId);
  if (results.isPending) return <p aria-live="polite">{t("survey.loading")}</p>;
  if (results.isError) return <p role="alert">{errorMessage(t, results.error)}</p>;
  const data = results.data;
  return (
    <>
      <p>
        <strong>{data.CourseTitle}</strong> · {t("survey.results.responses", { count: data.ResponseCount })}
      </p>
      <ul className="survey-results">
        {data.Questions.map((question) => (
          <li key={question.QuestionId} className="card">
            <h2 className="survey-results__question">{question.Text}</h2>
            {question.Kind === "rating" ? (
              <p>
                {question.Average === null
                  ? t("survey.results.noRatings")
                  : t("survey.results.average", { average: question.Average, count: question.Count })}
              </p>
            ) : question.Texts.length === 0 ? (
              <p>{t("survey.results.noTexts")}</p>
            ) : (
              question.Texts.map((text, index) => (
                // Answers have no id of their own and never change: their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <blockquote key={index}>{text}</blockquote>
              ))
            )}
          </li>
        ))}
      </ul>
      <p>
        <Link to={`${surveysRoutes.to("takeSurvey")}?seminarId=${seminarId}`}>{t("survey.results.back")}</Link>
      </p>
    </>
  );
}

/** /takesurvey/results?seminarId=: the evaluation aggregate for the seminar's instructor and administrators. */
export function SurveyResultsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("survey.results.title"));
  const [params] = useSearchParams();
  const seminarId = seminarIdFrom(params);
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t("survey.results.title")}</h1>
      </header>
      <MemberGate title={t("survey.results.title")} registerTo={accountRoutes.to("register")}>
        {() =>
          isItemId(seminarId) ? <Results seminarId={seminarId} /> : <p role="alert">{t("survey.take.missing")}</p>
        }
      </MemberGate>
    </div>
  );
}
