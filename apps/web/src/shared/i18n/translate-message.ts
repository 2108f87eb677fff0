import type { TFunction } from "i18next";

const KEY_PATTERN = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/**
 * Shows a message that is either a catalogue key (zod rules, server field errors) or text the server
 * already translated: keys are translated, anything else is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | undefined): string {
  if (!message) return "";
  if (!KEY_PATTERN.test(message)) return message;
  // The key comes from data, so it is checked at run time rather than by the compiler.
  const text = t(message as never);
  return typeof text === "string" ? text : message;
}
