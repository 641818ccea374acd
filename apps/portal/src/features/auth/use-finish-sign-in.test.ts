import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import type { Gatepass } from '@portal/contract';
import { i18n } from '../../lib/i18n';
import { makeJwt } from '../../testing/jwt';
import { ok } from '../../testing/msw';
import { mockApi } from '../../testing/server';
import { finishSignIn } from './use-finish-sign-in';

const server = mockApi();
const tokens = {
  access_token: makeJwt({ sub: 'p1' }),
  id_token: makeJwt({ sub: 'p1' }),
  refresh_token: 'r',
  web_token: 'w',
};

async function landing(gatepass: Partial<Gatepass>, next?: string) {
  server.use(http.get('*/v1/patient/gatepass', () => ok(gatepass)));
  const navigate = vi.fn();
  await finishSignIn({ navigate, i18n }, { kind: 'login', ...(next ? { next } : {}) }, tokens, 'sms');
  return navigate.mock.calls[0]?.[0] as string;
}

const verified = { status: 'verified', method: 'document' } as Gatepass['identity'];

describe('after the login code', () => {
  it.each([
    [{ next_step: 'hipaa', identity: verified }, undefined, '/hippa'],
    [{ next_step: 'address', identity: verified }, undefined, '/address'],
    [
      { next_step: 'verify_id', identity: { ...verified, status: 'on_hold' } },
      undefined,
      '/signup/verify/choice/on-hold',
    ],
    [{ next_step: 'home', identity: verified }, '/home/records', '/home/records'],
    [{ next_step: 'address', identity: verified }, '/home/records', '/address'],
    [{ next_step: 'home', identity: verified }, '//evil.example/home', '/home'],
  ] as const)(
    '[ONB-2] a returning patient with %j (asked for %s) lands on %s',
    async (gatepass, next, path) => {
      expect(await landing(gatepass as Partial<Gatepass>, next)).toBe(path);
    },
  );
});
