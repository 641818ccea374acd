import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  insurancePlans,
  SERVER_DOWN,
  shows,
  showsRetry,
  showsSpinner,
  spanish,
  storiesAt,
} from '../stories-support';
import { withPortalScreen } from '../../../testing/storybook';
import InsuranceScreen from './insurance-screen';

const at = storiesAt('/profile/insurance');
const filled = at(['get', '/v1/patient/insurance', { data: insurancePlans() }]);

/** Insurance list [PROF-5]. */
const meta = {
  title: 'Screens/Profile/Insurance',
  component: InsuranceScreen,
  decorators: [withPortalScreen],
  parameters: { ...filled },
} satisfies Meta<typeof InsuranceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: filled, play: shows('Blue Harbor Health') };
export const Empty: Story = {
  parameters: at(['get', '/v1/patient/insurance', { data: { insurance: [] } }]),
  play: shows('No insurance added yet'),
};
export const Loading: Story = {
  parameters: at(['get', '/v1/patient/insurance', 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  parameters: at(['get', '/v1/patient/insurance', { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};

export const FilledSpanish = spanish(Filled, 'Número de afiliado BHH-99817730');
export const EmptySpanish = spanish(Empty, 'Todavía no ha agregado ningún seguro');
