import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { identityStatus, inSpanish, onboardingHandlers, samplePhoto, showsHeading } from '../stories-support';
import { largePhoto } from '../../../testing/photos';
import { t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
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

export const Intro: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.steps.verifyId'))({ canvasElement });
    await expect(
      await within(canvasElement).findByText(
        t('onboarding.verify.intro.attemptsLeft', { count: 5 }),
        undefined,
        { timeout: 5000 },
      ),
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
      { name: t('onboarding.verify.intro.start') },
      { timeout: 5000 },
    );
    await expect(
      await within(canvasElement).findByText(
        t('onboarding.verify.intro.attemptsLeft', { count: 0 }),
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(start).toBeDisabled();
  },
};
export const ScanPrompt: Story = { args: { initialStep: 'scanPrompt' }, play: showsHeading('Scan your ID') };
export const Scan: Story = { args: { initialStep: 'scan' }, play: showsHeading('Take a photo of your ID') };
export const IdCaptured: Story = {
  args: { initialStep: 'scan', initialDocument: samplePhoto },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: t('onboarding.verify.idCaptured.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: t('onboarding.verify.capture.retake') }),
    ).toBeVisible();
  },
};
/**
 * From the ID to the selfie [IDV-1] [issue 23]: focus moves to the new step's heading, not to <body>, so a
 * screen reader or keyboard user starts the selfie where it begins.
 */
export const IdToSelfieFocus: Story = {
  args: { initialStep: 'scan', initialDocument: samplePhoto },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('onboarding.verify.capture.usePhoto') }, { timeout: 5000 }),
    );
    const heading = await canvas.findByRole('heading', {
      name: t('onboarding.verify.selfiePrompt.title'),
      level: 1,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: t('addressForm.submit') }));
    const selfie = await canvas.findByRole('heading', {
      name: t('onboarding.verify.selfie.title'),
      level: 1,
    });
    await waitFor(() => expect(selfie).toHaveFocus());
  },
};
/** A file that is no picture, whatever its name says, gets a message in the page, not a broken preview. */
export const NotAPicture: Story = {
  args: { initialStep: 'scan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upload = await canvas.findByLabelText(/Upload a photo instead|Choose a photo/, undefined, {
      timeout: 5000,
    });
    await userEvent.upload(upload, new File(['not a picture'], 'id.png', { type: 'image/png' }));
    await expect(await canvas.findByText(t('onboarding.verify.capture.notImage'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A phone's photo over 5 MB is shrunk in the browser and shown to check, not refused. */
export const LargePhotoShrunk: Story = {
  args: { initialStep: 'scan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = await largePhoto('id.png');
    await expect(big.size).toBeGreaterThan(5 * 1024 * 1024);
    const upload = await canvas.findByLabelText(/Upload a photo instead|Choose a photo/, undefined, {
      timeout: 5000,
    });
    await userEvent.upload(upload, big);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('onboarding.verify.idCaptured.title') },
        { timeout: 10000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/larger than 5 MB/)).toBeNull();
  },
};
export const SelfiePrompt: Story = {
  args: { initialStep: 'selfiePrompt' },
  play: showsHeading('Take a selfie'),
};
export const Selfie: Story = { args: { initialStep: 'selfie' }, play: showsHeading('Take your selfie') };
export const SelfieCaptured: Story = {
  args: { initialStep: 'selfie', initialDocument: samplePhoto, initialSelfie: samplePhoto },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: t('onboarding.verify.selfieCaptured.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
export const Checking: Story = {
  tags: ['state:saving'],
  args: { initialStep: 'submitting' },
  play: showsHeading('Verify your identity'),
};
export const Pending: Story = {
  args: { initialStep: 'pending' },
  play: showsHeading('We’re checking your documents'),
};
export const VerificationError: Story = {
  tags: ['state:refused'],
  args: { initialStep: 'error' },
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.verify.error.title'))({ canvasElement });
    await expect(
      within(canvasElement).getByRole('button', { name: t('onboarding.steps.verifyChoice') }),
    ).toBeVisible();
  },
};

export const IntroSpanish = inSpanish(Intro, 'Verifique su identidad');
export const ScanPromptSpanish = inSpanish(ScanPrompt, 'Escanee su identificación');
export const ScanSpanish = inSpanish(Scan, 'Tome una foto de su identificación');
export const IdCapturedSpanish = inSpanish(IdCaptured, 'Tome una foto de su identificación');
export const SelfiePromptSpanish = inSpanish(SelfiePrompt, 'Tómese una selfi');
export const SelfieSpanish = inSpanish(Selfie, 'Tómese la selfi');
export const SelfieCapturedSpanish = inSpanish(SelfieCaptured, 'Tómese la selfi');
export const PendingSpanish = inSpanish(Pending, 'Estamos revisando sus documentos');
export const VerificationErrorSpanish = inSpanish(VerificationError, 'No pudimos verificar su identidad');

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.steps.verifyId'))({ canvasElement });
    await fitsTheViewport(canvasElement);
  },
};
