import { defaultBrand, getBrand } from '@portal/brands';
import type { Language } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MessageInput } from '../../apps/server/src/lib/messages/kinds';
import { MessagePreview } from './message-preview';

/** A placeholder origin per brand: the server links to the brand's configured origin. */
const origin = (brandId: string) => `https://${brandId}.portal.example`;
const TOKEN = 'Xq3v9Lw2Zt8Kp4Rb7Nc1Hs6Jd5Fg0Ym2Ua9Eo3Ti8Wl';

const meta = {
  title: 'Guide/Messages',
  component: MessagePreview,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Every text and email the server sends, rendered by the server's own renderer
(\`apps/server/src/lib/messages\`) in the brand and language chosen in the toolbar: review them as you would a
screen. Codes, names and links here are examples; a real link opens on the brand's own portal address.`,
      },
    },
  },
  // The toolbar's brand and language choose the message's; the args are each story's message.
  render: (args, { globals }) => (
    <MessagePreview
      {...args}
      brand={getBrand(String(globals.brand)) ?? defaultBrand}
      language={(globals.locale as Language | undefined) ?? 'en'}
    />
  ),
  args: { brand: defaultBrand, language: 'en' },
} satisfies Meta<typeof MessagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story per message: its title for the reviewer and the message with example values. */
const story = (title: string, message: (brandId: string) => MessageInput): Story => ({
  args: { title, message: message(defaultBrand.id) },
  render: (args, { globals }) => {
    const brand = getBrand(String(globals.brand)) ?? defaultBrand;
    return (
      <MessagePreview
        {...args}
        message={message(brand.id)}
        brand={brand}
        language={(globals.locale as Language | undefined) ?? 'en'}
      />
    );
  },
});

export const VerificationCode: Story = {
  ...story('Verification code', () => ({ kind: 'code', code: '123456', minutes: 10 })),
  play: async ({ canvasElement, globals }) => {
    const brand = getBrand(String(globals.brand)) ?? defaultBrand;
    const canvas = within(canvasElement);
    // The text names the brand first; the email comes from the brand and has a plain-text part.
    await expect(canvas.getByText(new RegExp(`^${brand.name}: .*123456`))).toBeVisible();
    await expect(canvas.getByText(`“${brand.name}”`, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Plain-text part' })).toBeVisible();
  },
};
export const PasswordReset = story('Password reset', (brandId) => ({
  kind: 'reset',
  link: `${origin(brandId)}/reset-password?token=${TOKEN}`,
  minutes: 30,
}));
export const ExistingAccount = story('Sign-up with an email that has an account', () => ({
  kind: 'existingAccount',
}));
export const MobileChanged = story('Sign-in mobile number changed', () => ({ kind: 'mobileChanged' }));
export const NewInformation = story('New information in the portal', (brandId) => ({
  kind: 'notice',
  link: `${origin(brandId)}/login`,
}));
export const PasskeyAdded = story('A passkey was added', (brandId) => ({
  kind: 'passkeyAdded',
  link: `${origin(brandId)}/not-me#${TOKEN}`,
}));
export const AuthenticatorAdded = story('An authenticator app was added', (brandId) => ({
  kind: 'authenticatorAdded',
  link: `${origin(brandId)}/not-me#${TOKEN}`,
}));
export const CaregiverInvitation = story('Caregiver invitation', (brandId) => ({
  kind: 'caregiverInvitation',
  name: 'Jordan Lee',
  link: `${origin(brandId)}/home/sharing/accept#${TOKEN}`,
}));
