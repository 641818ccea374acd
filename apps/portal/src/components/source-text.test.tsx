import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SourceText, withParts } from './source-text';

describe('SourceText', () => {
  it.each([
    ['a record’s words', <SourceText key="r">Hemoglobin A1c</SourceText>, null],
    [
      'a proper name',
      <SourceText key="n" name>
        Cedar Valley Clinic
      </SourceText>,
      'no',
    ],
  ])(
    '[I18N-1] marks %s as the source wrote it, in English, for a screen reader and the English check',
    (_, element, translate) => {
      const { container } = render(element);
      const part = container.querySelector('[data-source-text]');
      expect(part).not.toBeNull();
      expect(part?.getAttribute('lang')).toBe('en');
      expect(part?.getAttribute('translate')).toBe(translate);
    },
  );

  it('[I18N-1] says the language a source names', () => {
    const { container } = render(<SourceText lang="es">Hemoglobina A1c</SourceText>);
    expect(container.querySelector('[data-source-text]')?.getAttribute('lang')).toBe('es');
  });
});

describe('withParts', () => {
  const sentences: Record<string, (values: Record<string, string>) => string> = {
    'Your last one, {{record}}, on {{date}}.': (v) => `Your last one, ${v.record}, on May 2.`,
    '{{record}} first': (v) => `${v.record} first`,
    'at the end {{record}}': (v) => `at the end ${v.record}`,
    'twice {{record}} and {{site}}': (v) => `twice ${v.record} and ${v.site}`,
  };
  it.each([
    ['Your last one, {{record}}, on {{date}}.', 'Your last one, [HbA1c], on May 2.'],
    ['{{record}} first', '[HbA1c] first'],
    ['at the end {{record}}', 'at the end [HbA1c]'],
    ['twice {{record}} and {{site}}', 'twice [HbA1c] and [Cedar]'],
  ])('puts each part where its value goes in "%s"', (sentence, expected) => {
    const parts = withParts(sentences[sentence]!, {
      record: <b>HbA1c</b>,
      site: <b>Cedar</b>,
    });
    const { container } = render(<p>{parts}</p>);
    expect(container.querySelector('p')!.innerHTML.replaceAll('<b>', '[').replaceAll('</b>', ']')).toBe(
      expected,
    );
  });

  it('takes a plain text as a part too (a value with nothing to mark)', () => {
    const { container } = render(
      <p>{withParts((v) => `Due for ${v.condition}.`, { condition: 'diabetes' })}</p>,
    );
    expect(container.textContent).toBe('Due for diabetes.');
  });
});
