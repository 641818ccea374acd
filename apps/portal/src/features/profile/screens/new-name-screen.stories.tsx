import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { containing, startingWith, t, withPortalScreen } from '../../../testing/storybook';
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
    await press(canvasElement, t('profile.newName.submit'));
    await shows(t('validation.name_use_invalid', { field: 'Kind of name' }))({ canvasElement });
    await shows(t('validation.required', { field: 'First name' }))({ canvasElement });
  },
};
export const Saving: Story = {
  parameters: at(['get', '/v1/patient/names', { data: names() }], ['post', '/v1/patient/names', 'pending']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('profile.names.uses.maiden') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('onboarding.manual.firstName')) }),
      'Dana',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(t('onboarding.manual.lastName')) }),
      'Rivera',
    );
    await press(canvasElement, t('profile.newName.submit'));
    await expect(
      canvas.getByRole('button', { name: containing(t('profile.newName.submit')) }),
    ).toBeDisabled();
  },
};
export const ProblemsSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Agregar nombre');
    await shows('Nombre: este dato es obligatorio.')({ canvasElement });
  },
};
