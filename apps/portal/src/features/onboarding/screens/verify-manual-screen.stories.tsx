import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { ok } from '../../../testing/msw';
import {
  gatepass,
  inSpanish,
  onboardingHandlers,
  outcome,
  samplePhoto,
  showsHeading,
} from '../stories-support';
import { t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import VerifyManualScreen from './verify-manual-screen';

/** Manual identification [IDV-4] at /signup/verify/choice/manual. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify/Manual identification',
  component: VerifyManualScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/signup/verify/choice/manual', msw: { handlers: onboardingHandlers() } },
} satisfies Meta<typeof VerifyManualScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { tags: ['state:filled'], play: showsHeading('Manual identification') };
export const MissingDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('onboarding.manual.submit') }, { timeout: 5000 }),
    );
    await expect(canvas.getByText(t('validation.required', { field: 'First name' }))).toBeVisible();
    await expect(canvas.getByText(t('validation.required', { field: 'ID photo' }))).toBeVisible();
  },
};
/** Back to the menu of ways, where the patient still is at the identity step. */
export const Back: Story = {
  parameters: {
    msw: { handlers: onboardingHandlers({ gatepass: gatepass('verify_id', 'not_started') }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('labKits.order.back') }, { timeout: 5000 }),
    );
    await showsHeading(t('onboarding.choice.title'))({ canvasElement });
  },
};

const lastNameDiffers = {
  msw: {
    handlers: [
      http.post('/v1/signup/verify-id/manual', () => ok(outcome(['last_name_mismatch'], 3))),
      ...onboardingHandlers(),
    ],
  },
};
const photoFile = () =>
  new File([Uint8Array.from(atob(samplePhoto.image.data_base64), (c) => c.charCodeAt(0))], 'passport.png', {
    type: 'image/png',
  });
const words = {
  en: {
    first: /^First name/,
    last: /^Last name/,
    dob: /^Date of birth/,
    upload: /Upload a photo instead|Choose a photo/,
    use: 'Use this photo',
    submit: 'Send for verification',
    reason: 'The last name doesn’t match your account.',
    tries: 'You can try 3 more times today this way.',
  },
  es: {
    first: /^Nombre/,
    last: /^Apellido/,
    dob: /^Fecha de nacimiento/,
    upload: /Subir una foto|Elegir una foto/,
    use: 'Usar esta foto',
    submit: 'Enviar para verificación',
    reason: 'El apellido no coincide con el de su cuenta.',
    tries: 'Puede intentarlo 3 veces más hoy de esta forma.',
  },
};
const lastNamePlay =
  (lang: 'en' | 'es') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const w = words[lang];
    const canvas = within(canvasElement);
    const first = await canvas.findByLabelText(w.first, undefined, { timeout: 5000 });
    await userEvent.type(first, 'Siobhan');
    const last = canvas.getByLabelText(w.last);
    await userEvent.type(last, "O'Brien-Núñez");
    fireEvent.change(canvas.getByLabelText(w.dob), { target: { value: '1980-05-17' } });
    await userEvent.upload(canvas.getByLabelText(w.upload), photoFile());
    await userEvent.click(await canvas.findByRole('button', { name: w.use }));
    await userEvent.click(canvas.getByRole('button', { name: w.submit }));
    await expect(await canvas.findByText(w.reason)).toBeVisible();
    await expect(last).toHaveAccessibleDescription(w.reason);
    await expect(last).toHaveValue("O'Brien-Núñez");
    await expect(first).toHaveValue('Siobhan');
    await expect(canvas.getByText(w.tries)).toBeVisible();
  };

/**
 * The details differ from the account [IDV-4] [issue 23]: the reason at the last name, everything typed kept
 * (the photo too), the tries left and the other ways.
 */
export const LastNameDiffers: Story = {
  tags: ['state:refused'],
  parameters: lastNameDiffers,
  play: lastNamePlay('en'),
};
export const LastNameDiffersSpanish: Story = {
  parameters: lastNameDiffers,
  globals: { locale: 'es' },
  play: lastNamePlay('es'),
};

export const FormSpanish = inSpanish(Form, 'Identificación manual');
export const MissingDetailsSpanish = inSpanish(MissingDetails, 'Identificación manual');

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.manual.title'))({ canvasElement });
    await fitsTheViewport(canvasElement);
  },
};
