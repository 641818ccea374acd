import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { gatepass, identityStatus, onboardingHandlers } from '../stories-support';
import { startingWith, t, withPortalScreen } from '../../../testing/storybook';
import VerifyConfirmScreen from './verify-confirm-screen';

/** Confirm your information [IDV-8]: as read, and being corrected. */
const meta = {
  title: 'Screens/Onboarding/Confirm your information',
  component: VerifyConfirmScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: '/signup/verify/confirm',
    msw: { handlers: onboardingHandlers({ gatepass: gatepass('verify_id', 'awaiting_confirmation') }) },
  },
} satisfies Meta<typeof VerifyConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsRead: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('100 Sandbox Way, Springfield, IL 62701', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};
export const Correcting: Story = {
  args: { initialEditing: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(startingWith(t('onboarding.manual.firstName')), undefined, {
        timeout: 5000,
      }),
    ).toHaveValue('Jordan');
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: onboardingHandlers({ loading: true }) } },
};
export const AsReadSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Confirme su información', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
export const CorrectingSpanish: Story = {
  args: { initialEditing: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(/^Nombre/, undefined, { timeout: 5000 }),
    ).toHaveValue('Jordan');
  },
};

const ssnChecked = (passed: boolean) => ({
  msw: {
    handlers: onboardingHandlers({
      gatepass: gatepass('verify_id', 'awaiting_confirmation'),
      status: identityStatus({ status: 'awaiting_confirmation', ssn_check: { passed, last4: '8765' } }),
    }),
  },
});

/** After the SSN cross-check matched [IDV-7] [issue 23]: it says so here, not only in a passing toast. */
export const SsnMatched: Story = {
  parameters: ssnChecked(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('onboarding.failure.ssnPassed', { last4: '8765' }), undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /check my SSN/ })).toBeNull();
  },
};
export const SsnMatchedSpanish: Story = {
  parameters: ssnChecked(true),
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Su SSN terminado en 8765 coincide con su identificación.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
  },
};
export const SsnDidNotMatch: Story = {
  parameters: ssnChecked(false),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/ending in 8765 didn’t match your ID/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

/** [IDV-8] [issue 23] A date of birth in 1890 is refused at its field, in the page's language; nothing is sent. */
export const ImplausibleBirthDateSpanish: Story = {
  args: { initialEditing: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const born = await canvas.findByLabelText(/^Fecha de nacimiento/, undefined, { timeout: 5000 });
    await userEvent.clear(born);
    await userEvent.type(born, '1890-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Es correcto' }));
    await expect(born).toHaveAccessibleDescription(
      'Escriba una fecha de nacimiento real, desde 1900 hasta hoy.',
    );
  },
};
