import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SHARE_KEY, scopedView, sharedViewHandlers } from '../../../testing/sharing';
import { failWith, ok } from '../../../testing/msw';
import { fitsTheViewport, longText, onPhone } from '../../../testing/story-states';
import { containing, t, withPortalScreen } from '../../../testing/storybook';
import SharedViewScreen from './shared-view-screen';

/** [SHARE-2] A share link's recipient: opening, the passcode, the shared records, a link that no longer works. */
const meta = {
  title: 'Screens/Sharing/Shared records (recipient)',
  component: SharedViewScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: { path: `/shared#${SHARE_KEY}`, pattern: '/shared' },
    msw: { handlers: sharedViewHandlers.open() },
  },
} satisfies Meta<typeof SharedViewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('sharing.shared.heading', { name: 'Dana Demo' }) }),
    ).toBeVisible();
    await expect(await canvas.findByText('Type 2 diabetes')).toBeVisible();
    await expect(await canvas.findByText('Peanut allergy')).toBeVisible();
  },
};
export const Opening: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: sharedViewHandlers.opening() } },
};
export const Passcode: Story = {
  tags: ['state:refused'],
  parameters: { msw: { handlers: sharedViewHandlers.passcode() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(containing(t('sharing.scope.passcode'))), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: t('sharing.shared.open') }));
    await expect(await canvas.findByText(t('errors.SHARE_PASSCODE_INVALID'))).toBeVisible();
  },
};
/** [issue 23] Opened with no passcode typed: said at the field, in the portal's words, nothing sent. */
export const PasscodeEmpty: Story = {
  parameters: { msw: { handlers: sharedViewHandlers.passcode() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const passcode = await canvas.findByLabelText(containing(t('sharing.scope.passcode')));
    await userEvent.click(canvas.getByRole('button', { name: t('sharing.shared.open') }));
    await expect(passcode).toHaveAccessibleDescription(/required/);
    await expect(passcode).toHaveAttribute('aria-invalid', 'true');
  },
};
export const PasscodeAccepted: Story = {
  parameters: { msw: { handlers: sharedViewHandlers.passcode() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(containing(t('sharing.scope.passcode'))), 'maple-42');
    await userEvent.click(canvas.getByRole('button', { name: t('sharing.shared.open') }));
    await expect(await canvas.findByText('Type 2 diabetes')).toBeVisible();
  },
};
/** [issue 26] Opened more than its limit allows: said in the portal's words, with the minutes to wait. */
export const OpensLimited: Story = {
  parameters: { msw: { handlers: sharedViewHandlers.limited('open') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/too many opens in a short time\. Please wait 12 minutes/),
    ).toBeVisible();
  },
};
/** [issue 26] Limited once the passcode is typed: said above the form, which stays for after the wait. */
export const OpensLimitedAtPasscode: Story = {
  parameters: { msw: { handlers: sharedViewHandlers.limited('passcode') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const passcode = await canvas.findByLabelText(containing(t('sharing.scope.passcode')));
    await userEvent.type(passcode, 'maple-42');
    await userEvent.click(canvas.getByRole('button', { name: t('sharing.shared.open') }));
    await expect(await canvas.findByText(/Please wait 12 minutes, then open it again/)).toBeVisible();
    await expect(passcode).toBeVisible();
  },
};
export const OpensLimitedSpanish: Story = {
  parameters: { msw: { handlers: sharedViewHandlers.limited('open') } },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/demasiadas aperturas en poco tiempo\. Espere 12 minutos/),
    ).toBeVisible();
  },
};
export const Unavailable: Story = {
  parameters: { msw: { handlers: sharedViewHandlers.unavailable() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/This link has expired, was turned off/),
    ).toBeVisible();
  },
};
export const AccessEnded: Story = {
  parameters: { msw: { handlers: sharedViewHandlers.ended() } },
  play: async ({ canvasElement }) => {
    const ended = await within(canvasElement).findAllByText(/This access has ended/);
    await expect(ended.length).toBeGreaterThan(0);
  },
};
export const IncompleteLink: Story = {
  parameters: { route: { path: '/shared', pattern: '/shared' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This link is incomplete/)).toBeVisible();
  },
};
export const Spanish: Story = { globals: { locale: 'es' } };

/** The server cannot open the link just now: its words are shown in the page (the server's language). */
const unavailableNow = 'Something went wrong. Please try again.';
export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: { handlers: [http.post('*/v1/shared/open', () => failWith(503, `INTERNAL - ${unavailableNow}`))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(unavailableNow)).toBeVisible();
  },
};

/** A patient's names at the contract's caps (100 characters each): the heading wraps within the page. */
const longNamedView = { ...scopedView, patient_name: `${longText.givenName} ${longText.familyName}` };
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/shared/open', () => ok(longNamedView)),
        ...sharedViewHandlers.open().slice(1),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: t('sharing.shared.heading', { name: longNamedView.patient_name }),
      }),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Type 2 diabetes')).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
