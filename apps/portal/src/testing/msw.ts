import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_TIME_ZONE, defaultNotifications, type UnitSystem } from '@portal/contract';

/** The server's envelope, for MSW handlers in tests and stories: the one place its shape is written. */
export const ok = (content: unknown, status = 200) =>
  HttpResponse.json(
    { status_code: status, status_text: status === 200 ? 'OK' : 'Created', content },
    { status },
  );

/**
 * An error answer: `error` is "<CODE> - <message>", as the server words it; `params` what a refusal names (a
 * validation refusal's field and path).
 */
export const failWith = (status: number, error: string, params?: Record<string, string | number>) =>
  HttpResponse.json(
    { status_code: status, status_text: 'Error', error, ...(params ? { params } : {}) },
    { status },
  );

/** A call that never answers: the screen's loading state. */
export const pending = (method: 'get' | 'post' | 'put' | 'delete', path: string): HttpHandler =>
  http[method](path, async () => {
    await delay('infinite');
    return ok({});
  });

/**
 * The patient's settings with `time_zone` saved: every screen shows its moments in that zone; and their units
 * (US, as the server answers for every brand today, unless a test chooses metric).
 */
export const settingsIn = (time_zone: string, units: UnitSystem = 'us'): HttpHandler =>
  http.get('*/v1/patient/settings', () =>
    ok({ language: 'en', time_zone, units, notifications: defaultNotifications }),
  );

/** A patient who never saved settings, as the server answers (tests and stories start from it). */
export const defaultSettingsHandler = settingsIn(DEFAULT_TIME_ZONE);
