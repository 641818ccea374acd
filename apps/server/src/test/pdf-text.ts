import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text drawn in a PDF of ours (lib/pdf.ts: standard fonts, one `<hex> Tj` per line), lines joined by a
 * space, so a test can read what a patient would read.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return lines.join(' ');
}
