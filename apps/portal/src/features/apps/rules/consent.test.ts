import { describe, expect, it } from 'vitest';
import {
  appHomepage,
  appInitials,
  appLogoSource,
  inListOrder,
  isNarrowed,
  sameOriginRedirect,
} from './consent';

const origin = 'https://portal.example';

describe('[issue 30] sameOriginRedirect', () => {
  it.each([
    ['/oidc/auth/Zq3v_9-aBcDeFgHiJkL', 'https://portal.example/oidc/auth/Zq3v_9-aBcDeFgHiJkL'],
    ['https://portal.example/oidc/auth/x?y=1', 'https://portal.example/oidc/auth/x?y=1'],
    ['oidc/auth/x', 'https://portal.example/oidc/auth/x'],
  ])('follows %s as %s', (raw, followed) => {
    expect(sameOriginRedirect(raw, origin)).toBe(followed);
  });

  it.each([
    ['another host', 'https://evil.example/callback?code=abc'],
    ['a scheme-relative address', '//evil.example/callback'],
    ['a backslash the parser reads as a slash', '/\\evil.example/callback'],
    ['the same host over http', 'http://portal.example/oidc/auth/x'],
    ['another port', 'https://portal.example:8443/oidc/auth/x'],
    ['a look-alike host', 'https://portal.example.evil.example/x'],
    ['credentials in the address', 'https://user:pass@portal.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['garbage', 'http://['],
  ])('refuses %s', (_, raw) => {
    expect(sameOriginRedirect(raw, origin)).toBeNull();
  });
});

describe('[issue 30] appLogoSource', () => {
  it.each([
    [null, null],
    ['https://cdn.app.example/logo.png', null],
    ['http://portal.example/logo.png', null],
    ['data:image/png;base64,AAAA', null],
    ['https://portal.example/app-logos/glucose.png', 'https://portal.example/app-logos/glucose.png'],
    ['/app-logos/glucose.png', 'https://portal.example/app-logos/glucose.png'],
  ])('%s loads %s', (logo, source) => {
    expect(appLogoSource(logo, origin)).toBe(source);
  });
});

describe('appInitials', () => {
  it.each([
    ['Blue Button Diabetes', 'BB'],
    ['glucose', 'G'],
    ['  Ñandú   health ', 'ÑH'],
    ['', '?'],
  ])('%j is %s', (name, initials) => {
    expect(appInitials(name)).toBe(initials);
  });
});

describe('appHomepage', () => {
  it.each([
    ['https://app.example/', 'https://app.example/'],
    ['http://app.example/', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    [null, null],
  ])('%s links to %s', (homepage, link) => {
    expect(appHomepage(homepage)).toBe(link);
  });
});

describe('categories', () => {
  it('lists what was asked in the portal’s order', () => {
    expect(inListOrder(['coverage', 'observations', 'medications'])).toEqual([
      'medications',
      'observations',
      'coverage',
    ]);
  });
  it.each([
    [['medications', 'coverage'], ['medications', 'coverage'], false],
    [['medications', 'coverage'], ['coverage', 'medications'], false],
    [['medications', 'coverage'], ['medications'], true],
  ] as const)('%j narrowed to %j: %s', (asked, chosen, narrowed) => {
    expect(isNarrowed(asked, chosen)).toBe(narrowed);
  });
});
