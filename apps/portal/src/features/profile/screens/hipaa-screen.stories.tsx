import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { containing, t, withPortalScreen } from '../../../testing/storybook';
import { longFullName, onPhone, showsWithinWidth } from '../../../testing/story-states';
import {
  answering,
  hipaaDetails,
  press,
  SERVER_DOWN,
  shows,
  showsRetry,
  showsSpinner,
  storiesAt,
} from '../stories-support';
import HipaaScreen from './hipaa-screen';

const at = storiesAt('/profile/hipaa');
const filled = (...more: Parameters<typeof answering>) =>
  at(['get', '/v1/patient/hipaa/details', { data: hipaaDetails }], ...more);

/** Profile HIPAA authorizations [PROF-6]: view, download, revoke with a confirming dialog. */
const meta = {
  title: 'Screens/Profile/HIPAA authorizations',
  component: HipaaScreen,
  decorators: [withPortalScreen],
  parameters: { ...filled() },
} satisfies Meta<typeof HipaaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: shows(() => t('profile.hipaa.states.in_force')),
};
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: at(['get', '/v1/patient/hipaa/details', { data: { authorizations: [] } }]),
  play: shows(() => t('profile.hipaa.none')),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', '/v1/patient/hipaa/details', 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: at(['get', '/v1/patient/hipaa/details', { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const RevokeAsked: Story = {
  parameters: filled(),
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.hipaa.revoke'));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText(t('profile.hipaa.revokeDescription'))).toBeVisible();
  },
};
export const Revoking: Story = {
  tags: ['state:saving'],
  parameters: filled(['delete', '/v1/signup/hipaa', 'pending']),
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.hipaa.revoke'));
    const dialog = await within(document.body).findByRole('dialog');
    await press(dialog, t('profile.hipaa.confirmRevoke'));
    // Shown revoked at once, while the server has not answered yet.
    await waitFor(() =>
      expect(within(canvasElement).getAllByText(t('profile.hipaa.states.revoked'))).toHaveLength(2),
    );
  },
};
export const RevokeRefused: Story = {
  tags: ['state:refused'],
  parameters: filled(['delete', '/v1/signup/hipaa', { fail: SERVER_DOWN, status: 500 }]),
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.hipaa.revoke'));
    const dialog = await within(document.body).findByRole('dialog');
    await press(dialog, t('profile.hipaa.confirmRevoke'));
    // Refused: once the server's refusal is shown, the authorization reads in force again and the dialog stays
    // open to try again.
    await within(document.body).findByText(containing(t('errors.INTERNAL')), {}, { timeout: 15000 });
    await expect(within(canvasElement).getByText(t('profile.hipaa.states.in_force'))).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: t('profile.hipaa.confirmRevoke') }),
    ).toBeEnabled();
  },
};
export const FilledSpanish: Story = { ...Filled, globals: { locale: 'es' }, play: shows('Vigente') };
export const EmptySpanish: Story = {
  ...Empty,
  globals: { locale: 'es' },
  play: shows('No ha firmado ninguna autorización'),
};

/*
 * The name signed with at its cap (TEXT_LIMITS.fullName, 200 characters: the signature form's cap; the details'
 * schema itself puts none on it).
 */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: at([
    'get',
    '/v1/patient/hipaa/details',
    {
      data: {
        authorizations: hipaaDetails.authorizations.map((a) => ({ ...a, signer_name: longFullName })),
      },
    },
  ]),
  play: async (context) => {
    await showsWithinWidth(() => t('profile.hipaa.states.in_force'))(context);
    await expect(within(context.canvasElement).getAllByText(longFullName)).toHaveLength(2);
  },
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsWithinWidth(() => t('profile.hipaa.states.in_force')),
};
