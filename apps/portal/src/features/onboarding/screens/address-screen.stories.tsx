import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { gatepass, onboardingHandlers, onboardingError, onboardingLoading } from '../stories-support';
import { startingWith, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, longAddress, longText, onPhone } from '../../../testing/story-states';
import AddressScreen, { type PastDraft, type PrimaryDraft } from './address-screen';

/** Primary address, its confirmation, past address entry and the additional addresses list [ADDR-4]. */
const meta = {
  title: 'Screens/Onboarding/Addresses',
  component: AddressScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/address', msw: { handlers: onboardingHandlers({ gatepass: gatepass('address') }) } },
} satisfies Meta<typeof AddressScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const primary: PrimaryDraft = {
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  from: '2021-06-01',
};
const past: PastDraft[] = [
  {
    address1: '50 Oak Ave',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
    from: '2015-01-01',
    to: '2021-05-31',
  },
];

const heading =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name, level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
  };

export const PrimaryAddress: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await heading(t('onboarding.address.primaryTitle'))({ canvasElement });
    await expect(
      await within(canvasElement).findByLabelText(startingWith(t('addressForm.address1')), undefined, {
        timeout: 5000,
      }),
    ).toHaveValue('100 Sandbox Way');
  },
};
export const PrimaryAddressErrors: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: onboardingHandlers({
        gatepass: gatepass('address'),
        addresses: { primary: null, past: [], suggested_primary: null, data_pull: 'not_started' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('addressForm.submit') }, { timeout: 5000 }),
    );
    await expect(
      (
        await canvas.findAllByText('Primary address: the street address is required.', undefined, {
          timeout: 5000,
        })
      )[0],
    ).toBeVisible();
  },
};
export const PrimaryAddressConfirmation: Story = {
  args: { initialView: 'primaryConfirm', initialPrimary: primary },
  play: heading('Is this your address?'),
};
export const PastAddressEntry: Story = {
  args: { initialView: 'pastEntry', initialPrimary: primary },
  play: heading('Add a past address'),
};
export const AdditionalAddresses: Story = {
  args: { initialView: 'list', initialPrimary: primary, initialPast: past },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('50 Oak Ave, Austin, TX 73301', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};
export const NoPastAddresses: Story = {
  tags: ['state:empty'],
  args: { initialView: 'list', initialPrimary: primary },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('onboarding.address.none'), undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

const spanish = (story: Story, title: string): Story => ({
  ...story,
  globals: { locale: 'es' },
  play: heading(title),
});
export const PrimaryAddressSpanish = spanish(PrimaryAddress, 'Su dirección principal');
export const PrimaryAddressConfirmationSpanish = spanish(
  PrimaryAddressConfirmation,
  '¿Es esta su dirección?',
);
export const PastAddressEntrySpanish = spanish(PastAddressEntry, 'Agregar una dirección anterior');
export const AdditionalAddressesSpanish = spanish(AdditionalAddresses, 'Direcciones anteriores');

export const Loading: Story = { tags: ['state:loading'], ...onboardingLoading };
export const Error: Story = { tags: ['state:error'], ...onboardingError };

/** Addresses at the contract's caps (streets of 120 characters, a city of 80): the list wraps them in place. */
export const LongText: Story = {
  tags: ['state:long-text'],
  args: {
    initialView: 'list',
    initialPrimary: { ...longAddress, from: '2021-06-01' },
    initialPast: [{ ...longAddress, from: '2015-01-01', to: '2021-05-31' }],
  },
  play: async ({ canvasElement }) => {
    // the primary address and the past one, both at the caps
    const shown = await within(canvasElement).findAllByText(startingWith(longText.street), undefined, {
      timeout: 5000,
    });
    await expect(shown).toHaveLength(2);
    for (const address of shown) await expect(address).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  args: AdditionalAddresses.args,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('50 Oak Ave, Austin, TX 73301', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
