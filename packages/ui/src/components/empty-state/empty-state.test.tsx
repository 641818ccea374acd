import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its title at the given heading level with the next step', () => {
    render(<EmptyState title="No studies yet" headingLevel={2} action={<button>Refresh</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No studies yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
