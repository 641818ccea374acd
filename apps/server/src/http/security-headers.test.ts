import { describe, expect, it } from 'vitest';
import type { ThirdParties } from '../config.js';
import { contentSecurityPolicy, NO_THIRD_PARTIES, referrerPolicy } from './security-headers.js';

/** The strict policy, written out, not computed. */
const STRICT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const only = (parties: Partial<ThirdParties>): ThirdParties => ({ ...NO_THIRD_PARTIES, ...parties });
const INTERCOM_LOADER = 'https://widget.intercom.io/widget/abc123';
const OTHER_CHAT = 'https://chat.example.com/loader/v2.js?id=7';

describe('contentSecurityPolicy', () => {
  it('[SEC-5] [PRINT-3] allows no inline style: the print view is styled by the portal’s own stylesheet', () => {
    expect(directives(contentSecurityPolicy()).get('style-src')).toEqual(["'self'"]);
  });

  it('[SEC-5] allows a page’s own inline styles by their hashes only, never any inline style', () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    const policy = directives(contentSecurityPolicy(NO_THIRD_PARTIES, [hash]));
    expect(policy.get('style-src')).toEqual(["'self'", hash]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it.each([
    ['Google Maps', only({ googleMaps: true })],
    ['Intercom', only({ chatScriptUrl: INTERCOM_LOADER })],
  ])(
    "leaves the hashes out where %s needs inline styles: a hash would switch its 'unsafe-inline' off",
    (_party, parties) => {
      const styles = directives(contentSecurityPolicy(parties, ["'sha256-abc='"])).get('style-src');
      expect(styles).toContain("'unsafe-inline'");
      expect(styles).not.toContain("'sha256-abc='");
    },
  );

  it('[SEC-5] [IFRAME-2] is exactly the strict policy when no third party is configured', () => {
    expect(contentSecurityPolicy(NO_THIRD_PARTIES)).toBe(STRICT_POLICY);
    expect(contentSecurityPolicy()).toBe(STRICT_POLICY);
  });

  it.each<[string, Partial<ThirdParties>, Record<string, string[]>]>([
    [
      'Mixpanel',
      { mixpanel: true },
      {
        'connect-src': ['https://api-js.mixpanel.com', 'https://api.mixpanel.com'],
        'script-src': ['https://cdn.mxpnl.com'],
      },
    ],
    [
      'Mixpanel through its configured host',
      { mixpanel: true, mixpanelApiHost: 'https://mp.example.com' },
      { 'connect-src': ['https://mp.example.com'] },
    ],
    [
      'Google Maps',
      { googleMaps: true },
      {
        'script-src': ['https://maps.googleapis.com'],
        'connect-src': ['https://maps.googleapis.com'],
        'img-src': ['https://maps.gstatic.com'],
        'style-src': ['https://fonts.googleapis.com', "'unsafe-inline'"],
        'font-src': ['https://fonts.gstatic.com'],
      },
    ],
    [
      'Onfido',
      { onfido: true },
      {
        'script-src': ['https://sdk.onfido.com', 'https://assets.onfido.com'],
        'img-src': ['https://assets.onfido.com'],
        'style-src': ['https://assets.onfido.com'],
        'connect-src': ['https://*.onfido.com', 'wss://*.onfido.com'],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
      },
    ],
    [
      'a chat loader',
      { chatScriptUrl: OTHER_CHAT },
      {
        'script-src': ['https://chat.example.com'],
        'connect-src': ['https://chat.example.com'],
        'frame-src': ["'self'", 'https://chat.example.com'],
        'img-src': ['https://chat.example.com'],
      },
    ],
    [
      'Intercom (the default chat loader)',
      { chatScriptUrl: INTERCOM_LOADER },
      {
        'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
        'connect-src': ['https://*.intercom.io', 'wss://*.intercom.io'],
        'frame-src': ['https://widget.intercom.io'],
        'style-src': ["'unsafe-inline'"],
      },
    ],
  ])('[SEC-5] %s adds its own origins', (_name, parties, expected) => {
    const policy = directives(contentSecurityPolicy(only(parties)));
    for (const [directive, sources] of Object.entries(expected)) {
      expect(policy.get(directive), directive).toEqual(expect.arrayContaining(sources));
    }
  });

  it.each<[string, Partial<ThirdParties>, string[]]>([
    ['Mixpanel', { mixpanel: true }, ['maps.googleapis.com', 'onfido.com', 'intercom', 'chat.example.com']],
    // Its own host in place of Mixpanel's: events can go nowhere else
    [
      'Mixpanel through its host',
      { mixpanel: true, mixpanelApiHost: 'https://mp.example.com' },
      ['api-js.mixpanel.com', 'api.mixpanel.com'],
    ],
    ['Google Maps', { googleMaps: true }, ['mixpanel.com', 'mxpnl.com', 'onfido.com', 'intercom']],
    ['Onfido', { onfido: true }, ['mixpanel.com', 'googleapis.com', 'intercom', "'unsafe-inline'"]],
    [
      'a chat loader',
      { chatScriptUrl: OTHER_CHAT },
      ['intercom', 'onfido.com', "'unsafe-inline'", '/loader'],
    ],
  ])('[SEC-5] %s adds nothing for the others', (_name, parties, absent) => {
    const policy = contentSecurityPolicy(only(parties));
    for (const text of absent) expect(policy).not.toContain(text);
  });

  const everything: ThirdParties = {
    mixpanel: true,
    mixpanelApiHost: undefined,
    googleMaps: true,
    onfido: true,
    chatScriptUrl: INTERCOM_LOADER,
  };
  it.each<[string, ThirdParties]>([
    ['none', NO_THIRD_PARTIES],
    ['Mixpanel', only({ mixpanel: true })],
    ['Google Maps', only({ googleMaps: true })],
    ['Onfido', only({ onfido: true })],
    ['Intercom', only({ chatScriptUrl: INTERCOM_LOADER })],
    ['another chat', only({ chatScriptUrl: OTHER_CHAT })],
    ['all of them', everything],
  ])('[IFRAME-2] [SEC-5] with %s: never framed, no eval, no inline script, no plugins', (_name, parties) => {
    const policy = directives(contentSecurityPolicy(parties));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    for (const [directive, sources] of policy) {
      expect(sources, directive).not.toContain("'unsafe-eval'");
      expect(sources, directive).not.toContain('*');
      expect(sources, directive).not.toContain('https:');
      expect(new Set(sources).size, `${directive} has no duplicates`).toBe(sources.length);
    }
  });

  it('with everything configured, lists each source once and keeps the strict base', () => {
    const policy = directives(contentSecurityPolicy(everything));
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('connect-src')?.[0]).toBe("'self'");
    expect(policy.get('style-src')?.filter((s) => s === "'unsafe-inline'")).toHaveLength(1);
  });
});

describe('referrerPolicy', () => {
  it.each<[string, ThirdParties, string]>([
    ['none', NO_THIRD_PARTIES, 'no-referrer'],
    [
      'Mixpanel, Maps and chat',
      only({ mixpanel: true, googleMaps: true, chatScriptUrl: OTHER_CHAT }),
      'no-referrer',
    ],
    ['Onfido (its SDK token is bound to the referrer)', only({ onfido: true }), 'strict-origin'],
  ])('[SEC-5] with %s: %s', (_name, parties, expected) => {
    expect(referrerPolicy(parties)).toBe(expected);
  });
});
