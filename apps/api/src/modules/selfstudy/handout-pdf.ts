import PDFDocument from "pdfkit";

/** A one-page handout (title and paragraphs) for the demo lessons; the built-in Helvetica covers English. */
export function renderHandoutPdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: title, Author: "Healing Arts Association" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.font("Helvetica-Bold").fontSize(18).text(title);
    doc.moveDown();
    doc.font("Helvetica").fontSize(11);
    for (const paragraph of paragraphs) {
      doc.text(paragraph, { align: "left" });
      doc.moveDown(0.6);
    }
    doc.end();
  });
}
