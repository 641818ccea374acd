import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { identityStatus, onboardingHandlers, samplePhoto } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import VerifyIdScreen from './verify-id-screen';

/** ID verification by ID scan + selfie [IDV-1]: every screen state, in English and Spanish. */
const meta = {
  title: 'Screens/Onboarding/ID verification',
  component: VerifyIdScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/signup/verify/id', msw: { handlers: onboardingHandlers() } },
} satisfies Meta<typeof VerifyIdScreen>;
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

export const Intro: Story = {
  play: async ({ canvasElement }) => {
    await heading('Verify your identity')({ canvasElement });
    await expect(
      await within(canvasElement).findByText('You can try 5 more times today.', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const IntroNoTriesLeft: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({
        status: identityStatus({
          attempts_left: { document: 0, manual: 5, assisted: 5, driver_licence: 5, ssn: 5 },
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const start = await within(canvasElement).findByRole(
      'button',
      { name: 'Start verification' },
      { timeout: 5000 },
    );
    await expect(
      await within(canvasElement).findByText('You can try 0 more times today.', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(start).toBeDisabled();
  },
};
export const ScanPrompt: Story = { args: { initialStep: 'scanPrompt' }, play: heading('Scan your ID') };
export const Scan: Story = { args: { initialStep: 'scan' }, play: heading('Take a photo of your ID') };
export const IdCaptured: Story = {
  args: { initialStep: 'scan', initialDocument: samplePhoto },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Is your ID clear?' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Retake' })).toBeVisible();
  },
};
export const SelfiePrompt: Story = { args: { initialStep: 'selfiePrompt' }, play: heading('Take a selfie') };
export const Selfie: Story = { args: { initialStep: 'selfie' }, play: heading('Take your selfie') };
export const SelfieCaptured: Story = {
  args: { initialStep: 'selfie', initialDocument: samplePhoto, initialSelfie: samplePhoto },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Is your selfie clear?' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const Checking: Story = { args: { initialStep: 'submitting' }, play: heading('Verify your identity') };
export const Pending: Story = {
  args: { initialStep: 'pending' },
  play: heading('We’re checking your documents'),
};
export const VerificationError: Story = {
  args: { initialStep: 'error' },
  play: async ({ canvasElement }) => {
    await heading('We couldn’t verify your identity')({ canvasElement });
    await expect(within(canvasElement).getByRole('button', { name: 'Other ways to verify' })).toBeVisible();
  },
};

export const IntroSpanish = spanish(Intro, 'Verifique su identidad');
export const ScanPromptSpanish = spanish(ScanPrompt, 'Escanee su identificación');
export const ScanSpanish = spanish(Scan, 'Tome una foto de su identificación');
export const IdCapturedSpanish = spanish(IdCaptured, 'Tome una foto de su identificación');
export const SelfiePromptSpanish = spanish(SelfiePrompt, 'Tómese una selfi');
export const SelfieSpanish = spanish(Selfie, 'Tómese la selfi');
export const SelfieCapturedSpanish = spanish(SelfieCaptured, 'Tómese la selfi');
export const PendingSpanish = spanish(Pending, 'Estamos revisando sus documentos');
export const VerificationErrorSpanish = spanish(VerificationError, 'No pudimos verificar su identidad');
