import { COUNTRIES, eventInputSchema, WEEKDAYS, type Weekday } from "@haa/domain";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { dateTimeFormat } from "../../../shared/i18n/intl.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Checkbox, Select, TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type EventItem, useSaveEvent } from "../api/events.ts";
import { type EndChoice, fromRule, type RepeatChoice, toRule } from "../recurrence-picker.ts";

interface FormValues {
  Type: "Event" | "StudyGroup";
  Title: string;
  Description: string;
  Online: boolean;
  OnlineLink: string;
  Address: string;
  City: string;
  Country: string;
  TimeZone: string;
  StartDateTime: string;
  EndDateTime: string;
  repeat: RepeatChoice;
  days: Weekday[];
  ends: EndChoice;
  count: string;
  until: string;
}

const REPEAT_LABELS = {
  none: "eventsPage.repeatNone",
  daily: "eventsPage.repeatDaily",
  weekly: "eventsPage.repeatWeekly",
  biweekly: "eventsPage.repeatBiweekly",
  monthly: "eventsPage.repeatMonthly",
} as const;

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

function zoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set(["UTC", current, ...zones])].sort();
}

function defaults(event: EventItem | undefined): FormValues {
  const picker = fromRule(event?.Recurrence ?? null);
  return {
    Type: event?.Type ?? "StudyGroup",
    Title: event?.Title ?? "",
    Description: event?.Description ?? "",
    Online: event?.IsOnline ?? false,
    OnlineLink: event?.OnlineLink ?? "",
    Address: event?.Address ?? "",
    City: event?.City ?? "",
    Country: event?.Country ?? "",
    TimeZone: event?.TimeZone ?? browserZone(),
    StartDateTime: event?.StartDateTime ?? "",
    EndDateTime: event?.EndDateTime ?? "",
    ...picker,
  };
}

/** The API body of the form: a place or a link, the picker as an RRULE. */
function toBody(values: FormValues) {
  return {
    Type: values.Type,
    Title: values.Title,
    Description: values.Description,
    OnlineLink: values.Online ? values.OnlineLink : null,
    Address: values.Online ? null : values.Address,
    City: values.Online ? null : values.City,
    Country: values.Online ? null : values.Country,
    TimeZone: values.TimeZone,
    StartDateTime: values.StartDateTime,
    EndDateTime: values.EndDateTime,
    Recurrence: toRule(values),
  };
}

/**
 * The host's form for a new or existing event or study group (a dialog): times are entered in the event's own
 * zone; the recurrence picker offers none, daily, weekly on days, every two weeks and monthly, ending never,
 * after N dates or on a date. The shared schema checks it before the server does.
 */
export function EventFormDialog({ event, open, onClose }: { event?: EventItem; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, formState, setValue } = useForm<FormValues>({
    defaultValues: defaults(event),
  });
  const values = watch();
  const zones = useMemo(() => zoneOptions(values.TimeZone), [values.TimeZone]);
  const daysId = useId();
  const errors = formState.errors;
  const weekdayName = (index: number) =>
    dateTimeFormat(i18n.language, { weekday: "long", timeZone: "UTC" }).format(
      // 2024-01-01 was a Monday.
      new Date(Date.UTC(2024, 0, 1 + index)),
    );

  const onSubmit = handleSubmit(async (form) => {
    setFormError(null);
    const body = toBody(form);
    const parsed = eventInputSchema.safeParse(body);
    if (!parsed.success) {
      // The first failing rule per field, as the server would answer.
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "Title");
        const target = (field === "Recurrence" ? "repeat" : field) as keyof FormValues;
        if (seen.has(target)) continue;
        seen.add(target);
        setError(target, { message: t(issue.message as never) });
      }
      return;
    }
    try {
      const result = await save.mutateAsync(event ? { ...body, Id: event.Id } : body);
      toast.success(result.Message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, message] of Object.entries(error.errors)) {
          setError((field === "Recurrence" ? "repeat" : field) as keyof FormValues, { message });
        }
      } else {
        setFormError(errorMessage(t, error));
      }
    }
  });

  const errorOf = (field: keyof FormValues) => errors[field]?.message;
  const weekly = values.repeat === "weekly" || values.repeat === "biweekly";

  return (
    <Dialog
      open={open}
      onClose={onClose}
      width={700}
      title={event ? t("eventsPage.formEdit") : t("eventsPage.formNew")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("eventsPage.cancel")}
          </Button>
          <Button type="submit" form="event-form" loading={save.isPending}>
            {save.isPending ? t("eventsPage.saving") : t("eventsPage.save")}
          </Button>
        </>
      }
    >
      <form id="event-form" className="event-form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p role="alert" className="event-form__error">
            {formError}
          </p>
        ) : null}
        <Select
          label={t("eventsPage.fieldType")}
          options={[
            { value: "StudyGroup", label: t("eventsPage.typeStudyGroup") },
            { value: "Event", label: t("eventsPage.typeEvent") },
          ]}
          error={errorOf("Type")}
          {...register("Type")}
        />
        <TextField label={t("eventsPage.fieldTitle")} maxLength={120} error={errorOf("Title")} {...register("Title")} />
        <TextArea
          label={t("eventsPage.fieldDescription")}
          maxLength={4000}
          rows={4}
          error={errorOf("Description")}
          {...register("Description")}
        />
        <Checkbox label={t("eventsPage.fieldOnline")} {...register("Online")} />
        {values.Online ? (
          <TextField
            label={t("eventsPage.fieldLink")}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errorOf("OnlineLink")}
            {...register("OnlineLink")}
          />
        ) : (
          <div className="event-form__row">
            <TextField label={t("eventsPage.fieldAddress")} error={errorOf("Address")} {...register("Address")} />
            <TextField label={t("eventsPage.fieldCity")} error={errorOf("City")} {...register("City")} />
            <Select
              label={t("eventsPage.fieldCountry")}
              error={errorOf("Country")}
              options={[
                { value: "", label: t("eventsPage.countryChoose") },
                ...COUNTRIES.map((entry) => ({ value: entry.name, label: entry.name })),
              ]}
              {...register("Country")}
            />
          </div>
        )}
        <Select
          label={t("eventsPage.fieldTimeZone")}
          options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
          error={errorOf("TimeZone")}
          hint={t("eventsPage.timesHint")}
          {...register("TimeZone")}
        />
        <div className="event-form__row">
          <TextField
            label={t("eventsPage.fieldStart")}
            type="datetime-local"
            error={errorOf("StartDateTime")}
            {...register("StartDateTime")}
          />
          <TextField
            label={t("eventsPage.fieldEnd")}
            type="datetime-local"
            error={errorOf("EndDateTime")}
            {...register("EndDateTime")}
          />
        </div>
        <Select
          label={t("eventsPage.fieldRepeat")}
          options={(["none", "daily", "weekly", "biweekly", "monthly"] as const).map((value) => ({
            value,
            label: t(REPEAT_LABELS[value]),
          }))}
          error={errorOf("repeat")}
          {...register("repeat")}
        />
        {weekly ? (
          <fieldset className="event-form__days" aria-describedby={daysId}>
            <legend id={daysId}>{t("eventsPage.fieldDays")}</legend>
            {WEEKDAYS.map((day, index) => (
              <Checkbox
                key={day}
                label={weekdayName(index)}
                checked={values.days.includes(day)}
                onChange={(change) =>
                  setValue(
                    "days",
                    change.target.checked ? [...values.days, day] : values.days.filter((other) => other !== day),
                  )
                }
              />
            ))}
          </fieldset>
        ) : null}
        {values.repeat !== "none" ? (
          <div className="event-form__row">
            <Select
              label={t("eventsPage.fieldEnds")}
              options={[
                { value: "never", label: t("eventsPage.endsNever") },
                { value: "after", label: t("eventsPage.endsAfter") },
                { value: "on", label: t("eventsPage.endsOn") },
              ]}
              {...register("ends")}
            />
            {values.ends === "after" ? (
              <TextField label={t("eventsPage.fieldCount")} type="number" min={1} max={365} {...register("count")} />
            ) : null}
            {values.ends === "on" ? (
              <TextField label={t("eventsPage.fieldUntil")} type="date" {...register("until")} />
            ) : null}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
