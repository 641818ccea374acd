import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPortalScreen } from '../../../testing/storybook';
import { names, press, shows, storiesAt } from '../stories-support';
import NewNameScreen from './new-name-screen';

const at = storiesAt('/profile/names/new');

/** New additional name [PROF-1]. */
const meta = {
  title: 'Screens/Profile/New name',
  component: NewNameScreen,
  decorators: [withPortalScreen],
  parameters: { ...at(['get', '/v1/patient/names', { data: names() }]) },
} satisfies Meta<typeof NewNameScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: shows('Kind of name') };
export const Problems: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Add name');
    await shows('Kind of name must be maiden, previous, nickname or preferred name.')({ canvasElement });
    await shows('First name is required.')({ canvasElement });
  },
};
export const Saving: Story = {
  parameters: at(['get', '/v1/patient/names', { data: names() }], ['post', '/v1/patient/names', 'pending']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Maiden name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Dana');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Rivera');
    await press(canvasElement, 'Add name');
    await expect(canvas.getByRole('button', { name: /Add name/ })).toBeDisabled();
  },
};
export const ProblemsSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Agregar nombre');
    await shows('Nombre: este dato es obligatorio.')({ canvasElement });
  },
};
