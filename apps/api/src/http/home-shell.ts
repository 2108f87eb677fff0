import { type InterfaceLanguage, translate } from "@haa/domain";
import { escapeHtml } from "../shared/html.ts";

/** Where index.html takes the home page's first screen (an HTML comment, so other routes keep it empty). */
export const APP_SHELL_MARK = "<!--app-shell-->";

/**
 * The home page's hero as static HTML in the visitor's browser language, served inside index.html for `/`
 * only: the largest text of the first screen paints with the HTML instead of after the JavaScript (ADR
 * 0042). React replaces it with the same markup and classes, so nothing moves; a visitor who chose another
 * language sees the text change once.
 */
export function homeShell(language: InterfaceLanguage): string {
  const t = (key: string) => escapeHtml(translate(language, key));
  return `<main class="boot-shell__main" aria-hidden="true"><section class="hero"><div class="container hero__inner"><div class="hero__copy"><span class="eyebrow">${t("home.eyebrow")}</span><h1 class="hero__title">${t("home.title")}</h1><p class="hero__lead">${t("home.lead")}</p></div></div></section></main>`;
}
