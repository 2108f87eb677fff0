import type { MessageRef } from "@haa/domain";
import type { TFunction } from "i18next";

const KEY_PATTERN = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
const REF_PREFIX = "ref:";

/** Translates a catalogue key known only at run time (it comes from data, not from the code). */
function translateKey(t: TFunction, key: string, params?: Record<string, string | number>): string {
  const text = t(key as never, params as never);
  return typeof text === "string" ? text : key;
}

/**
 * Renders a shared rule's message reference: the key with its parameters, and key lists (field labels)
 * translated one by one and joined with the catalogue's list separator ('Please update: Card Number, CVV').
 */
export function translateRef(t: TFunction, message: MessageRef): string {
  const params: Record<string, string | number> = { ...message.params };
  const separator = translateKey(t, "common.listSeparator");
  for (const [name, keys] of Object.entries(message.keyLists ?? {})) {
    params[name] = keys.map((key) => translateKey(t, key)).join(separator);
  }
  return translateKey(t, message.key, params);
}

/**
 * A message reference packed into the one string a form error can carry, so a rule's parameters
 * ('CVV must be {{n}} digits long') survive until the message is shown in the reader's language.
 */
export function encodeMessageRef(message: MessageRef): string {
  return REF_PREFIX + JSON.stringify(message);
}

function decodeMessageRef(message: string): MessageRef | null {
  if (!message.startsWith(REF_PREFIX)) return null;
  try {
    const value: unknown = JSON.parse(message.slice(REF_PREFIX.length));
    if (typeof value === "object" && value !== null && typeof (value as MessageRef).key === "string") {
      return value as MessageRef;
    }
  } catch {
    // Not one of ours: shown as it is.
  }
  return null;
}

/**
 * Shows a message that is a catalogue key (zod rules, server field errors), an encoded message reference
 * (rules with parameters), or text the server already translated: keys and references are translated,
 * anything else is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | undefined): string {
  if (!message) return "";
  const ref = decodeMessageRef(message);
  if (ref) return translateRef(t, ref);
  if (!KEY_PATTERN.test(message)) return message;
  return translateKey(t, message);
}
