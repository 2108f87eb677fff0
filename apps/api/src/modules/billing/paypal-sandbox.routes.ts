import { formatUsd, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../shared/html.ts";
import type { PaypalSandboxPage } from "./paypal.ts";

const TOKEN = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * The built-in PayPal sandbox's approval page (ADR 0031): plain server-rendered HTML, no script (the app's
 * CSP holds), a GET form whose two buttons approve or cancel; the decision redirects the browser to
 * /confirmpaypalpayment or /cancelpaypalpayment the way PayPal does.
 */
export function paypalSandboxRoutes(app: FastifyInstance, sandbox: PaypalSandboxPage) {
  app.get<{ Querystring: { token?: string } }>(
    "/paypal-sandbox/approve",
    { schema: { hide: true } },
    async (request, reply) => {
      const token = request.query.token ?? "";
      const order = TOKEN.test(token) ? await sandbox.describe(token) : undefined;
      const language = request.language;
      const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(language, key, params));
      const body = order
        ? `<h1>${t("paypalSandbox.title")}</h1>
<p>${t("paypalSandbox.intro")}</p>
<dl><dt>${t("paypalSandbox.item")}</dt><dd>${escapeHtml(order.description)}</dd>
<dt>${t("paypalSandbox.amount")}</dt><dd>${escapeHtml(formatUsd(order.amountCents, language))}</dd></dl>
<form method="get" action="/paypal-sandbox/decide">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" name="decision" value="approve">${t("paypalSandbox.approve")}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${t("paypalSandbox.cancel")}</button>
</form>`
        : `<h1>${t("paypalSandbox.title")}</h1><p>${t("paypalSandbox.unknown")}</p>`;
      return reply
        .code(order ? 200 : 404)
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send(`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t("paypalSandbox.title")}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2a2a}
h1{color:#003087}dt{font-weight:600}dd{margin:0 0 .75rem}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:1.5rem;border:2px solid #003087;background:#ffc439;cursor:pointer}
button.secondary{background:#fff}button:focus-visible{outline:3px solid #1f5f5b;outline-offset:2px}</style>
</head><body><main>${body}</main></body></html>`);
    },
  );

  app.get<{ Querystring: { token?: string; decision?: string } }>(
    "/paypal-sandbox/decide",
    { schema: { hide: true } },
    async (request, reply) => {
      const token = request.query.token ?? "";
      const target = TOKEN.test(token) ? await sandbox.decide(token, request.query.decision === "approve") : undefined;
      if (!target) return reply.redirect(`/paypal-sandbox/approve?token=${encodeURIComponent(token)}`, 303);
      return reply.redirect(target, 303);
    },
  );
}
