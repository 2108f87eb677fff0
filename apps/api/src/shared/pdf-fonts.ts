import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { type Color, degrees, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * The one place PDFs get their fonts (ADR 0049). pdf-lib's and pdfkit's standard fonts encode WinAnsi only,
 * so a member called 山田 太郎, Łukasz or Ωmega lost their name (a "?" or an English fallback). Every PDF we
 * make embeds Noto Sans (Latin, Greek, Cyrillic) or, for text with Japanese in it, Noto Sans JP (which also
 * has Latin, Greek and Cyrillic), both TrueType from npm so no system font is needed. Only the glyphs used
 * are embedded (subsetting), so a one-page invoice stays a few dozen kilobytes. The files are read once.
 */
export type FontFace = "sans" | "japanese";

const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontFace, string> = {
  sans: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  japanese: require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf"),
};

/** Kana, CJK ideographs, CJK punctuation and full-width forms: what Noto Sans lacks and Noto Sans JP has. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** The face that draws one character: Noto Sans JP lacks letters such as ř and š, so runs are split. */
export function faceFor(text: string): FontFace {
  return JAPANESE.test(text) ? "japanese" : "sans";
}

/**
 * `text` cut into runs that one face each can draw ("Tomáš 佐藤" → "Tomáš " in Noto Sans, "佐藤" in Noto Sans JP);
 * spaces stay with the run before them.
 */
export function fontRuns(text: string): { face: FontFace; text: string }[] {
  const runs: { face: FontFace; text: string }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const face = char === " " && last ? last.face : faceFor(char);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** Every face some of the texts need. */
export function facesFor(texts: Iterable<string>): Set<FontFace> {
  const faces = new Set<FontFace>(["sans"]);
  for (const text of texts) if (faceFor(text) === "japanese") faces.add("japanese");
  return faces;
}

const bytes = new Map<FontFace, Promise<Buffer>>();
/** The font file's bytes, read on first use and kept (a failed read is retried next time). */
export function fontBytes(face: FontFace): Promise<Buffer> {
  let found = bytes.get(face);
  if (!found) {
    found = readFile(FONT_FILES[face]);
    found.catch(() => bytes.delete(face));
    bytes.set(face, found);
  }
  return found;
}

/** Text as a PDF can hold it: tabs and line breaks become spaces, other control characters go. */
export function pdfText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\t\n\r]/g, " ")
    .replace(/\p{Cc}/gu, "");
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  color?: Color | undefined;
  opacity?: number | undefined;
  /** Counter-clockwise, in degrees. */
  rotate?: number | undefined;
}

/**
 * Fonts for one pdf-lib document: each face is embedded (subset) the first time a text needs it, and
 * `draw` writes a text run by run in the faces that draw it, along the (rotated) baseline.
 */
export function pdfLibFonts(doc: PDFDocument) {
  doc.registerFontkit(fontkit);
  const embedded = new Map<FontFace, Promise<PDFFont>>();
  const font = (face: FontFace) => {
    let found = embedded.get(face);
    if (!found) {
      found = fontBytes(face).then((data) => doc.embedFont(data, { subset: true }));
      embedded.set(face, found);
    }
    return found;
  };
  return {
    font,
    /** The width of a text at a size, summed over its runs. */
    async widthOf(text: string, size: number): Promise<number> {
      let width = 0;
      for (const run of fontRuns(text)) width += (await font(run.face)).widthOfTextAtSize(run.text, size);
      return width;
    },
    async draw(page: PDFPage, text: string, options: DrawOptions): Promise<void> {
      const angle = ((options.rotate ?? 0) * Math.PI) / 180;
      let { x, y } = options;
      for (const run of fontRuns(text)) {
        const runFont = await font(run.face);
        page.drawText(run.text, {
          x,
          y,
          size: options.size,
          font: runFont,
          ...(options.color ? { color: options.color } : {}),
          ...(options.opacity !== undefined ? { opacity: options.opacity } : {}),
          ...(options.rotate ? { rotate: degrees(options.rotate) } : {}),
        });
        const width = runFont.widthOfTextAtSize(run.text, options.size);
        x += width * Math.cos(angle);
        y += width * Math.sin(angle);
      }
    },
  };
}

/** Registers the faces a pdfkit document's texts need (pdfkit subsets embedded fonts itself). */
export async function registerPdfkitFonts(doc: PDFKit.PDFDocument, texts: Iterable<string>): Promise<void> {
  for (const face of facesFor(texts)) doc.registerFont(face, await fontBytes(face));
  doc.font("sans");
}

/**
 * Writes a text with pdfkit run by run in the faces that draw it (pdfkit's `continued` keeps one flow, so
 * wrapping and alignment still apply to the whole text).
 */
export function pdfkitText(
  doc: PDFKit.PDFDocument,
  text: string,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const runs = fontRuns(pdfText(text));
  if (runs.length === 0) return doc.font("sans").text("", x, y, options);
  runs.forEach((run, index) => {
    const more = index < runs.length - 1;
    doc.font(run.face);
    if (index === 0) doc.text(run.text, x, y, { ...options, continued: more });
    else doc.text(run.text, { ...options, continued: more });
  });
  return doc;
}
