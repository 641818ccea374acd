import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { insurancePlans, press, REFUSED, shows, storiesAt } from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import NewInsuranceScreen from './new-insurance-screen';

const at = storiesAt('/profile/insurance/new', ['get', '/v1/patient/insurance', { data: insurancePlans() }]);

/** Add insurance [PROF-5]. */
const meta = {
  title: 'Screens/Profile/New insurance',
  component: NewInsuranceScreen,
  decorators: [withPortalScreen],
  parameters: { ...at() },
} satisfies Meta<typeof NewInsuranceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /Insurance company/ }),
    'Blue Harbor Health',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: /Member ID/ }), 'BHH-1');
  await userEvent.type(canvas.getByRole('textbox', { name: /Subscriber name/ }), 'Dana Demo');
  await userEvent.selectOptions(canvas.getByRole('combobox'), 'self');
}

export const Empty: Story = { play: shows('Front of the card') };
export const Problems: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Add insurance');
    await expect(await within(canvasElement).findByText('Insurance company is required.')).toBeVisible();
  },
};
export const Saving: Story = {
  parameters: at(['post', '/v1/patient/insurance', 'pending']),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await press(canvasElement, 'Add insurance');
    await expect(within(canvasElement).getByRole('button', { name: /Add insurance/ })).toBeDisabled();
  },
};
export const Refused: Story = {
  parameters: at(['post', '/v1/patient/insurance', { fail: REFUSED }]),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await press(canvasElement, 'Add insurance');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Please check what you entered.', undefined, {
        timeout: 15000,
      }),
    ).toBeVisible();
  },
};
export const EmptySpanish: Story = { globals: { locale: 'es' }, play: shows('Reverso de la tarjeta') };
