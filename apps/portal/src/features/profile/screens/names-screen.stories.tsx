import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  legalName,
  names,
  press,
  REFUSED,
  REVIEW_REQUESTED_AT,
  SERVER_DOWN,
  shows,
  showsRetry,
  showsSpinner,
  storiesAt,
} from '../stories-support';
import { containing, t, withPortalScreen } from '../../../testing/storybook';
import NamesScreen from './names-screen';

const at = storiesAt('/profile/names');
const filled = at(['get', '/v1/patient/names', { data: names() }]);

/** Names and additional names [PROF-1]. */
const meta = {
  title: 'Screens/Profile/Names',
  component: NamesScreen,
  decorators: [withPortalScreen],
  parameters: { ...filled },
} satisfies Meta<typeof NamesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: filled, play: shows('Maiden name') };
export const Empty: Story = {
  parameters: at(['get', '/v1/patient/names', { data: names({ names: [legalName] }) }]),
  play: shows('No other names yet'),
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
  play: shows(/a coordinator checks the change/),
};
export const Loading: Story = { parameters: at(['get', '/v1/patient/names', 'pending']), play: showsSpinner };
export const Error: Story = {
  parameters: at(['get', '/v1/patient/names', { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const Saving: Story = {
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
  parameters: at(
    ['get', '/v1/patient/names', { data: names() }],
    ['delete', '/v1/patient/names/:id', { fail: REFUSED }],
  ),
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Remove Dana Rivera');
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
