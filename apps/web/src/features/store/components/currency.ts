import { useEffect, useState } from "react";
import type { Currency } from "../api/catalogue.ts";
import { useCurrencies } from "../api/catalogue.ts";

const STORAGE_KEY = "haa.store.currency";

function stored(): string {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? "USD";
  } catch {
    return "USD";
  }
}

/**
 * The display currency the visitor picked, remembered in localStorage across visits (ADR 0036); prices are
 * still charged in USD, so a stale or deactivated choice simply falls back to USD.
 */
export function useDisplayCurrency(): {
  currencies: Currency[];
  currency: Currency | null;
  code: string;
  setCode: (code: string) => void;
} {
  const [code, setCodeState] = useState(stored);
  const currencies = useCurrencies().data ?? [];
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) setCodeState(event.newValue ?? "USD");
    };
    globalThis.addEventListener?.("storage", onStorage);
    return () => globalThis.removeEventListener?.("storage", onStorage);
  }, []);
  const setCode = (next: string) => {
    setCodeState(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing without storage: the choice lasts for this page only.
    }
  };
  const currency = currencies.find((c) => c.CurrencyCode === code) ?? null;
  return { currencies, currency, code: currency ? code : "USD", setCode };
}
