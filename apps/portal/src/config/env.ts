/**
 * Build-time settings (VITE_*). The third parties' ids here serve only a page no server wrote a brand into (Vite's
 * dev server): a served page carries its brand's own (src/config/services.ts). Checked by hand
 * rather than with zod: this runs on the login page, where even zod/mini was 15 KiB of gzip for six variables.
 */
export interface Env {
  /** API origin; empty means the portal's own origin (the server serves both). */
  VITE_API_HOST: string;
  VITE_MIXPANEL_TOKEN: string | undefined;
  /** Where analytics sends events and recordings (a proxy, a test's collector); Mixpanel's own hosts when absent. */
  VITE_MIXPANEL_API_HOST: string | undefined;
  VITE_CHAT_APP_ID: string | undefined;
  /** The chat provider's loader script; defaults to the provider's messenger URL built from the app id. */
  VITE_CHAT_SCRIPT_URL: string | undefined;
  VITE_GOOGLE_MAPS_KEY: string | undefined;
  VITE_ONFIDO_APP_ID: string | undefined;
}

/** Blank is absent. */
const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * An origin alone (the server allows exactly it in the CSP), over https; a collector on this machine (a test's)
 * may be plain http.
 */
function isAnalyticsHost(value: string): boolean {
  try {
    const url = new URL(value);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.origin === value && (url.protocol === 'https:' || (url.protocol === 'http:' && local));
  } catch {
    return false;
  }
}

export function parseEnv(source: Record<string, unknown>): Env {
  const env: Env = {
    VITE_API_HOST: (optionalText(source.VITE_API_HOST) ?? '').replace(/\/+$/, ''),
    VITE_MIXPANEL_TOKEN: optionalText(source.VITE_MIXPANEL_TOKEN),
    VITE_MIXPANEL_API_HOST: optionalText(source.VITE_MIXPANEL_API_HOST)?.replace(/\/+$/, ''),
    VITE_CHAT_APP_ID: optionalText(source.VITE_CHAT_APP_ID),
    VITE_CHAT_SCRIPT_URL: optionalText(source.VITE_CHAT_SCRIPT_URL),
    VITE_GOOGLE_MAPS_KEY: optionalText(source.VITE_GOOGLE_MAPS_KEY),
    VITE_ONFIDO_APP_ID: optionalText(source.VITE_ONFIDO_APP_ID),
  };
  const problems = [
    env.VITE_API_HOST !== '' &&
      !/^https?:\/\/[^/]+/.test(env.VITE_API_HOST) &&
      'VITE_API_HOST: VITE_API_HOST must be an http(s) origin such as https://api.example.com',
    env.VITE_MIXPANEL_API_HOST !== undefined &&
      !isAnalyticsHost(env.VITE_MIXPANEL_API_HOST) &&
      'VITE_MIXPANEL_API_HOST: must be an https origin (http only on this machine), such as https://mp.example.com',
    env.VITE_CHAT_SCRIPT_URL !== undefined &&
      !/^https:\/\//.test(env.VITE_CHAT_SCRIPT_URL) &&
      'VITE_CHAT_SCRIPT_URL: must be an https URL',
  ].filter(Boolean);
  if (problems.length) throw new Error(`Invalid portal configuration — ${problems.join('; ')}`);
  return env;
}

export const env: Env = parseEnv(import.meta.env);
