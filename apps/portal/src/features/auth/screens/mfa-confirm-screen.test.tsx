import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useTranslation } from 'react-i18next';
import { makeJwt } from '../../../testing/jwt';
import { ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { saveMfaFlow } from '../mfa-flow';
import MfaConfirmScreen from './mfa-confirm-screen';

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
});
