import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the page its h1 and actions', () => {
    render(
      <PageHeader title="Lab results" description="Your latest tests" actions={<button>Print</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lab results' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('holds a description of blocks (help to open) as valid HTML: no paragraph around them', () => {
    const { container } = render(
      <PageHeader
        title="Medications"
        description={
          <details>
            <summary>What are medications?</summary>
            <p>Medicines a clinician prescribed.</p>
          </details>
        }
      />,
    );
    expect(screen.getByText('What are medications?')).toBeTruthy();
    expect(container.querySelector('p details, p p')).toBeNull();
  });
});
