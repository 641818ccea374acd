import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ADDITIONAL_NAME_USES, type NamesResponse } from '@portal/contract';
import {
  legalName,
  names,
  press,
  profileStory,
  REFUSED,
  REVIEW_REQUESTED_AT,
  SERVER_DOWN,
  shows,
  showsRetry,
  showsSpinner,
  storiesAt,
} from '../stories-support';
import { containing, ok, startingWith, t, withPortalScreen, wordsBefore } from '../../../testing/storybook';
import {
  fromControls,
  longText,
  onPhoneWith,
  showsWithinWidth,
  withControls,
} from '../../../testing/story-states';
import NamesScreen from './names-screen';

const at = storiesAt('/profile/names');
const filled = at(['get', '/v1/patient/names', { data: names() }]);

/** Names and additional names [PROF-1]. */
const meta = {
  title: 'Screens/Profile/Names',
  component: NamesScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { ...filled },
} satisfies Meta<typeof NamesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  parameters: filled,
  play: shows(() => t('profile.names.uses.maiden')),
};
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: at(['get', '/v1/patient/names', { data: names({ names: [legalName] }) }]),
  play: shows(() => t('profile.names.none')),
};
export const InReview: Story = {
  parameters: at([
    'get',
    '/v1/patient/names',
    {
      data: names({
        pending_legal_name: {
          value: { first_name: 'Dana', middle_name: null, last_name: 'Rivera' },
          requested_at: REVIEW_REQUESTED_AT,
        },
      }),
    },
  ]),
  play: shows(() => containing(wordsBefore('profile.inReviewNote', 'date', { value: 'Dana Rivera' }))),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', '/v1/patient/names', 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: at(['get', '/v1/patient/names', { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: at(['get', '/v1/patient/names', { data: names() }], ['put', '/v1/patient/name', 'pending']),
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.names.editLegal'));
    await press(canvasElement, t('profile.save'));
    // The change shows at once while the server has not answered yet.
    await expect(
      within(canvasElement).getByRole('button', { name: containing(t('profile.save')) }),
    ).toBeDisabled();
  },
};
export const RemoveRefused: Story = {
  tags: ['state:refused'],
  parameters: at(
    ['get', '/v1/patient/names', { data: names() }],
    ['delete', '/v1/patient/names/:id', { fail: REFUSED }],
  ),
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.names.removeName', { name: 'Dana Rivera' }));
    // Refused: the name the patient tried to remove is back.
    await waitFor(() => expect(within(canvasElement).getByText('Dana Rivera')).toBeVisible(), {
      timeout: 15000,
    });
  },
};

const spanish = (story: Story, text: string | RegExp): Story => ({
  ...story,
  globals: { locale: 'es' },
  play: shows(text),
});
export const FilledSpanish = spanish(Filled, 'Apellido de soltera');
export const EmptySpanish = spanish(Empty, 'Todavía no hay otros nombres');
export const InReviewSpanish = spanish(InReview, /un coordinador revisa el cambio/);
export const ErrorSpanish = spanish(Error, 'No pudimos cargar esto. Inténtelo de nuevo.');

/** What a designer varies on Names (Controls): the legal name and how many other names the patient added. */
interface NamesControls {
  firstName: string;
  lastName: string;
  otherNames: number;
}
const namesArgs: NamesControls = {
  firstName: legalName.first_name,
  lastName: legalName.last_name,
  otherNames: 2,
};
const controlledNames = (): NamesResponse => {
  const c = { ...namesArgs, ...fromControls<Partial<NamesControls>>() };
  const others = Array.from({ length: c.otherNames }, (_, i) => ({
    id: `8d1c7a52-4f3b-4b7e-9a51-0e6f2b1c${String(9100 + i)}`,
    use: ADDITIONAL_NAME_USES[i % ADDITIONAL_NAME_USES.length]!,
    first_name: 'Dana',
    middle_name: null,
    last_name: `Rivera ${i + 1}`,
  }));
  return names({ names: [{ ...legalName, first_name: c.firstName, last_name: c.lastName }, ...others] });
};
const controlled = {
  args: namesArgs,
  argTypes: {
    firstName: { control: 'text', description: 'Legal first name (at most 100 characters)' },
    lastName: { control: 'text', description: 'Legal last name (at most 100 characters)' },
    otherNames: { control: { type: 'number', min: 0, max: 8 }, description: 'How many other names' },
  },
  parameters: profileStory('/profile/names', [http.get('*/v1/patient/names', () => ok(controlledNames()))]),
};

/** A legal name at its caps (first and last name 100 characters each): it wraps inside its card. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: { ...namesArgs, firstName: longText.givenName, lastName: longText.familyName },
  play: showsWithinWidth(
    startingWith(`${longText.givenName} ${legalName.middle_name} ${longText.familyName}`),
  ),
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  play: showsWithinWidth(() => t('profile.names.uses.maiden')),
};
