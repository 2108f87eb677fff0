import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

const streamBytes = (stream: PDFRawStream): Buffer => {
  const raw = Buffer.from(stream.contents);
  return stream.dict.get(PDFName.of("Filter"))?.toString() === "/FlateDecode" ? inflateSync(raw) : raw;
};

/** A font's ToUnicode CMap as code → text (bfchar entries and bfrange runs, with or without arrays). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(Number.parseInt(code as string, 16), utf16(text as string));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? "";
    for (const [, start, end, rest] of body.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)/g,
    )) {
      const from = Number.parseInt(start as string, 16);
      const to = Number.parseInt(end as string, 16);
      const target = rest as string;
      if (target.startsWith("[")) {
        let code = from;
        for (const [, hex] of target.matchAll(/<([0-9A-Fa-f]+)>/g)) map.set(code++, utf16(hex as string));
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCodePoint(first + code - from));
      }
    }
  }
  return map;
}

/**
 * The text of each page of any PDF we write (pdf-lib, standard or embedded Unicode fonts): the shown
 * strings decoded through each font's ToUnicode CMap, one line per Tj/TJ. Proves a name in 山田 太郎 or
 * Łukasz is really in the document, not a "?".
 */
export async function pdfUnicodeTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const fonts = new Map<string, { map: Map<number, string> | null; width: number }>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = pdf.context.lookup(ref);
        if (!(font instanceof PDFDict)) continue;
        const toUnicode = pdf.context.lookup(font.get(PDFName.of("ToUnicode")));
        const type0 = font.get(PDFName.of("Subtype"))?.toString() === "/Type0";
        fonts.set(name.toString(), {
          map: toUnicode instanceof PDFRawStream ? parseToUnicode(streamBytes(toUnicode).toString("latin1")) : null,
          width: type0 ? 2 : 1,
        });
      }
    }
    const contents = page.node.Contents();
    const refs = contents ? ("asArray" in contents ? contents.asArray() : [contents]) : [];
    let text = "";
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const decoded = streamBytes(stream).toString("latin1");
      let current: { map: Map<number, string> | null; width: number } = { map: null, width: 1 };
      for (const match of decoded.matchAll(
        /(\/[^\s/]+)\s+[\d.]+\s+Tf|(\[(?:[^\]]*)\]\s*TJ|(?:<[0-9A-Fa-f]*>|\((?:\\.|[^)])*\))\s*Tj)/g,
      )) {
        if (match[1]) {
          current = fonts.get(match[1]) ?? { map: null, width: 1 };
          continue;
        }
        let line = "";
        for (const part of (match[2] ?? "").matchAll(/<([0-9A-Fa-f]*)>|\(((?:\\.|[^)])*)\)/g)) {
          if (part[1] !== undefined) {
            const hex = part[1];
            const step = current.width * 2;
            for (let i = 0; i + step <= hex.length; i += step) {
              const code = Number.parseInt(hex.slice(i, i + step), 16);
              line += current.map?.get(code) ?? String.fromCharCode(code);
            }
          } else {
            line += (part[2] ?? "").replace(/\\(.)/g, "$1");
          }
        }
        text += `${line}\n`;
      }
    }
    return text;
  });
}

/** The BaseFont names of every font in a PDF (embedded subsets carry a six-letter tag: `ABCDEF+NotoSans-Regular`). */
export async function pdfFontNames(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type"))?.toString() !== "/Font") continue;
    const name = object.get(PDFName.of("BaseFont"))?.toString();
    if (name) names.add(name.replace(/^\//, ""));
  }
  return [...names];
}

/**
 * Each embedded TrueType font of a PDF, read back with fontkit: how many glyphs it has, how many have an outline
 * and how many cannot be read. A broken subset (truncated glyph data) still extracts as text but shows blank
 * letters in a viewer; here it shows as unreadable or blank glyphs.
 */
export async function pdfEmbeddedGlyphs(
  bytes: Uint8Array,
): Promise<{ name: string; glyphs: number; outlined: number; blank: number; unreadable: number }[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type"))?.toString() !== "/FontDescriptor") continue;
    const file = pdf.context.lookup(object.get(PDFName.of("FontFile2")));
    if (!(file instanceof PDFRawStream)) continue;
    const font = fontkit.create(streamBytes(file));
    if (!("getGlyph" in font)) continue;
    let outlined = 0;
    let blank = 0;
    let unreadable = 0;
    // Glyph 0 is .notdef.
    for (let id = 1; id < font.numGlyphs; id++) {
      try {
        if (font.getGlyph(id).path.commands.length > 0) outlined++;
        else blank++;
      } catch {
        unreadable++;
      }
    }
    const name = object.get(PDFName.of("FontName"))?.toString().replace(/^\//, "") ?? "";
    fonts.push({ name, glyphs: font.numGlyphs, outlined, blank, unreadable });
  }
  return fonts;
}
