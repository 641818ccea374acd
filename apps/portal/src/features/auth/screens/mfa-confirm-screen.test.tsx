import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { makeJwt } from '../../../testing/jwt';
import { failWith, ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { storeTokens } from '../../../lib/session';
import { saveMfaFlow } from '../mfa-flow';
import MfaChooseScreen from './mfa-choose-screen';
import MfaConfirmScreen from './mfa-confirm-screen';
import SignupScreen from './signup-screen';

const server = mockApi();

function Language() {
  const { i18n } = useTranslation();
  return <p>language: {i18n.resolvedLanguage}</p>;
}

describe('the code screen', () => {
  it.each([
    ['login', 'es', 'es'],
    ['signup', 'es', 'en'],
  ] as const)('[PROF-7] a %s whose account language is %s ends in %s', async (kind, locale, expected) => {
    server.use(
      http.post('*/v1/mfa/confirm', () =>
        ok({
          access_token: makeJwt({ sub: 'p1' }),
          id_token: makeJwt({ sub: 'p1', locale }),
          refresh_token: 'r',
          web_token: 'w',
        }),
      ),
      http.get('*/v1/patient/gatepass', () => ok({ next_step: 'home' })),
    );
    saveMfaFlow({ kind, mfaToken: 't', methods: ['sms'], method: 'sms', destination: '***-***-0100' });
    renderScreen(null, {
      path: '/login/mfa/confirm',
      routes: [
        { path: '/login/mfa/confirm', element: <MfaConfirmScreen /> },
        { path: '*', element: <Language /> },
      ],
    });
    await userEvent.type(await screen.findByLabelText(/6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`language: ${expected}`)).toBeTruthy();
  });

  /** A wrong code as the server answers it: the code, its words, and the tries the code has left. */
  const refused = (error: string, attempts_left: number) =>
    HttpResponse.json(
      { status_code: 400, status_text: 'Bad Request', error, params: { attempts_left } },
      { status: 400 },
    );

  /** The code screen of a texted code, as the login or sign-up screen leaves it. */
  const openCodeScreen = (kind: 'login' | 'signup', language: 'en' | 'es') => {
    saveMfaFlow({ kind, mfaToken: 't', methods: ['sms'], method: 'sms', destination: '***-***-0100' });
    renderScreen(null, {
      path: '/login/mfa/confirm',
      language,
      routes: [{ path: '/login/mfa/confirm', element: <MfaConfirmScreen /> }],
    });
  };

  const describedBy = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  it.each([
    ['en', /6-digit code/, 'The code is not correct. 2 tries left.', 'Send a new code'],
    ['es', /código de 6 dígitos/i, 'El código no es correcto. Quedan 2 intentos.', 'Enviar un código nuevo'],
  ] as const)(
    '[AUTH-3] (%s) a wrong code says at the field how many tries are left; a new code clears the old error',
    async (language, label, triesLeft, resend) => {
      let tries = 3;
      server.use(
        http.post('*/v1/mfa/confirm', () => {
          tries -= 1;
          return tries > 0
            ? refused('MFA_CODE_INVALID - The code is not correct.', tries)
            : refused('MFA_CODE_LOCKED - Too many wrong codes. Please ask for a new one.', 0);
        }),
        http.post('*/v1/mfa/choose', () => ok({ destination: '***-***-0100' })),
      );
      openCodeScreen('signup', language);
      const input = await screen.findByLabelText(label);
      await userEvent.type(input, '111111');
      await userEvent.keyboard('{Enter}');
      await screen.findByText(triesLeft);
      expect(describedBy(input)).toContain(triesLeft);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(input);

      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{Enter}');
      await screen.findByText(language === 'en' ? /Send a new code and use it/ : /Envíe un código nuevo/);

      await userEvent.click(screen.getByRole('button', { name: resend }));
      await waitFor(() => expect(describedBy(input)).not.toMatch(/correct|Too many|Demasiados|Envíe/));
      expect(input.getAttribute('aria-invalid')).not.toBe('true');
      expect((input as HTMLInputElement).value).toBe('');
    },
  );

  it('[AUTH-3] a refusal that is not about the code stays above the form', async () => {
    server.use(
      http.post('*/v1/mfa/confirm', () =>
        failWith(429, 'RATE_LIMITED - Too many attempts. Try again in 35 minutes.'),
      ),
    );
    openCodeScreen('login', 'en');
    const input = await screen.findByLabelText(/6-digit code/);
    await userEvent.type(input, '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('35 minutes'),
    );
    expect(describedBy(input)).not.toContain('35 minutes');
  });

  it.each([
    ['verifying their identity', { next_step: 'verify_id', identity: { status: 'pending' } }, 'verify id'],
    ['with onboarding done', { next_step: 'home', identity: { status: 'verified' } }, 'home'],
  ])(
    '[ONB-2] Back to the code screen of a patient already signed in %s resumes where they are',
    async (_case, gatepass, page) => {
      server.use(http.get('*/v1/patient/gatepass', () => ok(gatepass)));
      // The code was confirmed: the session is kept and the sign-in attempt is over.
      storeTokens({
        access_token: makeJwt({ sub: 'p1' }),
        id_token: makeJwt({ sub: 'p1' }),
        refresh_token: 'r',
      });
      renderScreen(null, {
        path: '/login/mfa/confirm',
        routes: [
          { path: '/login/mfa/confirm', element: <MfaConfirmScreen /> },
          { path: '/signup/verify/id', element: <p>verify id</p> },
          { path: '/home', element: <p>home</p> },
        ],
      });
      expect(await screen.findByText(page)).toBeTruthy();
      expect(screen.queryByText(/start again|expired/i)).toBeNull();
    },
  );

  it('[ONB-2] Back to the sign-up form of a patient whose account is made resumes instead of offering it again', async () => {
    server.use(
      http.get('*/v1/patient/gatepass', () =>
        ok({ next_step: 'verify_id', identity: { status: 'pending' } }),
      ),
    );
    storeTokens({
      access_token: makeJwt({ sub: 'p1' }),
      id_token: makeJwt({ sub: 'p1' }),
      refresh_token: 'r',
    });
    renderScreen(null, {
      path: '/signup',
      routes: [
        { path: '/signup', element: <SignupScreen /> },
        { path: '/login/mfa/confirm', element: <MfaConfirmScreen /> },
        { path: '/signup/verify/id', element: <p>verify id</p> },
      ],
    });
    expect(await screen.findByText('verify id')).toBeTruthy();
  });

  it('[ONB-2] Back to the method choice of a patient already signed in goes on by way of the code screen', async () => {
    server.use(
      http.get('*/v1/patient/gatepass', () => ok({ next_step: 'home', identity: { status: 'verified' } })),
    );
    storeTokens({
      access_token: makeJwt({ sub: 'p1' }),
      id_token: makeJwt({ sub: 'p1' }),
      refresh_token: 'r',
    });
    renderScreen(null, {
      path: '/login/mfa/choose',
      routes: [
        { path: '/login/mfa/choose', element: <MfaChooseScreen /> },
        { path: '/login/mfa/confirm', element: <MfaConfirmScreen /> },
        { path: '/home', element: <p>home</p> },
      ],
    });
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
