import { type InterfaceLanguage, isInterfaceLanguage, languageFromAcceptHeader } from "@haa/domain";
import type { FastifyRequest } from "fastify";

/** The cookie the web writes when the reader picks a language (apps/web/src/shared/i18n/i18n.ts). */
export const LANGUAGE_COOKIE = "lang";

/** The query parameter of a page's language address (`/courses?lang=de`), which the hreflang links name. */
export const LANGUAGE_PARAM = "lang";

const interfaceLanguage = (value: string | undefined): InterfaceLanguage | undefined => {
  const code = value?.trim().toLowerCase();
  return code && isInterfaceLanguage(code) ? code : undefined;
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A page's language (ADR 0095): `?lang=<code>` when valid, else the `lang` cookie of the reader's last choice, else
 * Accept-Language, else English. The API's calls keep Accept-Language alone (the web client sends its language).
 */
export function pageLanguage(request: Pick<FastifyRequest, "url" | "headers">): InterfaceLanguage {
  const queryStart = request.url.indexOf("?");
  const query = queryStart === -1 ? undefined : new URLSearchParams(request.url.slice(queryStart + 1));
  const cookie = request.headers.cookie;
  return (
    interfaceLanguage(query?.get(LANGUAGE_PARAM) ?? undefined) ??
    interfaceLanguage(cookieValue(Array.isArray(cookie) ? cookie.join(";") : cookie, LANGUAGE_COOKIE)) ??
    languageFromAcceptHeader(request.headers["accept-language"])
  );
}
