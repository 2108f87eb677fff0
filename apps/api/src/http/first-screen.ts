import { INTERFACE_LANGUAGE_NAMES, INTERFACE_LANGUAGES, type InterfaceLanguage, translate } from "@haa/domain";
import { escapeHtml } from "../shared/html.ts";

/** Where index.html takes a page's first screen (an HTML comment, so other routes keep it empty). */
export const APP_SHELL_MARK = "<!--app-shell-->";

type Translate = (key: string) => string;

/** The mark of the logo, as the web's Logo component draws it. */
const LOGO_MARK =
  '<svg class="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#1d5752"/><path d="M32 50c-9-6-15-13-15-21a8 8 0 0 1 15-4 8 8 0 0 1 15 4c0 8-6 15-15 21z" fill="none" stroke="#f3e7cf" stroke-width="3.5" stroke-linejoin="round"/><path d="M32 24v22M32 34c-4-2-7-6-7-10M32 38c4-2 7-6 7-10" fill="none" stroke="#c9dccb" stroke-width="3" stroke-linecap="round"/></svg>';
const GLOBE =
  '<svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M2 10h16M10 2c2.5 2.4 2.5 13.6 0 16M10 2c-2.5 2.4-2.5 13.6 0 16" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>';

/**
 * The register layout's header (logo and language picker) as the app draws it, so the card below stays where it
 * is when React takes over. The select is disabled: nothing in the painted copy can take the focus.
 */
function registerHeader(t: Translate, language: InterfaceLanguage): string {
  return `<header class="register-header"><div class="container register-header__inner"><span class="logo logo--dark">${LOGO_MARK}<span class="logo__text"><span class="logo__name">${t("common.siteName")}</span><span class="logo__tagline">${t("common.tagline")}</span></span></span><div class="language-picker language-picker--dark"><span class="language-picker__label">${GLOBE}${t("common.language")}</span><select class="language-picker__select" disabled>${INTERFACE_LANGUAGES.map((code) => `<option${code === language ? " selected" : ""}>${escapeHtml(INTERFACE_LANGUAGE_NAMES[code])}</option>`).join("")}</select></div></div></header>`;
}

interface FirstScreen {
  /** "main": painted under index.html's header bar; "register": the quieter layout, which has its own header. */
  layout: "main" | "register";
  content: (t: Translate) => string;
}

/**
 * The first screens painted with the HTML, by path: the largest text of the page in the same markup and classes
 * as the React screen (their styles are in the start-up CSS), so it paints before the JavaScript arrives and
 * React replaces it without moving anything (ADR 0042).
 */
const FIRST_SCREENS: Record<string, FirstScreen> = {
  "/": {
    layout: "main",
    content: (t) =>
      `<section class="hero"><div class="container hero__inner"><div class="hero__copy"><span class="eyebrow">${t("home.eyebrow")}</span><h1 class="hero__title">${t("home.title")}</h1><p class="hero__lead">${t("home.lead")}</p></div></div></section>`,
  },
  "/membership": {
    layout: "main",
    content: (t) =>
      `<div class="container page"><header class="page-header"><span class="eyebrow">${t("membershipPage.eyebrow")}</span><h1>${t("membershipPage.title")}</h1><p>${t("membershipPage.lead")}</p></header></div>`,
  },
  "/register": {
    layout: "register",
    content: (t) =>
      `<div class="container auth"><div class="auth__card auth__card--wide"><div class="auth__header"><h1>${t("signup.title")}</h1><p>${t("signup.lead")}</p></div></div></div>`,
  },
};

export const FIRST_SCREEN_PATHS = Object.keys(FIRST_SCREENS);

/** index.html's header bar, between these comments: a first screen in its own layout takes its place. */
const BOOT_SHELL = /<!--boot-shell-->[\s\S]*?<!--\/boot-shell-->/;

/**
 * The entry page for a path: its first screen in the visitor's browser language, or the page as it is for paths
 * without one. A visitor who chose another language in the app sees the text change once.
 */
export function withFirstScreen(html: string, pathname: string, language: InterfaceLanguage): string {
  const screen = FIRST_SCREENS[pathname];
  if (!screen) return html.replace(APP_SHELL_MARK, "");
  const t = (key: string) => escapeHtml(translate(language, key));
  const page = html.replace('<html lang="en">', `<html lang="${language}">`);
  if (screen.layout === "main") {
    return page.replace(
      APP_SHELL_MARK,
      () => `<main class="layout__main" aria-hidden="true">${screen.content(t)}</main>`,
    );
  }
  return page
    .replace(BOOT_SHELL, "")
    .replace(
      APP_SHELL_MARK,
      () =>
        `<div class="layout layout--register" aria-hidden="true">${registerHeader(t, language)}<main class="layout__main register-main">${screen.content(t)}</main></div>`,
    );
}

/** The start-up stylesheet link that Vite writes into index.html. */
const STARTUP_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/;

/**
 * Puts the start-up stylesheet into the entry page as a <style> element: the page paints (the header bar and the
 * first screen) as soon as the HTML is in, without waiting one more round trip for a render-blocking file
 * (ADR 0058). The file itself stays in the build for the service worker's copy of index.html. A stylesheet that
 * cannot be read, or that could end the element early, is left as a link.
 */
export function inlineStartupStylesheet(html: string, readAsset: (name: string) => string | undefined): string {
  const link = STARTUP_STYLESHEET.exec(html);
  if (!link?.[1]) return html;
  const css = readAsset(link[1]);
  if (css === undefined || /<\/style/i.test(css)) return html;
  return html.replace(link[0], () => `<style>${css}</style>`);
}
