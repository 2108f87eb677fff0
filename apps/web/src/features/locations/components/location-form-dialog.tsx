import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { displayNames } from "../../../shared/i18n/intl.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextArea, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  type Location,
  type LocationFormBody,
  useCities,
  useCountries,
  useRegions,
  useSaveLocation,
  useStates,
} from "../api/locations.ts";

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

const toNumber = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * Add or edit a venue. Region → country → state → city are cascading selects over the geography calls; a
 * country without states, or a state without cities in the data set, takes the city as typed text. The
 * server checks the place again and answers field messages in the reader's language.
 */
export function LocationFormDialog({ location, onClose }: { location: Location | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<FormState>(() => initialState(location));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveLocation();
  const regions = useRegions();
  const countries = useCountries(form.RegionId);
  const states = useStates(form.CountryId);
  const cities = useCities(form.StateId);
  const set = (change: Partial<FormState>) => setForm((prev) => ({ ...prev, ...change }));

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
  const noStates = form.CountryId !== "" && states.isSuccess && stateList.length === 0;
  const cityIsTyped = noStates || (form.StateId !== "" && cities.isSuccess && cityList.length === 0);
  const cityOptions = cityList.map((city) => ({ value: city.Name, label: city.Name }));
  if (form.CityName && !cityIsTyped && !cityList.some((city) => city.Name === form.CityName))
    cityOptions.unshift({ value: form.CityName, label: form.CityName });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: LocationFormBody = {
      ...(location ? { Id: location.Id } : {}),
      Name: form.Name,
      Address: form.Address,
      CountryId: form.CountryId,
      StateId: form.StateId || null,
      CityName: form.CityName,
      Latitude: toNumber(form.Latitude),
      Longitude: toNumber(form.Longitude),
      Capacity: Number(form.Capacity),
      Notes: form.Notes,
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
      <form id="location-form" className="location-form" onSubmit={submit} noValidate>
        <div className="location-form__row">
          <TextField
            label={t("locationForm.name")}
            value={form.Name}
            maxLength={120}
            onChange={(event) => set({ Name: event.target.value })}
            error={errors.Name}
            required
          />
          <TextField
            label={t("locationForm.address")}
            value={form.Address}
            maxLength={200}
            autoComplete="street-address"
            onChange={(event) => set({ Address: event.target.value })}
            error={errors.Address}
            required
          />
          <Select
            label={t("locationForm.region")}
            value={form.RegionId}
            placeholder={regions.isPending ? loading : t("locationForm.choose")}
            options={(regions.data ?? []).map((region) => ({
              value: String(region.Id),
              label: t(`locationRegions.${region.Id}` as "locationRegions.1", { defaultValue: region.Name }),
            }))}
            onChange={(event) => set({ RegionId: event.target.value, CountryId: "", StateId: "", CityName: "" })}
            required
          />
          <Select
            label={t("locationForm.country")}
            value={form.CountryId}
            disabled={form.RegionId === ""}
            placeholder={countries.isFetching ? loading : t("locationForm.choose")}
            options={(countries.data ?? [])
              .map((country) => ({ value: country.Id, label: countryLabel(country.Id, country.Name) }))
              .sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
            onChange={(event) => set({ CountryId: event.target.value, StateId: "", CityName: "" })}
            error={errors.CountryId}
            required
          />
          {noStates ? null : (
            <Select
              label={t("locationForm.state")}
              value={form.StateId}
              disabled={form.CountryId === ""}
              placeholder={states.isFetching ? loading : t("locationForm.choose")}
              options={stateList.map((state) => ({ value: state.Id, label: state.Name }))}
              onChange={(event) => set({ StateId: event.target.value, CityName: "" })}
              error={errors.StateId}
              required
            />
          )}
          {cityIsTyped ? (
            <TextField
              label={t("locationForm.cityTyped")}
              value={form.CityName}
              maxLength={120}
              onChange={(event) => set({ CityName: event.target.value })}
              error={errors.CityName}
              required
            />
          ) : (
            <Select
              label={t("locationForm.city")}
              value={form.CityName}
              disabled={form.StateId === ""}
              placeholder={cities.isFetching ? loading : t("locationForm.choose")}
              options={cityOptions}
              onChange={(event) => set({ CityName: event.target.value })}
              error={errors.CityName}
              required
            />
          )}
          <TextField
            label={t("locationForm.latitude")}
            type="number"
            step="any"
            min={-90}
            max={90}
            value={form.Latitude}
            hint={t("locationForm.coordinatesHint")}
            onChange={(event) => set({ Latitude: event.target.value })}
            error={errors.Latitude}
          />
          <TextField
            label={t("locationForm.longitude")}
            type="number"
            step="any"
            min={-180}
            max={180}
            value={form.Longitude}
            onChange={(event) => set({ Longitude: event.target.value })}
            error={errors.Longitude}
          />
          <TextField
            label={t("locationForm.capacity")}
            type="number"
            min={1}
            max={10000}
            value={form.Capacity}
            onChange={(event) => set({ Capacity: event.target.value })}
            error={errors.Capacity}
            required
          />
        </div>
        <TextArea
          label={t("locationForm.notes")}
          value={form.Notes}
          maxLength={2000}
          onChange={(event) => set({ Notes: event.target.value })}
          error={errors.Notes}
        />
      </form>
    </Dialog>
  );
}
