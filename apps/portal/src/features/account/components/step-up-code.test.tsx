import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { makeJwt } from '../../../testing/jwt';
import { ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { storeTokens } from '../../../lib/session';
import { StepUpCode } from './step-up-code';

const signed = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(async () => signed) }));

const server = mockApi();

function withAccount({
  emailVerified,
  app,
  passkey = false,
}: {
  emailVerified: boolean;
  app: boolean;
  passkey?: boolean;
}) {
  storeTokens({
    access_token: makeJwt({ sub: 'p1' }),
    id_token: makeJwt({ sub: 'p1', email_verified: emailVerified }),
  });
  const asked: unknown[] = [];
  server.use(
    http.get('*/v1/account/authenticators', () =>
      ok({
        authenticators: app
          ? [{ id: 'a1', label: 'Phone', confirmed: true, created_at: '2026-09-01T12:00:00.000Z' }]
          : [],
      }),
    ),
    http.get('*/v1/account/passkeys', () =>
      ok({
        passkeys: passkey
          ? [{ id: 'k1', label: 'Laptop', created_at: '2026-09-01T12:00:00.000Z', last_used_at: null }]
          : [],
      }),
    ),
    http.post('*/v1/account/step-up', async ({ request }) => {
      const body = (await request.json()) as { method?: string };
      asked.push(body);
      if (body.method === 'passkey')
        return ok({ mfa_token: 'step-up-1', destination: 'passkey', passkey_options: { challenge: 'c' } });
      return ok({
        mfa_token: 'step-up-1',
        destination: body.method === 'totp' ? 'authenticator' : '***-***-0100',
      });
    }),
    http.post('*/v1/account/step-up/passkey', async ({ request }) => {
      asked.push(await request.json());
      return ok({ code: '424242' });
    }),
  );
  return asked;
}

describe('the step-up before a sign-in change', () => {
  it('[AUTH-6] with an authenticator app, the patient confirms with the app: nothing is texted', async () => {
    const asked = withAccount({ emailVerified: true, app: true });
    const onChange = vi.fn();
    renderScreen(<StepUpCode action="change_password" onChange={onChange} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Authenticator app/ }));
    expect(screen.getByRole('radio', { name: /Email/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use my authenticator app' }));
    const field = await screen.findByLabelText(/6-digit code/);
    expect(asked).toEqual([{ method: 'totp', action: 'change_password' }]);
    expect(screen.getByText(/Open your authenticator app/)).toBeTruthy();
    await userEvent.type(field, '123456');
    expect(onChange).toHaveBeenLastCalledWith({ mfa_token: 'step-up-1', code: '123456' });
  });

  it('[AUTH-6] with only the phone, a text is the one way, with no choice to make', async () => {
    const asked = withAccount({ emailVerified: false, app: false });
    renderScreen(<StepUpCode action="sign_in_phone" onChange={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Text me a code' }));
    await screen.findByLabelText(/6-digit code/);
    expect(asked).toEqual([{ method: 'sms', action: 'sign_in_phone' }]);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('[AUTH-6] with a passkey, the patient confirms with it: nothing is texted, no code to type', async () => {
    const asked = withAccount({ emailVerified: false, app: false, passkey: true });
    const onChange = vi.fn();
    renderScreen(<StepUpCode action="change_password" onChange={onChange} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Passkey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use my passkey' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Confirmed with your passkey/);
    expect(asked).toEqual([
      { method: 'passkey', action: 'change_password' },
      { mfa_token: 'step-up-1', credential: signed },
    ]);
    expect(onChange).toHaveBeenLastCalledWith({ mfa_token: 'step-up-1', code: '424242' });
    expect(screen.queryByLabelText(/6-digit code/)).toBeNull();
  });
});
