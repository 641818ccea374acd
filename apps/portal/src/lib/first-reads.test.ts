import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_READS_GLOBAL, firstReadsScript } from '../prerender/first-page';
import { takeFirstRead } from './first-reads';

const READS = ['/v1/patient/gatepass', '/v1/patient/settings'];
const runScript = () => new Function(firstReadsScript(READS))();

function answering(status: number) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ content: { ok: true } }), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  localStorage.setItem('access_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('i18nextLng', 'en');
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>)[FIRST_READS_GLOBAL];
  vi.unstubAllGlobals();
});

describe('the first reads a signed-in page sends before its code arrives', () => {
  it("sends each read to this origin's path with the stored session, and the app takes each answer once", async () => {
    const fetch = answering(200);
    runScript();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(READS);
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'Refresh-Authorization': 'refresh-1',
      'Accept-Language': 'en',
    });
    const taken = await takeFirstRead({ method: 'GET', url: '/v1/patient/gatepass' });
    expect(taken?.data).toEqual({ content: { ok: true } });
    expect(await takeFirstRead({ method: 'GET', url: '/v1/patient/gatepass' })).toBeUndefined();
  });

  it('leaves a refused read to the HTTP client, so a 401 goes through its refresh flow', async () => {
    answering(401);
    runScript();
    expect(await takeFirstRead({ method: 'GET', url: '/v1/patient/settings' })).toBeUndefined();
  });

  it('is not taken for another request: other headers (a care grant), or a session refreshed since', async () => {
    answering(200);
    runScript();
    const withGrant = { method: 'GET', url: '/v1/patient/gatepass', headers: { 'X-Care-Grant': 'g' } };
    expect(await takeFirstRead(withGrant)).toBeUndefined();
    localStorage.setItem('access_token', 'access-2');
    expect(await takeFirstRead({ method: 'GET', url: '/v1/patient/settings' })).toBeUndefined();
  });

  it('sends nothing without a session, or while reading as someone cared for', () => {
    const fetch = answering(200);
    localStorage.removeItem('access_token');
    runScript();
    localStorage.setItem('access_token', 'access-1');
    sessionStorage.setItem('portal.readingAs', JSON.stringify({ grantId: 'g', name: 'Ann' }));
    runScript();
    expect(fetch).not.toHaveBeenCalled();
  });
});
