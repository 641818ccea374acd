import type { Meta, StoryObj } from '@storybook/react-vite';
import { startingWith, withPortalScreen } from '../../../testing/storybook';
import { onPhone, showsWithinWidth } from '../../../testing/story-states';
import {
  dateOfBirth,
  legalName,
  longLegalName,
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
  tags: ['state:filled'],
  parameters: at(
    ['get', '/v1/patient/names', { data: names() }],
    ['get', '/v1/patient/dob', { data: dateOfBirth() }],
  ),
  play: shows('Dana Marie Demo'),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', '/v1/patient/names', 'pending'], ['get', '/v1/patient/dob', 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
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

/** The legal name at its caps (each part 100 characters): it wraps inside the screen. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: at(
    ['get', '/v1/patient/names', { data: names({ names: [longLegalName] }) }],
    ['get', '/v1/patient/dob', { data: dateOfBirth() }],
  ),
  play: showsWithinWidth(startingWith(`${longLegalName.first_name} ${longLegalName.middle_name}`)),
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsWithinWidth(`${legalName.first_name} ${legalName.middle_name} ${legalName.last_name}`),
};
