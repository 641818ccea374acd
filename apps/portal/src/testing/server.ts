import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { storeTokens } from '../lib/session';
import { makeJwt } from './jwt';

/**
 * The API of a test file, mocked at the network: `handlers` answer unless a test adds its own (`server.use`),
 * an unmocked call fails the test, and each test starts with a logged-in patient and the real clock.
 */
export function mockApi(handlers: HttpHandler[] = [], claims: Record<string, unknown> = {}) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() =>
    storeTokens({
      access_token: makeJwt({ sub: 'patient-1' }),
      id_token: makeJwt({ sub: 'patient-1', ...claims }),
      refresh_token: 'r',
      web_token: 'w',
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}
