import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { isItemId } from "../../../shared/api/url-params.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { TextArea } from "../../../shared/ui/fields.tsx";
import { type Survey, seminarIdFrom, useSubmitSurvey, useSurvey } from "../api/surveys.ts";
import "./surveys.css";
import { accountRoutes } from "../../account/manifest.ts";
import { surveysRoutes } from "../manifest.ts";

const RATINGS = [1, 2, 3, 4, 5] as const;

function SurveyForm({ survey, onDone }: { survey: Survey; onDone: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitSurvey(survey.SeminarId);
  const [ratings, setRatings] = useState<Record<number, number>>({});
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = survey.Questions.some((q) => q.Kind === "rating" && !ratings[q.QuestionId]);
    if (missing) {
      setProblem(t("survey.ratingRequired"));
      return;
    }
    setProblem(null);
    submit.mutate(
      {
        SeminarId: survey.SeminarId,
        Answers: survey.Questions.map((q) =>
          q.Kind === "rating"
            ? { QuestionId: q.QuestionId, Rating: ratings[q.QuestionId] ?? null }
            : { QuestionId: q.QuestionId, Text: texts[q.QuestionId]?.trim() || null },
        ),
      },
      { onSuccess: onDone, onError: (error) => setProblem(errorMessage(t, error)) },
    );
  };
  return (
    <form className="survey-form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t("survey.take.ratingHint")}</p>
      {survey.Questions.map((question) =>
        question.Kind === "rating" ? (
          <fieldset key={question.QuestionId} className="survey-question">
            <legend>{question.Text}</legend>
            <div className="survey-rating">
              {RATINGS.map((rating) => (
                <label key={rating}>
                  <input
                    type="radio"
                    name={`q${question.QuestionId}`}
                    value={rating}
                    checked={ratings[question.QuestionId] === rating}
                    onChange={() => setRatings((current) => ({ ...current, [question.QuestionId]: rating }))}
                  />
                  {rating}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <TextArea
            key={question.QuestionId}
            label={question.Text}
            optionalLabel={t("survey.take.optional")}
            maxLength={2000}
            rows={4}
            value={texts[question.QuestionId] ?? ""}
            onChange={(event) => setTexts((current) => ({ ...current, [question.QuestionId]: event.target.value }))}
          />
        ),
      )}
      {problem ? (
        <p role="alert" className="ui-field__error">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {t("survey.take.submit")}
        </Button>
      </div>
    </form>
  );
}

function TakeSurvey({ seminarId }: { seminarId: number }) {
  const { t } = useTranslation();
  const survey = useSurvey(seminarId);
  const [sent, setSent] = useState(false);
  if (survey.isPending) return <p aria-live="polite">{t("survey.loading")}</p>;
  if (survey.isError) return <p role="alert">{errorMessage(t, survey.error)}</p>;
  const data = survey.data;
  const stateText: Record<Survey["State"], string> = {
    open: "",
    notEnded: t("survey.take.notEndedOn", { date: formatDate(data.LastEnd) ?? "" }),
    answered: sent ? t("survey.take.thanks") : t("survey.alreadyAnswered"),
    notStudent: t("survey.notStudent"),
    cancelled: t("survey.cancelled"),
  };
  return (
    <>
      <p>{t("survey.take.intro", { course: data.CourseTitle })}</p>
      {data.CanSeeResults ? (
        <p>
          <Link to={`${surveysRoutes.to("takeSurveyResults")}?seminarId=${seminarId}`}>
            {t("survey.take.seeResults")}
          </Link>
        </p>
      ) : null}
      {data.State === "open" ? (
        <SurveyForm survey={data} onDone={() => setSent(true)} />
      ) : (
        <p role="status" className="card">
          {stateText[data.State]}
        </p>
      )}
    </>
  );
}

/** /takesurvey?seminarId=: a seminar's evaluation, answered once by its students after its last date. */
export function TakeSurveyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("survey.take.title"));
  const [params] = useSearchParams();
  const seminarId = seminarIdFrom(params);
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t("survey.take.title")}</h1>
      </header>
      <MemberGate title={t("survey.take.title")} registerTo={accountRoutes.to("register")}>
        {() =>
          isItemId(seminarId) ? <TakeSurvey seminarId={seminarId} /> : <p role="alert">{t("survey.take.missing")}</p>
        }
      </MemberGate>
    </div>
  );
}
