import type { InterfaceLanguage } from "@haa/domain";
import { de } from "./de.ts";
import type { DemoHelpTranslation } from "./types.ts";

/** The demo help centre in the interface languages other than English (the source). */
export const DEMO_HELP_TRANSLATIONS: Partial<Record<Exclude<InterfaceLanguage, "en">, DemoHelpTranslation>> = { de };
