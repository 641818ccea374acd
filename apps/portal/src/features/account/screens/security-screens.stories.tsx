import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Authenticator, Passkey } from '@portal/contract';
import {
  containing,
  demoClaims,
  failWith,
  ok,
  pending,
  showsHeading,
  startingWith,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { TEXT_LIMITS } from '@portal/contract';
import { fromControls, longText, onPhone, onPhoneWith, withControls } from '../../../testing/story-states';
import ChangePasswordScreen from './change-password-screen';
import SecurityScreen from './security-screen';

const phoneApp: Authenticator = {
  id: '3f6c2b1a-0d4e-4f5a-9b8c-7d6e5f4a3b21',
  label: 'My phone',
  confirmed: true,
  created_at: '2026-09-01T12:00:00.000Z',
};
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const list = (authenticators: Authenticator[] = [phoneApp]) =>
  http.get('*/v1/account/authenticators', () => ok({ authenticators }));
const laptopKey: Passkey = {
  id: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  label: 'Work laptop',
  created_at: '2026-10-02T12:00:00.000Z',
  last_used_at: '2026-11-20T08:30:00.000Z',
};
const keys = (passkeys: Passkey[] = [laptopKey]) => http.get('*/v1/account/passkeys', () => ok({ passkeys }));
const stepUp = http.post('*/v1/account/step-up', () =>
  ok({ mfa_token: 'step-up-1', destination: '***-***-0100' }),
);

const meta = {
  title: 'Screens/Account/Security',
  component: SecurityScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { route: '/profile/security', session: demoClaims, msw: { handlers: [list(), keys()] } },
} satisfies Meta<typeof SecurityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [PROF-7] The apps with their state; one is renamed in place. */
export const Filled: Story = {
  tags: ['state:filled'],
  parameters: {
    msw: {
      handlers: [
        list(),
        keys(),
        http.put('*/v1/account/authenticators', async ({ request }) => {
          const { label } = (await request.json()) as { label: string };
          return ok({ ...phoneApp, label });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('account.security.rename', { name: 'My phone' }) }),
    );
    const name = canvas.getByLabelText(startingWith(t('account.security.appName')));
    await userEvent.clear(name);
    await userEvent.type(name, 'Work phone');
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.saveName') }));
    await expect(await canvas.findByRole('heading', { name: 'Work phone' })).toBeVisible();
  },
};

/** [PROF-7] A refused rename is put back and says why. */
export const RenameRefused: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [
        list(),
        keys(),
        http.put('*/v1/account/authenticators', () =>
          failWith(404, 'AUTHENTICATOR_NOT_FOUND - This authenticator app was not found.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('account.security.rename', { name: 'My phone' }) }),
    );
    await userEvent.type(canvas.getByLabelText(startingWith(t('account.security.appName'))), ' 2');
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.saveName') }));
    await expect(await canvas.findByText(t('errors.AUTHENTICATOR_NOT_FOUND'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'My phone' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: [list([]), keys([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('account.security.noApps'))).toBeVisible();
  },
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: [pending('get', '*/v1/account/authenticators'), keys()] } },
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [http.get('*/v1/account/authenticators', () => failWith(500, 'SERVER_ERROR - Oops')), keys()],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};

/** [PROF-7] Adding an app: a texted code first, then the QR code and a code from the app. */
export const AddApp: Story = {
  parameters: {
    msw: {
      handlers: [
        list([]),
        keys(),
        stepUp,
        http.post('*/v1/account/authenticators', () =>
          ok(
            {
              ...phoneApp,
              label: 'Tablet',
              confirmed: false,
              otpauth_uri: 'otpauth://totp/x',
              qr_data_url: PIXEL,
              secret: 'JBSWY3DPEHPK3PXP',
            },
            201,
          ),
        ),
        http.patch('*/v1/account/authenticators', () => ok({ ...phoneApp, label: 'Tablet' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('account.security.add') }));
    await userEvent.type(canvas.getByLabelText(startingWith(t('account.security.appName'))), 'Tablet');
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.sms') }));
    await userEvent.type(await canvas.findByLabelText(startingWith(t('fields.code'))), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('addressForm.submit') }));
    await expect(
      await canvas.findByRole('img', { name: t('account.security.qrAlt', { name: 'Tablet' }) }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account.security.codeFromApp', { name: 'Tablet' }))),
      '654321',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.confirmApp') }));
    await expect(await canvas.findByRole('heading', { name: 'Tablet' })).toBeVisible();
  },
};

/** [PROF-7] Removing an app takes a code from it; while the server checks, the button is busy. */
export const RemoveSaving: Story = {
  tags: ['state:saving'],
  parameters: {
    msw: {
      handlers: [
        list(),
        keys(),
        http.delete('*/v1/account/authenticators', () => new Promise<never>(() => undefined)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove My phone' }));
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account.security.codeFromApp', { name: 'My phone' }))),
      '123456',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.remove') }));
    await expect(canvas.getByRole('button', { name: t('account.security.remove') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Cambiar el nombre de My phone' }),
    ).toBeVisible();
  },
};

/** [AUTH-6] The passkeys with when each was added and last used. */
export const PasskeysFilled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Work laptop' })).toBeVisible();
    await expect(canvas.getByText(/Added Oct 2, 2026 · last used Nov 20, 2026/)).toBeVisible();
  },
};

export const PasskeysEmpty: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: [list(), keys([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('account.security.noPasskeys'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.security.addPasskey') })).toBeVisible();
  },
};

export const PasskeysLoading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: [list(), pending('get', '*/v1/account/passkeys')] } },
};

export const PasskeysError: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [list(), http.get('*/v1/account/passkeys', () => failWith(500, 'SERVER_ERROR - Oops'))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};

const addPasskey = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('account.security.addPasskey') }));
  await userEvent.type(canvas.getByLabelText(startingWith(t('account.security.passkeyName'))), 'Tablet');
  await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.sms') }));
  await userEvent.type(await canvas.findByLabelText(startingWith(t('fields.code'))), '123456');
  await userEvent.click(canvas.getByRole('button', { name: t('account.security.createPasskey') }));
};

/** [AUTH-6] While the texted code is checked, the button is busy (the browser's prompt comes next). */
export const PasskeySaving: Story = {
  tags: ['state:saving'],
  parameters: {
    msw: { handlers: [list(), keys([]), stepUp, pending('post', '*/v1/account/passkeys/options')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addPasskey(canvas);
    await expect(canvas.getByRole('button', { name: t('account.security.createPasskey') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** [AUTH-6] A wrong texted code: no prompt, and the server's reason in place. */
export const PasskeyRefused: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [
        list(),
        keys([]),
        stepUp,
        http.post('*/v1/account/passkeys/options', () =>
          failWith(400, 'MFA_CODE_INVALID - The code is not correct.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addPasskey(canvas);
    await expect(await canvas.findByText(t('errors.MFA_CODE_INVALID'))).toBeVisible();
    await expect(canvas.getByText(t('account.security.noPasskeys'))).toBeVisible();
  },
};

/** [AUTH-6] Removing a passkey asks for a texted code; while the server checks, the button is busy. */
export const PasskeyRemoveSaving: Story = {
  tags: ['state:saving'],
  parameters: {
    msw: {
      handlers: [
        list(),
        keys(),
        stepUp,
        http.delete('*/v1/account/passkeys', () => new Promise<never>(() => undefined)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Work laptop' }));
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.sms') }));
    await userEvent.type(await canvas.findByLabelText(startingWith(t('fields.code'))), '123456');
    const remove = canvas.getAllByRole('button', { name: 'Remove Work laptop' }).at(-1)!;
    await userEvent.click(remove);
    await expect(remove).toHaveAttribute('aria-busy', 'true');
  },
};

const renamePasskey = async (canvas: ReturnType<typeof within>, name: string) => {
  await userEvent.click(
    await canvas.findByRole('button', { name: t('account.security.rename', { name: 'Work laptop' }) }),
  );
  const field = canvas.getByLabelText(startingWith(t('account.security.passkeyName')));
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(canvas.getByRole('button', { name: t('account.security.saveName') }));
};

/** [PROF-7] A passkey is renamed in place, without a code; the new name shows while the server saves it. */
export const PasskeyRenameSaving: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: [list(), keys(), pending('put', '*/v1/account/passkeys')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await renamePasskey(canvas, 'Home laptop');
    await expect(await canvas.findByRole('heading', { name: 'Home laptop' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('account.security.ask.sms') })).toBeNull();
  },
};

/** [PROF-7] The server's name is kept once it agrees. */
export const PasskeyRenamed: Story = {
  parameters: {
    msw: {
      handlers: [
        list(),
        keys(),
        http.put('*/v1/account/passkeys', async ({ request }) => {
          const { label } = (await request.json()) as { label: string };
          return ok({ ...laptopKey, label });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await renamePasskey(canvas, 'Home laptop');
    await expect(
      await canvas.findByRole('button', { name: t('account.security.rename', { name: 'Home laptop' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Home laptop' })).toBeVisible();
  },
};

/** [PROF-7] A refused rename is put back and says why. */
export const PasskeyRenameRefused: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [
        list(),
        keys(),
        http.put('*/v1/account/passkeys', () =>
          failWith(404, 'PASSKEY_NOT_FOUND - This passkey was not found.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await renamePasskey(canvas, 'Home laptop');
    await expect(await canvas.findByText(t('errors.PASSKEY_NOT_FOUND'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Work laptop' })).toBeVisible();
  },
};

export const PasskeysSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Llaves de acceso' }),
    ).toBeVisible();
  },
};

/** Nothing may reach the server from the forms below: any write fails the story. */
const noWrite = http.all('*/v1/account/*', ({ request }) =>
  request.method === 'GET' ? undefined : failWith(500, 'INTERNAL - a write was sent'),
);

/** [PROF-7] [issue 23] An emptied name is said at the field, in place; the form stays open and nothing is sent. */
export const RenameEmpty: Story = {
  parameters: { msw: { handlers: [list(), keys(), noWrite] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('account.security.rename', { name: 'My phone' }) }),
    );
    const name = canvas.getByLabelText(startingWith(t('account.security.appName')));
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.saveName') }));
    await expect(name).toHaveAccessibleDescription(t('validation.required', { field: 'Name' }));
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'My phone' })).toBeVisible();
  },
};

export const PasskeyRenameEmptySpanish: Story = {
  globals: { locale: 'es' },
  parameters: { msw: { handlers: [list(), keys(), noWrite] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cambiar el nombre de Work laptop' }));
    const name = canvas.getByLabelText(/^Nombre de la llave de acceso/);
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar el nombre' }));
    await expect(name).toHaveAccessibleDescription('Nombre: este dato es obligatorio.');
  },
};

/** [PROF-7] [issue 23] Remove pressed before the app's code is typed: the field says what it needs. */
export const RemoveWithoutCode: Story = {
  parameters: { msw: { handlers: [list(), keys(), noWrite] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove My phone' }));
    const code = canvas.getByLabelText(startingWith(t('account.security.codeFromApp', { name: 'My phone' })));
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.remove') }));
    await expect(code).toHaveAccessibleDescription(t('validation.code_format'));
    await expect(code).toHaveValue('12');
  },
};

/** [PROF-7] [issue 23] A code the server refuses is said at the code, not above the form. */
export const RemoveWrongCode: Story = {
  parameters: {
    msw: {
      handlers: [
        list(),
        keys(),
        http.delete('*/v1/account/authenticators', () =>
          failWith(400, 'AUTHENTICATOR_CODE_INVALID - The code from your authenticator app is not correct.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove My phone' }));
    const code = canvas.getByLabelText(startingWith(t('account.security.codeFromApp', { name: 'My phone' })));
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.remove') }));
    const refused = t('errors.AUTHENTICATOR_CODE_INVALID');
    await expect(await canvas.findByText(refused)).toBeVisible();
    await expect(code).toHaveAccessibleDescription(refused);
  },
};

/** [PROF-7] [issue 23] Continue pressed before a code was asked for: the ask button says what comes first. */
export const AddAppWithoutCodeSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { msw: { handlers: [list([]), keys(), noWrite] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Agregar una aplicación de autenticación' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('button', { name: 'Envíenme un código' })).toHaveAccessibleDescription(
      'Pida un código e ingréselo.',
    );
  },
};

/** [AUTH-6] [issue 23] Removing a passkey without a fresh code: said at the ask button, nothing sent. */
export const PasskeyRemoveWithoutCode: Story = {
  parameters: { msw: { handlers: [list(), keys(), noWrite] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Work laptop' }));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Remove Work laptop' }).at(-1)!);
    await expect(
      canvas.getByRole('button', { name: t('account.security.ask.sms') }),
    ).toHaveAccessibleDescription(t('account.security.codeMissing'));
  },
};

const passwordRoute = { route: '/profile/security/password' };
const fillPassword = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(
    canvas.getByLabelText(startingWith(t('fields.current_password'))),
    'Old-Password-123!',
  );
  await userEvent.type(canvas.getByLabelText(startingWith(t('fields.new_password'))), 'Brand-New-Pass-77!');
  await userEvent.type(
    canvas.getByLabelText(startingWith(t('fields.confirm_password'))),
    'Brand-New-Pass-77!',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.sms') }));
  await userEvent.type(await canvas.findByLabelText(startingWith(t('fields.code'))), '123456');
  await userEvent.click(canvas.getAllByRole('button', { name: t('account.pages.password') }).at(-1)!);
};

/** [PROF-7] Changing the password: current, new twice, a texted code; then back to security. */
export const PasswordChanged: Story = {
  render: () => <ChangePasswordScreen />,
  parameters: {
    ...passwordRoute,
    msw: {
      handlers: [stepUp, http.post('*/v1/change-password', () => ok({ changed: true })), list(), keys()],
    },
  },
  play: async ({ canvasElement }) => {
    await fillPassword(within(canvasElement));
    await showsHeading(t('account.security.title'))({ canvasElement });
  },
};

/**
 * [PROF-7] Nothing is sent before the form is complete: each missing part says so, tied to the control that
 * fixes it (the send button before a code is asked for, the code's field after).
 */
export const ChangePasswordIncomplete: Story = {
  render: () => <ChangePasswordScreen />,
  parameters: { ...passwordRoute, msw: { handlers: [stepUp, list(), keys()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = () =>
      userEvent.click(canvas.getAllByRole('button', { name: t('account.pages.password') }).at(-1)!);
    await submit();
    await expect(canvas.getByText(t('account.password.currentMissing'))).toBeVisible();
    const send = canvas.getByRole('button', { name: t('account.security.ask.sms') });
    await expect(send).toHaveAccessibleDescription(t('account.security.codeMissing'));
    await userEvent.click(send);
    const code = await canvas.findByRole('textbox', { name: t('fields.code') });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(containing(t('account.security.codeMissing')));
  },
};

export const ChangePasswordSaving: Story = {
  tags: ['state:saving'],
  render: () => <ChangePasswordScreen />,
  parameters: {
    ...passwordRoute,
    msw: { handlers: [stepUp, pending('post', '*/v1/change-password'), list(), keys()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPassword(canvas);
    await expect(
      canvas.getAllByRole('button', { name: t('account.pages.password') }).at(-1)!,
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The password change, refused by the server with `answer`; the form filled and sent. */
const changePasswordRefusedWith = (
  answer: () => Response,
  check: (canvas: ReturnType<typeof within>) => Promise<void>,
): Story => ({
  render: () => <ChangePasswordScreen />,
  parameters: {
    ...passwordRoute,
    msw: { handlers: [stepUp, http.post('*/v1/change-password', answer), list(), keys()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPassword(canvas);
    await check(canvas);
  },
});

/** [AUTH-5] A wrong current password is said at its field. */
export const ChangePasswordRefused = changePasswordRefusedWith(
  () => failWith(400, 'PASSWORD_INCORRECT - The current password is not correct.'),
  async (canvas) => {
    await expect(await canvas.findByText('The current password is not correct.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The current password is not correct.',
    );
  },
);

/** [AUTH-3] A wrong code says at the code's field how many tries it has left. */
export const ChangePasswordWrongCode = changePasswordRefusedWith(
  () =>
    HttpResponse.json(
      {
        status_code: 400,
        status_text: 'Bad Request',
        error: 'MFA_CODE_INVALID - The code is not correct.',
        params: { attempts_left: 2 },
      },
      { status: 400 },
    ),
  async (canvas) => {
    await canvas.findByText(/2 tries left/);
    await expect(canvas.getByRole('textbox', { name: '6-digit code' })).toHaveAccessibleDescription(
      /The code is not correct\. 2 tries left\./,
    );
  },
);

const limited = (limit: string, minutes: number) => () =>
  HttpResponse.json(
    {
      status_code: 429,
      status_text: 'Too Many Requests',
      error: `RATE_LIMITED - Too many attempts. Please wait ${minutes} minutes and try again.`,
      params: { minutes, limit },
    },
    { status: 429 },
  );

/**
 * [AUTH-5] [AUTH-3] Too many wrong passwords: said at the password's field, with how long and what else to do
 * (nothing typed is lost; a forgotten password is reset from the login page), not as a banner over the form.
 */
export const ChangePasswordPasswordLocked = changePasswordRefusedWith(limited('login', 9), async (canvas) => {
  await canvas.findByText(/Too many wrong passwords for now\. Try again in 9 minutes/);
  await expect(canvas.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
    /Try again in 9 minutes; nothing you typed is lost\. Forgotten it\? Reset it from the login page\./,
  );
  await expect(canvas.queryByRole('alert', { name: /not changed/ })).toBeNull();
});

export const ChangePasswordPasswordLockedSpanish: Story = {
  ...ChangePasswordPasswordLocked,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Contraseña actual/), 'Old-Password-123!');
    await userEvent.type(canvas.getByLabelText(/^Contraseña nueva/), 'Brand-New-Pass-77!');
    await userEvent.type(canvas.getByLabelText(/^Confirme la contraseña/), 'Brand-New-Pass-77!');
    await userEvent.click(canvas.getByRole('button', { name: 'Envíenme un código' }));
    await userEvent.type(await canvas.findByLabelText(/^Código de 6 dígitos/), '123456');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Cambiar la contraseña' }).at(-1)!);
    await canvas.findByText(/Demasiadas contraseñas incorrectas por ahora\. Inténtelo de nuevo en 9 minutos/);
  },
};

/** [AUTH-3] The account's codes tried out for now: said at the code's field, with how long. */
export const ChangePasswordCodesLocked = changePasswordRefusedWith(
  limited('code-check', 42),
  async (canvas) => {
    await canvas.findByText(/Too many codes tried for now/);
    await expect(canvas.getByRole('textbox', { name: '6-digit code' })).toHaveAccessibleDescription(
      /Try again in 42 minutes with a new code; nothing else you typed is lost\./,
    );
  },
);

/** [AUTH-6] An account with an app and a proven email confirms with either; the app sends nothing. */
const stepUpByMethod = http.post('*/v1/account/step-up', async ({ request }) => {
  const { method } = (await request.json()) as { method?: string };
  return ok({ mfa_token: 'step-up-1', destination: method === 'totp' ? 'authenticator' : '***-***-0100' });
});

export const ChangePasswordWithApp: Story = {
  render: () => <ChangePasswordScreen />,
  parameters: {
    ...passwordRoute,
    session: { ...demoClaims, email_verified: true },
    msw: { handlers: [list(), keys(), stepUpByMethod] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('account.security.defaultName') }));
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.totp') }));
    await expect(await canvas.findByRole('textbox', { name: t('fields.code') })).toHaveAccessibleDescription(
      /Open your authenticator app/,
    );
  },
};

export const ChangePasswordWithAppSpanish: Story = {
  ...ChangePasswordWithApp,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Aplicación de autenticación' })).toBeVisible();
  },
};

export const ChangePasswordSpanish: Story = {
  render: () => <ChangePasswordScreen />,
  parameters: passwordRoute,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Envíenme un código' })).toBeVisible();
  },
};

/**
 * The browser's passkey prompt, answered at once by a passkey of this device (or refused, as when the patient
 * cancels it): stands in for the authenticator a story's browser does not have.
 */
function passkeyPrompt(answer: 'signs' | 'cancelled') {
  return () => {
    const original = navigator.credentials.get.bind(navigator.credentials);
    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    navigator.credentials.get = async () => {
      if (answer === 'cancelled') throw new DOMException('The operation was cancelled.', 'NotAllowedError');
      return {
        id: 'a2V5LTE',
        rawId: bytes('key-1'),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        getClientExtensionResults: () => ({}),
        response: {
          clientDataJSON: bytes('{}'),
          authenticatorData: bytes('data'),
          signature: bytes('signature'),
          userHandle: null,
        },
      } as unknown as Credential;
    };
    return () => {
      navigator.credentials.get = original;
    };
  };
}
const stepUpWithPasskey = [
  http.post('*/v1/account/step-up', () =>
    ok({
      mfa_token: 'step-up-1',
      destination: 'passkey',
      passkey_options: {
        challenge: 'Y2hhbGxlbmdl',
        allowCredentials: [{ id: 'a2V5LTE', type: 'public-key' }],
      },
    }),
  ),
  http.post('*/v1/account/step-up/passkey', () => ok({ code: '424242' })),
];

/**
 * [AUTH-6] An account with a passkey confirms the change with it: a choice of factor, the device's prompt, and
 * "confirmed" instead of a code to type; a mistyped current password then says so at its field, and the passkey's
 * confirmation still stands for the next try.
 */
export const ChangePasswordWithPasskey: Story = {
  render: () => <ChangePasswordScreen />,
  beforeEach: passkeyPrompt('signs'),
  parameters: {
    ...passwordRoute,
    msw: {
      handlers: [
        list([]),
        keys(),
        ...stepUpWithPasskey,
        http.post('*/v1/change-password', () =>
          HttpResponse.json(
            {
              status_code: 400,
              status_text: 'Bad Request',
              error: 'PASSWORD_INCORRECT - The current password is not correct.',
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('fields.current_password'))),
      'Old-Password-123!',
    );
    await userEvent.type(canvas.getByLabelText(startingWith(t('fields.new_password'))), 'Brand-New-Pass-77!');
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('fields.confirm_password'))),
      'Brand-New-Pass-77!',
    );
    await userEvent.click(
      await canvas.findByRole('radio', { name: t('account.security.defaultPasskeyName') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.passkey') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Confirmed with your passkey/);
    await expect(canvas.queryByRole('textbox', { name: t('fields.code') })).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: t('account.pages.password') }).at(-1)!);
    await canvas.findByText(t('errors.PASSWORD_INCORRECT'));
    await expect(
      canvas.getByLabelText(startingWith(t('fields.current_password'))),
    ).toHaveAccessibleDescription(t('errors.PASSWORD_INCORRECT'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Confirmed with your passkey/);
  },
};

export const ChangePasswordWithPasskeySpanish: Story = {
  ...ChangePasswordWithPasskey,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Llave de acceso' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Usar mi llave de acceso' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Confirmado con su llave de acceso/);
  },
};

/** [AUTH-6] The passkey prompt cancelled: said in the patient's words, with the other ways still offered. */
export const ChangePasswordPasskeyCancelled: Story = {
  render: () => <ChangePasswordScreen />,
  beforeEach: passkeyPrompt('cancelled'),
  parameters: { ...passwordRoute, msw: { handlers: [list([]), keys(), ...stepUpWithPasskey] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: t('account.security.defaultPasskeyName') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.passkey') }));
    await expect(await canvas.findByText(/The passkey was not used/)).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: containing(t('account.settings.channels.sms')) }),
    ).toBeVisible();
  },
};

/** What a designer varies on Security (Controls): how many apps and passkeys, and the name of each. */
interface SecurityControls {
  apps: number;
  appName: string;
  passkeys: number;
  passkeyName: string;
}
const securityArgs: SecurityControls = {
  apps: 1,
  appName: phoneApp.label,
  passkeys: 1,
  passkeyName: laptopKey.label,
};
const controlled = {
  args: securityArgs,
  argTypes: {
    apps: { control: { type: 'number', min: 0, max: 5 } },
    appName: { control: 'text', description: `At most ${TEXT_LIMITS.deviceLabel} characters` },
    passkeys: { control: { type: 'number', min: 0, max: 5 } },
    passkeyName: { control: 'text', description: `At most ${TEXT_LIMITS.deviceLabel} characters` },
  },
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/account/authenticators', () => {
          const c = { ...securityArgs, ...fromControls<Partial<SecurityControls>>() };
          return ok({
            authenticators: Array.from({ length: c.apps }, (_, i) => ({
              ...phoneApp,
              id: `3f6c2b1a-0d4e-4f5a-9b8c-7d6e5f4a3c${String(10 + i)}`,
              label: i === 0 ? c.appName : `${c.appName} ${i + 1}`,
            })),
          });
        }),
        http.get('*/v1/account/passkeys', () => {
          const c = { ...securityArgs, ...fromControls<Partial<SecurityControls>>() };
          return ok({
            passkeys: Array.from({ length: c.passkeys }, (_, i) => ({
              ...laptopKey,
              id: `6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3d${String(10 + i)}`,
              label: i === 0 ? c.passkeyName : `${c.passkeyName} ${i + 1}`,
            })),
          });
        }),
      ],
    },
  },
};

/** Apps and passkeys named at the contract's cap (60 characters): each name wraps beside its buttons. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: { apps: 2, appName: longText.deviceLabel, passkeys: 2, passkeyName: longText.deviceLabel },
  play: async ({ canvasElement }) => {
    // the apps and the passkeys are two reads: both named once each has answered
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('heading', { name: longText.deviceLabel })).toHaveLength(2),
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My phone' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Work laptop' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const ChangePasswordPhone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  render: () => <ChangePasswordScreen />,
  parameters: { ...passwordRoute, ...onPhone.parameters, msw: { handlers: [stepUp, list(), keys()] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText(startingWith(t('fields.current_password'))),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
