import { ADDRESS_LIMITS, type AddressForm as AddressValues, addressFormSchema } from "@haa/domain";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { Form, FormCheckbox, FormSelect, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { countryOptions } from "../../../shared/i18n/country-options.ts";
import { Button } from "../../../shared/ui/button.tsx";
import "./addresses.css";

export type { AddressValues };

type Values = Required<{ [K in keyof AddressValues]: K extends "IsDefault" ? boolean : string }>;
const EMPTY: Values = {
  FullName: "",
  Line1: "",
  Line2: "",
  City: "",
  State: "",
  PostalCode: "",
  CountryCode: "",
  Phone: "",
  IsDefault: false,
};
const FIELDS = new Set(Object.keys(EMPTY));
const schema = addressFormSchema as unknown as z.ZodType<AddressValues, Values>;

export interface AddressFormProps {
  /** The address being edited; empty for a new one. */
  initial?: Partial<AddressValues> | undefined;
  /** Saves the checked values; a rejected ApiError with field errors marks those fields. */
  onSubmit: (values: AddressValues) => Promise<void>;
  submitLabel: string;
  onCancel?: () => void;
  /** Whether the "use as my default" box shows (the address book: yes; a guest's checkout: no). */
  showDefault?: boolean;
  /** Accessible name of the form. */
  "aria-label"?: string;
}

/**
 * A postal address, checked by the shared rules (`addressFieldsSchema`): the address book uses it, and the
 * store checkout may use it for a shipping address typed by a guest.
 */
export function AddressForm({
  initial,
  onSubmit,
  submitLabel,
  onCancel,
  showDefault = true,
  "aria-label": ariaLabel,
}: AddressFormProps) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(schema, { defaultValues: { ...EMPTY, ...initial } as Values });
  const countries = countryOptions(i18n.language, "code");

  const onValid = async (values: AddressValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (FIELDS.has(field)) form.setError(field as keyof Values, { type: "server", message });
        }
      }
      throw error;
    }
  };

  return (
    <Form
      form={form}
      onValid={(values) => onValid(values).catch(() => undefined)}
      className="address-form"
      aria-label={ariaLabel}
    >
      <FormTextField
        control={form.control}
        name="FullName"
        label={t("addressBook.fullName")}
        autoComplete="shipping name"
        maxLength={ADDRESS_LIMITS.fullName}
      />
      <FormTextField
        control={form.control}
        name="Line1"
        label={t("addressBook.line1")}
        autoComplete="shipping address-line1"
        maxLength={ADDRESS_LIMITS.line}
      />
      <FormTextField
        control={form.control}
        name="Line2"
        label={t("addressBook.line2")}
        autoComplete="shipping address-line2"
        maxLength={ADDRESS_LIMITS.line}
      />
      <div className="address-form__row">
        <FormTextField
          control={form.control}
          name="PostalCode"
          label={t("addressBook.postalCode")}
          autoComplete="shipping postal-code"
          maxLength={ADDRESS_LIMITS.postalCode}
        />
        <FormTextField
          control={form.control}
          name="City"
          label={t("addressBook.city")}
          autoComplete="shipping address-level2"
          maxLength={ADDRESS_LIMITS.city}
        />
      </div>
      <FormTextField
        control={form.control}
        name="State"
        label={t("addressBook.state")}
        autoComplete="shipping address-level1"
        maxLength={ADDRESS_LIMITS.state}
      />
      <FormSelect
        control={form.control}
        name="CountryCode"
        label={t("addressBook.country")}
        placeholder={t("addressBook.chooseCountry")}
        options={countries}
        autoComplete="shipping country"
      />
      <FormTextField
        control={form.control}
        name="Phone"
        label={t("addressBook.phone")}
        type="tel"
        autoComplete="shipping tel"
        maxLength={ADDRESS_LIMITS.phone}
      />
      {showDefault ? <FormCheckbox control={form.control} name="IsDefault" label={t("addressBook.isDefault")} /> : null}
      <div className="address-form__actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t("addressBook.cancel")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
