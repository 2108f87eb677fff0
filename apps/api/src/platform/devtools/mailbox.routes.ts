import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { API_KEY_HEADER, invalidApiKeyError, isApiKey } from "../../http/api-key.ts";
import { MAILBOX_CSP } from "../../http/security-headers.ts";
import { escapeHtml } from "../../shared/html.ts";
import { listOutbox } from "../mail/mailer.ts";

/**
 * The development mailbox (/dev/mailbox and /dev/mailbox.json); never registered in production. Both need the
 * API key even in development: the mails hold confirmation, reset and invitation links, and a development server
 * is often reachable by others on the network.
 */
export function mailboxRoutes(app: FastifyInstance, { db, config }: Deps) {
  const requireKey =
    ({ orQuery }: { orQuery: boolean }) =>
    async (request: FastifyRequest) => {
      if (isApiKey(request.headers[API_KEY_HEADER], config.apiKey)) return;
      // A browser opening the page cannot send a header, so the page also takes `?key=`.
      if (orQuery && isApiKey((request.query as { key?: unknown }).key, config.apiKey)) return;
      throw invalidApiKeyError();
    };

  app.get("/dev/mailbox.json", { onRequest: requireKey({ orQuery: false }) }, async () => {
    const mails = await listOutbox(db);
    return mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      headers: m.headers ?? {},
      sentAt: (m.sentAt ?? m.createdAt).toISOString(),
    }));
  });

  const page = { config: { contentSecurityPolicy: MAILBOX_CSP }, onRequest: requireKey({ orQuery: true }) };
  app.get("/dev/mailbox", page, async (_request, reply) => {
    const mails = await listOutbox(db);
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml((m.sentAt ?? m.createdAt).toISOString())}${m.sentAt ? "" : " · queued"}</p>
${
  m.headers
    ? `<p class="meta">${Object.entries(m.headers)
        .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
        .join("<br>")}</p>`
    : ""
}
  <iframe title="${escapeHtml(m.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(m.html)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`,
      )
      .join("\n");
    reply.type("text/html; charset=utf-8");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:900px;padding:24px;background:#f6f3ee;color:#1d2a2a}
article{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 20px;box-shadow:0 1px 3px #0002}
h2{margin:0 0 4px;font-size:18px}.meta{color:#555;margin:0 0 12px;font-size:14px}iframe{width:100%;height:420px;border:1px solid #ddd;border-radius:6px}</style>
</head><body><main><h1>Development mailbox</h1><p>${mails.length} message(s), newest first. Not available in production.</p>${items || "<p>No mail yet.</p>"}</main></body></html>`;
  });
}
