import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { gatepass, identityStatus, inSpanish, onboardingHandlers, showsHeading } from '../stories-support';
import { t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import VerifyChoiceScreen from './verify-choice-screen';

/** Other ways to verify [IDV-4..6]: the menu; each way has its own address and stories. */
const meta = {
  title: 'Screens/Onboarding/Other ways to verify/Menu',
  component: VerifyChoiceScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: '/signup/verify/choice',
    // the patient is at the identity step, where the way they choose opens
    msw: { handlers: onboardingHandlers({ gatepass: gatepass('verify_id', 'not_started') }) },
  },
} satisfies Meta<typeof VerifyChoiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.steps.verifyChoice'))({ canvasElement });
    // The SSN is no way to verify on its own: it is offered only after a passed ID scan.
    await expect(within(canvasElement).queryByText(/Social Security/)).toBeNull();
  },
};

/** The driver's licence chosen: its own page opens. */
export const LicenceChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('onboarding.choice.licence') }, { timeout: 5000 }),
    );
    await showsHeading(t('onboarding.licence.title'))({ canvasElement });
  },
};
export const MenuWithoutTries: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({
        status: identityStatus({
          attempts_left: { document: 0, manual: 5, assisted: 5, driver_licence: 0, ssn: 0 },
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const unavailable = await within(canvasElement).findAllByText(
      t('onboarding.choice.unavailable'),
      undefined,
      { timeout: 5000 },
    );
    await expect(unavailable).toHaveLength(1);
  },
};
/** While the account is on hold there is no menu: the on-hold page opens instead. */
export const WhileOnHold: Story = {
  parameters: {
    msw: {
      handlers: onboardingHandlers({ status: identityStatus({ status: 'on_hold', method: 'assisted' }) }),
    },
  },
  play: (context) => showsHeading(t('onboarding.onHold.title'))(context),
};

export const MenuSpanish = inSpanish(Menu, 'Otras formas de verificarse');
export const MenuWithoutTriesSpanish = inSpanish(MenuWithoutTries, 'Otras formas de verificarse');

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await showsHeading(t('onboarding.steps.verifyChoice'))({ canvasElement });
    await fitsTheViewport(canvasElement);
  },
};
