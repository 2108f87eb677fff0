import fastifyHelmet from "@fastify/helmet";
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

/**
 * The development mailbox shows each mail's own HTML in a sandboxed srcdoc iframe, which inherits this
 * policy: mails use inline styles and may show remote images; nothing runs scripts.
 */
export const MAILBOX_CSP = {
  useDefaults: false,
  directives: {
    "default-src": ["'none'"],
    "style-src": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:", "http:"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  },
};

/**
 * Swagger UI loads its scripts as files but sets inline styles from script: it gets inline styles only, on
 * its own routes (@fastify/swagger-ui `staticCSP`).
 */
export const API_DOCS_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** Helmet on every response (API, web app, uploads, 404s); HSTS only when the public address is https. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith("https://");
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(https) },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    // Same-origin resources only; the web app, its API and its uploads share one origin.
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
}
