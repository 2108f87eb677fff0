/** The eight interface languages (spec 001 §3). */
export const INTERFACE_LANGUAGES = ["en", "es", "pt", "de", "cs", "ja", "fr", "no"] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Native names shown in the language picker, so a reader can find their own language. */
export const INTERFACE_LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: "English",
  es: "Español",
  pt: "Português",
  de: "Deutsch",
  cs: "Čeština",
  ja: "日本語",
  fr: "Français",
  no: "Norsk",
};

/** Communication languages offered at sign-up (spec 000 §5): the language of every e-mail we send. */
export const COMMUNICATION_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "ja", name: "Japanese" },
  { code: "de", name: "German" },
  { code: "pt", name: "Portuguese" },
] as const;
export type CommunicationLanguage = (typeof COMMUNICATION_LANGUAGES)[number]["code"];

export function isInterfaceLanguage(value: string): value is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Normalises a stored or browser language tag to an interface language:
 * region and script are dropped, `nb` and `nn` become `no`, anything unsupported becomes `en`.
 */
export function normalizeLanguage(tag: string | null | undefined): InterfaceLanguage {
  if (!tag) return "en";
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (primary === "nb" || primary === "nn") return "no";
  return isInterfaceLanguage(primary) ? primary : "en";
}

/** Picks the first supported language from an Accept-Language header, honouring q-values. */
export function languageFromAcceptHeader(header: string | null | undefined): InterfaceLanguage {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const primary = entry.tag.toLowerCase().split(/[-_]/)[0] ?? "";
    if (primary === "nb" || primary === "nn" || isInterfaceLanguage(primary)) return normalizeLanguage(primary);
  }
  return "en";
}
