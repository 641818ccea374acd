import type { SdkParameters } from 'onfido-sdk-ui';

/**
 * The Onfido web SDK as the spec configures it [IDV-2]: the application id and SDK token from our server,
 * the cross-device flow on with only the copy-link method (QR code and SMS off), the patient's current
 * language, and the verbose theme.
 */
export interface OnfidoSession {
  sdk_token: string;
  application_id: string | null;
}

/** Onfido's locale tags for our two languages; anything else falls back to English. */
export const onfidoLocale = (language: string): 'en_US' | 'es_ES' =>
  language.startsWith('es') ? 'es_ES' : 'en_US';

/**
 * Onfido's v14 typings have no "verbose" theme name, so the verbose choice travels as the light theme with
 * the SDK's full explanatory copy (intro and confirmation screens kept), not a compact one.
 */
export const VERBOSE_THEME = { name: 'light', config: { verbose: true } } as const;

export interface OnfidoCallbacks {
  onComplete: (data: Record<string, unknown>) => void;
  onError: (error: unknown) => void;
  onUserExit: () => void;
}

export type OnfidoInitOptions = SdkParameters & {
  token: string;
  containerId: string;
  /** Kept alongside the token so the SDK session is tied to our Onfido application. */
  applicationId?: string;
  crossDevicePolicy: 'enable';
  _crossDeviceLinkMethods: ['copy_link'];
  language: 'en_US' | 'es_ES';
  theme: typeof VERBOSE_THEME;
  steps: Array<'welcome' | 'document' | 'face' | 'complete'>;
};

export function onfidoInitOptions(
  session: OnfidoSession,
  language: string,
  containerId: string,
  callbacks: OnfidoCallbacks,
): OnfidoInitOptions {
  return {
    token: session.sdk_token,
    ...(session.application_id ? { applicationId: session.application_id } : {}),
    containerId,
    crossDevicePolicy: 'enable',
    _crossDeviceLinkMethods: ['copy_link'],
    language: onfidoLocale(language),
    theme: VERBOSE_THEME,
    steps: ['welcome', 'document', 'face', 'complete'],
    onComplete: callbacks.onComplete,
    onError: callbacks.onError,
    onUserExit: callbacks.onUserExit,
  };
}
