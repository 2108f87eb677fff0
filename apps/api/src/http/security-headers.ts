import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

type Directives = Record<string, string[]>;

/**
 * The web app's policy: every script and font comes from this origin as a file; no inline script ever. Styles
 * may also be inline: the dialog primitives' scroll lock (Radix, react-remove-scroll) injects a <style>
 * element whose content varies with the scrollbar width, so no hash can name it; a per-response nonce is the
 * stricter follow-up (ADR 0016). The API key is a <meta>, which CSP does not govern. Images may be
 * data:/blob: URLs (the profile picture preview).
 */
function appDirectives(https: boolean): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // Only over https: on a plain-http LAN install it would send the browser to a port nobody serves.
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** A directive map as the header's text (helmet's spelling: no space after each `;`). */
function policy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join(";");
}

/**
 * The development mailbox shows each mail's own HTML in a sandboxed srcdoc iframe, which inherits this
 * policy: mails use inline styles and may show remote images; nothing runs scripts.
 */
export const MAILBOX_CSP = policy({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https:", "http:"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
});

/**
 * Swagger UI loads its scripts as files but sets inline styles from script: it gets inline styles only, on
 * its own routes (@fastify/swagger-ui `staticCSP`).
 */
export const API_DOCS_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route's own Content-Security-Policy in place of the web app's (the development mailbox). */
    contentSecurityPolicy?: string;
  }
}

/**
 * The headers helmet's defaults send (ADR 0016), with our policy, framing and referrer choices; HSTS only when
 * the public address is https. Written out once: helmet rebuilt its middleware and re-parsed the policy on every
 * request, a tenth of the bare route's time (issue 22, ADR 0088).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    "content-security-policy": policy(appDirectives(https)),
    "cross-origin-opener-policy": "same-origin",
    // Same-origin resources only; the web app, its API and its uploads share one origin.
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(https ? { "strict-transport-security": `max-age=${365 * 24 * 60 * 60}; includeSubDomains` } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    // The browsers' XSS auditor did more harm than good; helmet turns it off the same way.
    "x-xss-protection": "0",
  };
}

/** The security headers on every response (API, web app, uploads, 404s, refusals by any later hook). */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config.publicUrl.startsWith("https://"));
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    const own = request.routeOptions.config.contentSecurityPolicy;
    if (own) reply.header("content-security-policy", own);
    done();
  });
}
