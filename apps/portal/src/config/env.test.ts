import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('configuration', () => {
  it('defaults to the same origin and leaves every integration off', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_HOST: '',
      VITE_MIXPANEL_TOKEN: undefined,
      VITE_MIXPANEL_API_HOST: undefined,
      VITE_CHAT_APP_ID: undefined,
      VITE_CHAT_SCRIPT_URL: undefined,
      VITE_GOOGLE_MAPS_KEY: undefined,
      VITE_ONFIDO_APP_ID: undefined,
    });
  });

  it('trims a trailing slash from the API host and treats blank keys as absent', () => {
    expect(parseEnv({ VITE_API_HOST: 'https://api.example.com/', VITE_MIXPANEL_TOKEN: '  ' })).toMatchObject({
      VITE_API_HOST: 'https://api.example.com',
      VITE_MIXPANEL_TOKEN: undefined,
    });
  });

  it.each([
    ['https://mp.example.com/', 'https://mp.example.com'],
    ['https://mp.example.com:8443', 'https://mp.example.com:8443'],
    ['http://127.0.0.1:4318', 'http://127.0.0.1:4318'],
    ['http://localhost:4318', 'http://localhost:4318'],
  ])('takes %s as the analytics host', (host, kept) => {
    expect(parseEnv({ VITE_MIXPANEL_API_HOST: host }).VITE_MIXPANEL_API_HOST).toBe(kept);
  });

  it.each([
    ['plain http elsewhere', 'http://mp.example.com'],
    ['a path (the CSP allows an origin)', 'https://mp.example.com/track'],
    ['a query', 'https://mp.example.com?x=1'],
    ['credentials', 'https://user:pass@mp.example.com'],
    ['no scheme', 'mp.example.com'],
    ['another scheme', 'javascript:alert(1)'],
  ])('refuses an analytics host with %s', (_what, host) => {
    expect(() => parseEnv({ VITE_MIXPANEL_API_HOST: host })).toThrow(/VITE_MIXPANEL_API_HOST/);
  });

  it('names the bad variable', () => {
    expect(() => parseEnv({ VITE_API_HOST: 'api.example.com' })).toThrow(/VITE_API_HOST/);
  });
});
