import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, type StatusTone } from './status-badge';

describe('StatusBadge', () => {
  it.each<[StatusTone, string]>([
    ['neutral', 'border-border'],
    ['progress', 'border-info'],
    ['success', 'border-success'],
    ['problem', 'border-danger'],
  ])('shows its label with the %s tone', (tone, border) => {
    render(<StatusBadge tone={tone} label="Kit In Transit" />);
    expect(screen.getByText('Kit In Transit').className).toContain(border);
  });

  it('is neutral without a tone, and passes its attributes on', () => {
    render(<StatusBadge label="kit-lost-in-space" data-status="kit-lost-in-space" />);
    const badge = screen.getByText('kit-lost-in-space');
    expect(badge.className).toContain('border-border');
    expect(badge.getAttribute('data-status')).toBe('kit-lost-in-space');
  });
});
