import { z } from "zod";
import { COUNTRIES } from "../countries/countries.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { flagSchema } from "../shared/flag.ts";

/**
 * A member's address book (spec 001 §7 `Account/GetUserAddresses`, `AddUserAddress`, `UpdateUserAddress`,
 * `DeleteUserAddresses`; the rules are ours, ADR 0038). The checkout's shipping form reuses `addressFieldsSchema`.
 * Messages are i18n keys under `address.` (namespace `addresses`).
 */

/** Addresses one member may keep (ADR 0038): enough for home, work and family, not a mailing list. */
export const ADDRESSES_PER_MEMBER = 10;
export const ADDRESS_LIMITS = {
  fullName: 100,
  line: 120,
  city: 80,
  state: 80,
  postalCode: 20,
  phone: 30,
} as const;

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));

/** True for a country code of the reference list (ISO 3166-1 alpha-2, as `Reference/GetCountries` lists them). */
export function isKnownCountry(code: string): boolean {
  return COUNTRY_CODES.has(code.trim().toUpperCase());
}

// Control characters (tabs, new lines, NUL, bidi overrides) would break labels, mails and the invoice PDF.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** True when `text` holds no control or bidi-override character. */
export function isPrintable(text: string): boolean {
  return !CONTROL.test(text);
}

const requiredText = (max: number, field: string) =>
  z
    .string({ error: `address.${field}Required` })
    .trim()
    .min(1, `address.${field}Required`)
    .max(max, `address.${field}Max`)
    .refine(isPrintable, `address.invalidCharacters`);

const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `address.${field}Max`)
    .refine(isPrintable, `address.invalidCharacters`)
    .optional()
    .transform((value) => value ?? "");

/** The fields of a postal address, as the address book and the checkout's shipping form take them. */
export const addressFieldsSchema = z.object({
  FullName: requiredText(ADDRESS_LIMITS.fullName, "fullName"),
  Line1: requiredText(ADDRESS_LIMITS.line, "line1"),
  Line2: optionalText(ADDRESS_LIMITS.line, "line2"),
  City: requiredText(ADDRESS_LIMITS.city, "city"),
  State: optionalText(ADDRESS_LIMITS.state, "state"),
  PostalCode: optionalText(ADDRESS_LIMITS.postalCode, "postalCode").refine(
    (value) => value === "" || /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(value),
    "address.postalCodeInvalid",
  ),
  CountryCode: z
    .string({ error: "address.countryRequired" })
    .trim()
    .min(1, "address.countryRequired")
    .max(2, "address.countryInvalid")
    .transform((value) => value.toUpperCase())
    .refine(isKnownCountry, "address.countryInvalid"),
  Phone: optionalText(ADDRESS_LIMITS.phone, "phone").refine(
    (value) => value === "" || /^\+?[0-9 ()./-]{4,}$/.test(value),
    "address.phoneInvalid",
  ),
});
export type AddressFieldsForm = z.input<typeof addressFieldsSchema>;
export type AddressFields = z.output<typeof addressFieldsSchema>;

const isDefault = flagSchema;
const id = z.coerce.number({ error: "address.notFound" }).int().positive("address.notFound").max(2_147_483_647);

/** Body of Account/AddUserAddress: the owner (UserId; an administrator may name any member) and the address. */
export const addAddressSchema = addressFieldsSchema.extend({
  UserId: z.coerce.number({ error: "address.userRequired" }).int().positive().max(2_147_483_647),
  IsDefault: isDefault.optional().default(false),
});
export type AddAddress = z.output<typeof addAddressSchema>;

/** Body of Account/UpdateUserAddress: the address by Id, every field again (the form sends the whole address). */
export const updateAddressSchema = addressFieldsSchema.extend({
  Id: id,
  IsDefault: isDefault.optional().default(false),
});
export type UpdateAddress = z.output<typeof updateAddressSchema>;

/** What the address book form edits (the web adds UserId or Id). */
export const addressFormSchema = addressFieldsSchema.extend({ IsDefault: z.boolean() });
export type AddressForm = z.input<typeof addressFormSchema>;

/** One address of Account/GetUserAddresses. */
export const userAddressSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  FullName: z.string(),
  Line1: z.string(),
  Line2: z.string(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  CountryCode: z.string(),
  CountryName: z.string(),
  Phone: z.string(),
  IsDefault: z.boolean(),
  CreatedAt: isoDateTimeSchema,
  UpdatedAt: isoDateTimeSchema,
});
export type UserAddress = z.infer<typeof userAddressSchema>;
export const userAddressListSchema = z.array(userAddressSchema);

/** The English name of a reference country code (the web shows its own translated name where it has one). */
export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

/** The lines of an address as a label prints them (empty parts left out). */
export function formatAddressLines(address: AddressFields): string[] {
  const cityLine = [address.PostalCode, address.City, address.State].filter(Boolean).join(" ");
  return [address.FullName, address.Line1, address.Line2, cityLine, countryName(address.CountryCode)].filter(
    (line) => line.trim() !== "",
  );
}
