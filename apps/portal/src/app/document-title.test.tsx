import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { documentTitle, useDocumentTitle } from './document-title';

describe('documentTitle', () => {
  it.each<[string | null | undefined, string]>([
    ['Trends', 'Trends – Acme Care'],
    ['Tendencias', 'Tendencias – Acme Care'],
    ['  Review   your order ', 'Review your order – Acme Care'],
    ['Acme Care', 'Acme Care'],
    ['', 'Acme Care'],
    [null, 'Acme Care'],
    [undefined, 'Acme Care'],
  ])('[issue 23] the heading %j gives the tab title %j', (heading, title) => {
    expect(documentTitle(heading, 'Acme Care')).toBe(title);
  });
});

function Page({ initial }: { initial: string | null }) {
  useDocumentTitle('Acme Care');
  const [heading, setHeading] = useState(initial);
  return (
    <main id="main">
      {heading && <h1>{heading}</h1>}
      <button type="button" onClick={() => setHeading('Tendencias')}>
        switch
      </button>
    </main>
  );
}

describe('useDocumentTitle', () => {
  it('[issue 23] names the tab after the page’s heading, and follows it when it changes', async () => {
    const { getByRole } = render(<Page initial="Trends" />);
    expect(document.title).toBe('Trends – Acme Care');
    await act(async () => getByRole('button').click());
    expect(document.title).toBe('Tendencias – Acme Care');
  });

  it('[issue 23] a page still loading (no heading yet) is named by the brand alone', () => {
    render(<Page initial={null} />);
    expect(document.title).toBe('Acme Care');
  });
});
