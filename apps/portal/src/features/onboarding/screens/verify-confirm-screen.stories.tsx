import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import { TEXT_LIMITS } from '@portal/contract';
import {
  gatepass,
  identityStatus,
  onboardingHandlers,
  verifiedInformation,
  onboardingError,
  onboardingLoading,
} from '../stories-support';
import { ok } from '../../../testing/msw';
import {
  fitsTheViewport,
  fromControls,
  longText,
  onPhoneWith,
  withControls,
} from '../../../testing/story-states';
import { startingWith, t, withPortalScreen } from '../../../testing/storybook';
import VerifyConfirmScreen from './verify-confirm-screen';

/** What a designer varies (Controls): the name and address the ID scan read. */
interface ReadControls {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
}

/** Confirm your information [IDV-8]: as read, and being corrected. */
const meta = {
  title: 'Screens/Onboarding/Confirm your information',
  component: VerifyConfirmScreen,
  decorators: [withPortalScreen, withControls],
  parameters: {
    route: '/signup/verify/confirm',
    msw: { handlers: onboardingHandlers({ gatepass: gatepass('verify_id', 'awaiting_confirmation') }) },
  },
} satisfies Meta<ComponentProps<typeof VerifyConfirmScreen> & Partial<ReadControls>>;
export default meta;
type Story = StoryObj<ComponentProps<typeof VerifyConfirmScreen> & Partial<ReadControls>>;

export const AsRead: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('100 Sandbox Way, Springfield, IL 62701', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};
export const Correcting: Story = {
  args: { initialEditing: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(startingWith(t('onboarding.manual.firstName')), undefined, {
        timeout: 5000,
      }),
    ).toHaveValue('Jordan');
  },
};
export const Loading: Story = { tags: ['state:loading'], ...onboardingLoading };
export const Error: Story = { tags: ['state:error'], ...onboardingError };
export const AsReadSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Confirme su información', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
export const CorrectingSpanish: Story = {
  args: { initialEditing: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(/^Nombre/, undefined, { timeout: 5000 }),
    ).toHaveValue('Jordan');
  },
};

const ssnChecked = (passed: boolean) => ({
  msw: {
    handlers: onboardingHandlers({
      gatepass: gatepass('verify_id', 'awaiting_confirmation'),
      status: identityStatus({ status: 'awaiting_confirmation', ssn_check: { passed, last4: '8765' } }),
    }),
  },
});

/** After the SSN cross-check matched [IDV-7] [issue 23]: it says so here, not only in a passing toast. */
export const SsnMatched: Story = {
  parameters: ssnChecked(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('onboarding.failure.ssnPassed', { last4: '8765' }), undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /check my SSN/ })).toBeNull();
  },
};
export const SsnMatchedSpanish: Story = {
  parameters: ssnChecked(true),
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Su SSN terminado en 8765 coincide con su identificación.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
  },
};
export const SsnDidNotMatch: Story = {
  parameters: ssnChecked(false),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/ending in 8765 didn’t match your ID/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

/** [IDV-8] [issue 23] A date of birth in 1890 is refused at its field, in the page's language; nothing is sent. */
export const ImplausibleBirthDateSpanish: Story = {
  args: { initialEditing: true },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const born = await canvas.findByLabelText(/^Fecha de nacimiento/, undefined, { timeout: 5000 });
    await userEvent.clear(born);
    await userEvent.type(born, '1890-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Es correcto' }));
    await expect(born).toHaveAccessibleDescription(
      'Escriba una fecha de nacimiento real, desde 1900 hasta hoy.',
    );
  },
};

const asRead: ReadControls = {
  firstName: verifiedInformation.first_name,
  lastName: verifiedInformation.last_name,
  street: verifiedInformation.address!.address1,
  city: verifiedInformation.address!.city,
};
const controlled = {
  argTypes: {
    firstName: { control: 'text', description: `At most ${TEXT_LIMITS.name} characters` },
    lastName: { control: 'text', description: `At most ${TEXT_LIMITS.name} characters` },
    street: { control: 'text', description: `At most ${TEXT_LIMITS.street} characters` },
    city: { control: 'text', description: `At most ${TEXT_LIMITS.city} characters` },
  } as const,
  parameters: {
    msw: {
      handlers: [
        http.get('/v1/signup/verify-id/confirm', () => {
          const read = { ...asRead, ...fromControls<Partial<ReadControls>>() };
          return ok({
            ...verifiedInformation,
            first_name: read.firstName,
            last_name: read.lastName,
            address: { ...verifiedInformation.address!, address1: read.street, city: read.city },
          });
        }),
        ...onboardingHandlers({ gatepass: gatepass('verify_id', 'awaiting_confirmation') }),
      ],
    },
  },
};

/** A name and an address at the contract's caps, as an ID scan may read them: they wrap inside the card. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: {
    firstName: longText.givenName,
    lastName: longText.familyName,
    street: longText.street,
    city: longText.city,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(longText.familyName, undefined, { timeout: 5000 }),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  args: asRead,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('100 Sandbox Way, Springfield, IL 62701', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
