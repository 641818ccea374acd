import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

describe('Link', () => {
  it('opens a new tab safely and says so to screen readers', () => {
    render(
      <Link href="https://example.com/privacy" target="_blank" newTabLabel="(opens in a new tab)">
        Privacy
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Privacy (opens in a new tab)' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('styles a router link given as child', () => {
    render(
      <Link asChild tone="subtle">
        <a href="/help">Help</a>
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Help' }).className).toContain('text-on-surface-muted');
  });
});
