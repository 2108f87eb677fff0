import { z } from "zod";

/** The most rows one page may hold when a caller names a size (architecture "Lists"). */
export const MAX_PAGE_SIZE = 100;
/** What `pageSize=-1` or `pageSize=all` ("everything", spec 001 §9) returns at most. */
export const ALL_PAGE_SIZE_CAP = 1000;
/** The last page number a list accepts; deeper offsets are refused rather than scanned. */
export const MAX_PAGE = 100_000;

/** A page number from the `{page}` path segment or the `page` query parameter. */
export const pageNumberSchema = z.coerce
  .number({ error: "validation.pageInvalid" })
  .int("validation.pageInvalid")
  .min(1, "validation.pageInvalid")
  .max(MAX_PAGE, "validation.pageInvalid");

/**
 * `pageSize`: a number from 1 to `max`, or −1 / `all` for everything up to `allCap` (ALL_PAGE_SIZE_CAP unless the
 * list's rows are heavy). Absent: the list's default.
 */
export function pageSizeSchema(defaultSize: number, max = MAX_PAGE_SIZE, allCap = ALL_PAGE_SIZE_CAP) {
  return z
    .unknown()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return defaultSize;
      if (value === "all" || value === "ALL" || value === -1 || value === "-1") return allCap;
      const size =
        typeof value === "number" || (typeof value === "string" && value.trim() !== "") ? Number(value) : NaN;
      if (!Number.isInteger(size) || size < 1 || size > max) {
        // The list's own largest size goes with the message, which names it.
        context.addIssue({ code: "custom", message: "validation.pageSizeInvalid", params: { max } });
        return z.NEVER;
      }
      return size;
    });
}

/**
 * The query of every list call: `page`, `pageSize`, `search` (PostgreSQL full-text search where the list has a
 * search vector) and `filters` (a JSON object, checked by the list's own schema). Extra fields per list are
 * added with `.extend`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listQuerySchema<F extends z.ZodType = z.ZodUndefined>(
  options: { defaultPageSize?: number; maxPageSize?: number; allCap?: number; filters?: F } = {},
) {
  const filters = options.filters ?? z.undefined();
  return z.object({
    page: pageNumberSchema.default(1),
    pageSize: pageSizeSchema(options.defaultPageSize ?? 20, options.maxPageSize, options.allCap),
    search: z.string().trim().max(200, "validation.searchTooLong").default(""),
    filters: z
      .string()
      .max(2000, "validation.filtersInvalid")
      .optional()
      .transform((text, context) => {
        if (text === undefined || text.trim() === "") return filters.parse(undefined) as z.output<F>;
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          context.addIssue({ code: "custom", message: "validation.filtersInvalid" });
          return z.NEVER;
        }
        const parsed = filters.safeParse(value);
        if (!parsed.success) {
          context.addIssue({ code: "custom", message: "validation.filtersInvalid" });
          return z.NEVER;
        }
        return parsed.data as z.output<F>;
      }),
  });
}

export type ListQuery<F = undefined> = { page: number; pageSize: number; search: string; filters: F };

/** The answer of every list call: `Data: { List, TotalCount, Page, PageSize }`. */
/* @__NO_SIDE_EFFECTS__ */
export function listDataSchema<T extends z.ZodType>(item: T) {
  return z.object({
    List: z.array(item),
    TotalCount: z.number().int().min(0),
    Page: z.number().int().min(1),
    PageSize: z.number().int().min(1),
  });
}

export interface ListData<T> {
  List: T[];
  TotalCount: number;
  Page: number;
  PageSize: number;
}
