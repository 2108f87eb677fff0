import { type InterfaceLanguage, translate } from "@haa/domain";
import { richTextToPlain } from "../../platform/content-safety/rich-text.ts";
import type { RenderedMail } from "../../platform/mail/templates.ts";
import { escapeHtml } from "../../shared/html.ts";

/** The address part of `Name <address>` (or the whole value), for the mailto: unsubscribe. */
export function mailAddressOf(from: string): string {
  return from.match(/<([^>]+)>/)?.[1]?.trim() ?? from.trim();
}

/**
 * One issue for one reader: the sanitised body inside the association's frame, a visible unsubscribe link,
 * and the RFC 8058 pair of headers so mail clients offer one-click unsubscribe.
 */
export function renderIssueMail(input: {
  language: InterfaceLanguage;
  newsletterName: string;
  subject: string;
  /** Sanitised HTML (content-safety/rich-text.ts). */
  body: string;
  publicUrl: string;
  unsubscribeUrl: string;
  unsubscribeMailto: string;
  archiveUrl: string;
}): RenderedMail {
  const t = (key: string) => translate(input.language, key, { newsletter: input.newsletterName });
  // Our uploads are referenced by path on the site; a mail client needs the whole address.
  const body = input.body.replace(/(src|href)="\/uploads\//g, `$1="${input.publicUrl}/uploads/`);
  const text = [
    input.newsletterName,
    "",
    input.subject,
    "",
    richTextToPlain(input.body),
    "",
    "--",
    `${t("newsletterEmail.archive")}: ${input.archiveUrl}`,
    `${t("newsletterEmail.why")}`,
    `${t("newsletterEmail.unsubscribe")}: ${input.unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#1d2a2a">
<div style="max-width:600px;margin:0 auto;padding:32px 24px">
<p style="font-size:14px;color:#1f5f5b;margin:0 0 8px">Healing Arts Association · ${escapeHtml(input.newsletterName)}</p>
<div style="background:#ffffff;border-radius:8px;padding:28px 24px;line-height:1.6">
<h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(input.subject)}</h1>
${body}
</div>
<p style="font-size:12px;color:#666;margin:16px 0 0">${escapeHtml(t("newsletterEmail.why"))}
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#1f5f5b">${escapeHtml(t("newsletterEmail.unsubscribe"))}</a> ·
<a href="${escapeHtml(input.archiveUrl)}" style="color:#1f5f5b">${escapeHtml(t("newsletterEmail.archive"))}</a></p>
</div></body></html>`;
  return {
    subject: input.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
