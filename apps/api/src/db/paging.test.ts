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
    ["a first page", 0, 50, ["page", "count"], 1],
    ["a page just before DEEP_OFFSET", DEEP_OFFSET - 12, 50, ["page", "count"], 1],
    ["a deep page inside the list", DEEP_OFFSET, 5000, ["count", "page"], 1],
    ["a deep page past the end", 1_200_000, 995_117, ["count"], 0],
    ["a search's page past its counted matches", 2000, 1001, ["count"], 0],
    ["the first offset past the end", 5000, 5000, ["count"], 0],
  ])("%s", async (_name, offset, total, reads, rows) => {
    const l = list(total);
    const answer = await pageAndCount(offset, l.page, l.count);
    expect(answer.total).toBe(total);
    expect(answer.rows).toHaveLength(rows);
    // Below DEEP_OFFSET both start at once (the page first); from it, the count alone decides.
    expect(l.read).toEqual(reads);
  });
});
