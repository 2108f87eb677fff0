/**
 * The editor's plain-text conventions turned into the small HTML the server's allow-list keeps: blank lines
 * separate paragraphs, "- " lines make a list, "> " lines a quote, **bold** and _italic_ inline. Everything
 * typed is escaped first, so the text can never become markup of its own; the server sanitises again anyway.
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[\s(])_(.+?)_(?=$|[\s.,;:!?)])/g, "$1<em>$2</em>");
}

export function composeHtml(text: string, images: readonly string[] = []): string {
  const blocks = text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const html = blocks.map((block) => {
    const lines = block.split("\n");
    if (lines.every((line) => /^[-*] /.test(line)))
      return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join("")}</ul>`;
    if (lines.every((line) => line.startsWith(">")))
      return `<blockquote><p>${lines.map((line) => inline(line.replace(/^>\s?/, ""))).join("<br>")}</p></blockquote>`;
    return `<p>${lines.map(inline).join("<br>")}</p>`;
  });
  for (const src of images) html.push(`<p><img src="${escapeHtml(src)}" alt=""></p>`);
  return html.join("");
}

/** The editor's text back from stored HTML (editing a post): paragraphs and lists as typed; pictures apart. */
export function decomposeHtml(html: string): { text: string; images: string[] } {
  const images = [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? "").filter(Boolean);
  const text = html
    .replace(/<p><img[^>]*><\/p>/g, "")
    .replace(/<img[^>]*>/g, "")
    .replace(/<strong>(.*?)<\/strong>/g, "**$1**")
    .replace(/<em>(.*?)<\/em>/g, "_$1_")
    .replace(/<li>(.*?)<\/li>/g, "- $1\n")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<\/(p|ul|ol|blockquote|h2|h3|h4)>/g, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { text, images };
}

/** Wraps the selection of a textarea's value (or inserts a marker at the caret). */
export function applyFormat(
  value: string,
  start: number,
  end: number,
  format: "bold" | "italic" | "quote" | "list",
): { value: string; caret: number } {
  const selected = value.slice(start, end);
  if (format === "bold" || format === "italic") {
    const mark = format === "bold" ? "**" : "_";
    const next = `${value.slice(0, start)}${mark}${selected}${mark}${value.slice(end)}`;
    return { value: next, caret: end + mark.length * 2 };
  }
  const prefix = format === "quote" ? "> " : "- ";
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const block = value.slice(lineStart, end || lineStart);
  const prefixed = (block || "")
    .split("\n")
    .map((line) => `${prefix}${line}`)
    .join("\n");
  const next = `${value.slice(0, lineStart)}${prefixed}${value.slice(Math.max(end, lineStart))}`;
  return { value: next, caret: lineStart + prefixed.length };
}
