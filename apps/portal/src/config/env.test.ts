import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('configuration', () => {
  it('defaults to the same origin and leaves every integration off', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_HOST: '',
      VITE_MIXPANEL_TOKEN: undefined,
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

  it('names the bad variable', () => {
    expect(() => parseEnv({ VITE_API_HOST: 'api.example.com' })).toThrow(/VITE_API_HOST/);
  });
});
