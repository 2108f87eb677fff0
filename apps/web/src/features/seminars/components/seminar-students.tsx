import { type AddStudentsInput, type EmailStudentsInput, parseEmailList, type SeminarStudent } from "@haa/domain";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { dateTimeFormat } from "../../../shared/i18n/intl.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  useAddStudents,
  useEmailStudents,
  useGraduate,
  useRemoveStudent,
  useSeminar,
  useStudents,
} from "../api/seminars.ts";
import "./seminars.css";

const STATUS_KEYS = {
  pending: "seminarStudents.statusPending",
  enrolled: "seminarStudents.statusEnrolled",
  cancelled: "seminarStudents.statusCancelled",
  refunded: "seminarStudents.statusRefunded",
} as const;

/** Addresses typed one per line or separated by commas or spaces (the add form's own reading, from the domain). */
export const parseEmails = parseEmailList;

/** The add box as typed: one text of addresses, which the schema splits and checks. */
interface AddValues {
  SeminarId: number;
  Emails: string;
}
interface MailValues {
  SeminarId: number;
  Subject: string;
  Message: string;
}
const addSchema = new LazySchema(() =>
  import("../seminar-schemas.ts").then(
    (module) => module.addStudentsFormSchema as unknown as z.ZodType<AddStudentsInput, AddValues>,
  ),
);
const mailSchema = new LazySchema(() =>
  import("../seminar-schemas.ts").then(
    (module) => module.emailStudentsSchema as unknown as z.ZodType<EmailStudentsInput, MailValues>,
  ),
);
const MAIL_FIELDS = new Set(["Subject", "Message"]);

/** One CSV field: quoted, quotes doubled, and a leading formula character neutralised for spreadsheets. */
function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function studentsCsv(students: readonly SeminarStudent[], headings: readonly string[]): string {
  const rows = students.map((s) =>
    [
      `${s.FirstName} ${s.LastName}`,
      s.Email,
      s.Status,
      s.EnrolledAt.slice(0, 10),
      s.GraduatedAt?.slice(0, 10) ?? "",
      s.CeCreditsAwarded,
      `${s.PaidAmount} ${s.Currency}`,
    ]
      .map(csvField)
      .join(","),
  );
  return [headings.map(csvField).join(","), ...rows].join("\r\n");
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A seminar's students, for its instructor (profile `profilestudents/{id}`, `/students/{id}`) and administrators:
 * add by e-mail, remove, graduate the selected ones, e-mail all, CSV export. A coordinator (ADR 0053) reads it,
 * and adds, removes and mails students when the instructor allowed it (`CanManage`); only the instructor and
 * administrators graduate (`CanGraduate`). What the caller may not do is not shown; the server checks anyway.
 */
export function SeminarStudents({ seminarId, backTo }: { seminarId: number; backTo: string }) {
  const { t, i18n } = useTranslation();
  const seminar = useSeminar(seminarId);
  const students = useStudents(seminarId);
  const add = useAddStudents();
  const remove = useRemoveStudent();
  const graduate = useGraduate();
  const email = useEmailStudents();
  const addForm = useZodForm(addSchema, { defaultValues: { SeminarId: seminarId, Emails: "" } });
  const emails = useWatch({ control: addForm.control, name: "Emails" });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [mailOpen, setMailOpen] = useState(false);
  const noMail: MailValues = { SeminarId: seminarId, Subject: "", Message: "" };
  const mailForm = useZodForm(mailSchema, { defaultValues: noMail });
  const course = seminar.data?.CourseTitle ?? "";
  const title = t("seminarStudents.title", { course });
  const list = students.data?.List ?? [];
  const canManage = students.data?.CanManage === true;
  const canGraduate = students.data?.CanGraduate === true;
  const headings = [
    t("seminarStudents.colName"),
    t("seminarStudents.colEmail"),
    t("seminarStudents.colStatus"),
    t("seminarStudents.colEnrolled"),
    t("seminarStudents.colGraduated"),
    t("seminarStudents.colCredits"),
    t("seminarStudents.colPaid"),
  ];
  const day = (iso: string | null) =>
    iso ? dateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso)) : "";

  const onAdd = async (input: AddStudentsInput) => {
    try {
      const result = await add.mutateAsync(input);
      const data = result.Data;
      if (data.Added.length > 0) toast.success(t("seminarStudents.added", { list: data.Added.join(", ") }));
      if (data.AlreadyEnrolled.length > 0)
        toast.error(t("seminarStudents.already", { list: data.AlreadyEnrolled.join(", ") }));
      if (data.NotFound.length > 0) toast.error(t("seminarStudents.notFound", { list: data.NotFound.join(", ") }));
      addForm.reset({ SeminarId: seminarId, Emails: data.NotFound.join("\n") });
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const onRemove = async (student: SeminarStudent) => {
    try {
      toast.success((await remove.mutateAsync({ seminarId, studentId: student.UserId })).Message);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const onGraduate = async () => {
    try {
      const result = await graduate.mutateAsync({ SeminarId: seminarId, StudentIds: [...selected] });
      toast.success(t("seminarStudents.graduated", { count: result.Data.Graduated }));
      setSelected(new Set());
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const onMail = async (input: EmailStudentsInput) => {
    try {
      await email.mutateAsync(input);
      toast.success(t("seminarStudents.sent"));
      setMailOpen(false);
      mailForm.reset(noMail);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (MAIL_FIELDS.has(field)) mailForm.setError(field as "Subject" | "Message", { type: "server", message });
        }
      }
      toast.error(errorMessage(t, error));
    }
  };
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (students.error instanceof ApiError && [403, 404].includes(students.error.status)) {
    return (
      <div className="card reading" role="alert">
        <p>{errorMessage(t, students.error)}</p>
        <Link to={backTo}>{t("seminarStudents.back")}</Link>
      </div>
    );
  }
  return (
    <section className="seminar-students" aria-label={title}>
      <p>
        <Link to={backTo}>{t("seminarStudents.back")}</Link>
      </p>
      <h2>{title}</h2>
      {students.data && !canManage ? <p className="card">{t("seminarStudents.readOnly")}</p> : null}
      {seminar.data?.Status === "scheduled" && canManage ? (
        <Form form={addForm} className="seminar-students__add card" onValid={onAdd} onFocus={addSchema.preload}>
          <h3>{t("seminarStudents.addTitle")}</h3>
          <FormTextArea control={addForm.control} name="Emails" label={t("seminarStudents.emails")} rows={3} />
          <div>
            <Button type="submit" disabled={add.isPending || parseEmails(emails).length === 0}>
              {t("seminarStudents.add")}
            </Button>
          </div>
        </Form>
      ) : null}
      <div className="seminar-students__actions">
        {canGraduate ? (
          <Button onClick={onGraduate} disabled={selected.size === 0 || graduate.isPending}>
            {t("seminarStudents.graduate")}
          </Button>
        ) : null}
        {canManage ? (
          <Button variant="secondary" onClick={() => setMailOpen(true)} disabled={list.length === 0}>
            {t("seminarStudents.emailAll")}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={list.length === 0}
          onClick={() => download(`students-${seminarId}.csv`, studentsCsv(list, headings))}
        >
          {t("seminarStudents.exportCsv")}
        </Button>
      </div>
      <DataTable
        caption={title}
        columns={[
          ...(canGraduate ? [t("seminarStudents.colSelect")] : []),
          ...headings.slice(0, 6),
          ...(canManage ? [t("instructorSeminars.colActions")] : []),
        ]}
        pending={students.isPending}
        busy={students.isFetching}
        empty={students.isError ? t("seminarStudents.loadError") : t("seminarStudents.empty")}
        isEmpty={list.length === 0}
        minWidth="52rem"
      >
        {list.map((student) => {
          const name = `${student.FirstName} ${student.LastName}`.trim();
          return (
            <tr key={student.UserId}>
              {canGraduate ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={t("seminarStudents.select", { name })}
                    checked={selected.has(student.UserId)}
                    disabled={student.GraduatedAt !== null || student.Status !== "enrolled"}
                    onChange={() => toggle(student.UserId)}
                  />
                </td>
              ) : null}
              <th scope="row">{name}</th>
              <td>{student.Email}</td>
              <td>{t(STATUS_KEYS[student.Status])}</td>
              <td>{day(student.EnrolledAt)}</td>
              <td>{day(student.GraduatedAt)}</td>
              <td>{student.CeCreditsAwarded ?? ""}</td>
              {canManage ? (
                <td>
                  {student.GraduatedAt === null && student.Source === "instructor" ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("seminarStudents.removeNamed", { name })}
                      onClick={() => onRemove(student)}
                    >
                      {t("seminarStudents.remove")}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </DataTable>
      <Dialog
        open={mailOpen}
        onClose={() => setMailOpen(false)}
        title={t("seminarStudents.emailAll")}
        width={600}
        footer={
          <Button type="submit" form="seminar-mail" disabled={email.isPending}>
            {t("seminarStudents.send")}
          </Button>
        }
      >
        <Form form={mailForm} id="seminar-mail" onValid={onMail} onFocus={mailSchema.preload}>
          <FormTextField
            control={mailForm.control}
            name="Subject"
            label={t("seminarStudents.subject")}
            maxLength={150}
            required
          />
          <FormTextArea
            control={mailForm.control}
            name="Message"
            label={t("seminarStudents.message")}
            rows={8}
            maxLength={5000}
            required
          />
        </Form>
      </Dialog>
    </section>
  );
}
