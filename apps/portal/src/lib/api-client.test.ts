import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './api-client';
import { buildUrl, createRequests } from './requests';
import { readTokens, storeTokens } from './session';
import { TokenRefreshError } from './errors';
import { failWith, ok } from '../testing/msw';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const unauthorized = () => failWith(401, 'UNAUTHORIZED - Sign in again.');

function setup() {
  const onSessionExpired = vi.fn();
  const onRefreshError = vi.fn();
  const client = createApiClient({ baseURL: API, onSessionExpired, onRefreshError });
  return { client, requests: createRequests(client.http), onSessionExpired, onRefreshError };
}

beforeEach(() => {
  storeTokens({
    access_token: 'old-access',
    id_token: 'id-1',
    refresh_token: 'refresh-1',
    web_token: 'csrf-1',
  });
});

/** A protected route that accepts only the refreshed token, and a refresh route that counts its calls. */
function expiringSession(
  refreshAnswer: () => Response | Promise<Response> = () =>
    ok({ access_token: 'new-access', id_token: 'id-2', refresh_token: 'refresh-2' }),
) {
  const calls = { refresh: 0, refreshHeaders: [] as (string | null)[], data: [] as (string | null)[] };
  server.use(
    http.get(`${API}/v1/refresh-token`, async ({ request }) => {
      calls.refresh += 1;
      calls.refreshHeaders.push(request.headers.get('Refresh-Authorization'));
      await delay(20);
      return refreshAnswer();
    }),
    http.get(`${API}/v1/patient/:area`, ({ request, params }) => {
      const auth = request.headers.get('Authorization');
      calls.data.push(auth);
      return auth === 'Bearer new-access' ? ok({ area: params.area }) : unauthorized();
    }),
  );
  return calls;
}

describe('the API client', () => {
  it('[API-1] sends the bearer, id, refresh and CSRF headers, with credentials', async () => {
    let seen: Headers | undefined;
    server.use(http.post(`${API}/v1/echo`, ({ request }) => ((seen = request.headers), ok({}))));
    const { client, requests } = setup();
    await requests.post('/v1/echo', { a: 1 });
    expect(client.http.defaults.withCredentials).toBe(true);
    expect(seen?.get('Authorization')).toBe('Bearer old-access');
    expect(seen?.get('Id-Authorization')).toBe('id-1');
    expect(seen?.get('Refresh-Authorization')).toBe('refresh-1');
    expect(seen?.get('X-CSRFToken')).toBe('csrf-1');
  });

  it.each(['en', 'es'])(
    '[I18N-1] asks the server for its texts in the language the patient chose (%s)',
    async (chosen) => {
      let seen: string | null = null;
      server.use(
        http.get(
          `${API}/v1/echo`,
          ({ request }) => ((seen = request.headers.get('Accept-Language')), ok({})),
        ),
      );
      const client = createApiClient({
        baseURL: API,
        onSessionExpired: vi.fn(),
        onRefreshError: vi.fn(),
        language: () => chosen,
      });
      await createRequests(client.http).get('/v1/echo');
      expect(seen).toBe(chosen);
    },
  );

  it.each([
    [{ path: '/v1/patient/names', suffix: '/primary' }, '/v1/patient/names/primary'],
    [
      { path: '/v1/patient/records', query: { kind: 'medications', page: 2, skip: undefined } },
      '/v1/patient/records/query?kind=medications&page=2',
    ],
    [{ path: '/v1/patient/records', query: '?kind=encounters' }, '/v1/patient/records/query?kind=encounters'],
    [{ path: '/v1/patient/studies', id: 'a b' }, '/v1/patient/studies/a%20b'],
    ['/v1/patient/gatepass', '/v1/patient/gatepass'],
  ])('[API-2] builds %j as %s', (target, url) => {
    expect(buildUrl(target)).toBe(url);
  });

  it('[API-2] sends GET, POST, PATCH, PUT and DELETE with a body, and answers the content', async () => {
    const seen: string[] = [];
    server.use(
      http.all(`${API}/v1/thing/*`, async ({ request }) => {
        const body = request.method === 'GET' ? '' : await request.text();
        seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search} ${body}`);
        return ok({ method: request.method });
      }),
    );
    const { requests } = setup();
    expect(await requests.get({ path: '/v1/thing', query: { q: 'x' } })).toEqual({ method: 'GET' });
    await requests.post('/v1/thing/a', { n: 1 });
    await requests.patch('/v1/thing/b', { n: 2 });
    await requests.put('/v1/thing/c', { n: 3 });
    await requests.delete('/v1/thing/d', { id: 'x' });
    expect(seen).toEqual([
      'GET /v1/thing/query?q=x ',
      'POST /v1/thing/a {"n":1}',
      'PATCH /v1/thing/b {"n":2}',
      'PUT /v1/thing/c {"n":3}',
      'DELETE /v1/thing/d {"id":"x"}',
    ]);
  });

  it('[API-2] downloads {path}/{id} as a file', async () => {
    server.use(
      http.get(
        `${API}/v1/files/42`,
        () => new HttpResponse('PDF', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const { requests } = setup();
    const file = await requests.download('/v1/files', 42);
    expect(await file.text()).toBe('PDF');
  });

  it('[API-3] a 401 without a session (a failed login) is passed to the caller: no refresh, no logout', async () => {
    localStorage.clear();
    const calls = expiringSession();
    server.use(http.post(`${API}/v1/login`, () => failWith(401, 'LOGIN_FAILED - Wrong email or password.')));
    const { requests, onSessionExpired } = setup();
    await expect(requests.post('/v1/login', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.refresh).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('[SHARE-2] a share view sends only its scoped token, and its 401 neither refreshes nor logs the patient out', async () => {
    const calls = expiringSession();
    const { requests, onSessionExpired } = setup();
    await expect(requests.get('/v1/patient/records', { scopedToken: 'view-1' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(calls.data).toEqual(['Bearer view-1']);
    expect(calls.refresh).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(readTokens().access_token).toBe('old-access');
  });

  describe('given an expired access token', () => {
    it('[API-3] [API-8] refreshes with Refresh-Authorization and retries with the new bearer token', async () => {
      const calls = expiringSession();
      const { requests, onSessionExpired } = setup();
      expect(await requests.get('/v1/patient/names')).toEqual({ area: 'names' });
      expect(calls.refreshHeaders).toEqual(['refresh-1']);
      expect(calls.data).toEqual(['Bearer old-access', 'Bearer new-access']);
      expect(readTokens()).toEqual({
        access_token: 'new-access',
        id_token: 'id-2',
        refresh_token: 'refresh-2',
        web_token: 'csrf-1',
      });
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('[API-4] refreshes once for three concurrent requests', async () => {
      const calls = expiringSession();
      const { requests } = setup();
      const answers = await Promise.all([
        requests.get('/v1/patient/names'),
        requests.get('/v1/patient/phones'),
        requests.get('/v1/patient/addresses'),
      ]);
      expect(answers).toEqual([{ area: 'names' }, { area: 'phones' }, { area: 'addresses' }]);
      expect(calls.refresh).toBe(1);
    });

    it('[API-5] a failed refresh aborts every request in flight and logs out', async () => {
      expiringSession(() => unauthorized());
      server.use(http.get(`${API}/v1/slow`, async () => (await delay(2000), ok({}))));
      const { requests, onSessionExpired, onRefreshError } = setup();
      const slow = requests.get('/v1/slow');
      const failing = requests.get('/v1/patient/names');
      await expect(failing).rejects.toMatchObject({ response: { status: 401 } });
      await expect(slow).rejects.toMatchObject({ name: 'CanceledError' });
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      expect(onRefreshError).toHaveBeenCalledTimes(1);
    });

    it('[API-5] a retry that gets 401 again logs out', async () => {
      const calls = expiringSession();
      server.use(http.get(`${API}/v1/patient/names`, () => unauthorized()));
      const { requests, onSessionExpired } = setup();
      await expect(requests.get('/v1/patient/names')).rejects.toMatchObject({ response: { status: 401 } });
      expect(calls.refresh).toBe(1);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    });

    it.each([
      [
        'a 200 without "OK"',
        () => HttpResponse.json({ status_code: 200, status_text: 'Fine', content: { access_token: 'x' } }),
      ],
      [
        'a status_code other than 200',
        () => HttpResponse.json({ status_code: 201, status_text: 'OK', content: { access_token: 'x' } }),
      ],
      ['a body that is not an envelope', () => HttpResponse.text('<html>')],
    ])(
      '[API-6] [API-7] %s raises "Token refresh failed. Unexpected response format.", toasts it, passes it on',
      async (_case, answer) => {
        expiringSession(answer);
        const { requests, onSessionExpired, onRefreshError } = setup();
        const failure = requests.get('/v1/patient/names');
        await expect(failure).rejects.toBeInstanceOf(TokenRefreshError);
        await expect(failure).rejects.toThrow('Token refresh failed. Unexpected response format.');
        expect(onRefreshError).toHaveBeenCalledWith(expect.any(TokenRefreshError));
        expect(onSessionExpired).toHaveBeenCalledTimes(1);
        expect(readTokens().access_token).toBe('old-access');
      },
    );

    it('[API-6] continueSession-style refresh stores the new tokens', async () => {
      expiringSession();
      const { client } = setup();
      await client.refreshTokens();
      expect(readTokens().refresh_token).toBe('refresh-2');
    });
  });

  describe('in two tabs', () => {
    /** Web Locks as a browser gives them to the tabs of one origin: one holder per name, the rest wait their turn. */
    function fakeWebLocks() {
      const tails = new Map<string, Promise<unknown>>();
      return {
        request: <T>(name: string, task: () => Promise<T>): Promise<T> => {
          const run = (tails.get(name) ?? Promise.resolve()).then(task, task);
          tails.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
      };
    }
    const hadLocks = 'locks' in navigator;
    beforeEach(() => {
      Object.defineProperty(navigator, 'locks', { configurable: true, value: fakeWebLocks() });
    });
    afterEach(() => {
      if (!hadLocks) Reflect.deleteProperty(navigator, 'locks');
    });

    it('[AUTH-7] two tabs refreshing at the same moment send one refresh and both go on with its tokens', async () => {
      // A server that takes each refresh token once, as one without a grace would
      const used = new Set<string>();
      let refreshes = 0;
      server.use(
        http.get(`${API}/v1/refresh-token`, async ({ request }) => {
          refreshes += 1;
          const token = request.headers.get('Refresh-Authorization') ?? '';
          await delay(20);
          if (used.has(token)) return failWith(401, 'REFRESH_TOKEN_INVALID - Your session has ended.');
          used.add(token);
          return ok({ access_token: 'new-access', id_token: 'id-2', refresh_token: 'refresh-2' });
        }),
      );
      const first = setup();
      const second = setup();
      await Promise.all([first.client.refreshTokens(), second.client.refreshTokens()]);
      expect(refreshes).toBe(1);
      expect(readTokens().refresh_token).toBe('refresh-2');
      expect(first.onSessionExpired).not.toHaveBeenCalled();
      expect(second.onSessionExpired).not.toHaveBeenCalled();
    });

    it('[AUTH-7] a tab whose request met 401 after another tab refreshed retries with the stored tokens', async () => {
      const calls = expiringSession();
      const first = setup();
      const second = setup();
      const answers = await Promise.all([
        first.requests.get('/v1/patient/names'),
        second.requests.get('/v1/patient/phones'),
      ]);
      expect(answers).toEqual([{ area: 'names' }, { area: 'phones' }]);
      expect(calls.refresh).toBe(1);
    });
  });
});
