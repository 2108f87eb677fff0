import { describe, expect, it } from "vitest";
import {
  type Delivery,
  deliveryFor,
  digestSlot,
  effectiveSettings,
  markAllSchema,
  type NotificationKind,
  needsRow,
  nextDigestAt,
  notificationSettingInputSchema,
  type StoredNotificationSettings,
} from "./notifications.ts";

describe("delivery of a notification", () => {
  const digestOn: StoredNotificationSettings = { dailyDigest: true, kinds: {} };
  const mailOff: StoredNotificationSettings = { dailyDigest: false, kinds: { announcement: { email: false } } };
  const allOff: StoredNotificationSettings = {
    dailyDigest: false,
    kinds: { announcement: { inApp: false, email: false }, renewalFailed: { inApp: false, email: false } },
  };
  const websiteOffDigest: StoredNotificationSettings = {
    dailyDigest: true,
    kinds: { announcement: { inApp: false, email: true } },
  };

  it.each<[string, NotificationKind, StoredNotificationSettings | undefined, Delivery]>([
    ["defaults: listed and mailed at once", "announcement", undefined, { inApp: true, mail: "now" }],
    ["digest chosen: listed, mailed in the digest", "announcement", digestOn, { inApp: true, mail: "digest" }],
    ["e-mail off: listed only", "announcement", mailOff, { inApp: true, mail: "none" }],
    ["everything off: nothing", "announcement", allOff, { inApp: false, mail: "none" }],
    ["website off, digest on: digest only", "announcement", websiteOffDigest, { inApp: false, mail: "digest" }],
    [
      "a payment notice: listed; its own mail is the producer's",
      "renewalFailed",
      undefined,
      { inApp: true, mail: "none" },
    ],
    [
      "a payment notice with the digest: still no second mail",
      "renewalFailed",
      digestOn,
      { inApp: true, mail: "none" },
    ],
    ["a payment notice with the website off: nothing from us", "renewalFailed", allOff, { inApp: false, mail: "none" }],
  ])("%s", (_label, kind, settings, expected) => {
    expect(deliveryFor(kind, settings)).toEqual(expected);
  });

  it.each<[Delivery, boolean]>([
    [{ inApp: true, mail: "none" }, true],
    [{ inApp: false, mail: "digest" }, true],
    [{ inApp: false, mail: "now" }, false],
    [{ inApp: false, mail: "none" }, false],
  ])("%o needs a stored row: %s", (delivery, expected) => {
    expect(needsRow(delivery)).toBe(expected);
  });

  it("shows a producer-mailed kind's e-mail as on, whatever was stored", () => {
    expect(effectiveSettings(allOff).kinds.renewalFailed).toEqual({ inApp: false, email: true });
    expect(effectiveSettings(undefined).dailyDigest).toBe(false);
  });
});

describe("the daily digest's schedule (06:00 UTC)", () => {
  it.each([
    ["2026-11-21T05:59:00Z", "2026-11-21T06:00:00.000Z", "2026-11-20T06:00:00.000Z"],
    ["2026-11-21T06:00:00Z", "2026-11-22T06:00:00.000Z", "2026-11-21T06:00:00.000Z"],
    ["2026-12-31T23:00:00Z", "2027-01-01T06:00:00.000Z", "2026-12-31T06:00:00.000Z"],
  ])("at %s the next run is %s and the current slot %s", (now, next, slot) => {
    expect(nextDigestAt(new Date(now)).toISOString()).toBe(next);
    expect(digestSlot(new Date(now)).toISOString()).toBe(slot);
  });
});

describe("request schemas", () => {
  it.each([
    [{ userID: 4 }, true],
    [{ userID: "4", notificationIDs: [1, "2"] }, true],
    [{ userID: 4, notificationIDs: [] }, true],
    [{ userID: 4, notificationIDs: ["x"] }, false],
    [{ userID: 4, notificationIDs: Array.from({ length: 501 }, (_, i) => i + 1) }, false],
    [{ notificationIDs: [1] }, false],
  ])("mark-all body %j valid: %s", (body, valid) => {
    expect(markAllSchema.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ userID: 4, DailyDigest: true, Kinds: [] }, true],
    [{ userID: 4, DailyDigest: false, Kinds: [{ Kind: "announcement", InApp: true, Email: false }] }, true],
    [{ userID: 4, DailyDigest: false, Kinds: [{ Kind: "forumGossip", InApp: true, Email: false }] }, false],
    [{ userID: 4, DailyDigest: "yes", Kinds: [] }, false],
    [
      {
        userID: 4,
        DailyDigest: false,
        Kinds: [
          { Kind: "announcement", InApp: true, Email: false },
          { Kind: "announcement", InApp: false, Email: false },
        ],
      },
      false,
    ],
  ])("settings body %j valid: %s", (body, valid) => {
    expect(notificationSettingInputSchema.safeParse(body).success).toBe(valid);
  });
});
