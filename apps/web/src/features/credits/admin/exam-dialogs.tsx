import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { type Exam, useAddExam, useCourseOptions, useRecordResult } from "../api/credits.ts";
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

/** Today in the administrator's own time zone, for the date field. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function AddExamDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const courses = useCourseOptions();
  const add = useAddExam();
  const [courseId, setCourseId] = useState("");
  const [title, setTitle] = useState("");
  const [passMark, setPassMark] = useState("75");
  const [credits, setCredits] = useState("0");
  const errors = fieldErrorsOf(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { CourseId: Number(courseId), Title: title, PassMark: Number(passMark), Credits: Number(credits) },
      { onSuccess: (result) => onSaved(result.Message) },
    );
  };
  const other = formLevelError(add.error, ["CourseId", "Title", "PassMark", "Credits"], () =>
    errorMessage(t, add.error),
  );
  return (
    <Dialog open onClose={onClose} title={t("creditsAdmin.addExam")} width={600}>
      <form className="credits-admin-form" onSubmit={submit} noValidate aria-label={t("creditsAdmin.addExam")}>
        <Select
          label={t("creditsAdmin.examCourse")}
          placeholder={courses.isPending ? t("common.loading") : t("creditsAdmin.chooseCourse")}
          options={(courses.data?.List ?? []).map((course) => ({ value: String(course.Id), label: course.Title }))}
          value={courseId}
          error={errors.CourseId}
          required
          onChange={(event) => setCourseId(event.target.value)}
        />
        <TextField
          label={t("creditsAdmin.examTitle")}
          value={title}
          maxLength={150}
          required
          error={errors.Title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label={t("creditsAdmin.passMark")}
          type="number"
          inputMode="numeric"
          min="1"
          max="100"
          step="1"
          required
          value={passMark}
          error={errors.PassMark}
          onChange={(event) => setPassMark(event.target.value)}
        />
        <TextField
          label={t("creditsAdmin.examCredits")}
          type="number"
          inputMode="numeric"
          min="0"
          max="100"
          step="1"
          required
          value={credits}
          error={errors.Credits}
          onChange={(event) => setCredits(event.target.value)}
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
      </form>
    </Dialog>
  );
}

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
  const [member, setMember] = useState<PickedMember | null>(null);
  const [score, setScore] = useState("");
  const [takenOn, setTakenOn] = useState(localToday);
  const errors = fieldErrorsOf(record.error);
  const scoreValue = score === "" ? Number.NaN : Number(score);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    record.mutate(
      { ExamId: exam.Id, UserId: member.Id, Score: scoreValue, TakenOn: takenOn },
      { onSuccess: (result) => onSaved(result.Message) },
    );
  };
  const other = formLevelError(record.error, ["Score", "TakenOn"], () => errorMessage(t, record.error));
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
      <form className="credits-admin-form" onSubmit={submit} noValidate aria-label={t("creditsAdmin.recordResult")}>
        <TextField
          label={t("creditsAdmin.score")}
          type="number"
          inputMode="numeric"
          min="0"
          max="100"
          step="1"
          required
          value={score}
          error={errors.Score}
          hint={
            Number.isFinite(scoreValue)
              ? scoreValue >= exam.PassMark
                ? t("creditsAdmin.willPass")
                : t("creditsAdmin.willFail")
              : undefined
          }
          onChange={(event) => setScore(event.target.value)}
        />
        <TextField
          label={t("creditsAdmin.takenOn")}
          type="date"
          required
          value={takenOn}
          error={errors.TakenOn}
          onChange={(event) => setTakenOn(event.target.value)}
        />
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
      </form>
    </Dialog>
  );
}
