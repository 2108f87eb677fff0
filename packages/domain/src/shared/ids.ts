import { z } from "zod";

/** The largest id a PostgreSQL `serial`/`integer` column holds: a larger one names no row. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * What a client reads for an id that is missing or is not a whole number from 1 to MAX_RECORD_ID ("abc", -1,
 * 1.5, a 20-digit number): what is expected, not "Not found." under a 400.
 */
export const RECORD_ID_INVALID = "validation.recordIdInvalid";

/**
 * A record id from a path or query (text coerced to a whole number from 1 to MAX_RECORD_ID), every failure
 * reported as `message`, a catalogue key.
 */
/* @__NO_SIDE_EFFECTS__ */
export function recordIdSchema(message = RECORD_ID_INVALID) {
  return int32Id(message);
}

/** `{ id }` path parameters of a call on one record. */
/* @__NO_SIDE_EFFECTS__ */
export function idParamsSchema(message = RECORD_ID_INVALID) {
  return z.object({ id: recordIdSchema(message) });
}

/** A record id a form or a body names (text coerced), every failure reported as `message`, a catalogue key. */
/* @__NO_SIDE_EFFECTS__ */
export function int32Id(message = RECORD_ID_INVALID) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);
}
