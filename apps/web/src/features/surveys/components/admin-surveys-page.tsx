import type { SurveyQuestionKind } from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type AdminSurveyQuestion, useChangeQuestion, useSurveyQuestions } from "../api/surveys.ts";
import "./surveys.css";

interface Draft {
  id: number | null;
  text: string;
  kind: SurveyQuestionKind;
  position: string;
}

const EMPTY: Draft = { id: null, text: "", kind: "rating", position: "0" };

function QuestionForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangeQuestion();
  const [value, setValue] = useState(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { Text: value.text, Kind: value.kind, Position: Number(value.position) || 0 };
    change.mutate(value.id === null ? { kind: "add", body } : { kind: "update", id: value.id, body }, {
      onSuccess: (result) => {
        const message = (result as { Message?: string }).Message;
        if (message) toast.success(message);
        setProblem(null);
        setValue(EMPTY);
        onDone();
      },
      onError: (error) => setProblem(errorMessage(t, error)),
    });
  };
  return (
    <form className="survey-admin__form card" onSubmit={onSubmit} noValidate>
      <h2>{value.id === null ? t("survey.admin.add") : t("survey.admin.editing")}</h2>
      <TextField
        label={t("survey.admin.text")}
        value={value.text}
        maxLength={300}
        onChange={(event) => setValue({ ...value, text: event.target.value })}
        error={problem ?? undefined}
      />
      <Select
        label={t("survey.admin.kind")}
        value={value.kind}
        options={[
          { value: "rating", label: t("survey.admin.kindRating") },
          { value: "text", label: t("survey.admin.kindText") },
        ]}
        onChange={(event) => setValue({ ...value, kind: event.target.value as SurveyQuestionKind })}
      />
      <TextField
        label={t("survey.admin.position")}
        type="number"
        min={0}
        max={1000}
        value={value.position}
        onChange={(event) => setValue({ ...value, position: event.target.value })}
      />
      <div className="survey-admin__actions">
        <Button type="submit" disabled={change.isPending}>
          {t("survey.admin.save")}
        </Button>
        {value.id !== null ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t("survey.admin.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
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
        draft={
          editing
            ? { id: editing.QuestionId, text: editing.Text, kind: editing.Kind, position: String(editing.Position) }
            : EMPTY
        }
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
