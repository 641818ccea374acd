import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderTextPdf, wrap } from './pdf.js';

describe('wrap', () => {
  const byLetters = (s: string) => s.length;
  it.each([
    ['fits on one line', 'one two', 10, ['one two']],
    ['breaks between words', 'one two three', 8, ['one two', 'three']],
    ['collapses runs of spaces', 'one   two\nthree', 20, ['one two three']],
    ['leaves a word longer than the line whole', 'extraordinary', 5, ['extraordinary']],
    ['gives nothing for blank text', '   ', 5, []],
  ])('%s', (_, text, width, lines) => {
    expect(wrap(text, byLetters, width)).toEqual(lines);
  });
});

describe('renderTextPdf', () => {
  it('draws a long document over several pages, with Spanish accents and a character the font lacks', async () => {
    const bytes = await renderTextPdf(
      {
        title: 'Consentimiento informado',
        meta: ['Versión 2026-10-01 (es)'],
        sections: Array.from({ length: 12 }, (_, i) => ({
          heading: `Sección ${i + 1}: ¿Qué pasará?`,
          paragraphs: ['Información que usted leyó y confirmó antes de firmar. '.repeat(12)],
        })),
        closing: ['Firmado electrónicamente por José Núñez 🙂'],
      },
      { createdAt: new Date('2026-11-25T12:00:00Z') },
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Consentimiento informado');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });
});
