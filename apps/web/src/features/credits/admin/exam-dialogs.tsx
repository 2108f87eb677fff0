import { useState } from "react";
import { type FieldPath, type FieldValues, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import {
  type Exam,
  type ExamInput,
  type ResultInput,
  useAddExam,
  useCourseOptions,
  useRecordResult,
} from "../api/credits.ts";
import { MemberPicker, memberName, type PickedMember } from "./member-picker.tsx";

const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.errors : {});

/** A refusal no field of the form shows: the message of a field the form has not got, else the envelope's. */
function formLevelError(error: unknown, shown: readonly string[], fallback: () => string): string | null {
  if (!error) return null;
  const errors = fieldErrorsOf(error);
  if (shown.some((field) => errors[field])) return null;
  const elsewhere = Object.entries(errors).find(([field]) => !shown.includes(field));
  return elsewhere ? elsewhere[1] : fallback();
}

/** The server's field errors (a 400's `Errors`) under the form's own fields; `formLevelError` shows the rest. */
export function showServerErrors<TInput extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  error: unknown,
  fields: readonly FieldPath<TInput>[],
): void {
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const name = fields.find((candidate) => candidate === field);
    if (name) form.setError(name, { type: "server", message });
  }
}

/** Today in the administrator's own time zone, for the date field. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An exam as typed: the course is a select's text and the numbers are number fields' text until the schema reads them. */
interface ExamValues {
  CourseId: string;
  Title: string;
  PassMark: string;
  Credits: string;
}
const examFormSchema = new LazySchema(() =>
  import("../credits-schemas.ts").then((module) => module.addExamSchema as unknown as z.ZodType<ExamInput, ExamValues>),
);
const EXAM_FIELDS = ["CourseId", "Title", "PassMark", "Credits"] as const;

export function AddExamDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const courses = useCourseOptions();
  const add = useAddExam();
  const form = useZodForm(examFormSchema, { defaultValues: { CourseId: "", Title: "", PassMark: "75", Credits: "0" } });
  const other = formLevelError(add.error, EXAM_FIELDS, () => errorMessage(t, add.error));
  return (
    <Dialog open onClose={onClose} title={t("creditsAdmin.addExam")} width={600}>
      <Form
        form={form}
        className="credits-admin-form"
        aria-label={t("creditsAdmin.addExam")}
        onValid={(values) =>
          add.mutate(values, {
            onSuccess: (result) => onSaved(result.Message),
            onError: (error) => showServerErrors(form, error, EXAM_FIELDS),
          })
        }
      >
        <FormSelect
          control={form.control}
          name="CourseId"
          label={t("creditsAdmin.examCourse")}
          placeholder={courses.isPending ? t("common.loading") : t("creditsAdmin.chooseCourse")}
          options={(courses.data?.List ?? []).map((course) => ({ value: String(course.Id), label: course.Title }))}
          required
        />
        <FormTextField
          control={form.control}
          name="Title"
          label={t("creditsAdmin.examTitle")}
          maxLength={150}
          required
        />
        <FormTextField
          control={form.control}
          name="PassMark"
          label={t("creditsAdmin.passMark")}
          type="number"
          inputMode="numeric"
          min="1"
          max="100"
          step="1"
          required
        />
        <FormTextField
          control={form.control}
          name="Credits"
          label={t("creditsAdmin.examCredits")}
          type="number"
          inputMode="numeric"
          min="0"
          max="100"
          step="1"
          required
        />
        {other ? (
          <p role="alert" className="credits-admin-error">
            {other}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={add.isPending}>
            {t("creditsAdmin.saveExam")}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/**
 * A result as typed. The exam is the dialog's; the member comes from the picker above the form (set with
 * `setValue`), so the schema checks the whole call.
 */
interface ResultValues {
  ExamId: number;
  UserId: number | null;
  Score: string;
  TakenOn: string;
}
const resultFormSchema = new LazySchema(() =>
  import("../credits-schemas.ts").then(
    (module) => module.recordExamResultSchema as unknown as z.ZodType<ResultInput, ResultValues>,
  ),
);
const RESULT_FIELDS = ["Score", "TakenOn"] as const;

export function RecordResultDialog({
  exam,
  onClose,
  onSaved,
}: {
  exam: Exam;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const record = useRecordResult();
  const form = useZodForm(resultFormSchema, {
    defaultValues: { ExamId: exam.Id, UserId: null, Score: "", TakenOn: localToday() },
  });
  const [member, setPicked] = useState<PickedMember | null>(null);
  const setMember = (picked: PickedMember | null) => {
    setPicked(picked);
    form.setValue("UserId", picked?.Id ?? null);
  };
  const score = useWatch({ control: form.control, name: "Score" });
  const scoreValue = score === "" ? Number.NaN : Number(score);
  const other = formLevelError(record.error, RESULT_FIELDS, () => errorMessage(t, record.error));
  return (
    <Dialog open onClose={onClose} title={t("creditsAdmin.recordTitle", { exam: exam.Title })} width={600}>
      <p>{t("creditsAdmin.recordIntro", { passMark: exam.PassMark, credits: exam.Credits })}</p>
      {member ? (
        <p className="credits-picked">
          <strong>{t("creditsAdmin.member", { name: memberName(member) })}</strong>{" "}
          <Button variant="secondary" size="sm" onClick={() => setMember(null)}>
            {t("creditsAdmin.changeMember")}
          </Button>
        </p>
      ) : (
        <MemberPicker onPick={setMember} />
      )}
      <Form
        form={form}
        className="credits-admin-form"
        aria-label={t("creditsAdmin.recordResult")}
        onValid={(values) =>
          record.mutate(values, {
            onSuccess: (result) => onSaved(result.Message),
            onError: (error) => showServerErrors(form, error, RESULT_FIELDS),
          })
        }
      >
        <FormTextField
          control={form.control}
          name="Score"
          label={t("creditsAdmin.score")}
          type="number"
          inputMode="numeric"
          min="0"
          max="100"
          step="1"
          required
          hint={
            Number.isFinite(scoreValue)
              ? scoreValue >= exam.PassMark
                ? t("creditsAdmin.willPass")
                : t("creditsAdmin.willFail")
              : undefined
          }
        />
        <FormTextField control={form.control} name="TakenOn" label={t("creditsAdmin.takenOn")} type="date" required />
        {other ? (
          <p role="alert" className="credits-admin-error">
            {other}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={record.isPending} disabled={!member}>
            {t("creditsAdmin.saveResult")}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
