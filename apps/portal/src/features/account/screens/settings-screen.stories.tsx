import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoClaims, failWith, ok, pending, withPortalScreen } from '../../../testing/storybook';
import { savedSettings } from '../stories-support';
import SettingsScreen from './settings-screen';

const read = http.get('*/v1/patient/settings', () => ok(savedSettings));

const meta = {
  title: 'Screens/Account/Settings',
  component: SettingsScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/profile/settings', session: demoClaims, msw: { handlers: [read] } },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [PROF-7] The saved language, time zone and choices; a change is saved and confirmed. */
export const Filled: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [read, http.put('*/v1/patient/settings', async ({ request }) => ok(await request.json()))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Time zone/)).toHaveValue('America/Chicago');
    const labKits = canvas.getByRole('group', { name: 'Lab kit updates' });
    await expect(within(labKits).getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Research studies' })).getByRole('checkbox', {
        name: 'Email',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await within(document.body).findByText('Your settings are saved.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('get', '*/v1/patient/settings')] } },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get('*/v1/patient/settings', () => failWith(500, 'SERVER_ERROR - Oops'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** [PROF-7] While the server saves: the button is busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: [read, pending('put', '*/v1/patient/settings')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save settings' }));
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** [PROF-7] A refusal says why in place; nothing is kept. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        read,
        http.put('*/v1/patient/settings', () =>
          failWith(400, 'VALIDATION_FAILED - Time zone must be a time zone such as America/Chicago.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText(/Time zone must be a time zone/)).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: 'Novedades de los kits de laboratorio' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Zona horaria/)).toHaveValue('America/Chicago');
  },
};
