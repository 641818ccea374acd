import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A signed document as a plain, printable PDF (US Letter, Helvetica): a study consent, a HIPAA authorization.
 * Text only — no images, no form fields — so what the patient downloads is exactly the words they signed.
 */
export interface PdfText {
  title: string;
  /** Short lines under the title: the document's version, language, who it is for. */
  meta: string[];
  sections: Array<{ heading: string; paragraphs: string[] }>;
  /** The signature block at the end: who signed, when, what was acknowledged, a withdrawal. */
  closing: string[];
}

const PAGE = { width: 612, height: 792, margin: 56 } as const;
const SIZE = { title: 16, heading: 12, body: 10.5 } as const;
const LEADING = 1.4;

export async function renderTextPdf(text: PdfText, { createdAt }: { createdAt: Date }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title);
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf, regular);

  writer.paragraph(text.title, bold, SIZE.title);
  for (const line of text.meta) writer.paragraph(line, regular, SIZE.body);
  writer.gap(SIZE.body);
  for (const section of text.sections) {
    writer.paragraph(section.heading, bold, SIZE.heading);
    for (const paragraph of section.paragraphs) writer.paragraph(paragraph, regular, SIZE.body);
    writer.gap(SIZE.body / 2);
  }
  writer.gap(SIZE.body);
  for (const line of text.closing) writer.paragraph(line, bold, SIZE.body);
  return pdf.save();
}

/** Lays paragraphs down the page, wrapping words at the margin and starting a new page when one is full. */
class PageWriter {
  private page: PDFPage;
  private y: number;
  /** The characters the standard fonts can draw (WinAnsi: Latin-1 plus typographic quotes and dashes). */
  private readonly drawable: ReadonlySet<number>;

  constructor(
    private readonly pdf: PDFDocument,
    font: PDFFont,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
    this.drawable = new Set(font.getCharacterSet());
  }

  paragraph(text: string, font: PDFFont, size: number): void {
    const width = PAGE.width - 2 * PAGE.margin;
    for (const line of wrap(this.printable(text), (s) => font.widthOfTextAtSize(s, size), width)) {
      if (this.y - size < PAGE.margin) {
        this.page = this.newPage();
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font });
      this.y -= size * (LEADING - 1);
    }
    this.gap(size / 3);
  }

  gap(points: number): void {
    this.y -= points;
  }

  private newPage(): PDFPage {
    return this.pdf.addPage([PAGE.width, PAGE.height]);
  }

  /** A character the font cannot draw (an emoji in a typed name) becomes "?" rather than failing the download. */
  private printable(text: string): string {
    return Array.from(text.normalize('NFC'), (ch) => (this.drawable.has(ch.codePointAt(0)!) ? ch : '?')).join(
      '',
    );
  }
}

/** Greedy word wrap; a single word wider than the line is left to overflow rather than split. */
export function wrap(text: string, measure: (s: string) => number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
