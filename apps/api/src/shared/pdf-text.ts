/**
 * Text for pdf-lib's standard fonts, which encode WinAnsi only: accents are kept where Latin-1 has the letter,
 * other Latin letters lose their marks (č → c), and what no standard font can draw (Japanese) becomes "?"
 * rather than making the whole document fail (ADR 0032).
 */
export function winAnsiText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x20 && code <= 0x7e) out += char;
    else if (code >= 0xa0 && code <= 0xff) out += char;
    else if (char === "\t" || char === "\n") out += " ";
    else {
      const stripped = char.normalize("NFD").replace(/\p{M}/gu, "");
      const base = stripped.codePointAt(0) ?? 0;
      out += stripped.length > 0 && base >= 0x20 && base <= 0x7e ? stripped : "?";
    }
  }
  return out;
}
