import { LOCATION_LIMITS, type LocationFormOutput } from "@haa/domain";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormSelect, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { displayNames } from "../../../shared/i18n/intl.ts";
import { translateMessage } from "../../../shared/i18n/translate-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type Location, useCities, useCountries, useRegions, useSaveLocation, useStates } from "../api/locations.ts";

interface FormState {
  Name: string;
  Address: string;
  RegionId: string;
  CountryId: string;
  StateId: string;
  CityName: string;
  Latitude: string;
  Longitude: string;
  Capacity: string;
  Notes: string;
}

function initialState(location: Location | null): FormState {
  return {
    Name: location?.Name ?? "",
    Address: location?.Address ?? "",
    RegionId: location && location.RegionId > 0 ? String(location.RegionId) : "",
    CountryId: location?.CountryId ?? "",
    StateId: location?.StateId ?? "",
    CityName: location?.CityName ?? "",
    Latitude: location?.Latitude === null || location === null ? "" : String(location.Latitude),
    Longitude: location?.Longitude === null || location === null ? "" : String(location.Longitude),
    Capacity: location ? String(location.Capacity) : "12",
    Notes: location?.Notes ?? "",
  };
}

// AddLocation's rules over the typed fields, loaded with the dialog's first focus or submit (ADR 0061).
const locationSchema = new LazySchema<FormState, LocationFormOutput>(() =>
  import("../location-schemas.ts").then(
    (module) => module.locationFormSchema as unknown as z.ZodType<LocationFormOutput, FormState>,
  ),
);
const FIELDS = new Set<string>(Object.keys(initialState(null)));

/**
 * Add or edit a venue. Region → country → state → city are cascading selects over the geography calls; a
 * country without states, or a state without cities in the data set, takes the city as typed text. The
 * shared rules check it first; the server checks the place again and answers field messages in the reader's
 * language.
 */
export function LocationFormDialog({ location, onClose }: { location: Location | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(locationSchema, { defaultValues: initialState(location) });
  // The cascade's choices only: typing in a text field re-renders that field alone.
  const [RegionId, CountryId, StateId, CityName] = useWatch({
    control: form.control,
    name: ["RegionId", "CountryId", "StateId", "CityName"],
  });
  const values = { RegionId, CountryId, StateId, CityName };
  const save = useSaveLocation();
  const regions = useRegions();
  const countries = useCountries(values.RegionId);
  const states = useStates(values.CountryId);
  const cities = useCities(values.StateId);
  const errorOf = (field: keyof FormState) => {
    const message = form.formState.errors[field]?.message;
    return message ? translateMessage(t, message) : undefined;
  };
  // A cascading choice empties the choices below it.
  const choose = (change: Partial<FormState>) => {
    for (const [field, value] of Object.entries(change)) {
      form.setValue(field as keyof FormState, value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };

  // Country names in the reader's language where the browser knows them; the data set's English otherwise.
  const names = (() => {
    try {
      return displayNames(i18n.language, { type: "region" });
    } catch {
      return null;
    }
  })();
  const countryLabel = (id: string, fallback: string) => {
    const local = names?.of(id);
    return local && local !== id ? local : fallback;
  };

  const stateList = states.data ?? [];
  const cityList = cities.data ?? [];
  const noStates = values.CountryId !== "" && states.isSuccess && stateList.length === 0;
  const cityIsTyped = noStates || (values.StateId !== "" && cities.isSuccess && cityList.length === 0);
  const cityOptions = cityList.map((city) => ({ value: city.Name, label: city.Name }));
  if (values.CityName && !cityIsTyped && !cityList.some((city) => city.Name === values.CityName))
    cityOptions.unshift({ value: values.CityName, label: values.CityName });

  const submit = async (body: LocationFormOutput) => {
    try {
      const result = await save.mutateAsync(location ? { ...body, Id: location.Id } : body);
      toast.success(result.Message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (FIELDS.has(field)) form.setError(field as keyof FormState, { type: "server", message });
        }
      }
      toast.error(errorMessage(t, error));
    }
  };

  const loading = t("locationForm.loading");
  return (
    <Dialog
      open
      onClose={onClose}
      width={700}
      title={location ? t("locationForm.editTitle") : t("locationForm.addTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("locationForm.cancel")}
          </Button>
          <Button type="submit" form="location-form" disabled={save.isPending}>
            {t("locationForm.save")}
          </Button>
        </>
      }
    >
      <Form form={form} id="location-form" className="location-form" onValid={submit} onFocus={locationSchema.preload}>
        <div className="location-form__row">
          <FormTextField
            control={form.control}
            name="Name"
            label={t("locationForm.name")}
            maxLength={LOCATION_LIMITS.nameMax}
            required
          />
          <FormTextField
            control={form.control}
            name="Address"
            label={t("locationForm.address")}
            maxLength={LOCATION_LIMITS.addressMax}
            autoComplete="street-address"
            required
          />
          <Select
            label={t("locationForm.region")}
            value={values.RegionId}
            placeholder={regions.isPending ? loading : t("locationForm.choose")}
            options={(regions.data ?? []).map((region) => ({
              value: String(region.Id),
              label: t(`locationRegions.${region.Id}` as "locationRegions.1", { defaultValue: region.Name }),
            }))}
            onChange={(event) => choose({ RegionId: event.target.value, CountryId: "", StateId: "", CityName: "" })}
            required
          />
          <Select
            label={t("locationForm.country")}
            value={values.CountryId}
            disabled={values.RegionId === ""}
            placeholder={countries.isFetching ? loading : t("locationForm.choose")}
            options={(countries.data ?? [])
              .map((country) => ({ value: country.Id, label: countryLabel(country.Id, country.Name) }))
              .sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
            onChange={(event) => choose({ CountryId: event.target.value, StateId: "", CityName: "" })}
            error={errorOf("CountryId")}
            required
          />
          {noStates ? null : (
            <Select
              label={t("locationForm.state")}
              value={values.StateId}
              disabled={values.CountryId === ""}
              placeholder={states.isFetching ? loading : t("locationForm.choose")}
              options={stateList.map((state) => ({ value: state.Id, label: state.Name }))}
              onChange={(event) => choose({ StateId: event.target.value, CityName: "" })}
              error={errorOf("StateId")}
              required
            />
          )}
          {cityIsTyped ? (
            <FormTextField
              control={form.control}
              name="CityName"
              label={t("locationForm.cityTyped")}
              maxLength={LOCATION_LIMITS.cityMax}
              required
            />
          ) : (
            <FormSelect
              control={form.control}
              name="CityName"
              label={t("locationForm.city")}
              disabled={values.StateId === ""}
              placeholder={cities.isFetching ? loading : t("locationForm.choose")}
              options={cityOptions}
              required
            />
          )}
          <FormTextField
            control={form.control}
            name="Latitude"
            label={t("locationForm.latitude")}
            type="number"
            step="any"
            min={-90}
            max={90}
            hint={t("locationForm.coordinatesHint")}
          />
          <FormTextField
            control={form.control}
            name="Longitude"
            label={t("locationForm.longitude")}
            type="number"
            step="any"
            min={-180}
            max={180}
          />
          <FormTextField
            control={form.control}
            name="Capacity"
            label={t("locationForm.capacity")}
            type="number"
            min={1}
            max={LOCATION_LIMITS.capacityMax}
            required
          />
        </div>
        <FormTextArea
          control={form.control}
          name="Notes"
          label={t("locationForm.notes")}
          maxLength={LOCATION_LIMITS.notesMax}
        />
      </Form>
    </Dialog>
  );
}
