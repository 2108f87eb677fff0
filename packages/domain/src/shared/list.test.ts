import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstErrorRefPerField } from "../account/schemas.ts";
import { translateMessage } from "../billing/messages.ts";
import { SEMINAR_LIMITS, seminarAllQuerySchema } from "../seminars/seminars.ts";
import { ALL_PAGE_SIZE_CAP, listQuerySchema } from "./list.ts";

const schema = listQuerySchema({
  defaultPageSize: 10,
  filters: z
    .object({ category: z.string().max(50).optional() })
    .strict()
    .default({}),
});

describe("list query", () => {
  it.each([
    [{}, { page: 1, pageSize: 10, search: "", filters: {} }],
    [
      { page: "3", pageSize: "25" },
      { page: 3, pageSize: 25, search: "", filters: {} },
    ],
    [{ pageSize: "-1" }, { page: 1, pageSize: ALL_PAGE_SIZE_CAP, search: "", filters: {} }],
    [{ pageSize: "all" }, { page: 1, pageSize: ALL_PAGE_SIZE_CAP, search: "", filters: {} }],
    [{ search: "  reiki  " }, { page: 1, pageSize: 10, search: "reiki", filters: {} }],
    [{ filters: '{"category":"Beginner"}' }, { page: 1, pageSize: 10, search: "", filters: { category: "Beginner" } }],
    [{ filters: "" }, { page: 1, pageSize: 10, search: "", filters: {} }],
  ])("reads %j", (input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ page: "0" }, "page", "validation.pageInvalid"],
    [{ page: "abc" }, "page", "validation.pageInvalid"],
    [{ page: "100001" }, "page", "validation.pageInvalid"],
    [{ pageSize: "0" }, "pageSize", "validation.pageSizeInvalid"],
    [{ pageSize: "101" }, "pageSize", "validation.pageSizeInvalid"],
    [{ pageSize: "2.5" }, "pageSize", "validation.pageSizeInvalid"],
    [{ pageSize: "abc" }, "pageSize", "validation.pageSizeInvalid"],
    [{ pageSize: "" }, "pageSize", "validation.pageSizeInvalid"],
    [{ filters: "{not json" }, "filters", "validation.filtersInvalid"],
    [{ filters: '{"unknown":1}' }, "filters", "validation.filtersInvalid"],
    [{ search: "x".repeat(201) }, "search", "validation.searchTooLong"],
  ])("refuses %j on %s", (input, field, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});

describe("the page size message", () => {
  it("names the list's own largest page size", () => {
    const small = listQuerySchema({ maxPageSize: 50 }).safeParse({ pageSize: "51" });
    expect(small.success).toBe(false);
    if (small.success) return;
    expect(firstErrorRefPerField(small.error).pageSize).toEqual({
      key: "validation.pageSizeInvalid",
      params: { max: 50 },
    });
    expect(translateMessage("en", { key: "validation.pageSizeInvalid", params: { max: 50 } })).toBe(
      "The page size must be between 1 and 50, or -1 for all.",
    );
  });
});

describe("a list whose rows are heavy", () => {
  it("reads `all` as its own cap: the seminars by month are a page of 100", () => {
    const heavy = listQuerySchema({ defaultPageSize: 100, maxPageSize: 100, allCap: 100 });
    expect(heavy.parse({ pageSize: "all" }).pageSize).toBe(100);
    expect(heavy.parse({ pageSize: "-1" }).pageSize).toBe(100);
    expect(heavy.parse({}).pageSize).toBe(100);
    expect(heavy.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(seminarAllQuerySchema.parse({ pageSize: "all" }).pageSize).toBe(SEMINAR_LIMITS.byMonthPage);
  });
});
