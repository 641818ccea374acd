import { ANALYTICS_APP_ID, PERSONAL_ANALYTICS_KEYS, SENSITIVE_ANALYTICS_KEYS } from '@portal/contract';
import type { Config, Mixpanel } from 'mixpanel-browser';
import { mayRecord, withCleanAddresses } from './analytics-address';

export type AnalyticsProperties = Record<string, unknown>;
type Provider = Pick<
  Mixpanel,
  'init' | 'register' | 'track' | 'start_session_recording' | 'stop_session_recording'
>;

/**
 * Exactly what the provider is started with (spec sections 1 and 9), plus masking: health data must not be
 * recorded. Every event leaves with its addresses (page, referrers) cleaned of fragments and private parameters.
 */
export const analyticsInitOptions = {
  debug: false,
  record_sessions_percent: 100,
  record_mask_all_inputs: true,
  record_mask_all_text: true,
  record_block_selector: 'img, video, audio, canvas, iframe',
  record_console: false,
  record_network: false,
  property_blacklist: [...SENSITIVE_ANALYTICS_KEYS],
  hooks: {
    before_send_events: (event) => ({ ...event, properties: withCleanAddresses(event.properties) }),
  },
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
  /**
   * Starts the provider, once per app load, at the first address it may record; until then (a share link, an
   * invitation, a reset link) nothing is loaded and events wait.
   */
  init(): Promise<void>;
  /** The address now shown: the recorder stops on a page it may not record and starts again after it. */
  page(href: string): void;
  track(name: string, properties?: AnalyticsProperties): void;
  /** track() after dropping the sensitive keys of spec section 3. */
  trackFiltered(name: string, properties?: AnalyticsProperties): void;
}

interface AnalyticsOptions {
  token: string | undefined;
  /** Where events and recordings go; the provider's own hosts when absent. */
  apiHost?: string;
  /** Loads the provider's SDK on demand, so a portal without a token never downloads it. */
  loadProvider?: () => Promise<Provider>;
  /** The address shown now (the recorder reads the browser's own). */
  address?: () => string;
  /** The brand whose portal this is: every event carries it, so one partner's figures are told from another's. */
  brand?: string;
}

const loadMixpanel = async (): Promise<Provider> => (await import('mixpanel-browser')).default;

export function createAnalytics({
  token,
  apiHost,
  loadProvider = loadMixpanel,
  address = () => window.location.href,
  brand,
}: AnalyticsOptions): Analytics {
  if (!token)
    return {
      init: async () => undefined,
      page: () => undefined,
      track: () => undefined,
      trackFiltered: () => undefined,
    };
  const projectToken = token;
  const everyEvent = { app_id: ANALYTICS_APP_ID, ...(brand ? { brand } : {}) };
  let wanted = false;
  let recording = false;
  /** The SDK's download, begun at the first address it may record. */
  let loaded: Promise<Provider> | undefined;
  let provider: Provider | undefined;
  let markReady: (provider: Provider) => void = () => undefined;
  const ready = new Promise<Provider>((resolve) => (markReady = resolve));

  /** The provider records from its init: the page may have changed while it downloaded, so it is asked again. */
  const startHere = (sdk: Provider) => {
    if (provider || !mayRecord(address())) return;
    sdk.init(projectToken, { ...analyticsInitOptions, ...(apiHost ? { api_host: apiHost } : {}) });
    sdk.register(everyEvent);
    provider = sdk;
    recording = true;
    markReady(sdk);
  };

  const page = (href: string) => {
    if (!wanted) return;
    const allowed = mayRecord(href);
    if (!provider) {
      if (allowed) void (loaded ??= loadProvider()).then(startHere);
    } else if (allowed !== recording) {
      recording = allowed;
      if (allowed) provider.start_session_recording();
      else provider.stop_session_recording();
    }
  };

  const init = () => {
    wanted = true;
    page(address());
    return loaded ? loaded.then(() => undefined) : Promise.resolve();
  };

  const track = (name: string, properties?: AnalyticsProperties) => {
    void init();
    void ready.then((sdk) => sdk.track(name, { ...properties, ...everyEvent }));
  };

  return {
    init,
    page,
    track,
    trackFiltered: (name, properties) => track(name, properties && withoutSensitiveKeys(properties)),
  };
}
