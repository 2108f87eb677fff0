import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "../account/schemas.ts";
import { hardshipApplicationSchema } from "./hardship.ts";

const valid = {
  MembershipId: "3",
  Reason: "I lost my job this spring and cannot afford the full fee.",
  IncomeDetails: "",
  RequestedAmount: "40",
  AgreeDeclaration: "true",
};

describe("hardship application", () => {
  it("accepts a complete application (form strings included)", () => {
    expect(hardshipApplicationSchema.parse(valid)).toMatchObject({
      MembershipId: 3,
      RequestedAmount: 40,
      AgreeDeclaration: true,
    });
  });

  it.each([
    [{ Reason: undefined }, "Reason", "hardship.reasonRequired"],
    [{ Reason: "   " }, "Reason", "hardship.reasonRequired"],
    [{ Reason: "x".repeat(29) }, "Reason", "hardship.reasonTooShort"],
    [{ Reason: "x".repeat(4001) }, "Reason", "hardship.reasonTooLong"],
    [{ IncomeDetails: "x".repeat(2001) }, "IncomeDetails", "hardship.detailsTooLong"],
    [{ MembershipId: "1" }, "MembershipId", "hardship.membershipRequired"],
    [{ MembershipId: "8" }, "MembershipId", "hardship.membershipRequired"],
    [{ MembershipId: undefined }, "MembershipId", "hardship.membershipRequired"],
    [{ RequestedAmount: "-1" }, "RequestedAmount", "hardship.amountInvalid"],
    [{ RequestedAmount: "lots" }, "RequestedAmount", "hardship.amountInvalid"],
    [{ AgreeDeclaration: "false" }, "AgreeDeclaration", "hardship.declarationRequired"],
  ])("rejects %j: %s → %s", (change, field, message) => {
    const result = hardshipApplicationSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstErrorPerField(result.error)[field]).toBe(message);
  });
});
