import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

/**
 * The text drawn on each page of a PDF written by pdf-lib (hex strings shown with Tj), read back from the
 * page content streams: enough to prove what a generated document says without a full PDF text extractor.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents ? ("asArray" in contents ? contents.asArray() : [contents]) : [];
    let text = "";
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of("Filter"));
      const raw = Buffer.from(stream.contents);
      const decoded = filter?.toString() === "/FlateDecode" ? inflateSync(raw) : raw;
      for (const match of decoded.toString("latin1").matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^)])*)\)\s*Tj/g)) {
        text += `${match[1] !== undefined ? Buffer.from(match[1], "hex").toString("latin1") : match[2]}\n`;
      }
    }
    return text;
  });
}
