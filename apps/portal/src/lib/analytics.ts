import { ANALYTICS_APP_ID, PERSONAL_ANALYTICS_KEYS, SENSITIVE_ANALYTICS_KEYS } from '@portal/contract';
import type { Config, Mixpanel } from 'mixpanel-browser';

export type AnalyticsProperties = Record<string, unknown>;
type Provider = Pick<Mixpanel, 'init' | 'register' | 'track'>;

/** Exactly what the provider is started with (spec sections 1 and 9), plus masking: health data must not be recorded. */
export const analyticsInitOptions = {
  debug: false,
  record_sessions_percent: 100,
  record_mask_all_inputs: true,
  record_mask_all_text: true,
  record_block_selector: 'img, video, audio, canvas, iframe',
  record_console: false,
  record_network: false,
  property_blacklist: [...SENSITIVE_ANALYTICS_KEYS],
} satisfies Partial<Config>;

/** `firstName`, `FIRST_NAME` and `first-name` are all `firstname`: a key is judged by its letters, not its spelling. */
const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');
const sensitive = new Set<string>([...SENSITIVE_ANALYTICS_KEYS, ...PERSONAL_ANALYTICS_KEYS].map(normalise));

/**
 * Drops every deny-listed key (the spec's and the personal ones above, however spelt), at any depth, so a nested
 * `{ patient: { email } }` cannot leak either.
 */
export function withoutSensitiveKeys(properties: AnalyticsProperties): AnalyticsProperties {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !sensitive.has(normalise(key)))
        .map(([key, inner]) => [key, clean(inner)]),
    );
  };
  return clean(properties) as AnalyticsProperties;
}

export interface Analytics {
  /** Starts the provider; only the first call per app load does anything. */
  init(): Promise<void>;
  track(name: string, properties?: AnalyticsProperties): void;
  /** track() after dropping the sensitive keys of spec section 3. */
  trackFiltered(name: string, properties?: AnalyticsProperties): void;
}

interface AnalyticsOptions {
  token: string | undefined;
  /** Loads the provider's SDK on demand, so a portal without a token never downloads it. */
  loadProvider?: () => Promise<Provider>;
}

const loadMixpanel = async (): Promise<Provider> => (await import('mixpanel-browser')).default;

export function createAnalytics({ token, loadProvider = loadMixpanel }: AnalyticsOptions): Analytics {
  let ready: Promise<Provider | undefined> | undefined;

  const init = () => {
    ready ??= token
      ? loadProvider().then((provider) => {
          provider.init(token, analyticsInitOptions);
          provider.register({ app_id: ANALYTICS_APP_ID });
          return provider;
        })
      : Promise.resolve(undefined);
    return ready.then(() => undefined);
  };

  const track = (name: string, properties?: AnalyticsProperties) => {
    if (!token) return;
    void init();
    void ready?.then((provider) => provider?.track(name, { ...properties, app_id: ANALYTICS_APP_ID }));
  };

  return {
    init,
    track,
    trackFiltered: (name, properties) => track(name, properties && withoutSensitiveKeys(properties)),
  };
}
