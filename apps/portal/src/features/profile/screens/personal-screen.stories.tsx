import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPortalScreen } from '../../../testing/storybook';
import {
  dateOfBirth,
  names,
  SERVER_DOWN,
  shows,
  showsRetry,
  showsSpinner,
  storiesAt,
} from '../stories-support';
import PersonalScreen from './personal-screen';

const at = storiesAt('/profile/personal');

/** The profile [PROF-1 … PROF-6]: who we have on file and every part of it. */
const meta = {
  title: 'Screens/Profile/Profile',
  component: PersonalScreen,
  decorators: [withPortalScreen],
  parameters: {
    ...at(
      ['get', '/v1/patient/names', { data: names() }],
      ['get', '/v1/patient/dob', { data: dateOfBirth() }],
    ),
  },
} satisfies Meta<typeof PersonalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: at(
    ['get', '/v1/patient/names', { data: names() }],
    ['get', '/v1/patient/dob', { data: dateOfBirth() }],
  ),
  play: shows('Dana Marie Demo'),
};
export const Loading: Story = {
  parameters: at(['get', '/v1/patient/names', 'pending'], ['get', '/v1/patient/dob', 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  parameters: at(
    ['get', '/v1/patient/names', { fail: SERVER_DOWN, status: 500 }],
    ['get', '/v1/patient/dob', { data: dateOfBirth() }],
  ),
  play: showsRetry,
};
export const FilledSpanish: Story = {
  ...Filled,
  globals: { locale: 'es' },
  play: shows('Raza, etnia e idioma'),
};
