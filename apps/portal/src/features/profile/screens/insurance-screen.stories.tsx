import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  insurancePlans,
  longPlan,
  SERVER_DOWN,
  shows,
  showsRetry,
  showsSpinner,
  spanish,
  storiesAt,
} from '../stories-support';
import { containing, t, withPortalScreen } from '../../../testing/storybook';
import { onPhone, showsWithinWidth } from '../../../testing/story-states';
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

export const Filled: Story = {
  tags: ['state:filled'],
  parameters: filled,
  play: shows('Blue Harbor Health'),
};
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: at(['get', '/v1/patient/insurance', { data: { insurance: [] } }]),
  play: shows(() => t('profile.insurance.none')),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', '/v1/patient/insurance', 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: at(['get', '/v1/patient/insurance', { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};

export const FilledSpanish = spanish(Filled, 'Número de afiliado BHH-99817730');
export const EmptySpanish = spanish(Empty, 'Todavía no ha agregado ningún seguro');

/** A plan with every field at the contract's caps (a payer of 120 characters, a member ID of 40): it wraps. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: at(['get', '/v1/patient/insurance', { data: { insurance: [longPlan()] } }]),
  play: showsWithinWidth(containing(longPlan().member_id)),
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  parameters: { ...filled, ...onPhone.parameters },
  play: showsWithinWidth(() => t('profile.insurance.memberId', { id: 'BHH-99817730' })),
};
