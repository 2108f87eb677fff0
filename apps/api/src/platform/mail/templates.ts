import { type InterfaceLanguage, normalizeLanguage, translate } from "@haa/domain";
import { escapeHtml } from "../../shared/html.ts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on newsletter issues. */
  headers?: Record<string, string>;
}

export interface MailContent {
  /** Catalogue key of the subject. */
  subject: string;
  /** Catalogue keys of the paragraphs before the action. */
  intro: string[];
  action?: { label: string; url: string };
  /** Catalogue keys of the paragraphs after the action. */
  outro?: string[];
  params?: Record<string, string | number>;
}

/**
 * Renders a transactional mail in the recipient's communication language, as plain text and as simple,
 * inline-styled HTML that survives mail clients. Every value from users is escaped.
 */
export function renderMail(languageTag: string, name: string, content: MailContent): RenderedMail {
  const language: InterfaceLanguage = normalizeLanguage(languageTag);
  const t = (key: string) => translate(language, key, content.params ?? {});
  const greeting = translate(language, "email.greeting", { name });
  const intro = content.intro.map(t);
  const outro = (content.outro ?? []).map(t);
  const signature = t("email.signature");
  const footer = t("email.footer");
  const subject = t(content.subject);

  const text = [
    greeting,
    "",
    ...intro.flatMap((p) => [p, ""]),
    ...(content.action ? [`${t(content.action.label)}: ${content.action.url}`, ""] : []),
    ...outro.flatMap((p) => [p, ""]),
    signature,
    "",
    "--",
    footer,
  ].join("\n");

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f5f5b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(t(content.action.label))}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t("email.linkFallback"))}<br><a href="${escapeHtml(content.action.url)}" style="color:#1f5f5b;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#1d2a2a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;color:#1f5f5b;margin:0 0 24px">Healing Arts Association</p>
<div style="background:#ffffff;border-radius:8px;padding:28px 24px">
${paragraph(greeting)}
${intro.map(paragraph).join("\n")}
${action}
${outro.map(paragraph).join("\n")}
${paragraph(signature)}
</div>
<p style="font-size:12px;color:#666;margin:16px 0 0">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject, text, html };
}
