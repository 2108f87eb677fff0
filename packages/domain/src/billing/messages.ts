import type { InterfaceLanguage } from "../i18n/languages.ts";
import { translate } from "../i18n/translate.ts";

/**
 * A message as an i18n key plus its parameters. Rules return this instead of text so the web (i18next) and
 * the server (`translate`) render the same words in the reader's language.
 */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
  /** Parameters that are lists of keys (e.g. field labels): each is translated, then joined. */
  keyLists?: Record<string, readonly string[]>;
}

/** Renders a message reference in one language; key lists use the catalogue's own list separator. */
export function translateMessage(language: InterfaceLanguage, message: MessageRef): string {
  const params: Record<string, string | number> = { ...message.params };
  const separator = translate(language, "common.listSeparator");
  for (const [name, keys] of Object.entries(message.keyLists ?? {})) {
    params[name] = keys.map((key) => translate(language, key)).join(separator);
  }
  return translate(language, message.key, params);
}
