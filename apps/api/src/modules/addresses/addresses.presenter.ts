import { countryName, type UserAddress } from "@haa/domain";
import type { AddressRow } from "./addresses.repository.ts";

/** One address of Account/GetUserAddresses. */
export function presentAddress(row: AddressRow): UserAddress {
  return {
    Id: row.id,
    UserId: row.userId,
    FullName: row.fullName,
    Line1: row.line1,
    Line2: row.line2,
    City: row.city,
    State: row.state,
    PostalCode: row.postalCode,
    CountryCode: row.countryCode,
    CountryName: countryName(row.countryCode),
    Phone: row.phone,
    IsDefault: row.isDefault,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}
