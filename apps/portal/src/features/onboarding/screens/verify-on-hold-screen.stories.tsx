import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ok } from '../../../testing/msw';
import { gatepass, identityStatus, inSpanish, onboardingHandlers, showsHeading } from '../stories-support';
import { demoClaims, startingWith, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import VerifyOnHoldScreen from './verify-on-hold-screen';

const onHold = identityStatus({
  status: 'on_hold',
  method: 'assisted',
  assisted_request: {
    phone: '617-555-0100',
    preferred_time: '2026-11-23T15:00:00.000Z',
    requested_at: '2026-11-21T15:00:00.000Z',
  },
});

/** Account on hold [IDV-5] at /signup/verify/choice/on-hold: a call the patient asked for, or a coordinator reviewing a correction. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify/Account on hold',
  component: VerifyOnHoldScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: '/signup/verify/choice/on-hold',
    msw: { handlers: onboardingHandlers({ status: onHold }) },
  },
} satisfies Meta<typeof VerifyOnHoldScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The call as the patient booked it, in their language: the day is the same in every zone the grid runs in. */
export const CallBooked: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.onHold.title'))({ canvasElement });
    await expect(await within(canvasElement).findByText(/617-555-0100 on Nov 23, 2026/)).toBeVisible();
  },
};
export const CallBookedSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await showsHeading('Su cuenta está en espera')({ canvasElement });
    await expect(await within(canvasElement).findByText(/617-555-0100 el 23 nov 2026/)).toBeVisible();
  },
};
export const CorrectionUnderReview: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({ status: identityStatus({ status: 'on_hold', method: 'assisted' }) }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/differ from what your ID showed/, undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};
/** Approved: the patient goes on to the HIPAA authorization. */
export const Approved: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({ status: identityStatus({ status: 'verified', method: 'assisted' }) }),
    },
  },
  play: (context) => showsHeading(t('onboarding.hipaa.title'))(context),
};

export const CorrectionUnderReviewSpanish = inSpanish(CorrectionUnderReview, 'Su cuenta está en espera');

/** "Check again" while still on hold: said in the page as information, not as a green success [issue 23]. */
export const StillWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/617-555-0100/, undefined, { timeout: 5000 });
    const check = canvas.getByRole('button', { name: t('onboarding.onHold.check') });
    await waitFor(() => expect(check).toBeEnabled());
    await userEvent.click(check);
    await expect(await canvas.findByText(/^Still waiting for a coordinator \(checked /)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Still waiting/);
  },
};

/** The patient changes the call while on hold [IDV-5] [issue 23]: the form starts from the booked call. */
export const ChangeTheCall: Story = {
  parameters: {
    session: demoClaims,
    msw: {
      handlers: [
        http.put('/v1/signup/assisted-verify-id', () =>
          ok(
            identityStatus({
              status: 'on_hold',
              method: 'assisted',
              assisted_request: { ...onHold.assisted_request!, phone: '617-555-0123' },
            }),
          ),
        ),
        ...onboardingHandlers({ status: onHold }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('onboarding.onHold.changeCall') }, { timeout: 5000 }),
    );
    const phone = canvas.getByLabelText(startingWith(t('onboarding.assisted.phone')));
    await expect(phone).toHaveValue('(617) 555-0100');
    await expect(
      canvas.getByRole('heading', { name: t('onboarding.onHold.changeCall'), level: 2 }),
    ).toBeVisible();
  },
};
export const ChangeTheCallSpanish: Story = {
  ...ChangeTheCall,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Cambiar la llamada' }, { timeout: 5000 }),
    );
    await expect(canvas.getByRole('heading', { name: 'Cambiar la llamada', level: 2 })).toBeVisible();
  },
};

/** The call withdrawn, kept where every render of a story starts without it (the story host clears it). */
const WITHDRAWN = 'story:call-withdrawn';

/** The patient stops waiting and chooses another way [IDV-5] [issue 23], after saying so once: the menu opens. */
export const ChooseAnotherWay: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('/v1/signup/assisted-verify-id', () => {
          sessionStorage.setItem(WITHDRAWN, 'yes');
          return ok(identityStatus({ status: 'not_started' }));
        }),
        // the server after the withdrawal: the identity step starts over, so the menu of ways opens
        http.get('/v1/signup/verify-id/invite', () =>
          ok(sessionStorage.getItem(WITHDRAWN) ? identityStatus() : onHold),
        ),
        ...onboardingHandlers({ gatepass: gatepass('verify_id', 'on_hold') }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('onboarding.onHold.otherWay') }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText(/Your call request will be cancelled/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.onHold.otherWayYes') }));
    await showsHeading(t('onboarding.choice.title'))({ canvasElement });
  },
};
export const ChooseAnotherWaySpanish: Story = {
  ...ChooseAnotherWay,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Elegir otra forma de verificarse' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText(/Se cancelará su solicitud de llamada/)).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.onHold.title'))({ canvasElement });
    await expect(await within(canvasElement).findByText(/617-555-0100/)).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
