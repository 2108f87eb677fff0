import { COUNTRIES, SEMINAR_CURRENCIES, SEMINAR_LANGUAGES, type Seminar, type SeminarInput } from "@haa/domain";
import { useState } from "react";
import { type Control, type FieldPath, useController, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormSelect, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { placeNames } from "../../../shared/geography/place-names.ts";
import { dateTimeFormat } from "../../../shared/i18n/intl.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../../shared/session/session-store.ts";
import { TranslationsEditor } from "../../../shared/translations/translations-editor.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, type SelectProps } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  FIRST_SEMINARS_PAGE,
  useCancelSeminar,
  useMySeminars,
  useSaveSeminar,
  useSeminarCourses,
} from "../api/seminars.ts";
import { datesLabel, languageName, placeOf } from "./format.ts";
import type { SavedVenue, SavedVenuesSlot } from "./saved-venue.tsx";
import { browserTimeZone, seminarTimeZone } from "./time-zone.ts";
import "./seminars.css";
import { countryOptions } from "../../../shared/i18n/country-options.ts";
import { seminarsRoutes } from "../manifest.ts";

interface DayInput {
  Start: string;
  End: string;
}

/** A new seminar's fields as typed; the schema reads the numbers and checks the place and the days. */
interface FormState {
  CourseId: string;
  CoordinatorEmail: string;
  Capacity: string;
  Price: string;
  Currency: string;
  Language: string;
  Format: string;
  Venue: string;
  Address: string;
  City: string;
  Country: string;
  OnlineLink: string;
  TimeZone: string;
  Notes: string;
  PaymentMode: string;
  Dates: DayInput[];
}

// The contract's rules for AddSeminar / EditSeminar, loaded with the first focus or submit (ADR 0061).
const seminarSchema = new LazySchema(() =>
  import("../seminar-schemas.ts").then(
    (module) => module.seminarInputSchema as unknown as z.ZodType<SeminarInput, FormState>,
  ),
);
const FIELDS: ReadonlySet<string> = new Set<keyof FormState>([
  "CourseId",
  "CoordinatorEmail",
  "Capacity",
  "Price",
  "Currency",
  "Language",
  "Format",
  "Venue",
  "Address",
  "City",
  "Country",
  "OnlineLink",
  "TimeZone",
  "Notes",
  "PaymentMode",
  "Dates",
]);

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

/** A select of the form that also tells the dialog when the reader picks a value (the place moves the zone). */
function PickSelect({
  control,
  name,
  onPicked,
  ...props
}: {
  control: Control<FormState, unknown, SeminarInput>;
  name: "Country" | "Format" | "TimeZone";
  onPicked: (value: string) => void;
} & Omit<SelectProps, "name" | "value" | "onChange" | "onBlur" | "error" | "ref">) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value);
        onPicked(event.target.value);
      }}
      error={fieldState.error ? translateMessage(t, fieldState.error.message) : undefined}
    />
  );
}

/**
 * Add or edit a seminar: checked with the contract's rules first; the server's field messages show beside the fields.
 * `SavedVenues`, when given, offers the instructor's saved places to fill the place fields from.
 */
export function SeminarFormDialog({
  seminar,
  onClose,
  SavedVenues,
}: {
  seminar: Seminar | null;
  onClose: () => void;
  SavedVenues?: SavedVenuesSlot;
}) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(seminarSchema, { defaultValues: initialState(seminar) });
  const days = useFieldArray({ control: form.control, name: "Dates" });
  const format = useWatch({ control: form.control, name: "Format" });
  const timeZone = useWatch({ control: form.control, name: "TimeZone" });
  // The zone follows the place until the instructor picks one; an existing seminar keeps its own.
  const [zoneChosen, setZoneChosen] = useState(seminar !== null);
  const save = useSaveSeminar();
  const courses = useSeminarCourses();
  // Administrators translate a seminar's notes (ADR 0097); an instructor writes them in the seminar's language.
  const admin = useSession().user?.AccountType === ADMIN_ACCOUNT_TYPE;
  /** A new seminar's zone from where it is held: the country's for one in person, the instructor's online. */
  const placeChanged = () => {
    if (zoneChosen) return;
    const { Country, Format } = form.getValues();
    const code = COUNTRIES.find((entry) => entry.name === Country)?.code;
    form.setValue("TimeZone", seminarTimeZone(Format === "inPerson" ? code : undefined));
  };
  const pickVenue = (venue: SavedVenue) => {
    // Once the reader has tried to save, the fields' messages follow what they hold now.
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("Venue", venue.venue, options);
    form.setValue("Address", venue.address, options);
    form.setValue("City", venue.city, options);
    form.setValue("Country", venue.country, options);
    // A saved place has no zone of its own: the seminar's follows its country, as when the country is picked.
    placeChanged();
  };
  const datesError = form.formState.errors.Dates?.message ?? form.formState.errors.Dates?.root?.message;

  const submit = async (values: SeminarInput) => {
    try {
      const result = await save.mutateAsync({ ...(seminar ? { Id: seminar.Id } : {}), ...values });
      toast.success(result.Message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [key, message] of Object.entries(error.errors)) {
          // "Dates[0].End" and "Dates.0.End" both name the first day's end.
          const path = key.replace(/\[(\d+)\]/g, ".$1");
          if (FIELDS.has(path.split(".")[0] ?? ""))
            form.setError(path as FieldPath<FormState>, { type: "server", message });
        }
      }
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
      <Form form={form} id="seminar-form" className="seminar-form" onValid={submit} onFocus={seminarSchema.preload}>
        <div className="seminar-form__row">
          <FormSelect
            control={form.control}
            name="CourseId"
            label={t("instructorSeminars.course")}
            placeholder={t("instructorSeminars.chooseCourse")}
            options={courseOptions.map((course) => ({ value: String(course.id), label: course.title }))}
            required
          />
          <FormTextField
            control={form.control}
            name="CoordinatorEmail"
            label={t("instructorSeminars.coordinatorEmail")}
            type="email"
          />
          <FormTextField
            control={form.control}
            name="Capacity"
            label={t("instructorSeminars.capacity")}
            type="number"
            min={1}
            max={500}
            required
          />
          <FormTextField
            control={form.control}
            name="Price"
            label={t("instructorSeminars.price")}
            type="number"
            min={0}
            step="0.01"
            required
          />
          <FormSelect
            control={form.control}
            name="Currency"
            label={t("instructorSeminars.currency")}
            options={SEMINAR_CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
          <FormSelect
            control={form.control}
            name="Language"
            label={t("instructorSeminars.language")}
            options={SEMINAR_LANGUAGES.map((code) => ({ value: code, label: languageName(code, i18n.language) }))}
          />
          <PickSelect
            control={form.control}
            name="Format"
            label={t("instructorSeminars.format")}
            options={[
              { value: "inPerson", label: t("seminarsPage.inPerson") },
              { value: "online", label: t("seminarsPage.online") },
            ]}
            onPicked={placeChanged}
          />
          <FormSelect
            control={form.control}
            name="PaymentMode"
            label={t("instructorSeminars.paymentMode")}
            options={[
              { value: "association", label: t("instructorSeminars.paymentAssociation") },
              { value: "instructor", label: t("instructorSeminars.paymentInstructor") },
            ]}
          />
        </div>
        {format === "inPerson" ? (
          <div className="seminar-form__row">
            {SavedVenues ? <SavedVenues onPick={pickVenue} /> : null}
            <FormTextField control={form.control} name="Venue" label={t("instructorSeminars.venue")} maxLength={160} />
            <FormTextField
              control={form.control}
              name="Address"
              label={t("instructorSeminars.address")}
              maxLength={160}
            />
            <FormTextField
              control={form.control}
              name="City"
              label={t("instructorSeminars.city")}
              maxLength={160}
              required
            />
            <PickSelect
              control={form.control}
              name="Country"
              label={t("instructorSeminars.country")}
              placeholder={t("instructorSeminars.chooseCountry")}
              options={countryOptions(i18n.language)}
              onPicked={placeChanged}
              required
            />
          </div>
        ) : (
          <FormTextField
            control={form.control}
            name="OnlineLink"
            label={t("instructorSeminars.onlineLink")}
            type="url"
            required
          />
        )}
        <PickSelect
          control={form.control}
          name="TimeZone"
          label={t("instructorSeminars.timeZone")}
          options={timeZones(timeZone).map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
          onPicked={() => setZoneChosen(true)}
        />
        <fieldset className="seminar-form__dates">
          <legend>{t("instructorSeminars.dates")}</legend>
          {datesError ? <p className="ui-field__error">{translateMessage(t, datesError)}</p> : null}
          {days.fields.map((day, index) => (
            <div key={day.id} className="seminar-form__day">
              <FormTextField
                control={form.control}
                name={`Dates.${index}.Start`}
                label={t("instructorSeminars.start", { n: index + 1 })}
                type="datetime-local"
                required
              />
              <FormTextField
                control={form.control}
                name={`Dates.${index}.End`}
                label={t("instructorSeminars.end", { n: index + 1 })}
                type="datetime-local"
                required
              />
              {days.fields.length > 1 ? (
                <Button variant="ghost" size="sm" onClick={() => days.remove(index)}>
                  {t("instructorSeminars.removeDate", { n: index + 1 })}
                </Button>
              ) : (
                <span />
              )}
            </div>
          ))}
          {days.fields.length < 30 ? (
            <Button variant="secondary" size="sm" onClick={() => days.append({ Start: "", End: "" })}>
              {t("instructorSeminars.addDate")}
            </Button>
          ) : null}
        </fieldset>
        <FormTextArea control={form.control} name="Notes" label={t("instructorSeminars.notes")} maxLength={4000} />
      </Form>
      {admin && seminar ? <TranslationsEditor kind="seminar" id={seminar.Id} /> : null}
    </Dialog>
  );
}

/**
 * The instructor's seminars (profile section `instructor`), or every seminar for an administrator
 * (`/admin/seminars`): add, edit, cancel, and the links to each seminar's students and, once it is over, to its
 * evaluations.
 */
export function SeminarTools({
  title,
  studentsPath,
  resultsPath,
  SavedVenues,
}: {
  title: string;
  studentsPath: (id: number) => string;
  /** The evaluation results of a seminar whose days are over (the surveys area's page, handed in by the caller). */
  resultsPath?: (id: number) => string;
  SavedVenues?: SavedVenuesSlot;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(FIRST_SEMINARS_PAGE);
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
              <Link to={seminarsRoutes.to("courseSeminar", { seminarID: seminar.Id })} lang={seminar.CourseLang}>
                {seminar.CourseTitle}
              </Link>
            </th>
            <td>{datesLabel(seminar, i18n.language, (from, to) => t("seminarsPage.dates", { from, to }))}</td>
            <td>{placeOf(seminar, t("seminarsPage.online"), placeNames(i18n.language))}</td>
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
                {resultsPath && seminar.Status === "scheduled" && !seminar.IsUpcoming ? (
                  <Link
                    to={resultsPath(seminar.Id)}
                    aria-label={t("instructorSeminars.evaluationsNamed", { course: seminar.CourseTitle })}
                  >
                    {t("instructorSeminars.evaluations")}
                  </Link>
                ) : null}
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
        <SeminarFormDialog
          seminar={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          SavedVenues={SavedVenues}
        />
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
