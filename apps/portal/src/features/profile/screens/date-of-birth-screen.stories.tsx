import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { calendarDay } from '../../../lib/date-format';
import { containing, storyLanguage, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import {
  dateOfBirth,
  press,
  REVIEW_REQUESTED_AT,
  SERVER_DOWN,
  shows,
  showsRetry,
  showsSpinner,
  storiesAt,
} from '../stories-support';
import DateOfBirthScreen from './date-of-birth-screen';

const at = storiesAt('/profile/date-of-birth');

/** Date of birth [PROF-4]. */
const meta = {
  title: 'Screens/Profile/Date of birth',
  component: DateOfBirthScreen,
  decorators: [withPortalScreen],
  parameters: { ...at(['get', '/v1/patient/dob', { data: dateOfBirth() }]) },
} satisfies Meta<typeof DateOfBirthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByDisplayValue('1980-01-01', {}, { timeout: 15000 }),
    ).toBeVisible();
  },
};
export const InReview: Story = {
  parameters: at([
    'get',
    '/v1/patient/dob',
    { data: dateOfBirth({ pending: { value: '1981-01-01', requested_at: REVIEW_REQUESTED_AT } }) },
  ]),
  play: shows(() => containing(calendarDay('1981-01-01', storyLanguage()))),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', '/v1/patient/dob', 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: at(['get', '/v1/patient/dob', { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: at(['get', '/v1/patient/dob', { data: dateOfBirth() }], ['put', '/v1/patient/dob', 'pending']),
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.save'));
    await expect(
      within(canvasElement).getByRole('button', { name: containing(t('profile.save')) }),
    ).toBeDisabled();
  },
};
export const InReviewSpanish: Story = {
  ...InReview,
  globals: { locale: 'es' },
  play: shows(/1 de enero de 1981/),
};

/* A date is picked, never typed at length: no long-text state. */

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByDisplayValue('1980-01-01', {}, { timeout: 15000 }),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
