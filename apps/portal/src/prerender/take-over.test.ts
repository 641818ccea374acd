import { describe, expect, it } from 'vitest';
import { takesOverPrerendered, type Arrival } from './take-over';

const login: Arrival = {
  prerendered: 'es',
  prerenderedBrand: 'acme',
  pathname: '/login',
  language: 'es',
  brand: 'acme',
  signedIn: false,
};

describe('takesOverPrerendered', () => {
  it.each<[string, Partial<Arrival>, boolean]>([
    ['the signed-out login page as the server rendered it', {}, true],
    ['nothing prerendered', { prerendered: undefined }, false],
    ['[I18N-2] a patient whose stored language differs', { language: 'en' }, false],
    ['[BRAND-1] another brand than the page was rendered for', { brand: 'sunrise' }, false],
    ['a patient with a session (the guard moves them on)', { signedIn: true }, false],
    ['another path', { pathname: '/signup' }, false],
  ])('%s → %s', (_case, change, expected) => {
    expect(takesOverPrerendered({ ...login, ...change })).toBe(expected);
  });
});
