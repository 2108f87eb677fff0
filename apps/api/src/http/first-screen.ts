import { type InterfaceLanguage, translate } from "@haa/domain";
import { escapeHtml } from "../shared/html.ts";

/** Where index.html takes a page's first screen (an HTML comment, so other routes keep it empty). */
export const APP_SHELL_MARK = "<!--app-shell-->";

type Translate = (key: string) => string;

/**
 * The first screens painted with the HTML, by path: the largest text of the page in the same markup and classes
 * as the React screen (their styles are in the start-up CSS), so it paints before the JavaScript arrives and
 * React replaces it without moving anything (ADR 0042).
 */
const FIRST_SCREENS: Record<string, (t: Translate) => string> = {
  "/": (t) =>
    `<section class="hero"><div class="container hero__inner"><div class="hero__copy"><span class="eyebrow">${t("home.eyebrow")}</span><h1 class="hero__title">${t("home.title")}</h1><p class="hero__lead">${t("home.lead")}</p></div></div></section>`,
  "/membership": (t) =>
    `<div class="container page"><header class="page-header"><span class="eyebrow">${t("membershipPage.eyebrow")}</span><h1>${t("membershipPage.title")}</h1><p>${t("membershipPage.lead")}</p></header></div>`,
};

export const FIRST_SCREEN_PATHS = Object.keys(FIRST_SCREENS);

/**
 * A path's first screen in the visitor's browser language, or "" for paths without one. A visitor who chose
 * another language in the app sees the text change once.
 */
export function firstScreen(pathname: string, language: InterfaceLanguage): string {
  const screen = FIRST_SCREENS[pathname];
  if (!screen) return "";
  const t = (key: string) => escapeHtml(translate(language, key));
  return `<main class="layout__main" aria-hidden="true">${screen(t)}</main>`;
}
