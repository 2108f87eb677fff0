import { type SurveyQuestionInput, surveyQuestionInputSchema } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type AdminSurveyQuestion, useChangeQuestion, useSurveyQuestions } from "../api/surveys.ts";
import "./surveys.css";

/** A question as typed: the position is a number field's text until the schema reads it. */
interface QuestionValues {
  Text: string;
  Kind: string;
  Position: string;
}
const questionSchema = surveyQuestionInputSchema as unknown as z.ZodType<SurveyQuestionInput, QuestionValues>;
const EMPTY: QuestionValues = { Text: "", Kind: "rating", Position: "0" };

function QuestionForm({ id, draft, onDone }: { id: number | null; draft: QuestionValues; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangeQuestion();
  const form = useZodForm(questionSchema, { defaultValues: draft });
  const onValid = (body: SurveyQuestionInput) =>
    change.mutate(id === null ? { kind: "add", body } : { kind: "update", id, body }, {
      onSuccess: (result) => {
        const message = (result as { Message?: string }).Message;
        if (message) toast.success(message);
        form.reset(EMPTY);
        onDone();
      },
      // The server's refusal shows under the question, as the form's one free-text field.
      onError: (error) => form.setError("Text", { type: "server", message: errorMessage(t, error) }),
    });
  return (
    <Form form={form} className="survey-admin__form card" onValid={onValid}>
      <h2>{id === null ? t("survey.admin.add") : t("survey.admin.editing")}</h2>
      <FormTextField control={form.control} name="Text" label={t("survey.admin.text")} maxLength={300} />
      <FormSelect
        control={form.control}
        name="Kind"
        label={t("survey.admin.kind")}
        options={[
          { value: "rating", label: t("survey.admin.kindRating") },
          { value: "text", label: t("survey.admin.kindText") },
        ]}
      />
      <FormTextField
        control={form.control}
        name="Position"
        label={t("survey.admin.position")}
        type="number"
        min={0}
        max={1000}
      />
      <div className="survey-admin__actions">
        <Button type="submit" disabled={change.isPending}>
          {t("survey.admin.save")}
        </Button>
        {id !== null ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t("survey.admin.cancel")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function Questions() {
  const { t } = useTranslation();
  const list = useSurveyQuestions();
  const change = useChangeQuestion();
  const [editing, setEditing] = useState<AdminSurveyQuestion | null>(null);
  const items = list.data?.List ?? [];
  return (
    <>
      <QuestionForm
        key={editing?.QuestionId ?? "new"}
        id={editing?.QuestionId ?? null}
        draft={editing ? { Text: editing.Text, Kind: editing.Kind, Position: String(editing.Position) } : EMPTY}
        onDone={() => setEditing(null)}
      />
      {list.isError ? <p role="alert">{errorMessage(t, list.error)}</p> : null}
      <DataTable
        caption={t("survey.admin.caption")}
        columns={[
          t("survey.admin.text"),
          t("survey.admin.kind"),
          t("survey.admin.version"),
          t("survey.admin.status"),
          t("survey.admin.answers"),
          t("survey.admin.actions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty="—"
        isEmpty={items.length === 0}
        minWidth="48rem"
      >
        {items.map((question) => (
          <tr key={question.QuestionId}>
            <th scope="row">{question.Text}</th>
            <td>{question.Kind === "rating" ? t("survey.admin.kindRating") : t("survey.admin.kindText")}</td>
            <td>{question.Version}</td>
            <td>{question.Active ? t("survey.admin.active") : t("survey.admin.retired")}</td>
            <td>{question.AnswerCount}</td>
            <td>
              {question.Active ? (
                <div className="survey-admin__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("survey.admin.editLabel", { text: question.Text })}
                    onClick={() => setEditing(question)}
                  >
                    {t("survey.admin.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("survey.admin.retireLabel", { text: question.Text })}
                    onClick={() =>
                      change.mutate(
                        { kind: "retire", id: question.QuestionId },
                        {
                          onSuccess: (result) => toast.success((result as { Message?: string }).Message ?? ""),
                          onError: (error) => toast.error(errorMessage(t, error)),
                        },
                      )
                    }
                  >
                    {t("survey.admin.retire")}
                  </Button>
                </div>
              ) : null}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** /admin/surveys (administrators): the evaluation questions; editing adds a version (ADR 0033). */
export function AdminSurveysPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("survey.admin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t("survey.admin.title")}</h1>
        <p className="muted">{t("survey.admin.intro")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("survey.admin.title")}
        forbiddenText={t("survey.admin.forbidden")}
        loginText={t("survey.admin.login")}
      >
        <Questions />
      </AdminGate>
    </div>
  );
}
