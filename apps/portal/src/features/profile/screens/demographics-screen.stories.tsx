import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { containing, t, withPortalScreen } from '../../../testing/storybook';
import { onPhone, showsWithinWidth } from '../../../testing/story-states';
import {
  demographics,
  notAnsweredDemographics,
  press,
  SERVER_DOWN,
  shows,
  showsRetry,
  storiesAt,
} from '../stories-support';
import DemographicsScreen from './demographics-screen';

const at = storiesAt('/profile/demographics');

/** Demographics 2 [PROF-4]: optional, with the reason we ask. */
const meta = {
  title: 'Screens/Profile/Demographics',
  component: DemographicsScreen,
  decorators: [withPortalScreen],
  parameters: { ...at(['get', '/v1/patient/demographics', { data: demographics }]) },
} satisfies Meta<typeof DemographicsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'checkbox',
        { name: t('profile.demographics.raceOptions.asian') },
        { timeout: 15000 },
      ),
    ).toBeChecked();
  },
};
export const NotAnswered: Story = {
  tags: ['state:empty'],
  parameters: at(['get', '/v1/patient/demographics', { data: notAnsweredDemographics }]),
  play: shows(() => t('profile.demographics.why')),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', '/v1/patient/demographics', 'pending']),
  // The screen's note on why we ask is a status too: the spinner is found by what it announces.
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('profile.loading'), undefined, { timeout: 15000 }),
    ).toBeInTheDocument();
  },
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: at(['get', '/v1/patient/demographics', { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: at(
    ['get', '/v1/patient/demographics', { data: demographics }],
    ['put', '/v1/patient/demographics', 'pending'],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'checkbox',
        { name: t('profile.gender.sexesAtBirth.declined') },
        { timeout: 15000 },
      ),
    );
    await expect(
      canvas.getByRole('checkbox', { name: t('profile.demographics.raceOptions.asian') }),
    ).not.toBeChecked();
    await press(canvasElement, t('profile.save'));
    await expect(canvas.getByRole('button', { name: containing(t('profile.save')) })).toBeDisabled();
  },
};
export const NotAnsweredSpanish: Story = {
  ...NotAnswered,
  globals: { locale: 'es' },
  play: shows('Por qué lo preguntamos'),
};

/* Every answer is a choice from a list: no long-text state. */

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsWithinWidth(() => t('profile.demographics.why')),
};
