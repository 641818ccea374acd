import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { identityStatus, onboardingHandlers } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import VerifyChoiceScreen from './verify-choice-screen';

/** Other ways to verify [IDV-4..7]: the menu, each form, and the account on hold. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify',
  component: VerifyChoiceScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/signup/verify/choice', msw: { handlers: onboardingHandlers() } },
} satisfies Meta<typeof VerifyChoiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name, level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
  };
const spanish = (story: Story, title: string): Story => ({
  ...story,
  globals: { locale: 'es' },
  play: heading(title),
});

export const Menu: Story = { play: heading('Other ways to verify') };
export const MenuWithoutTries: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({
        status: identityStatus({
          attempts_left: { document: 0, manual: 5, assisted: 5, driver_licence: 5, ssn: 0 },
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const unavailable = await within(canvasElement).findAllByText(
      'Not available: you have used all tries for today.',
      undefined,
      { timeout: 5000 },
    );
    await expect(unavailable).toHaveLength(1);
  },
};
export const ManualIdentification: Story = {
  args: { initialView: 'manual' },
  play: heading('Manual identification'),
};
export const CoordinatorAssisted: Story = {
  args: { initialView: 'assisted' },
  play: heading('Coordinator assisted verification'),
};
export const AccountOnHold: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({
        status: identityStatus({
          status: 'on_hold',
          method: 'assisted',
          assisted_request: {
            phone: '617-555-0100',
            preferred_time: '2026-11-23T15:00:00.000Z',
            requested_at: '2026-11-21T15:00:00.000Z',
          },
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading('Your account is on hold')({ canvasElement });
    await expect(
      await within(canvasElement).findByText(/617-555-0100/, undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const DriverLicence: Story = { args: { initialView: 'licence' }, play: heading('Driver’s licence') };
export const DriverLicenceErrors: Story = {
  args: { initialView: 'licence' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check my licence' }, { timeout: 5000 }));
    await expect(canvas.getByText('Use 1 to 20 letters and numbers.')).toBeVisible();
    await expect(canvas.getByText('Choose a US state.')).toBeVisible();
  },
};
export const CrossCheckSsn: Story = {
  args: { initialView: 'ssn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/^Social Security number/, undefined, { timeout: 5000 });
    await userEvent.type(field, '219098765');
    await expect(field).toHaveValue('219-09-8765');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(canvas.getByText('***-**-8765')).toBeVisible();
  },
};

export const MenuSpanish = spanish(Menu, 'Otras formas de verificarse');
export const ManualIdentificationSpanish = spanish(ManualIdentification, 'Identificación manual');
export const CoordinatorAssistedSpanish = spanish(CoordinatorAssisted, 'Verificación con un coordinador');
export const AccountOnHoldSpanish = spanish(AccountOnHold, 'Su cuenta está en espera');
export const DriverLicenceSpanish = spanish(DriverLicence, 'Licencia de conducir');
export const CrossCheckSsnSpanish = spanish({ args: { initialView: 'ssn' } }, 'Compruebe su SSN');
