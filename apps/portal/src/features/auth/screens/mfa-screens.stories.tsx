import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { MfaFlow } from '../mfa-flow';
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
import { longText, onPhone } from '../../../testing/story-states';
import { mixedInsights } from '../../../testing/insights';
import { makeJwt } from '../../../testing/jwt';
import { filledHandlers } from '../../../testing/records';
import { gatepass, onboardingHandlers } from '../../onboarding/stories-support';
import MfaChooseScreen from './mfa-choose-screen';
import MfaConfirmScreen from './mfa-confirm-screen';

const loginFlow: MfaFlow = { kind: 'login', mfaToken: 'attempt', methods: ['sms', 'email', 'totp'] };
const chosen: MfaFlow = { ...loginFlow, method: 'sms', destination: '***-***-0100' };
const signupFlow: MfaFlow = {
  kind: 'signup',
  mfaToken: 'attempt',
  methods: ['sms'],
  method: 'sms',
  destination: '***-***-1234',
};
const tokens = {
  access_token: makeJwt({ sub: demoClaims.sub }),
  // No saved language: a saved one would take over as the patient signs in, whatever the toolbar's
  id_token: makeJwt({ ...demoClaims, locale: undefined }),
  refresh_token: 'r',
  web_token: 'w',
};

/** What Home reads once the patient is signed in: the records' pull, the welcome note, insights, authenticators. */
const homeReads = [
  ...filledHandlers(),
  http.get('*/v1/patient/gatepass/property', () =>
    ok({ properties: { welcome_seen: true, insights_disclaimer_acknowledged: true } }),
  ),
  http.get('*/v1/patient/insights', () => ok({ patient_screeners: mixedInsights })),
  http.get('*/v1/account/authenticators', () => ok({ authenticators: [] })),
];

const meta = {
  title: 'Screens/Auth/MFA',
  component: MfaChooseScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: '/login/mfa/choose',
    mfaFlow: loginFlow,
    msw: {
      handlers: [
        http.post('*/v1/mfa/choose', () => ok({ destination: '***-***-0100' })),
        http.post('*/v1/mfa/confirm', () => ok(tokens)),
        http.get('*/v1/patient/gatepass', () => ok({ next_step: 'home' })),
      ],
    },
  },
} satisfies Meta<typeof MfaChooseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = { tags: ['state:filled'] };

export const ChooseWithoutAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('addressForm.submit') }));
    await expect(canvas.getByText(t('mfa.chooseRequired'))).toBeVisible();
  },
};

/** A text chosen: the code screen says where the code went. */
export const SmsCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(containing(t('account.settings.channels.sms'))));
    await userEvent.click(canvas.getByRole('button', { name: t('addressForm.submit') }));
    await showsHeading(t('mfa.codeTitle'))({ canvasElement });
    await expect(canvas.getByText(t('mfa.sentTo', { destination: '***-***-0100' }))).toBeVisible();
  },
};

export const ChooseSending: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: [pending('post', '*/v1/mfa/choose')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(startingWith(t('account.settings.channels.email'))));
    await userEvent.click(canvas.getByRole('button', { name: t('addressForm.submit') }));
    await expect(canvas.getByRole('button', { name: containing(t('addressForm.submit')) })).toBeDisabled();
  },
};

export const ChooseError: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/mfa/choose', () =>
          failWith(429, 'RATE_LIMITED - Too many codes. Try again in a minute.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(containing(t('account.settings.channels.sms'))));
    await userEvent.click(canvas.getByRole('button', { name: t('addressForm.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many codes. Try again in a minute.',
    );
  },
};

export const ChooseSpanish: Story = { globals: { locale: 'es' } };

/** The right code: the patient is signed in and lands on Home. */
export const CodeAccepted: Story = {
  render: () => <MfaConfirmScreen />,
  parameters: {
    route: '/login/mfa/confirm',
    mfaFlow: chosen,
    msw: { handlers: [http.post('*/v1/mfa/confirm', () => ok(tokens)), ...homeReads] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('fields.code'))), '123456');
    await userEvent.keyboard('{Enter}');
    await showsHeading(t('home.greeting', { name: 'Dana' }))({ canvasElement });
  },
};

export const VerifyYourDevice: Story = {
  render: () => <MfaConfirmScreen />,
  parameters: { route: '/login/mfa/confirm', mfaFlow: signupFlow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('mfa.verifyDeviceTitle') })).toBeVisible();
    await expect(canvas.getByText(t('mfa.sentTo', { destination: '***-***-1234' }))).toBeVisible();
  },
};

/** [AUTH-3] A refused code as the server answers it, with the tries this code has left. */
const refused = (error: string, attempts_left: number) =>
  HttpResponse.json(
    { status_code: 400, status_text: 'Bad Request', error, params: { attempts_left } },
    { status: 400 },
  );

/** [AUTH-3] A wrong code: the field says so and how many tries this code has left. */
export const WrongCode: Story = {
  tags: ['state:refused'],
  render: () => <MfaConfirmScreen />,
  parameters: {
    route: '/login/mfa/confirm',
    mfaFlow: chosen,
    msw: {
      handlers: [
        http.post('*/v1/mfa/confirm', () => refused('MFA_CODE_INVALID - The code is not correct.', 2)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(containing(t('fields.code')));
    await userEvent.type(field, '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('mfa.confirm') }));
    await expect(await canvas.findByText(t('mfa.codeWrong', { count: 2 }))).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/2 tries left/);
  },
};

/** [AUTH-3] The same in Spanish: "Quedan 2 intentos". */
export const WrongCodeSpanish: Story = {
  ...WrongCode,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/código de 6 dígitos/i), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByText('El código no es correcto. Quedan 2 intentos.')).toBeVisible();
  },
};

/** [AUTH-3] The code's tries are used up: the field says what works, a new code (which clears this). */
export const CodeUsedUp: Story = {
  render: () => <MfaConfirmScreen />,
  parameters: {
    route: '/login/mfa/confirm',
    mfaFlow: signupFlow,
    msw: {
      handlers: [
        http.post('*/v1/mfa/confirm', () =>
          refused('MFA_CODE_LOCKED - Too many wrong codes. Please ask for a new one.', 0),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('fields.code'))), '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('mfa.confirm') }));
    await expect(await canvas.findByText(t('mfa.codeLocked'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('mfa.resend') })).toBeVisible();
  },
};

export const Confirming: Story = {
  tags: ['state:saving'],
  render: () => <MfaConfirmScreen />,
  parameters: {
    route: '/login/mfa/confirm',
    mfaFlow: chosen,
    msw: { handlers: [pending('post', '*/v1/mfa/confirm')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(t('fields.code'))), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('mfa.confirm') }));
    await expect(await canvas.findByRole('button', { name: /Checking/ })).toBeDisabled();
  },
};

export const NoSignInAttempt: Story = {
  render: () => <MfaConfirmScreen />,
  parameters: { route: '/login/mfa/confirm', mfaFlow: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t('mfa.startAgain') })).toBeVisible();
  },
};

/** [ONB-2] Back to the code screen after the code: already signed in, the patient goes on where they resume. */
export const AlreadySignedIn: Story = {
  render: () => <MfaConfirmScreen />,
  parameters: {
    route: '/login/mfa/confirm',
    mfaFlow: null,
    session: { sub: 'patient-1' },
    msw: { handlers: onboardingHandlers({ gatepass: gatepass('verify_id', 'pending') }) },
  },
  play: (context) => showsHeading(t('onboarding.verify.intro.title'))(context),
};

export const CodeSpanish: Story = {
  render: () => <MfaConfirmScreen />,
  globals: { locale: 'es' },
  parameters: { route: '/login/mfa/confirm', mfaFlow: signupFlow },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Verifique su dispositivo' }),
    ).toBeVisible();
  },
};

const withPasskey: MfaFlow = { ...loginFlow, passkey: true };

/** [AUTH-6] An account with a passkey is offered it beside the codes. */
export const PasskeyChosen: Story = {
  parameters: { mfaFlow: withPasskey },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('mfa.usePasskey') }));
    await showsHeading(t('mfa.passkeyTitle'))({ canvasElement });
  },
};

/** [AUTH-6] The passkey step: one button opens the device's prompt; another way stays at hand. */
export const PasskeyStep: Story = {
  render: () => <MfaConfirmScreen />,
  parameters: { route: '/login/mfa/confirm', mfaFlow: { ...withPasskey, usePasskey: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('mfa.passkeyTitle') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.security.ask.passkey') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('mfa.otherMethod') })).toBeVisible();
  },
};

/** [AUTH-6] The server refused the passkey step: its reason shows, nothing else happens. */
export const PasskeyRefused: Story = {
  tags: ['state:refused'],
  render: () => <MfaConfirmScreen />,
  parameters: {
    route: '/login/mfa/confirm',
    mfaFlow: { ...withPasskey, usePasskey: true },
    msw: {
      handlers: [
        http.post('*/v1/login/passkey/options', () =>
          failWith(400, 'MFA_TOKEN_INVALID - Your sign-in attempt has expired.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.passkey') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your sign-in attempt has expired.');
  },
};

export const PasskeyBusy: Story = {
  tags: ['state:saving'],
  render: () => <MfaConfirmScreen />,
  parameters: {
    route: '/login/mfa/confirm',
    mfaFlow: { ...withPasskey, usePasskey: true },
    msw: { handlers: [pending('post', '*/v1/login/passkey/options')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('account.security.ask.passkey') }));
    await expect(canvas.getByRole('button', { name: t('account.security.ask.passkey') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const PasskeySpanish: Story = {
  render: () => <MfaConfirmScreen />,
  globals: { locale: 'es' },
  parameters: { route: '/login/mfa/confirm', mfaFlow: { ...withPasskey, usePasskey: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Confirme con su llave de acceso' }),
    ).toBeVisible();
  },
};

/** A code sent to an email at the contract's cap (254 characters), masked as the server masks it. */
export const CodeLongText: Story = {
  tags: ['state:long-text'],
  render: () => <MfaConfirmScreen />,
  parameters: {
    route: '/login/mfa/confirm',
    mfaFlow: { ...loginFlow, method: 'email', destination: `l***@${longText.email.split('@')[1]}` },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(containing(t('fields.code')))).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('addressForm.submit') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const CodePhone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  render: () => <MfaConfirmScreen />,
  parameters: { route: '/login/mfa/confirm', mfaFlow: chosen, ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(containing(t('fields.code')))).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
