import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { ok } from '../../../testing/msw';
import { inSpanish, onboardingHandlers, outcome, showsHeading } from '../stories-support';
import { t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import VerifyLicenceScreen from './verify-licence-screen';

/** Driver licence check [IDV-6] at /signup/verify/choice/licence. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify/Driver licence',
  component: VerifyLicenceScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/signup/verify/choice/licence', msw: { handlers: onboardingHandlers() } },
} satisfies Meta<typeof VerifyLicenceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { tags: ['state:filled'], play: showsHeading('Driver’s licence') };
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('onboarding.licence.submit') }, { timeout: 5000 }),
    );
    await expect(canvas.getByText(t('validation.number', { field: 'Licence number' }))).toBeVisible();
    await expect(canvas.getByText(t('validation.state', { field: 'State' }))).toBeVisible();
  },
};

const failing = (attemptsLeft: number) => ({
  msw: {
    handlers: [
      http.post('/v1/signup/verify-id/driver-licence', () =>
        ok(outcome(['licence_not_matched'], attemptsLeft)),
      ),
      ...onboardingHandlers(),
    ],
  },
});
const words = {
  en: {
    number: /^Licence number/,
    state: /^Issuing state/,
    issue: /^Issue date/,
    expiry: /^Expiry date/,
    submit: 'Check my licence',
    reason: /couldn’t match this licence with the state’s records/,
    otherWays: 'Other ways to verify',
  },
  es: {
    number: /^Número de licencia/,
    state: /^Estado que la emitió/,
    issue: /^Fecha de emisión/,
    expiry: /^Fecha de vencimiento/,
    submit: 'Comprobar mi licencia',
    reason: /No pudimos encontrar esta licencia/,
    otherWays: 'Otras formas de verificarse',
  },
};

/** Fills the licence as printed on the card (with its hyphens), sends it, and finds the reason at the number. */
const noMatch =
  (lang: 'en' | 'es', triesText: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const w = words[lang];
    const canvas = within(canvasElement);
    const number = await canvas.findByLabelText(w.number, undefined, { timeout: 5000 });
    await userEvent.type(number, 'S530-4607-1234');
    await userEvent.selectOptions(canvas.getByLabelText(w.state), 'MA');
    fireEvent.change(canvas.getByLabelText(w.issue), { target: { value: '2020-01-15' } });
    fireEvent.change(canvas.getByLabelText(w.expiry), { target: { value: '2030-01-15' } });
    await userEvent.click(canvas.getByRole('button', { name: w.submit }));
    await expect(await canvas.findByText(w.reason)).toBeVisible();
    await expect(number).toHaveValue('S530-4607-1234');
    await expect(number).toHaveAccessibleDescription(w.reason);
    await expect(canvas.getByText(triesText)).toBeVisible();
    await expect(canvas.getByRole('button', { name: w.otherWays })).toBeVisible();
  };

/**
 * No licence record matched [IDV-6] [issue 23]: the reason at the number, what was typed kept, the tries left
 * and the other ways (the spec's "Verification failed." toast shows too).
 */
export const NoMatch: Story = {
  tags: ['state:refused'],
  parameters: failing(2),
  play: noMatch('en', 'You can try 2 more times today this way.'),
};
export const NoTriesLeft: Story = {
  parameters: failing(0),
  play: noMatch('en', 'You have used all your tries for today this way.'),
};
export const NoMatchSpanish: Story = {
  parameters: failing(1),
  globals: { locale: 'es' },
  play: noMatch('es', 'Puede intentarlo 1 vez más hoy de esta forma.'),
};

export const FormSpanish = inSpanish(Form, 'Licencia de conducir');
export const ErrorsSpanish = inSpanish(Errors, 'Licencia de conducir');

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.licence.title'))({ canvasElement });
    await fitsTheViewport(canvasElement);
  },
};
