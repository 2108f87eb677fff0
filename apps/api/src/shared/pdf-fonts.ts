import { EventEmitter } from "node:events";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliDecompress } from "node:zlib";
import * as fontkit from "fontkit";
import { type Color, degrees, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { API_ROOT } from "./paths.ts";

/**
 * The one place PDFs get their fonts (ADR 0049, ADR 0072). pdf-lib's standard fonts encode WinAnsi only, so a
 * member called 山田 太郎, Łukasz or Ωmega lost their name (a "?" or an English fallback). Every PDF we make
 * embeds Noto Sans (Latin, Greek, Cyrillic) or, for Japanese text, Noto Sans JP: TrueType files subset for
 * these scripts and kept in the repository (`apps/api/assets/fonts`, with their OFL licence), so neither a
 * system font nor a font package is needed. Only the glyphs used are embedded in a document (subsetting), so a
 * one-page invoice stays a few dozen kilobytes. The files are read once. Noto Sans JP is kept Brotli-compressed
 * (2.3 MB instead of 4.6 MB, ADR 0079) and unpacked in memory on first use: the same bytes, so the same PDFs.
 */
export type FontFace = "sans" | "japanese";

const FONT_FILES: Record<FontFace, string> = {
  sans: path.join(API_ROOT, "assets/fonts/NotoSans-Regular.ttf"),
  japanese: path.join(API_ROOT, "assets/fonts/NotoSansJP-Regular.ttf.br"),
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

const unbrotli = promisify(brotliDecompress);

/** A font file's TrueType bytes (a `.br` file unpacked, on the thread pool). */
async function readFont(file: string): Promise<Buffer> {
  const data = await readFile(file);
  return file.endsWith(".br") ? unbrotli(data) : data;
}

const bytes = new Map<FontFace, Promise<Buffer>>();
/** The font file's bytes, read on first use and kept (a failed read is retried next time). */
export function fontBytes(face: FontFace): Promise<Buffer> {
  let found = bytes.get(face);
  if (!found) {
    found = readFont(FONT_FILES[face]);
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
 * fontkit 2 as pdf-lib's font engine. pdf-lib's own fork (`@pdf-lib/fontkit` 1.1.1) writes broken TrueType
 * subsets of these fonts (truncated glyph data: text extracts, but viewers draw most letters blank); fontkit 2
 * subsets them correctly. pdf-lib reads a subset through fontkit 1's `encodeStream()`, which fontkit 2
 * replaced with `encode()`: the adapter gives it that stream.
 */
const pdfLibFontkit = {
  create(data: Uint8Array) {
    const font = fontkit.create(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    if (!("createSubset" in font)) throw new Error("A font collection is not a font");
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset() {
        const subset = createSubset();
        return Object.assign(subset, {
          encodeStream() {
            const stream = new EventEmitter();
            setImmediate(() => {
              try {
                stream.emit("data", subset.encode());
                stream.emit("end");
              } catch (error) {
                stream.emit("error", error);
              }
            });
            return stream;
          },
        });
      },
    });
  },
} as unknown as Parameters<PDFDocument["registerFontkit"]>[0];

/** Where a line may break: after a space, and before and after each Japanese character (written without spaces). */
function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const char of text) {
    if (faceFor(char) === "japanese") {
      if (current) pieces.push(current);
      current = char;
    } else {
      if (current && faceFor(current) === "japanese" && char !== " ") {
        pieces.push(current);
        current = "";
      }
      current += char;
    }
    if (char === " ") {
      pieces.push(current);
      current = "";
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Fonts for one pdf-lib document: each face is embedded (subset) the first time a text needs it; `draw` writes
 * a text run by run in the faces that draw it, along the (rotated) baseline, and `wrap` cuts a text into lines
 * that fit a width.
 */
export function pdfLibFonts(doc: PDFDocument) {
  doc.registerFontkit(pdfLibFontkit);
  const embedded = new Map<FontFace, Promise<PDFFont>>();
  const font = (face: FontFace) => {
    let found = embedded.get(face);
    if (!found) {
      found = fontBytes(face).then((data) => doc.embedFont(data, { subset: true }));
      embedded.set(face, found);
    }
    return found;
  };
  /** The width of a text at a size, summed over its runs. */
  const widthOf = async (text: string, size: number): Promise<number> => {
    let width = 0;
    for (const run of fontRuns(text)) width += (await font(run.face)).widthOfTextAtSize(run.text, size);
    return width;
  };
  return {
    font,
    widthOf,
    /** The height of a line of Noto Sans at a size (ascender to descender, no extra gap). */
    async lineHeight(size: number): Promise<number> {
      return (await font("sans")).heightAtSize(size);
    },
    /** How far the baseline sits below the top of a line at a size. */
    async ascent(size: number): Promise<number> {
      return (await font("sans")).heightAtSize(size, { descender: false });
    },
    /**
     * `text` (made PDF-safe) cut into lines no wider than `maxWidth` at `size`: at spaces, or around Japanese
     * characters; a word longer than the width is cut between characters. A line keeps its trailing space
     * (so its text reads on), which its width leaves out.
     */
    async wrap(text: string, size: number, maxWidth = Number.POSITIVE_INFINITY): Promise<string[]> {
      const lines: string[] = [];
      let line = "";
      const fits = async (candidate: string) => (await widthOf(candidate.trimEnd(), size)) <= maxWidth;
      for (const piece of breakPieces(pdfText(text))) {
        if (await fits(line + piece)) {
          line += piece;
          continue;
        }
        if (line) lines.push(line);
        line = "";
        if (await fits(piece)) {
          line = piece;
          continue;
        }
        for (const char of piece) {
          if (line && !(await fits(line + char))) {
            lines.push(line);
            line = "";
          }
          line += char;
        }
      }
      if (line || lines.length === 0) lines.push(line);
      return lines;
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

/** The fonts of one pdf-lib document (`pdfLibFonts`). */
export type PdfLibFonts = ReturnType<typeof pdfLibFonts>;
