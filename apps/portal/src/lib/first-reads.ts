import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { FIRST_READS_GLOBAL } from '../prerender/first-page';
import { currentLanguage } from './i18n';
import { onLogout, storageKeys } from './session';

/** What the page's first script (src/prerender/first-page.ts) left: each read's answer, if it succeeded. */
interface FirstReads {
  token: string;
  language: string;
  reads: Record<string, Promise<{ status: number; body: unknown } | undefined>>;
}

const global = window as unknown as Record<string, FirstReads | undefined>;
onLogout(() => {
  global[FIRST_READS_GLOBAL] = undefined;
});

/**
 * The answer the page's first script already asked for, if `config` is that same request: a plain GET of the
 * same path, with the session and language it was sent with. Each is taken once (a later read asks afresh).
 * Anything but a success is left to the HTTP client, which asks again: a 401 goes through its refresh flow.
 */
export async function takeFirstRead<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T> | undefined> {
  const first = global[FIRST_READS_GLOBAL];
  const url = config.url;
  if (!first || !url || !(url in first.reads)) return undefined;
  if ((config.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  if (config.headers || config.params || config.responseType || config.scopedToken) return undefined;
  const answer = first.reads[url];
  delete first.reads[url];
  if (first.token !== localStorage.getItem(storageKeys.accessToken) || first.language !== currentLanguage())
    return undefined;
  const result = await answer;
  if (!result) return undefined;
  return {
    data: result.body as T,
    status: result.status,
    statusText: '',
    headers: {},
    config,
  } as AxiosResponse<T>;
}
