import { COUNTRIES, SEMINAR_CURRENCIES, SEMINAR_LANGUAGES, type Seminar } from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths.ts";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { dateTimeFormat } from "../../../shared/i18n/intl.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type SeminarFormBody,
  useCancelSeminar,
  useMySeminars,
  useSaveSeminar,
  useSeminarCourses,
} from "../api/seminars.ts";
import { datesLabel, languageName, placeOf } from "./format.ts";
import { browserTimeZone, seminarTimeZone } from "./time-zone.ts";
import "./seminars.css";

interface DayInput {
  Start: string;
  End: string;
}

interface FormState {
  CourseId: string;
  CoordinatorEmail: string;
  Capacity: string;
  Price: string;
  Currency: string;
  Language: string;
  Format: "inPerson" | "online";
  Venue: string;
  Address: string;
  City: string;
  Country: string;
  OnlineLink: string;
  TimeZone: string;
  Notes: string;
  PaymentMode: "association" | "instructor";
  Dates: DayInput[];
}

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as wall-clock "YYYY-MM-DDTHH:mm" in a zone, for the datetime-local inputs of an edit. */
function localInput(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${pad(Number(parts.hour))}:${parts.minute}`;
}

function initialState(seminar: Seminar | null): FormState {
  // A new seminar starts in the instructor's zone; choosing where it is held moves it to the place's (below).
  const zone = seminar?.TimeZone ?? browserTimeZone();
  return {
    CourseId: seminar ? String(seminar.CourseId) : "",
    CoordinatorEmail: "",
    Capacity: seminar ? String(seminar.Capacity) : "16",
    Price: seminar ? String(seminar.Price) : "0",
    Currency: seminar?.Currency ?? "USD",
    Language: seminar?.Language ?? "en",
    Format: seminar?.Format ?? "inPerson",
    Venue: seminar?.Venue ?? "",
    Address: seminar?.Address ?? "",
    City: seminar?.City ?? "",
    Country: seminar?.Country ?? "",
    OnlineLink: seminar?.OnlineLink ?? "",
    TimeZone: zone,
    Notes: seminar?.Notes ?? "",
    PaymentMode: seminar?.PaymentMode ?? "association",
    Dates: seminar
      ? seminar.SeminarDateAndTimes.map((date) => ({
          Start: localInput(date.Start, zone),
          End: localInput(date.End, zone),
        }))
      : [{ Start: "", End: "" }],
  };
}

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Add or edit a seminar; the server validates and answers field messages in the reader's language. */
export function SeminarFormDialog({ seminar, onClose }: { seminar: Seminar | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<FormState>(() => initialState(seminar));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The zone follows the place until the instructor picks one; an existing seminar keeps its own.
  const [zoneChosen, setZoneChosen] = useState(seminar !== null);
  const save = useSaveSeminar();
  const courses = useSeminarCourses();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((prev) => ({ ...prev, [key]: value }));
  const setDay = (index: number, change: Partial<DayInput>) =>
    setForm((prev) => ({ ...prev, Dates: prev.Dates.map((day, i) => (i === index ? { ...day, ...change } : day)) }));
  /** A new seminar's zone from where it is held: the country's for one in person, the instructor's online. */
  const placeChanged = (change: Partial<Pick<FormState, "Country" | "Format">>) =>
    setForm((prev) => {
      const next = { ...prev, ...change };
      if (zoneChosen) return next;
      const code = COUNTRIES.find((entry) => entry.name === next.Country)?.code;
      return { ...next, TimeZone: seminarTimeZone(next.Format === "inPerson" ? code : undefined) };
    });
  const fieldError = (name: string) =>
    errors[name] ??
    Object.entries(errors).find(([key]) => key.startsWith(`${name}.`) || key.startsWith(`${name}[`))?.[1];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: SeminarFormBody = {
      ...(seminar ? { Id: seminar.Id } : {}),
      CourseId: Number(form.CourseId),
      CoordinatorEmail: form.CoordinatorEmail,
      Capacity: Number(form.Capacity),
      Price: Number(form.Price),
      Currency: form.Currency as SeminarFormBody["Currency"],
      Language: form.Language as SeminarFormBody["Language"],
      Format: form.Format,
      Venue: form.Venue,
      Address: form.Address,
      City: form.City,
      Country: form.Country,
      OnlineLink: form.OnlineLink,
      TimeZone: form.TimeZone,
      Notes: form.Notes,
      PaymentMode: form.PaymentMode,
      Dates: form.Dates,
    };
    try {
      const result = await save.mutateAsync(body);
      toast.success(result.Message);
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : {});
      toast.error(errorMessage(t, error));
    }
  };

  const courseOptions = [...(courses.data ?? [])];
  if (seminar && !courseOptions.some((course) => course.id === seminar.CourseId))
    courseOptions.push({ id: seminar.CourseId, title: seminar.CourseTitle });

  return (
    <Dialog
      open
      onClose={onClose}
      width={700}
      title={seminar ? t("instructorSeminars.formTitleEdit") : t("instructorSeminars.formTitleAdd")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("instructorSeminars.close")}
          </Button>
          <Button type="submit" form="seminar-form" disabled={save.isPending}>
            {t("instructorSeminars.save")}
          </Button>
        </>
      }
    >
      <form id="seminar-form" className="seminar-form" onSubmit={submit} noValidate>
        <div className="seminar-form__row">
          <Select
            label={t("instructorSeminars.course")}
            value={form.CourseId}
            placeholder={t("instructorSeminars.chooseCourse")}
            options={courseOptions.map((course) => ({ value: String(course.id), label: course.title }))}
            onChange={(event) => set("CourseId", event.target.value)}
            error={fieldError("CourseId")}
            required
          />
          <TextField
            label={t("instructorSeminars.coordinatorEmail")}
            type="email"
            value={form.CoordinatorEmail}
            onChange={(event) => set("CoordinatorEmail", event.target.value)}
            error={fieldError("CoordinatorEmail")}
          />
          <TextField
            label={t("instructorSeminars.capacity")}
            type="number"
            min={1}
            max={500}
            value={form.Capacity}
            onChange={(event) => set("Capacity", event.target.value)}
            error={fieldError("Capacity")}
            required
          />
          <TextField
            label={t("instructorSeminars.price")}
            type="number"
            min={0}
            step="0.01"
            value={form.Price}
            onChange={(event) => set("Price", event.target.value)}
            error={fieldError("Price")}
            required
          />
          <Select
            label={t("instructorSeminars.currency")}
            value={form.Currency}
            options={SEMINAR_CURRENCIES.map((code) => ({ value: code, label: code }))}
            onChange={(event) => set("Currency", event.target.value)}
          />
          <Select
            label={t("instructorSeminars.language")}
            value={form.Language}
            options={SEMINAR_LANGUAGES.map((code) => ({ value: code, label: languageName(code, i18n.language) }))}
            onChange={(event) => set("Language", event.target.value)}
          />
          <Select
            label={t("instructorSeminars.format")}
            value={form.Format}
            options={[
              { value: "inPerson", label: t("seminarsPage.inPerson") },
              { value: "online", label: t("seminarsPage.online") },
            ]}
            onChange={(event) => placeChanged({ Format: event.target.value === "online" ? "online" : "inPerson" })}
          />
          <Select
            label={t("instructorSeminars.paymentMode")}
            value={form.PaymentMode}
            options={[
              { value: "association", label: t("instructorSeminars.paymentAssociation") },
              { value: "instructor", label: t("instructorSeminars.paymentInstructor") },
            ]}
            onChange={(event) => set("PaymentMode", event.target.value === "instructor" ? "instructor" : "association")}
          />
        </div>
        {form.Format === "inPerson" ? (
          <div className="seminar-form__row">
            <TextField
              label={t("instructorSeminars.venue")}
              value={form.Venue}
              maxLength={160}
              onChange={(event) => set("Venue", event.target.value)}
              error={fieldError("Venue")}
            />
            <TextField
              label={t("instructorSeminars.address")}
              value={form.Address}
              maxLength={160}
              onChange={(event) => set("Address", event.target.value)}
              error={fieldError("Address")}
            />
            <TextField
              label={t("instructorSeminars.city")}
              value={form.City}
              maxLength={160}
              onChange={(event) => set("City", event.target.value)}
              error={fieldError("City")}
              required
            />
            <Select
              label={t("instructorSeminars.country")}
              value={form.Country}
              placeholder={t("instructorSeminars.chooseCountry")}
              options={COUNTRIES.map((entry) => ({ value: entry.name, label: entry.name }))}
              onChange={(event) => placeChanged({ Country: event.target.value })}
              error={fieldError("Country")}
              required
            />
          </div>
        ) : (
          <TextField
            label={t("instructorSeminars.onlineLink")}
            type="url"
            value={form.OnlineLink}
            onChange={(event) => set("OnlineLink", event.target.value)}
            error={fieldError("OnlineLink")}
            required
          />
        )}
        <Select
          label={t("instructorSeminars.timeZone")}
          value={form.TimeZone}
          options={timeZones(form.TimeZone).map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
          onChange={(event) => {
            setZoneChosen(true);
            set("TimeZone", event.target.value);
          }}
          error={fieldError("TimeZone")}
        />
        <fieldset className="seminar-form__dates">
          <legend>{t("instructorSeminars.dates")}</legend>
          {fieldError("Dates") ? <p className="ui-field__error">{fieldError("Dates")}</p> : null}
          {form.Dates.map((day, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the days have no identity of their own.
            <div key={index} className="seminar-form__day">
              <TextField
                label={t("instructorSeminars.start", { n: index + 1 })}
                type="datetime-local"
                value={day.Start}
                onChange={(event) => setDay(index, { Start: event.target.value })}
                required
              />
              <TextField
                label={t("instructorSeminars.end", { n: index + 1 })}
                type="datetime-local"
                value={day.End}
                onChange={(event) => setDay(index, { End: event.target.value })}
                required
              />
              {form.Dates.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    set(
                      "Dates",
                      form.Dates.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t("instructorSeminars.removeDate", { n: index + 1 })}
                </Button>
              ) : (
                <span />
              )}
            </div>
          ))}
          {form.Dates.length < 30 ? (
            <Button variant="secondary" size="sm" onClick={() => set("Dates", [...form.Dates, { Start: "", End: "" }])}>
              {t("instructorSeminars.addDate")}
            </Button>
          ) : null}
        </fieldset>
        <TextArea
          label={t("instructorSeminars.notes")}
          value={form.Notes}
          maxLength={4000}
          onChange={(event) => set("Notes", event.target.value)}
          error={fieldError("Notes")}
        />
      </form>
    </Dialog>
  );
}

/**
 * The instructor's seminars (profile section `instructor`), or every seminar for an administrator
 * (`/admin/seminars`): add, edit, cancel, and the link to each seminar's students.
 */
export function SeminarTools({ title, studentsPath }: { title: string; studentsPath: (id: number) => string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMySeminars(page);
  const cancel = useCancelSeminar();
  const [editing, setEditing] = useState<Seminar | "new" | null>(null);
  const [cancelling, setCancelling] = useState<Seminar | null>(null);
  if (list.error instanceof ApiError && list.error.status === 403) {
    return (
      <div className="card reading" role="alert">
        <h2>{title}</h2>
        <p>{t("instructorSeminars.notInstructor")}</p>
      </div>
    );
  }
  const data = list.data;
  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      const result = await cancel.mutateAsync(cancelling.Id);
      toast.success(result.Message);
      setCancelling(null);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <section className="seminar-tools">
      <p>{t("instructorSeminars.intro")}</p>
      <div className="seminar-tools__actions">
        <Button onClick={() => setEditing("new")}>{t("instructorSeminars.add")}</Button>
      </div>
      {list.isError ? <p role="alert">{t("instructorSeminars.loadError")}</p> : null}
      <DataTable
        caption={title}
        columns={[
          t("instructorSeminars.colCourse"),
          t("instructorSeminars.colDates"),
          t("instructorSeminars.colPlace"),
          t("instructorSeminars.colSeats"),
          t("instructorSeminars.colStatus"),
          t("instructorSeminars.colActions"),
        ]}
        pending={list.isPending}
        busy={list.isFetching}
        empty={t("instructorSeminars.empty")}
        isEmpty={(data?.List.length ?? 0) === 0}
        minWidth="48rem"
      >
        {data?.List.map((seminar) => (
          <tr key={seminar.Id}>
            <th scope="row">
              <Link to={pathTo("courseSeminar", { seminarID: seminar.Id })}>{seminar.CourseTitle}</Link>
            </th>
            <td>{datesLabel(seminar, i18n.language, (from, to) => t("seminarsPage.dates", { from, to }))}</td>
            <td>{placeOf(seminar, t("seminarsPage.online"))}</td>
            <td>{t("instructorSeminars.seats", { left: seminar.SeatsLeft, capacity: seminar.Capacity })}</td>
            <td>
              {seminar.Status === "cancelled" ? t("instructorSeminars.cancelled") : t("instructorSeminars.scheduled")}
            </td>
            <td>
              <div className="seminar-tools__row-actions">
                <Link
                  to={studentsPath(seminar.Id)}
                  aria-label={t("instructorSeminars.studentsNamed", { course: seminar.CourseTitle })}
                >
                  {t("instructorSeminars.students")}
                </Link>
                {seminar.Status === "scheduled" ? (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("instructorSeminars.editNamed", { course: seminar.CourseTitle })}
                      onClick={() => setEditing(seminar)}
                    >
                      {t("instructorSeminars.edit")}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("instructorSeminars.cancelNamed", { course: seminar.CourseTitle })}
                      onClick={() => setCancelling(seminar)}
                    >
                      {t("instructorSeminars.cancel")}
                    </Button>
                  </>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={page}
        pages={data ? Math.ceil(data.TotalCount / data.PageSize) : 1}
        label={t("instructorSeminars.pagination")}
        onPage={setPage}
      />
      {editing ? (
        <SeminarFormDialog seminar={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t("instructorSeminars.cancel")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setCancelling(null)}>
              {t("instructorSeminars.cancelKeep")}
            </Button>
            <Button variant="danger" onClick={confirmCancel} disabled={cancel.isPending}>
              {t("instructorSeminars.cancel")}
            </Button>
          </>
        }
      >
        <p>{t("instructorSeminars.cancelConfirm")}</p>
      </Dialog>
    </section>
  );
}
