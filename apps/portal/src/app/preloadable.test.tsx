import { Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable, preloadRoute } from './preloadable';

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

describe('preloadRoute', () => {
  const loaded: string[] = [];
  const page = (name: string) =>
    preloadable(() => {
      loaded.push(name);
      return homeModule();
    });
  const Frame = page('frame');
  const Home = page('home');
  const Timeline = page('timeline');
  const Signup = page('signup');
  const routes = [
    { path: '/signup', element: <Signup name="Sign up" /> },
    {
      element: <Frame name="Frame" />,
      children: [
        { path: '/home', element: <Home name="Home" /> },
        { path: '/home/timeline', element: <Timeline name="Timeline" /> },
      ],
    },
    { path: '*', element: <p>Not found</p> },
  ];

  it.each([
    ['/home', ['frame', 'home']],
    ['/home/timeline', ['frame', 'timeline']],
    ['/signup', ['signup']],
    ['/nowhere', []],
  ])('%s fetches the code of each level it matches, and no other page', async (pathname, levels) => {
    loaded.length = 0;
    await preloadRoute(routes, pathname);
    expect(loaded).toEqual(levels);
  });

  it('renders the page it preloaded at once, with no fallback on the way', async () => {
    await preloadRoute(routes, '/home');
    render(inBoundary(<Home name="Home" />));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
