import { z } from "zod";

/** The answer of every /api call: `{ Status, Message, Data }` (architecture "API contract"). */
/* @__NO_SIDE_EFFECTS__ */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ Status: z.boolean(), Message: z.string(), Data: data });
}

/** An ISO 8601 timestamp as the API writes dates. */
export const isoDateTimeSchema = z.string().describe("ISO 8601 date-time, UTC");
