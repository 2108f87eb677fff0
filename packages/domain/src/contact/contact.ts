import { z } from "zod";
import { signupEmailField } from "../account/rules.ts";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { requiredFlag } from "../shared/flag.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";

/**
 * The contact form (spec 001 §7 `Contact/ContactResponse`; its fields are ours, ADR 0025). Messages are i18n
 * keys under `contact.` (namespace `contact`) and the shared `validation.` rules.
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** The honeypot's field name: hidden from people, filled in by form-filling bots. */
export const CONTACT_HONEYPOT = "Website";

const required = (key: string, max: number, maxKey: string) =>
  z.string({ error: key }).trim().min(1, key).max(max, maxKey);

export const contactMessageSchema = z.object({
  Name: required("contact.nameRequired", CONTACT_NAME_MAX, "contact.nameMax"),
  Email: signupEmailField,
  Subject: required("contact.subjectRequired", CONTACT_SUBJECT_MAX, "contact.subjectMax"),
  Message: z
    .string({ error: "contact.messageRequired" })
    .trim()
    .min(1, "contact.messageRequired")
    .min(CONTACT_MESSAGE_MIN, "contact.messageMin")
    .max(CONTACT_MESSAGE_MAX, "contact.messageMax"),
  /** The honeypot: people never see it; anything in it marks the sender as a bot. */
  [CONTACT_HONEYPOT]: z.string().max(500).optional(),
});
export type ContactMessageForm = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Whether the honeypot was filled in (whitespace counts as empty: autofill may leave a space). */
export function isHoneypotFilled(message: Pick<ContactMessage, typeof CONTACT_HONEYPOT>): boolean {
  return (message[CONTACT_HONEYPOT] ?? "").trim() !== "";
}

export const adminContactListQuerySchema = listQuerySchema({ defaultPageSize: 20 }).extend({
  status: z.enum(["open", "handled", "all"], { error: "contact.statusInvalid" }).default("all"),
});

/** Body of "mark handled": `Handled` true, or false to open it again. */
export const markContactHandledSchema = z.preprocess(
  // A missing body then fails on the field, so the caller is told which one to send.
  (body) => body ?? {},
  z.object({ Handled: requiredFlag("contact.handledRequired") }),
);

/** One stored message in the administrator's list. */
export const contactMessageItemSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Subject: z.string(),
  Message: z.string(),
  Language: z.string(),
  UserId: z.number().int().nullable(),
  CreatedAt: isoDateTimeSchema,
  HandledAt: isoDateTimeSchema.nullable(),
  HandledBy: z.string().nullable(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;
export const contactMessageListSchema = listDataSchema(contactMessageItemSchema);
