import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { SuccessEnvelope } from '@portal/contract';

type QueryValue = string | number | boolean | null | undefined;

/** Spec section 7's generic forms: `{path}{suffix}`, `{path}/query?{query}`, download `{path}/{id}`. */
export interface Target {
  path: string;
  suffix?: string;
  query?: string | Record<string, QueryValue>;
  id?: string | number;
}

export function buildUrl(target: string | Target): string {
  if (typeof target === 'string') return target;
  const { path, suffix = '', query, id } = target;
  if (id !== undefined) return `${path}/${encodeURIComponent(String(id))}`;
  if (query !== undefined) {
    const search =
      typeof query === 'string'
        ? query.replace(/^\?/, '')
        : new URLSearchParams(
            Object.entries(query)
              .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
              .map(([key, value]) => [key, String(value)]),
          ).toString();
    return `${path}/query?${search}`;
  }
  return `${path}${suffix}`;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Requests {
  /** Sends one call and answers the envelope's `content`. */
  send<T>(method: Method, target: string | Target, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  get<T>(target: string | Target, config?: AxiosRequestConfig): Promise<T>;
  post<T>(target: string | Target, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(target: string | Target, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(target: string | Target, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  /** DELETE sometimes carries a body (spec section 7). */
  delete<T>(target: string | Target, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  /** `{path}/{id}` as a file. */
  download(path: string, id: string | number, config?: AxiosRequestConfig): Promise<Blob>;
}

export function createRequests(http: Pick<AxiosInstance, 'request' | 'get'>): Requests {
  const send = async <T>(
    method: Method,
    target: string | Target,
    body?: unknown,
    config: AxiosRequestConfig = {},
  ) => {
    const response = await http.request<SuccessEnvelope<T>>({
      ...config,
      method,
      url: buildUrl(target),
      ...(body === undefined ? {} : { data: body }),
    });
    return response.data.content;
  };
  return {
    send,
    get: (target, config) => send('GET', target, undefined, config),
    post: (target, body, config) => send('POST', target, body, config),
    patch: (target, body, config) => send('PATCH', target, body, config),
    put: (target, body, config) => send('PUT', target, body, config),
    delete: (target, body, config) => send('DELETE', target, body, config),
    download: async (path, id, config = {}) => {
      const response = await http.get<Blob>(buildUrl({ path, id }), { ...config, responseType: 'blob' });
      return response.data;
    },
  };
}
