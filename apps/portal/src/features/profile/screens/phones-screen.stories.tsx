import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  accountPhone,
  codeSent,
  phoneNumbers,
  press,
  REFUSED,
  SERVER_DOWN,
  shows,
  showsRetry,
  spanish,
  showsSpinner,
  removesAtOnce,
  putsBackWhenRefused,
  storiesAt,
} from '../stories-support';
import { containing, t, withPortalScreen } from '../../../testing/storybook';
import { onPhone, showsWithinWidth } from '../../../testing/story-states';
import PhonesScreen from './phones-screen';

const LIST = '/v1/patient/phones';
const at = storiesAt('/profile/phones');
const filled = at(['get', LIST, { data: phoneNumbers() }]);

/** Phone numbers: the sign-in mobile and other numbers, confirmed by a code [PROF-3]. */
const meta = {
  title: 'Screens/Profile/Phones',
  component: PhonesScreen,
  decorators: [withPortalScreen],
  parameters: { ...filled },
} satisfies Meta<typeof PhonesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  parameters: filled,
  play: shows(() => t('profile.phones.notConfirmed')),
};
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: at(['get', LIST, { data: phoneNumbers([accountPhone]) }]),
  play: shows(() => t('profile.phones.none')),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: at(['get', LIST, 'pending']),
  play: showsSpinner,
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: at(['get', LIST, { fail: SERVER_DOWN, status: 500 }]),
  play: showsRetry,
};
export const Confirming: Story = {
  parameters: at(
    ['get', LIST, { data: phoneNumbers() }],
    ['post', '/v1/patient/phone/resend', { data: codeSent }],
  ),
  play: async ({ canvasElement }) => {
    await press(canvasElement, containing(t('profile.phones.confirmNumber', { number: '(312) 555-0177' })));
    await shows(t('profile.phones.codeSent', { destination: '***-***-0177' }))({ canvasElement });
  },
};
export const SwitchingSignIn: Story = {
  parameters: at(
    ['get', LIST, { data: phoneNumbers() }],
    ['post', '/v1/account/step-up', { data: { mfa_token: 'step-up', destination: '***-***-0199' } }],
    // the step-up offers a passkey or an authenticator app when the patient has one: this patient has neither
    ['get', '/v1/account/passkeys', { data: { passkeys: [] } }],
    ['get', '/v1/account/authenticators', { data: { authenticators: [] } }],
  ),
  play: async ({ canvasElement }) => {
    await press(
      canvasElement,
      containing(t('profile.phones.useForSignInNumber', { number: '(312) 555-0142' })),
    );
    await press(canvasElement, t('account.security.ask.sms'));
    await shows(/\*\*\*-\*\*\*-0199/)({ canvasElement });
    // Nothing changes until the code from the current mobile is typed.
    await expect(
      within(canvasElement).getByRole('button', { name: t('profile.phones.changeSignIn') }),
    ).toBeDisabled();
  },
};
const removeMobile = () => containing(t('profile.phones.removeNumber', { number: '(312) 555-0142' }));

export const Saving: Story = {
  tags: ['state:saving'],
  parameters: at(['get', LIST, { data: phoneNumbers() }], ['delete', '/v1/patient/phone/:id', 'pending']),
  play: removesAtOnce(removeMobile, '(312) 555-0142'),
};
export const RemoveRefused: Story = {
  tags: ['state:refused'],
  parameters: at(
    ['get', LIST, { data: phoneNumbers() }],
    ['delete', '/v1/patient/phone/:id', { fail: REFUSED }],
  ),
  play: putsBackWhenRefused(removeMobile, '(312) 555-0142'),
};

export const FilledSpanish = spanish(Filled, 'Sin confirmar');
export const EmptySpanish = spanish(Empty, 'Todavía no hay otros números');
export const ErrorSpanish = spanish(Error, 'No pudimos cargar esto. Inténtelo de nuevo.');

/* A number is typed as ten digits and its kind chosen from a list: no phone story has text of any length. */

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  parameters: { ...filled, ...onPhone.parameters },
  play: showsWithinWidth(() => t('profile.phones.notConfirmed')),
};
