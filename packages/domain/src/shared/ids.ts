import { z } from "zod";

/** The largest id a PostgreSQL `serial`/`integer` column holds: a larger one names no row. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id from a path or query (text coerced to a whole number from 1 to MAX_RECORD_ID). `message` is the
 * catalogue key a client reads when the value is not a number at all, usually the thing's "not found".
 */
/* @__NO_SIDE_EFFECTS__ */
export function recordIdSchema(message = "errors.notFound") {
  return z.coerce.number({ error: message }).int().positive().max(MAX_RECORD_ID);
}

/** `{ id }` path parameters of a call on one record. */
/* @__NO_SIDE_EFFECTS__ */
export function idParamsSchema(message = "errors.notFound") {
  return z.object({ id: recordIdSchema(message) });
}

/** A record id a form or a body names (text coerced), every failure reported as `message`, a catalogue key. */
/* @__NO_SIDE_EFFECTS__ */
export function int32Id(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);
}
