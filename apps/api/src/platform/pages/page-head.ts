import { INTERFACE_LANGUAGES, type InterfaceLanguage, translate } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Clock } from "../../shared/clock.ts";
import { escapeHtml } from "../../shared/html.ts";
import { LANGUAGE_PARAM } from "./page-language.ts";
import type { PageHeadReader, PageItemHead } from "./pages.types.ts";
import type { RouteTable, WebRoute } from "./route-table.ts";

/** Open Graph writes a language with its territory; Norwegian pages are Bokmål. */
export const OG_LOCALES: Record<InterfaceLanguage, string> = {
  en: "en_US",
  es: "es_ES",
  pt: "pt_PT",
  de: "de_DE",
  cs: "cs_CZ",
  ja: "ja_JP",
  fr: "fr_FR",
  no: "nb_NO",
};

/** The picture link previews show for a page without one of its own (apps/web/public/images). */
export const DEFAULT_OG_IMAGE = "/images/og-default.png";

/** A search result shows about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** A page's <head> for one language (ADR 0095). */
export interface PageHead {
  language: InterfaceLanguage;
  status: 200 | 404;
  /** Set when every request for this route and language gets the same head: the entry page's cache variant. */
  cacheKey?: string;
  /** The elements that go into <head>, escaped. */
  elements: string;
}

/**
 * A language's address of a page: the path (and the item's own query) with `lang=<code>`; without a language, the
 * address that follows the reader's choice (x-default).
 */
export function languageUrl(publicUrl: string, path: string, language?: InterfaceLanguage): string {
  if (!language) return `${publicUrl}${path}`;
  return `${publicUrl}${path}${path.includes("?") ? "&" : "?"}${LANGUAGE_PARAM}=${language}`;
}

/** Plain text of about 160 characters: tags dropped, whitespace collapsed, cut at a word with an ellipsis. */
export function plainExcerpt(text: string, length = DESCRIPTION_LENGTH): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

interface HeadFacts {
  language: InterfaceLanguage;
  /** The page's own title, plain text; none: the site name alone. */
  title?: string;
  description?: string;
  /** Public pages: their path (with the item's query); private pages have none and are noindex. */
  path?: string;
  image?: string | null;
  type?: string;
}

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith("/") ? "" : "/"}${url}`;

/**
 * The <head> elements: title and description; for a public page the canonical address (its own language's, as
 * each language's page is its own: ADR 0095), the eight hreflang alternates and x-default, Open Graph and the
 * Twitter card; for a private one only `noindex`.
 */
export function renderHead(facts: HeadFacts, publicUrl: string): string {
  const { language } = facts;
  const site = translate(language, "common.siteName");
  const title = facts.title ? `${facts.title} · ${site}` : site;
  const e = escapeHtml;
  const parts = [`<title>${e(title)}</title>`];
  if (facts.description) parts.push(`<meta name="description" content="${e(facts.description)}">`);
  if (facts.path === undefined) {
    parts.push('<meta name="robots" content="noindex">');
    return parts.join("");
  }
  const canonical = languageUrl(publicUrl, facts.path, language);
  parts.push(`<link rel="canonical" href="${e(canonical)}">`);
  for (const code of INTERFACE_LANGUAGES)
    parts.push(`<link rel="alternate" hreflang="${code}" href="${e(languageUrl(publicUrl, facts.path, code))}">`);
  parts.push(`<link rel="alternate" hreflang="x-default" href="${e(languageUrl(publicUrl, facts.path))}">`);
  const og = (property: string, content: string) => `<meta property="${property}" content="${e(content)}">`;
  parts.push(
    og("og:site_name", site),
    og("og:title", facts.title ?? site),
    ...(facts.description ? [og("og:description", facts.description)] : []),
    og("og:url", canonical),
    og("og:type", facts.type ?? "website"),
    og("og:image", absolute(publicUrl, facts.image || DEFAULT_OG_IMAGE)),
    og("og:locale", OG_LOCALES[language]),
    ...INTERFACE_LANGUAGES.filter((code) => code !== language).map((code) =>
      og("og:locale:alternate", OG_LOCALES[code]),
    ),
    '<meta name="twitter:card" content="summary_large_image">',
  );
  return parts.join("");
}

/** The entry page's own title and description, which a page head replaces. */
const ENTRY_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const ENTRY_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/** Puts a page head into the entry page: its language on <html>, its elements at the end of <head>. */
export function withPageHead(html: string, head: PageHead): string {
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${head.language}">`)
    .replace(ENTRY_TITLE, "")
    .replace(ENTRY_DESCRIPTION, "")
    .replace("</head>", () => `${head.elements}</head>`);
}

export interface PageHeadOptions {
  publicUrl: string;
  db: Db;
  clock: Clock;
  routes: () => RouteTable | undefined;
  /** The modules' item readers by web route key (`ApiModule.pageHeads`). */
  readers: Readonly<Record<string, PageHeadReader>>;
}

/**
 * The head of the page a path opens, in `language`. A page without parameters, or a private one, is the same for
 * every request (cached by the caller per route and language); an item page asks the item's module, once, and
 * answers 404 with the not-found head when the item is missing or not public.
 */
export function pageHeads({ publicUrl, db, clock, routes, readers }: PageHeadOptions) {
  const notFoundHead = (language: InterfaceLanguage) => ({
    language,
    status: 404 as const,
    elements: renderHead({ language, title: translate(language, "pageTitle.notFound") }, publicUrl),
  });

  const staticHead = (route: WebRoute, language: InterfaceLanguage, path?: string): string =>
    renderHead(
      {
        language,
        title: translate(language, route.title),
        description: route.description ? plainExcerpt(translate(language, route.description)) : undefined,
        path: route.description ? path : undefined,
      },
      publicUrl,
    );
  const itemHead = (route: WebRoute, item: PageItemHead, language: InterfaceLanguage, path: string): string =>
    renderHead(
      {
        language,
        title: item.title,
        description:
          plainExcerpt(item.description) ||
          (route.description && plainExcerpt(translate(language, route.description))) ||
          undefined,
        path: item.path ?? path,
        image: item.image,
        type: item.type,
      },
      publicUrl,
    );

  // The heads that are the same for every request, made once per route table (bounded by routes × languages).
  const made = new Map<string, PageHead>();
  let madeFor: RouteTable | undefined;
  const once = (cacheKey: string, make: () => Omit<PageHead, "cacheKey">): PageHead => {
    let head = made.get(cacheKey);
    if (!head) {
      head = { ...make(), cacheKey };
      made.set(cacheKey, head);
    }
    return head;
  };

  return async (url: string, language: InterfaceLanguage): Promise<PageHead> => {
    const [pathname = "/", search = ""] = url.split("?", 2);
    const table = routes();
    if (table !== madeFor) {
      made.clear();
      madeFor = table;
    }
    if (!table) {
      return once(`site ${language}`, () => ({ language, status: 200, elements: renderHead({ language }, publicUrl) }));
    }
    const found = table.match(pathname);
    if (!found) return once(`404 ${language}`, () => notFoundHead(language));
    const { route, params } = found;
    const reader = readers[route.key];
    // A private page says the same wherever it is; a public one without parameters names its registered path.
    if (!route.description || (!reader && !route.pattern.includes(":"))) {
      return once(`${route.key} ${language}`, () => ({
        language,
        status: 200,
        elements: staticHead(route, language, route.pattern),
      }));
    }
    // The registered spelling with the path's own parameters: /ARTICLE/12/ and /article/12 are one page.
    const path = route.pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ""));
    if (!reader) return { language, status: 200, elements: staticHead(route, language, path) };
    const query = new URLSearchParams(search);
    const item = await reader(db, { params, query, language, now: clock.now() });
    if (!item) return once(`404 ${language}`, () => notFoundHead(language));
    return { language, status: 200, elements: itemHead(route, item, language, path) };
  };
}
