import type { InterfaceLanguage } from "@haa/domain";
import { cs } from "./cs.ts";
import { de } from "./de.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { ja } from "./ja.ts";
import { no } from "./no.ts";
import { pt } from "./pt.ts";
import type { DemoHelpTranslation } from "./types.ts";

/** The demo help centre in the seven interface languages other than English (the source). */
export const DEMO_HELP_TRANSLATIONS: Record<Exclude<InterfaceLanguage, "en">, DemoHelpTranslation> = {
  es,
  pt,
  de,
  cs,
  ja,
  fr,
  no,
};
