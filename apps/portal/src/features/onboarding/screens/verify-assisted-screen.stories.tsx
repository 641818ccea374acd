import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { inSpanish, onboardingHandlers, showsHeading } from '../stories-support';
import { demoClaims, startingWith, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import VerifyAssistedScreen from './verify-assisted-screen';

/** Coordinator-assisted verification [IDV-5] at /signup/verify/choice/assisted. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify/Coordinator assisted',
  component: VerifyAssistedScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/signup/verify/choice/assisted', msw: { handlers: onboardingHandlers() } },
} satisfies Meta<typeof VerifyAssistedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  tags: ['state:filled'],
  play: showsHeading('Coordinator assisted verification'),
};
export const MissingPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('onboarding.assisted.submit') }, { timeout: 5000 }),
    );
    await expect(canvas.getByText(t('validation.phone_format'))).toBeVisible();
  },
};

/** The mobile verified at sign-up is offered, and the next time a coordinator can call [IDV-5] [issue 23]. */
export const PrefilledMobile: Story = {
  parameters: { session: demoClaims },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByLabelText(startingWith(t('onboarding.assisted.phone')), undefined, {
      timeout: 5000,
    });
    await waitFor(() => expect(phone).toHaveValue('(617) 555-0100'));
    const time = canvas.getByLabelText(startingWith(t('onboarding.assisted.time'))) as HTMLInputElement;
    const day = new Date(time.value).getDay();
    await expect(day >= 1 && day <= 5).toBe(true);
  },
};
/** A time outside the coordinators' hours, on the patient's clock, is refused at the field [IDV-5] [issue 23]. */
const outsideHours =
  (label: RegExp, submit: string, message: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const time = await canvas.findByLabelText(label, undefined, { timeout: 5000 });
    // 3:00 at night, two days ahead (in range, never in hours)
    const at = new Date();
    at.setDate(at.getDate() + 2);
    const pad = (n: number) => String(n).padStart(2, '0');
    const value = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T03:00`;
    fireEvent.change(time, { target: { value } });
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(time).toHaveAccessibleDescription(message);
  };
export const OutsideHours: Story = {
  parameters: { session: demoClaims },
  play: outsideHours(/^Preferred date and time/, 'Request a call', /coordinators call Monday to Friday/),
};
export const OutsideHoursSpanish: Story = {
  parameters: { session: demoClaims },
  globals: { locale: 'es' },
  play: outsideHours(
    /^Fecha y hora preferidas/,
    'Solicitar una llamada',
    /los coordinadores llaman de lunes a viernes/,
  ),
};

export const FormSpanish = inSpanish(Form, 'Verificación con un coordinador');
export const MissingPhoneSpanish = inSpanish(MissingPhone, 'Verificación con un coordinador');

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.assisted.title'))({ canvasElement });
    await fitsTheViewport(canvasElement);
  },
};
