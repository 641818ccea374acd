import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { identityStatus, inSpanish, onboardingHandlers, showsHeading } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
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
  play: async ({ canvasElement }) => {
    await showsHeading('Your account is on hold')({ canvasElement });
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
export const Approved: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({ status: identityStatus({ status: 'verified', method: 'assisted' }) }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('moved-on', undefined, { timeout: 5000 }),
    ).toHaveTextContent('/hippa');
  },
};

export const CorrectionUnderReviewSpanish = inSpanish(CorrectionUnderReview, 'Su cuenta está en espera');
