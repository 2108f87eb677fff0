import { describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import { firstErrorPerField } from "../account/schemas.ts";
import {
  COORDINATOR_INVITES_PER_DAY,
  inviteByEmailSchema,
  inviteQuota,
  type LinkAction,
  type LinkRole,
  type LinkStatus,
  linkActionRefusal,
  linkStatus,
  removeOutcome,
  respondInvitationSchema,
  updatePreferenceSchema,
} from "./coordinators.ts";
import { DEFAULT_COORDINATOR_PREFERENCES } from "./rules.ts";

describe("linkStatus", () => {
  it.each([
    [{ status: "pending", archivedAt: null }, false, "Pending"],
    [{ status: "rejected", archivedAt: null }, true, "Rejected"],
    [{ status: "accepted", archivedAt: null }, false, "AwaitingAgreement"],
    [{ status: "accepted", archivedAt: null }, true, "Active"],
    [{ status: "accepted", archivedAt: new Date() }, true, "Archived"],
  ] as const)("%o with agreement %s is %s", (row, accepted, expected) => {
    expect(linkStatus(row, accepted)).toBe(expected);
  });
});

describe("linkActionRefusal: who may do what in which state", () => {
  // [action, role, status, expected: null = allowed, or the HTTP status of the refusal]
  const cases: [LinkAction, LinkRole, LinkStatus, null | 403 | 409][] = [
    ["read", "instructor", "Pending", null],
    ["read", "coordinator", "Archived", null],
    ["read", "admin", "Active", null],
    ["read", "other", "Active", 403],
    ["respond", "coordinator", "Pending", null],
    ["respond", "coordinator", "Active", 409],
    ["respond", "coordinator", "Rejected", 409],
    ["respond", "instructor", "Pending", 403],
    ["respond", "admin", "Pending", 403],
    ["updatePreferences", "instructor", "Active", null],
    ["updatePreferences", "instructor", "Pending", null],
    ["updatePreferences", "admin", "AwaitingAgreement", null],
    ["updatePreferences", "instructor", "Archived", 409],
    ["updatePreferences", "instructor", "Rejected", 409],
    ["updatePreferences", "coordinator", "Active", 403],
    ["remove", "instructor", "Active", null],
    ["remove", "coordinator", "Pending", null],
    ["remove", "admin", "Archived", null],
    ["remove", "other", "Active", 403],
    ["unarchive", "instructor", "Archived", null],
    ["unarchive", "coordinator", "Archived", null],
    ["unarchive", "instructor", "Active", 409],
    ["unarchive", "other", "Archived", 403],
  ];
  it.each(cases)("%s by %s when %s → %s", (action, role, status, expected) => {
    expect(linkActionRefusal(status, action, role)?.status ?? null).toBe(expected);
  });
});

describe("removeOutcome", () => {
  it.each([
    ["Pending", "delete"],
    ["Rejected", "delete"],
    ["Archived", "delete"],
    ["AwaitingAgreement", "archive"],
    ["Active", "archive"],
  ] as const)("%s → %s", (status, outcome) => {
    expect(removeOutcome(status)).toBe(outcome);
  });
});

describe("inviteQuota", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  it("allows up to the daily number and counts only the last 24 hours", () => {
    expect(inviteQuota([], now).allowed).toBe(true);
    const nine = Array.from({ length: COORDINATOR_INVITES_PER_DAY - 1 }, (_, i) => hoursAgo(i + 1));
    expect(inviteQuota(nine, now).allowed).toBe(true);
    expect(inviteQuota([...nine, hoursAgo(25)], now).allowed).toBe(true);
    const full = inviteQuota([...nine, hoursAgo(20)], now);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBe(4 * 3600);
  });
});

describe("request schemas", () => {
  it("normalises the invited e-mail and refuses a bad one", () => {
    const invite = { ...DEFAULT_COORDINATOR_PREFERENCES, Email: " Ana@Example.org " };
    expect(inviteByEmailSchema.parse(invite).Email).toBe("ana@example.org");
    expect(firstErrorPerField(inviteByEmailSchema.safeParse({ ...invite, Email: "nope" }).error as ZodError)).toEqual({
      Email: "coordinator.emailInvalid",
    });
  });
  it("needs every permission on an invitation and a preference change, true or false", () => {
    expect(inviteByEmailSchema.parse({ Email: "a@b.org", ...DEFAULT_COORDINATOR_PREFERENCES })).toMatchObject(
      DEFAULT_COORDINATOR_PREFERENCES,
    );
    expect(
      updatePreferenceSchema.parse({
        Id: 3,
        CanManageSeminars: "false",
        CanManageLocations: 1,
        ReceivesStudentMails: false,
      }),
    ).toEqual({ Id: 3, CanManageSeminars: false, CanManageLocations: true, ReceivesStudentMails: false });
    const missing = inviteByEmailSchema.safeParse({ Email: "a@b.org", CanManageSeminars: true });
    expect(firstErrorPerField(missing.error as ZodError)).toEqual({
      CanManageLocations: "coordinator.preferenceRequired",
      ReceivesStudentMails: "coordinator.preferenceRequired",
    });
    const unclear = updatePreferenceSchema.safeParse({
      Id: 3,
      CanManageSeminars: null,
      CanManageLocations: "maybe",
      ReceivesStudentMails: true,
    });
    expect(firstErrorPerField(unclear.error as ZodError)).toEqual({
      CanManageSeminars: "coordinator.preferenceRequired",
      CanManageLocations: "coordinator.preferenceRequired",
    });
  });
  it("needs a token or an id to answer", () => {
    expect(respondInvitationSchema.safeParse({ IsAccepted: true }).success).toBe(false);
    expect(respondInvitationSchema.safeParse({ Token: "abc", IsAccepted: false }).success).toBe(true);
    expect(respondInvitationSchema.safeParse({ Id: 3, IsAccepted: "true" }).data?.IsAccepted).toBe(true);
  });
});
