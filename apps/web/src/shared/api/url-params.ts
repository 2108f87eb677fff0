// What a page's address says, read the same way by a screen and its route loader (ADR 0098).

/** An item's id as a page's path or query names it (`/…/{id}`, `?id=`): a whole number, NaN when it names none. */
export const idFrom = (raw: string | null | undefined): number => Number.parseInt(raw ?? "", 10);

/**
 * Whether an id can name an item: with any other, a page shows "not found" without asking. A screen's query and
 * its route loader both ask this, so a loader never reads what the screen would not.
 */
export const isItemId = (id: number): boolean => Number.isInteger(id) && id > 0;

/** An optional filter's id (`?category=`, `?board=`): null when the address names none. */
export function filterIdFrom(raw: string | null): number | null {
  const id = idFrom(raw);
  return isItemId(id) ? id : null;
}

/** A paged list's page (`?page=`): 1 unless the address names a later one. */
export const pageFrom = (params: URLSearchParams): number =>
  Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
