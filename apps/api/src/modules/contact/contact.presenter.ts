import type { ContactMessageItem } from "@haa/domain";
import type { ContactMessageWithHandler } from "./contact.repository.ts";

/** A stored message for the administrator's list. */
export function presentContactMessage(row: ContactMessageWithHandler): ContactMessageItem {
  return {
    Id: row.id,
    Name: row.name,
    Email: row.email,
    Subject: row.subject,
    Message: row.message,
    Language: row.language,
    UserId: row.userId,
    CreatedAt: row.createdAt.toISOString(),
    HandledAt: row.handledAt?.toISOString() ?? null,
    HandledBy: row.handlerName,
  };
}
