import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { containing, startingWith, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, longText, onPhone, showsRoleWithinWidth } from '../../../testing/story-states';
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

export const Empty: Story = { tags: ['state:empty'], play: shows(() => t('profile.newName.use')) };
export const Problems: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.newName.submit'));
    await shows(t('validation.name_use_invalid', { field: t('fields.use') }))({ canvasElement });
    await shows(t('validation.required', { field: t('fields.first_name') }))({ canvasElement });
  },
};
export const Saving: Story = {
  tags: ['state:saving'],
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

/* Nothing is read before the form shows: no loading or error state. */

/** A name typed at its caps (first and last name 100 characters each): the fields take it all, on the page. */
export const LongText: Story = {
  tags: ['state:long-text'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', {
      name: startingWith(t('onboarding.manual.firstName')),
    });
    await userEvent.click(first);
    await userEvent.paste(longText.givenName);
    const last = canvas.getByRole('textbox', { name: startingWith(t('onboarding.manual.lastName')) });
    await userEvent.click(last);
    await userEvent.paste(longText.familyName);
    await expect(first).toHaveValue(longText.givenName);
    await expect(last).toHaveValue(longText.familyName);
    await fitsTheViewport(canvasElement);
  },
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsRoleWithinWidth('radio', () => t('profile.names.uses.maiden')),
};
