import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { storeTokens } from '../lib/session';
import { makeJwt } from './jwt';
import { defaultSettingsHandler } from './msw';

/**
 * The API of a test file, mocked at the network: `handlers` answer unless a test adds its own (`server.use`),
 * an unmocked call fails the test, and each test starts with a logged-in patient (default settings) and the real
 * clock.
 */
export function mockApi(handlers: HttpHandler[] = [], claims: Record<string, unknown> = {}) {
  // The test's own handlers come first, so a test may answer settings its own way.
  const server = setupServer(...handlers, defaultSettingsHandler);
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
