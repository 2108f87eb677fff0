import type { AddressInput } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../shared/ui/fields.tsx";
import { type SavedAddress, useSavedAddresses } from "../api/orders.ts";
import { AddressFields, EMPTY_ADDRESS } from "./address-fields.tsx";

/**
 * Where a checkout ships to, for the store checkout and the instructor's kits alike: a member's saved default
 * address is chosen until they pick another saved one or "a new address"; a visitor (or a member without saved
 * addresses) types one. `addressId` undefined means the typed `address` is sent.
 */
export function useShippingAddress(userId: number | null) {
  const saved = useSavedAddresses(userId);
  const [picked, setPicked] = useState<number | "new" | undefined>(undefined);
  const defaultId = saved.data?.find((a) => a.IsDefault)?.Id;
  const addressId = picked === "new" ? undefined : (picked ?? defaultId);
  const [address, setAddress] = useState<AddressInput>(EMPTY_ADDRESS);
  return { saved: userId === null ? [] : (saved.data ?? []), addressId, pick: setPicked, address, setAddress };
}

export type ShippingAddressChoice = ReturnType<typeof useShippingAddress>;

const savedLabel = (a: SavedAddress) => `${a.FullName}, ${a.Line1}, ${a.City} (${a.CountryCode})`;

/** The saved addresses to choose from (when there are any), and the fields of a new one when it is chosen. */
export function ShippingAddress({ choice }: { choice: ShippingAddressChoice }) {
  const { t } = useTranslation();
  return (
    <>
      {choice.saved.length > 0 ? (
        <Select
          label={t("ordersCheckout.savedAddress")}
          value={choice.addressId === undefined ? "" : String(choice.addressId)}
          onChange={(event) => choice.pick(event.target.value ? Number(event.target.value) : "new")}
          options={[
            { value: "", label: t("ordersCheckout.newAddress") },
            ...choice.saved.map((a) => ({ value: String(a.Id), label: savedLabel(a) })),
          ]}
        />
      ) : null}
      {choice.addressId === undefined ? <AddressFields value={choice.address} onChange={choice.setAddress} /> : null}
    </>
  );
}
