import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { saveDraft } from '../../../lib/drafts';
import { codeSent, press, shows, storiesAt } from '../stories-support';
import { containing, serverSays, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import NewPhoneScreen from './new-phone-screen';

const at = storiesAt('/profile/phones/new');

/** Add a phone number, then the code texted to it [PROF-3]. */
const meta = {
  title: 'Screens/Profile/New phone',
  component: NewPhoneScreen,
  decorators: [withPortalScreen],
  parameters: { ...at() },
} satisfies Meta<typeof NewPhoneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function enterNumber(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(containing(t('profile.newPhone.number'))), '3125550177');
  await userEvent.click(canvas.getByRole('radio', { name: t('profile.phones.labels.home') }));
  await press(canvasElement, t('profile.newPhone.submit'));
}

export const Entry: Story = { tags: ['state:empty'], play: shows(() => t('profile.newPhone.label')) };
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.newPhone.submit'));
    await expect(await within(canvasElement).findByText(t('validation.phone_format'))).toBeVisible();
  },
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: at(['post', '/v1/patient/phone', 'pending']),
  play: async ({ canvasElement }) => {
    await enterNumber(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: containing(t('profile.newPhone.submit')) }),
    ).toBeDisabled();
  },
};
export const CodeSent: Story = {
  parameters: at(['post', '/v1/patient/phone', { data: codeSent }]),
  play: async ({ canvasElement }) => {
    await enterNumber(canvasElement);
    await shows(t('profile.phones.codeSent', { destination: '***-***-0177' }))({ canvasElement });
  },
};

/** The server refuses a number already on the account: said at the number, not in a toast that goes. */
export const NumberAlreadyAdded: Story = {
  tags: ['state:refused'],
  parameters: at([
    'post',
    '/v1/patient/phone',
    { fail: () => serverSays('PHONE_ALREADY_ADDED'), status: 409 },
  ]),
  play: async ({ canvasElement }) => {
    await enterNumber(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('errors.PHONE_ALREADY_ADDED'))).toBeVisible();
    await expect(canvas.getByLabelText(containing(t('profile.newPhone.number')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const EntrySpanish: Story = { globals: { locale: 'es' }, play: shows('Tipo de número') };

/**
 * [issue 23] A reload on the code step (the patient switched apps to read the text): still the code step, for
 * the same number, the code box empty (a code is never kept).
 */
const keptCode: Decorator = (Story) => {
  // inside the portal decorator, which clears storage first: what the screen kept before the reload
  saveDraft('newPhone', { phone: '(312) 555-0177', label: 'home', sent: codeSent });
  return <Story />;
};
export const CodeStepAfterAReload: Story = {
  decorators: [keptCode],
  parameters: storiesAt('/profile/phones/new?step=code')(),
  play: async ({ canvasElement }) => {
    await shows(t('profile.phones.codeSent', { destination: '***-***-0177' }))({ canvasElement });
    await expect(within(canvasElement).getByLabelText(containing(t('fields.code')))).toHaveValue('');
  },
};
export const CodeStepAfterAReloadSpanish: Story = {
  ...CodeStepAfterAReload,
  globals: { locale: 'es' },
  play: shows(/\*\*\*-\*\*\*-0177/),
};
/** [issue 23] Back from the code: the number as typed, to correct it. */
export const BackToTheNumber: Story = {
  decorators: [keptCode],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(containing(t('profile.newPhone.number'))),
    ).toHaveValue('(312) 555-0177');
    await expect(
      within(canvasElement).getByRole('radio', { name: t('profile.phones.labels.home') }),
    ).toBeChecked();
  },
};
/** The code step opened with nothing kept (another tab): back to the number, never an empty code form. */
export const CodeStepWithNothingKept: Story = {
  parameters: storiesAt('/profile/phones/new?step=code')(),
  play: shows(() => t('profile.newPhone.label')),
};
/** [PROF-3] [issue 23] Confirm pressed with a code cut short: said at the code, nothing sent, no try spent. */
export const CodeCutShortSpanish: Story = {
  decorators: [keptCode],
  globals: { locale: 'es' },
  parameters: storiesAt('/profile/phones/new?step=code')(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByLabelText(/^Código de 6 dígitos/);
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(code).toHaveAccessibleDescription(/Escriba el código de 6 dígitos\./);
    await expect(code).toHaveValue('12');
  },
};

/* Nothing is read before the form shows (no loading or error state), and a number is ten digits (no long text). */

/** The code step on a phone: the number it was texted to, the code box and its button within the screen. */
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  decorators: [keptCode],
  parameters: { ...storiesAt('/profile/phones/new?step=code')(), ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await shows(t('profile.phones.codeSent', { destination: '***-***-0177' }))({ canvasElement });
    await expect(within(canvasElement).getByLabelText(containing(t('fields.code')))).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
