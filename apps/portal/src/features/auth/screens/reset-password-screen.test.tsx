import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failWith, ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import ResetPasswordScreen from './reset-password-screen';

const server = mockApi();

const openLink = (token: string, language: 'en' | 'es' = 'en') =>
  renderScreen(null, {
    path: `/reset-password?token=${token}`,
    language,
    routes: [{ path: '/reset-password', element: <ResetPasswordScreen /> }],
  });

describe('a reset link opened', () => {
  it.each([
    ['en', 'This link no longer works', 'Ask for a new link', /New password/],
    ['es', 'Este enlace ya no funciona', 'Pedir un enlace nuevo', /Contraseña nueva/i],
  ] as const)(
    '[AUTH-4] (%s) that is dead says so at once, before any password is typed, and offers a new link',
    async (language, title, requestNew, passwordLabel) => {
      const checked: (string | null)[] = [];
      server.use(
        http.get('*/v1/verify-reset-password/link', ({ request }) => {
          checked.push(new URL(request.url).searchParams.get('token'));
          return failWith(
            400,
            'RESET_LINK_INVALID - This password reset link has expired or was already used.',
          );
        }),
      );
      openLink('used-up', language);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(checked).toEqual(['used-up']);
      expect(screen.queryByLabelText(passwordLabel)).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: requestNew }));
      expect(await screen.findByRole('textbox', { name: /Email|Correo/ })).toBeTruthy();
    },
  );

  it('[AUTH-4] that works shows the new-password form', async () => {
    server.use(http.get('*/v1/verify-reset-password/link', () => ok({ valid: true })));
    openLink('live');
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
    expect(screen.queryByText('This link no longer works')).toBeNull();
  });

  it('[AUTH-4] whose check cannot be made (no network) still shows the form: saving checks the link again', async () => {
    server.use(
      http.get('*/v1/verify-reset-password/link', () => failWith(500, 'INTERNAL - Something went wrong.')),
    );
    openLink('unknown');
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
  });
});
