import { z } from "zod";
import { recordIdSchema } from "../shared/ids.ts";

/**
 * The cards of the profile's membership overview (/profile/membershipoverview) a member can show, hide and
 * order (User/GetProfileMembershipOveriewCardsByUserId, User/UpdateProfileMembershipOveriewCards).
 */
export const PROFILE_OVERVIEW_CARDS = [
  "Membership",
  "Renewal",
  "BillingDetails",
  "Invoices",
  "Permissions",
  "InstructorCredits",
] as const;
export type ProfileOverviewCardKey = (typeof PROFILE_OVERVIEW_CARDS)[number];

/** One card as the API answers it: SortOrder is the card's place, renumbered 0, 1, 2... */
export const profileOverviewCardSchema = z.object({
  Key: z.enum(PROFILE_OVERVIEW_CARDS),
  IsVisible: z.boolean(),
  SortOrder: z.number().int().min(0),
});
export type ProfileOverviewCard = z.infer<typeof profileOverviewCardSchema>;

/** Data of User/GetProfileMembershipOveriewCardsByUserId and User/UpdateProfileMembershipOveriewCards. */
export const profileOverviewCardsDataSchema = z.object({
  UserId: z.number().int(),
  /** Every card, each once, in display order. */
  Cards: z.array(profileOverviewCardSchema),
});
export type ProfileOverviewCardsData = z.infer<typeof profileOverviewCardsDataSchema>;

export const profileOverviewCardsSchema = z.object({
  UserId: recordIdSchema(),
  Cards: z
    .array(
      z.object({
        Key: z.enum(PROFILE_OVERVIEW_CARDS, { error: "overviewCards.unknownCard" }),
        IsVisible: z.boolean({ error: "overviewCards.invalid" }),
        SortOrder: z.number().int().min(0).max(100).optional(),
      }),
      { error: "overviewCards.invalid" },
    )
    .max(PROFILE_OVERVIEW_CARDS.length, "overviewCards.invalid")
    .refine((cards) => new Set(cards.map((card) => card.Key)).size === cards.length, "overviewCards.duplicate"),
});
export type ProfileOverviewCardsForm = z.input<typeof profileOverviewCardsSchema>;

/**
 * Every card, each once, in display order: the stored settings first (by SortOrder, then as given), then any
 * card they do not mention, visible, in the default order. Sort orders are renumbered 0, 1, 2...
 */
export function normalizeOverviewCards(
  stored: readonly { Key: string; IsVisible: boolean; SortOrder?: number | undefined }[] = [],
): ProfileOverviewCard[] {
  const known = stored
    .map((card, index) => ({ card, index }))
    .filter(({ card }) => (PROFILE_OVERVIEW_CARDS as readonly string[]).includes(card.Key))
    .sort((a, b) => (a.card.SortOrder ?? a.index) - (b.card.SortOrder ?? b.index) || a.index - b.index);
  const seen = new Set<string>();
  const ordered: { Key: ProfileOverviewCardKey; IsVisible: boolean }[] = [];
  for (const { card } of known) {
    if (seen.has(card.Key)) continue;
    seen.add(card.Key);
    ordered.push({ Key: card.Key as ProfileOverviewCardKey, IsVisible: card.IsVisible });
  }
  for (const key of PROFILE_OVERVIEW_CARDS) if (!seen.has(key)) ordered.push({ Key: key, IsVisible: true });
  return ordered.map((card, index) => ({ ...card, SortOrder: index }));
}
