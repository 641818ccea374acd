import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { gatepass, onboardingHandlers, onboardingError, onboardingLoading } from '../stories-support';
import { failWith, startingWith, t, withPortalScreen } from '../../../testing/storybook';
import { onPhone, showsRoleWithinWidth } from '../../../testing/story-states';
import HipaaScreen from './hipaa-screen';

/** The HIPAA authorization [HIPAA-1]: to read and sign, its errors, and already signed. */
const meta = {
  title: 'Screens/Onboarding/HIPAA authorization',
  component: HipaaScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/hippa', msw: { handlers: onboardingHandlers({ gatepass: gatepass('hipaa') }) } },
} satisfies Meta<typeof HipaaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToSign: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Authorization to use and disclose my health information' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('onboarding.hipaa.policy.identity_verification_privacy') }),
    ).toBeVisible();
  },
};
export const MissingSignature: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('onboarding.hipaa.submit') }, { timeout: 5000 }),
    );
    await expect(canvas.getByText(t('validation.required', { field: 'Full name' }))).toBeVisible();
    await expect(canvas.getByText(t('validation.agreement_required'))).toBeVisible();
  },
};
/** [issue 23] A signature that is not the account's name is refused at the name, where the patient looks. */
export const NameNotTheAccounts: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/signup/hipaa', () =>
          failWith(400, 'HIPAA_NAME_MISMATCH - The name you typed does not match the name on your account.'),
        ),
        ...onboardingHandlers({ gatepass: gatepass('hipaa') }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(
      startingWith(t('onboarding.hipaa.fullName')),
      {},
      { timeout: 5000 },
    );
    await userEvent.type(name, 'Someone Else');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.hipaa.submit') }));
    await expect(await canvas.findByText(t('errors.HIPAA_NAME_MISMATCH'))).toBeVisible();
    await expect(name).toHaveAccessibleDescription(/does not match the name on your account/);
    await expect(name).toHaveValue('Someone Else');
  },
};
export const AlreadySigned: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({
        gatepass: gatepass('address'),
        signed: { version: '2026-11-01', signed_at: '2026-11-21T10:00:00.000Z', signer_name: 'Jordan Lee' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/You signed version 2026-11-01/, undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...onboardingLoading };
export const Error: Story = { tags: ['state:error'], ...onboardingError };
export const ToSignSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        {
          name: 'Autorización para usar y divulgar mi información de salud',
        },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
export const MissingSignatureSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Firmar y continuar' }, { timeout: 5000 }),
    );
    await expect(canvas.getByText('Marque la casilla para aceptar la autorización.')).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsRoleWithinWidth('button', () => t('onboarding.hipaa.submit')),
};
