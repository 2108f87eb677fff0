import { z } from "zod";

const TRUE_VALUES: readonly unknown[] = [true, "true", 1, "1"];
const FALSE_VALUES: readonly unknown[] = [false, "false", 0, "0"];

/**
 * A yes/no field the caller must send. Reading a missing value as false (or true) let a body without the field
 * change data, so only an explicit true or false passes; anything else, a missing value included, fails with
 * `message`. The string and number spellings stay accepted because older clients send them.
 */
export function requiredFlag(message: string) {
  return z.preprocess(
    (value) => (TRUE_VALUES.includes(value) ? true : FALSE_VALUES.includes(value) ? false : value),
    z.boolean({ error: message }),
  );
}

/**
 * A yes/no field that may be left out (with `.optional()` or `.default(…)`): when sent, it must be true or false
 * (or their spellings above); "yes", -5, an object or an array is refused rather than read as false.
 */
export const flagSchema = requiredFlag("validation.yesOrNo");
