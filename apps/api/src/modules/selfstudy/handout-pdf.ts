import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** `text` cut at spaces into lines no wider than `width` (a longer word stands on its own line). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page handout (title and paragraphs) for the demo lessons; the built-in Helvetica covers English. */
export async function renderHandoutPdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor("Healing Arts Association");
  pdf.setCreator("Healing Arts Association");
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  let page = pdf.addPage(A4);
  const [pageWidth, pageHeight] = A4;
  const width = pageWidth - 2 * MARGIN;
  let y = pageHeight - MARGIN;
  const write = (text: string, font: PDFFont, size: number) => {
    const height = font.heightAtSize(size);
    for (const line of wrap(text, font, size, width)) {
      if (y - height < MARGIN) {
        page = pdf.addPage(A4);
        y = pageHeight - MARGIN;
      }
      y -= font.heightAtSize(size, { descender: false });
      page.drawText(line, { x: MARGIN, y, size, font });
      y -= height - font.heightAtSize(size, { descender: false });
    }
  };
  write(title, bold, 18);
  y -= bold.heightAtSize(18);
  for (const paragraph of paragraphs) {
    write(paragraph, regular, 11);
    y -= regular.heightAtSize(11) * 0.6;
  }
  const bytes = await pdf.save();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
