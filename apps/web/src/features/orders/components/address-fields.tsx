import type { AddressInput } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { countryOptions } from "../../../shared/i18n/country-options.ts";
import { Select, TextField } from "../../../shared/ui/fields.tsx";

export const EMPTY_ADDRESS: AddressInput = {
  FullName: "",
  Line1: "",
  Line2: "",
  City: "",
  State: "",
  PostalCode: "",
  CountryCode: "",
  Phone: "",
};

/** A shipping address typed at checkout (checked on the server; its messages come back translated). */
export function AddressFields({ value, onChange }: { value: AddressInput; onChange: (next: AddressInput) => void }) {
  const { t, i18n } = useTranslation();
  const field = (name: keyof AddressInput) => ({
    value: value[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <fieldset className="orders-fieldset">
      <legend>{t("ordersCheckout.shipTo")}</legend>
      <TextField label={t("ordersCheckout.fullName")} autoComplete="name" required {...field("FullName")} />
      <TextField label={t("ordersCheckout.line1")} autoComplete="address-line1" required {...field("Line1")} />
      <TextField
        label={t("ordersCheckout.line2")}
        autoComplete="address-line2"
        optionalLabel={t("ordersCheckout.optional")}
        {...field("Line2")}
      />
      <div className="orders-row">
        <TextField label={t("ordersCheckout.city")} autoComplete="address-level2" required {...field("City")} />
        <TextField
          label={t("ordersCheckout.postalCode")}
          autoComplete="postal-code"
          optionalLabel={t("ordersCheckout.optional")}
          {...field("PostalCode")}
        />
      </div>
      <div className="orders-row">
        <TextField
          label={t("ordersCheckout.state")}
          autoComplete="address-level1"
          optionalLabel={t("ordersCheckout.optional")}
          {...field("State")}
        />
        <Select
          label={t("ordersCheckout.country")}
          autoComplete="country"
          required
          placeholder={t("ordersCheckout.chooseCountry")}
          options={countryOptions(i18n.language, "code")}
          {...field("CountryCode")}
        />
      </div>
      <TextField
        label={t("ordersCheckout.phone")}
        autoComplete="tel"
        type="tel"
        optionalLabel={t("ordersCheckout.optional")}
        {...field("Phone")}
      />
    </fieldset>
  );
}
