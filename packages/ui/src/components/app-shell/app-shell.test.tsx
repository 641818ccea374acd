import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/brands';
import { AppShell } from './app-shell';

describe('AppShell', () => {
  it('shows the brand logo named by the brand, a skip link, the language switch and the main landmark', () => {
    const brand = getBrand('acme')!;
    render(
      <AppShell brand={brand} languageSwitch={<select aria-label="Idioma" />} nav={<a href="/home">Home</a>}>
        Content
      </AppShell>,
    );
    const logo = screen.getByRole('img', { name: 'Acme Care' }) as HTMLImageElement;
    expect(logo.src).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Content');
  });
});
