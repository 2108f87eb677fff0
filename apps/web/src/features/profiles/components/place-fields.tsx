import { useTranslation } from "react-i18next";
import { useCities, useCountries, useRegions, useStates } from "../../../shared/geography/geography.ts";
import { placeNames } from "../../../shared/geography/place-names.ts";
import { Select, TextField } from "../../../shared/ui/fields.tsx";

export interface PlaceValue {
  RegionId: string;
  CountryId: string;
  StateId: string;
  CityName: string;
}

/**
 * Region → country → state → city over the geography calls. A country without states skips the state; a state
 * the data set has no cities for (or a small town it lacks) lets the member type the city.
 */
export function PlaceFields({
  value,
  onChange,
  errors,
}: {
  value: PlaceValue;
  onChange: (change: Partial<PlaceValue>) => void;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const regions = useRegions();
  const countries = useCountries(value.RegionId);
  const states = useStates(value.CountryId);
  const cities = useCities(value.StateId);
  // A member's page, never rendered by the server: the reader's names from the first render.
  const names = placeNames(i18n.language);
  const stateList = states.data ?? [];
  const cityList = cities.data ?? [];
  const noStates = value.CountryId !== "" && states.isSuccess && stateList.length === 0;
  const cityIsTyped = noStates || (value.StateId !== "" && cities.isSuccess && cityList.length === 0);
  const cityOptions = cityList.map((city) => ({ value: city.Name, label: city.Name }));
  if (value.CityName && !cityIsTyped && !cityList.some((city) => city.Name === value.CityName))
    cityOptions.unshift({ value: value.CityName, label: value.CityName });
  const choose = t("profileBio.choose");

  return (
    <div className="profile-form__row">
      <Select
        label={t("profileBio.region")}
        value={value.RegionId}
        placeholder={choose}
        options={(regions.data ?? []).map((region) => ({
          value: String(region.Id),
          label: names.region(region),
        }))}
        onChange={(event) => onChange({ RegionId: event.target.value, CountryId: "", StateId: "", CityName: "" })}
      />
      <Select
        label={t("profileBio.country")}
        value={value.CountryId}
        disabled={value.RegionId === ""}
        placeholder={choose}
        options={names.sorted(
          (countries.data ?? []).map((country) => ({
            value: country.Id,
            label: names.country(country.Id, country.Name),
          })),
        )}
        onChange={(event) => onChange({ CountryId: event.target.value, StateId: "", CityName: "" })}
        error={errors.CountryId}
      />
      {noStates ? null : (
        <Select
          label={t("profileBio.state")}
          value={value.StateId}
          disabled={value.CountryId === ""}
          placeholder={choose}
          options={stateList.map((state) => ({ value: state.Id, label: state.Name }))}
          onChange={(event) => onChange({ StateId: event.target.value, CityName: "" })}
          error={errors.StateId}
        />
      )}
      {cityIsTyped ? (
        <TextField
          label={t("profileBio.cityTyped")}
          value={value.CityName}
          maxLength={120}
          onChange={(event) => onChange({ CityName: event.target.value })}
          error={errors.CityName}
        />
      ) : (
        <Select
          label={t("profileBio.city")}
          value={value.CityName}
          disabled={value.StateId === ""}
          placeholder={choose}
          options={cityOptions}
          onChange={(event) => onChange({ CityName: event.target.value })}
          error={errors.CityName}
        />
      )}
    </div>
  );
}
