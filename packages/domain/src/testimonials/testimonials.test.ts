import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "../account/schemas.ts";
import {
  addTestimonialSchema,
  parseTestimonialFilter,
  rejectTestimonialSchema,
  type TestimonialAction,
  type TestimonialStatus,
  testimonialActionRefusal,
  testimonialDisplayName,
  testimonialListQuerySchema,
  testimonialQuota,
} from "./testimonials.ts";

const TEXT = "The weekly study group gave me the confidence to start practising.";

describe("testimonial text", () => {
  it("accepts 30 to 1,500 characters, trimmed, with optional name and location", () => {
    expect(addTestimonialSchema.parse({ Text: `  ${TEXT}  ` })).toEqual({ Text: TEXT });
    expect(addTestimonialSchema.parse({ Text: "x".repeat(30), DisplayName: " Ana ", Location: "" })).toEqual({
      Text: "x".repeat(30),
      DisplayName: "Ana",
    });
    expect(addTestimonialSchema.parse({ Text: "x".repeat(1500) }).Text).toHaveLength(1500);
  });

  it.each([
    [{}, "Text", "testimonial.textRequired"],
    [{ Text: "   " }, "Text", "testimonial.textRequired"],
    [{ Text: "x".repeat(29) }, "Text", "testimonial.textMin"],
    [{ Text: ` ${"x".repeat(29)} ` }, "Text", "testimonial.textMin"],
    [{ Text: "x".repeat(1501) }, "Text", "testimonial.textMax"],
    [{ Text: TEXT, DisplayName: "n".repeat(81) }, "DisplayName", "testimonial.displayNameMax"],
    [{ Text: TEXT, Location: "l".repeat(81) }, "Location", "testimonial.locationMax"],
  ])("rejects %j: %s → %s", (input, field, message) => {
    const result = addTestimonialSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstErrorPerField(result.error)[field]).toBe(message);
  });

  it.each([
    [undefined, "testimonial.reasonRequired"],
    ["  ", "testimonial.reasonRequired"],
    ["no", "testimonial.reasonRequired"],
    ["r".repeat(501), "testimonial.reasonMax"],
  ])("refuses the rejection reason %j", (Reason, message) => {
    const result = rejectTestimonialSchema.safeParse({ Reason });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstErrorPerField(result.error).Reason).toBe(message);
  });
});

describe("the list filter", () => {
  it.each([
    [undefined, { kind: "all" }],
    ["", { kind: "all" }],
    ["ALL", { kind: "all" }],
    ["featured", { kind: "featured" }],
    ["Featured", { kind: "featured" }],
    ["standard", { kind: "level", membershipId: 3 }],
    ["Practitioner", { kind: "level", membershipId: 4 }],
    ["1", { kind: "level", membershipId: 1 }],
    ["gold", undefined],
    ["9", undefined],
  ])("reads %j as %j", (raw, expected) => {
    expect(parseTestimonialFilter(raw)).toEqual(expected);
  });

  it("is part of the list query and refuses what it cannot read", () => {
    expect(testimonialListQuerySchema.parse({ filter: "access" })).toMatchObject({
      page: 1,
      pageSize: 9,
      filter: { kind: "level", membershipId: 2 },
    });
    const bad = testimonialListQuerySchema.safeParse({ filter: "gold" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(firstErrorPerField(bad.error).filter).toBe("testimonial.filterInvalid");
  });
});

describe("moderation transitions", () => {
  it.each<[TestimonialStatus, TestimonialAction, string | null]>([
    ["pending", "approve", null],
    ["pending", "reject", null],
    ["pending", "feature", "testimonial.featureNeedsApproval"],
    ["pending", "unfeature", null],
    ["approved", "approve", "testimonial.alreadyApproved"],
    ["approved", "reject", null],
    ["approved", "feature", null],
    ["approved", "unfeature", null],
    ["rejected", "approve", null],
    ["rejected", "reject", "testimonial.alreadyRejected"],
    ["rejected", "feature", "testimonial.featureNeedsApproval"],
  ])("%s + %s → %s", (status, action, refusal) => {
    expect(testimonialActionRefusal(status, action)).toBe(refusal);
  });
});

describe("daily quota", () => {
  const now = new Date("2026-11-21T10:00:00Z");
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it.each<[string, Date[], ReturnType<typeof testimonialQuota>]>([
    ["none yet", [], { allowed: true }],
    ["two today", [hoursAgo(1), hoursAgo(5)], { allowed: true }],
    ["three older than a day", [hoursAgo(25), hoursAgo(30), hoursAgo(48)], { allowed: true }],
    ["exactly 24 h ago leaves the window", [hoursAgo(24), hoursAgo(2), hoursAgo(1)], { allowed: true }],
    [
      "three in the last day",
      [hoursAgo(1), hoursAgo(2), hoursAgo(20)],
      { allowed: false, retryAfterSeconds: 4 * 3600 },
    ],
    [
      "four: the third newest decides",
      [hoursAgo(1), hoursAgo(2), hoursAgo(3), hoursAgo(23)],
      {
        allowed: false,
        retryAfterSeconds: 21 * 3600,
      },
    ],
  ])("%s", (_label, recent, expected) => {
    expect(testimonialQuota(recent, now)).toEqual(expected);
  });
});

describe("display name", () => {
  it.each([
    ["Ana from Lisbon", "Sofia", "Almeida", "Ana from Lisbon"],
    [undefined, "Sofia", "Almeida", "Sofia A."],
    ["  ", "Haruto", "Sato", "Haruto S."],
    [null, "Cher", "", "Cher"],
  ])("%j, %s %s → %s", (chosen, first, last, expected) => {
    expect(testimonialDisplayName(chosen, first, last)).toBe(expected);
  });
});
