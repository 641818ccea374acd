import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('the route table', () => {
  it.each([
    '/signup/verify/id',
    '/signup/verify/choice',
    '/signup/verify/confirm',
    '/hippa',
    '/address',
    '/home',
    '/chat',
  ])('[ROUTE-2] has a screen of its own at %s', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf).toBeDefined();
    expect(leaf?.path).not.toBe('*');
  });

  it('answers an unknown path with the not-found screen', () => {
    expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });
});
