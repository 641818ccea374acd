import { Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const homeModule = () => Promise.resolve({ default: ({ name }: { name: string }) => <h1>{name}</h1> });
const inBoundary = (node: ReactNode) => <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('renders a preloaded page at once, without showing the fallback', async () => {
    const Page = preloadable(homeModule);
    await Page.preload();
    render(inBoundary(<Page name="Home" />));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('loads a page not preloaded on its first render, behind the fallback', async () => {
    const Page = preloadable(homeModule);
    render(inBoundary(<Page name="Home" />));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
