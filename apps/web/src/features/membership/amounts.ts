import { dollarsToCents } from "@haa/domain";

/** Dollars from the API to cents for display; an unreadable amount shows as 0 rather than breaking the page. */
export function dollarsToCentsSafe(dollars: number | string | null | undefined): number {
  if (dollars === null || dollars === undefined) return 0;
  try {
    return dollarsToCents(dollars);
  } catch {
    return 0;
  }
}
