import { describe, expect, it } from "vitest";
import { firstErrorPerField } from "../account/schemas.ts";
import { contactMessageSchema, isHoneypotFilled, markContactHandledSchema } from "./contact.ts";

const valid = {
  Name: "Grace Okafor",
  Email: "grace@example.org",
  Subject: "Course dates in Lagos",
  Message: "Are there any beginner seminars planned in Nigeria next year?",
};

describe("contact message", () => {
  it("accepts a complete message, trimmed", () => {
    expect(contactMessageSchema.parse({ ...valid, Name: " Grace Okafor " })).toEqual(valid);
  });

  it.each([
    [{ Name: "" }, "Name", "contact.nameRequired"],
    [{ Name: "n".repeat(101) }, "Name", "contact.nameMax"],
    [{ Email: "" }, "Email", "validation.emailRequired"],
    [{ Email: "grace@" }, "Email", "validation.emailInvalid"],
    [{ Subject: undefined }, "Subject", "contact.subjectRequired"],
    [{ Subject: "s".repeat(151) }, "Subject", "contact.subjectMax"],
    [{ Message: " " }, "Message", "contact.messageRequired"],
    [{ Message: "Hello?" }, "Message", "contact.messageMin"],
    [{ Message: "m".repeat(5001) }, "Message", "contact.messageMax"],
  ])("rejects %j: %s → %s", (change, field, message) => {
    const result = contactMessageSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstErrorPerField(result.error)[field]).toBe(message);
  });

  it.each([
    [undefined, false],
    ["", false],
    ["   ", false],
    ["http://spam.example", true],
  ])("honeypot %j filled: %s", (Website, filled) => {
    expect(isHoneypotFilled(contactMessageSchema.parse({ ...valid, Website }))).toBe(filled);
  });

  it.each([
    [{ Handled: true }, true],
    [{ Handled: false }, false],
    [{ Handled: "false" }, false],
  ])("reads mark-handled %j as %s", (body, handled) => {
    expect(markContactHandledSchema.parse(body).Handled).toBe(handled);
  });

  it.each([[{}], [undefined], [{ Handled: null }], [{ Handled: "maybe" }]])(
    "refuses mark-handled %j on the Handled field",
    (body) => {
      const result = markContactHandledSchema.safeParse(body);
      expect(result.success).toBe(false);
      if (!result.success) expect(firstErrorPerField(result.error).Handled).toBe("contact.handledRequired");
    },
  );
});
