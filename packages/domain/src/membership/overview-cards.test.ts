import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "../account/schemas.ts";
import { normalizeOverviewCards, PROFILE_OVERVIEW_CARDS, profileOverviewCardsSchema } from "./overview-cards.ts";

describe("profile overview cards", () => {
  it("shows every card by default, in the default order", () => {
    expect(normalizeOverviewCards()).toEqual(
      PROFILE_OVERVIEW_CARDS.map((Key, SortOrder) => ({ Key, IsVisible: true, SortOrder })),
    );
  });

  it("puts the stored cards first by SortOrder, then the rest, and drops unknown and repeated keys", () => {
    const cards = normalizeOverviewCards([
      { Key: "Invoices", IsVisible: false, SortOrder: 5 },
      { Key: "Renewal", IsVisible: true, SortOrder: 1 },
      { Key: "Weather", IsVisible: true, SortOrder: 0 },
      { Key: "Renewal", IsVisible: false, SortOrder: 9 },
    ]);
    expect(cards.map((c) => [c.Key, c.IsVisible, c.SortOrder])).toEqual([
      ["Renewal", true, 0],
      ["Invoices", false, 1],
      ["Membership", true, 2],
      ["BillingDetails", true, 3],
      ["Permissions", true, 4],
      ["InstructorCredits", true, 5],
    ]);
  });

  it.each([
    [{ UserId: 1, Cards: [{ Key: "Weather", IsVisible: true }] }, { "Cards.0.Key": "overviewCards.unknownCard" }],
    [
      {
        UserId: 1,
        Cards: [
          { Key: "Renewal", IsVisible: true },
          { Key: "Renewal", IsVisible: true },
        ],
      },
      { Cards: "overviewCards.duplicate" },
    ],
    [{ UserId: 1, Cards: "all" }, { Cards: "overviewCards.invalid" }],
  ])("rejects %j", (input, errors) => {
    const result = profileOverviewCardsSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstErrorPerField(result.error)).toEqual(errors);
  });
});
