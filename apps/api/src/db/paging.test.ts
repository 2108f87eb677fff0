import { describe, expect, it } from "vitest";
import { DEEP_OFFSET, pageAndCount } from "./paging.ts";

/** A list of `total` rows whose page and count say whether they were read, and in which order. */
function list(total: number) {
  const read: string[] = [];
  return {
    read,
    page: async () => {
      read.push("page");
      return ["row"];
    },
    count: async () => {
      read.push("count");
      return total;
    },
  };
}

describe("pageAndCount", () => {
  it.each([
    ["a first page", 0, 50, undefined, ["page", "count"], 1],
    ["a page just before DEEP_OFFSET", DEEP_OFFSET - 12, 995_117, undefined, ["page", "count"], 1],
    ["a deep page inside the list", DEEP_OFFSET, 995_117, undefined, ["count", "page"], 1],
    ["a deep page past the end", 1_200_000, 995_117, undefined, ["count"], 0],
    ["the first offset past the end", DEEP_OFFSET, DEEP_OFFSET, undefined, ["count"], 0],
    ["a search's page inside its counted matches", 996, 1001, 1000, ["page", "count"], 1],
    ["a search's page past its counted matches", 1008, 1001, 1000, ["count"], 0],
    ["an empty list that always counts first", 0, 0, 0, ["count"], 0],
    ["a list that always counts first, inside it", 24, 61, 0, ["count", "page"], 1],
  ])("%s", async (_name, offset, total, countFirstFrom, reads, rows) => {
    const l = list(total);
    const answer = await pageAndCount(offset, l.page, l.count, countFirstFrom);
    expect(answer.total).toBe(total);
    expect(answer.rows).toHaveLength(rows);
    // Below DEEP_OFFSET both start at once (the page first); from it, the count alone decides.
    expect(l.read).toEqual(reads);
  });
});
