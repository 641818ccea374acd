import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { containing, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import {
  gender,
  notAnsweredGender,
  press,
  SERVER_DOWN,
  showsRetry,
  showsSpinner,
  storiesAt,
} from '../stories-support';
import GenderScreen from './gender-screen';

const at = storiesAt('/profile/gender');
const checked =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name }, { timeout: 15000 })).toBeChecked();
  };

/** Sex assigned at birth, gender identity and sex as on the records [PROF-4]. */
const meta = {
  title: 'Screens/Profile/Gender',
  component: GenderScreen,
  decorators: [withPortalScreen],
  parameters: { ...at(['get', '/v1/patient/gender', { data: gender }]) },
} satisfies Meta<typeof GenderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async (context) => checked(t('profile.gender.identities.woman'))(context),
};
export const NotAnswered: Story = {
  tags: ['visual', 'state:empty'],
  parameters: at(['get', '/v1/patient/gender', { data: notAnsweredGender }]),
  play: async ({ canvasElement }) => {
    const radios = await within(canvasElement).findAllByRole('radio', {}, { timeout: 15000 });
    for (const radio of radios) await expect(radio).not.toBeChecked();
  },
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', '/v1/patient/gender', 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: at(['get', '/v1/patient/gender', { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: at(['get', '/v1/patient/gender', { data: gender }], ['put', '/v1/patient/gender', 'pending']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'radio',
        { name: t('profile.gender.identities.non_binary') },
        { timeout: 15000 },
      ),
    );
    await press(canvasElement, t('profile.save'));
    await expect(canvas.getByRole('button', { name: containing(t('profile.save')) })).toBeDisabled();
  },
};
export const SaveRefused: Story = {
  parameters: at(
    ['get', '/v1/patient/gender', { data: gender }],
    ['put', '/v1/patient/gender', { fail: SERVER_DOWN, status: 500 }],
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const atBirth = await canvas.findByRole(
      'group',
      { name: t('profile.gender.sexAtBirth') },
      { timeout: 15000 },
    );
    await userEvent.click(
      within(atBirth).getByRole('radio', { name: t('profile.gender.sexesAtBirth.male') }),
    );
    await press(canvasElement, t('profile.save'));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('profile.save') })).toBeEnabled(), {
      timeout: 15000,
    });
  },
};
/** Why the sex assigned at birth is asked: the screenings it decides, never how the patient is addressed. */
export const SexAtBirthWhy: Story = {
  parameters: at(['get', '/v1/patient/gender', { data: notAnsweredGender }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const atBirth = await canvas.findByRole(
      'group',
      { name: t('profile.gender.sexAtBirth') },
      { timeout: 15000 },
    );
    await expect(
      within(atBirth).getByRole('radio', { name: t('profile.gender.sexesAtBirth.declined') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('profile.gender.sexAtBirthWhy'))).toBeVisible();
  },
};
export const FilledSpanish: Story = { ...Filled, globals: { locale: 'es' }, play: checked('Mujer') };

/* Every answer is a choice from a list: no long-text state. */

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async (context) => {
    await checked(t('profile.gender.identities.woman'))(context);
    await fitsTheViewport(context.canvasElement);
  },
};
