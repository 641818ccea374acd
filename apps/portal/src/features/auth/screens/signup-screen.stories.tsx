import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import {
  containing,
  failWith,
  ok,
  pending,
  showsHeading,
  startingWith,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { TEXT_LIMITS } from '@portal/contract';
import { atLength, longText, onPhone } from '../../../testing/story-states';
import SignupScreen from './signup-screen';

const filled = {
  first_name: 'Rosa',
  last_name: 'Tester',
  email: 'rosa@example.com',
  password: 'Sunny-Meadow-2026!',
  date_of_birth: '1985-04-12',
  phone: '6175550199',
};

const meta = {
  title: 'Screens/Auth/Signup',
  component: SignupScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: '/signup',
    msw: {
      handlers: [
        http.post('*/v1/signup', () =>
          ok({ mfa_token: 'attempt', mfa_method: 'sms', destination: '***-***-0199' }, 201),
        ),
      ],
    },
  },
  argTypes: {
    initialValues: {
      control: 'object',
      description: 'What the patient typed so far (names, email, password, date of birth, phone)',
    },
  },
} satisfies Meta<typeof SignupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const toReview = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Review my details|Revisar mis datos/ }));
  return canvas;
};

export const Empty: Story = { tags: ['state:empty'] };

export const ValidationErrors: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(startingWith(t('account.security.password'))), 'short');
    await toReview(canvasElement);
    await expect(canvas.getByText(t('validation.required', { field: 'First name' }))).toBeVisible();
    await expect(canvas.getByText(/Your password needs: at least 12 characters/)).toBeVisible();
    await expect(canvas.getByLabelText(containing(t('onboarding.manual.firstName')))).toHaveFocus();
  },
};

export const Filled: Story = { tags: ['state:filled'], args: { initialValues: filled } };

export const PersonalInfoConfirmation: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('signup.reviewTitle') })).toBeVisible();
    await expect(canvas.getByText('(617) 555-0199')).toBeVisible();
  },
};

export const Submitted: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signup.submit') }));
    await showsHeading(t('mfa.verifyDeviceTitle'))({ canvasElement });
  },
};

export const Submitting: Story = {
  tags: ['state:saving'],
  args: { initialValues: filled },
  parameters: { msw: { handlers: [pending('post', '*/v1/signup')] } },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signup.submit') }));
    await expect(await canvas.findByRole('button', { name: /Creating your account/ })).toBeDisabled();
  },
};

export const Refused: Story = {
  tags: ['state:refused'],
  args: { initialValues: filled },
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/signup', () =>
          failWith(400, 'VALIDATION_FAILED - Date of birth: enter a real date.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signup.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Date of birth: enter a real date.');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await expect(canvas.getByText('Nombre: este dato es obligatorio.')).toBeVisible();
  },
};

/** The server fails the sign-up: the review says so and keeps the details. */
export const Error: Story = {
  tags: ['state:error'],
  args: { initialValues: filled },
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/signup', () => failWith(500, 'INTERNAL - Something went wrong on our side.')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signup.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('signup.failed'));
  },
};

/** Names, email and password at the contract's caps, as the review shows them back: they wrap in place. */
export const LongText: Story = {
  tags: ['state:long-text'],
  args: {
    initialValues: {
      ...filled,
      first_name: longText.givenName,
      last_name: longText.familyName,
      email: longText.email,
      password: atLength(TEXT_LIMITS.password, 'Sunny-Meadow-2026!'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('signup.reviewTitle') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('signup.reviewTitle') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
