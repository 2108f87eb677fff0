import { EVENT_LIMITS, type EventInput, eventInputSchema, WEEKDAYS, type Weekday } from "@haa/domain";
import { useId, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import {
  Form,
  FormCheckbox,
  FormSelect,
  FormTextArea,
  FormTextField,
  useZodForm,
} from "../../../shared/forms/form.tsx";
import { countryOptions } from "../../../shared/i18n/country-options.ts";
import { dateTimeFormat } from "../../../shared/i18n/intl.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../../shared/session/session-store.ts";
import { TranslationsEditor } from "../../../shared/translations/translations-editor.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Checkbox, Select } from "../../../shared/ui/fields.tsx";
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

// AddEventAndGroup's body as the form makes it, checked by the contract's schema (its issues keep the body's
// field names; the picker's are reported on "Recurrence"). This chunk loads only when the form opens.
const formSchema = z.preprocess((values) => toBody(values as FormValues), eventInputSchema) as unknown as z.ZodType<
  EventInput,
  FormValues
>;
const FIELDS = new Set<string>(Object.keys(defaults(undefined)));

/**
 * The host's form for a new or existing event or study group (a dialog): times are entered in the event's own
 * zone; the recurrence picker offers none, daily, weekly on days, every two weeks and monthly, ending never,
 * after N dates or on a date. The shared schema checks it before the server does.
 */
export function EventFormDialog({ event, open, onClose }: { event?: EventItem; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveEvent();
  // Only administrators translate content (ADR 0097); a host edits the English words.
  const isAdmin = useSession().user?.AccountType === ADMIN_ACCOUNT_TYPE;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(formSchema, { defaultValues: defaults(event) });
  const { register, setValue } = form;
  // Only the choices that change which fields show: typing in a text field re-renders that field alone.
  const [Online, TimeZone, repeat, days, ends] = useWatch({
    control: form.control,
    name: ["Online", "TimeZone", "repeat", "days", "ends"],
  });
  const values = { Online, TimeZone, repeat, days, ends };
  const zones = useMemo(() => zoneOptions(values.TimeZone), [values.TimeZone]);
  const daysId = useId();
  const errors: Record<string, { message?: string | undefined } | undefined> = form.formState.errors;
  const weekdayName = (index: number) =>
    dateTimeFormat(i18n.language, { weekday: "long", timeZone: "UTC" }).format(
      // 2024-01-01 was a Monday.
      new Date(Date.UTC(2024, 0, 1 + index)),
    );

  // The schema's output has the rule parsed; the server takes the body as the form made it.
  const onValid = async () => {
    setFormError(null);
    const body = toBody(form.getValues());
    try {
      const result = await save.mutateAsync(event ? { ...body, Id: event.Id } : body);
      toast.success(result.Message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, message] of Object.entries(error.errors)) {
          const target = field === "Recurrence" ? "repeat" : field;
          if (FIELDS.has(target)) form.setError(target as keyof FormValues, { type: "server", message });
        }
      } else {
        setFormError(errorMessage(t, error));
      }
    }
  };

  const errorOf = (field: keyof FormValues | "Recurrence") => {
    const message = errors[field]?.message;
    return message ? translateMessage(t, message) : undefined;
  };
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
      <Form form={form} id="event-form" className="event-form" onValid={onValid}>
        {formError ? (
          <p role="alert" className="event-form__error">
            {formError}
          </p>
        ) : null}
        <FormSelect
          control={form.control}
          name="Type"
          label={t("eventsPage.fieldType")}
          options={[
            { value: "StudyGroup", label: t("eventsPage.typeStudyGroup") },
            { value: "Event", label: t("eventsPage.typeEvent") },
          ]}
        />
        <FormTextField
          control={form.control}
          name="Title"
          label={t("eventsPage.fieldTitle")}
          maxLength={EVENT_LIMITS.titleMax}
        />
        <FormTextArea
          control={form.control}
          name="Description"
          label={t("eventsPage.fieldDescription")}
          maxLength={EVENT_LIMITS.descriptionMax}
          rows={4}
        />
        <FormCheckbox control={form.control} name="Online" label={t("eventsPage.fieldOnline")} />
        {values.Online ? (
          <FormTextField
            control={form.control}
            name="OnlineLink"
            label={t("eventsPage.fieldLink")}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        ) : (
          <div className="event-form__row">
            <FormTextField control={form.control} name="Address" label={t("eventsPage.fieldAddress")} />
            <FormTextField control={form.control} name="City" label={t("eventsPage.fieldCity")} />
            <FormSelect
              control={form.control}
              name="Country"
              label={t("eventsPage.fieldCountry")}
              options={[{ value: "", label: t("eventsPage.countryChoose") }, ...countryOptions(i18n.language)]}
            />
          </div>
        )}
        <FormSelect
          control={form.control}
          name="TimeZone"
          label={t("eventsPage.fieldTimeZone")}
          options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
          hint={t("eventsPage.timesHint")}
        />
        <div className="event-form__row">
          <FormTextField
            control={form.control}
            name="StartDateTime"
            label={t("eventsPage.fieldStart")}
            type="datetime-local"
          />
          <FormTextField
            control={form.control}
            name="EndDateTime"
            label={t("eventsPage.fieldEnd")}
            type="datetime-local"
          />
        </div>
        {/* The picker's choices make one RRULE: the schema's messages about it show here. */}
        <Select
          label={t("eventsPage.fieldRepeat")}
          options={(["none", "daily", "weekly", "biweekly", "monthly"] as const).map((value) => ({
            value,
            label: t(REPEAT_LABELS[value]),
          }))}
          error={errorOf("repeat") ?? errorOf("Recurrence")}
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
            <FormSelect
              control={form.control}
              name="ends"
              label={t("eventsPage.fieldEnds")}
              options={[
                { value: "never", label: t("eventsPage.endsNever") },
                { value: "after", label: t("eventsPage.endsAfter") },
                { value: "on", label: t("eventsPage.endsOn") },
              ]}
            />
            {values.ends === "after" ? (
              <FormTextField
                control={form.control}
                name="count"
                label={t("eventsPage.fieldCount")}
                type="number"
                min={1}
                max={365}
              />
            ) : null}
            {values.ends === "on" ? (
              <FormTextField control={form.control} name="until" label={t("eventsPage.fieldUntil")} type="date" />
            ) : null}
          </div>
        ) : null}
      </Form>
      {event && isAdmin ? <TranslationsEditor kind="event" id={event.Id} /> : null}
    </Dialog>
  );
}
