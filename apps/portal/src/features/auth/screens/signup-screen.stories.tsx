import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import {
  containing,
  failWith,
  ok,
  pending,
  startingWith,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
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
} satisfies Meta<typeof SignupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const toReview = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Review my details|Revisar mis datos/ }));
  return canvas;
};

export const Empty: Story = {};

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

export const Filled: Story = { args: { initialValues: filled } };

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
    await expect(await canvas.findByTestId('moved-on')).toHaveTextContent('/login/mfa/confirm');
  },
};

export const Submitting: Story = {
  args: { initialValues: filled },
  parameters: { msw: { handlers: [pending('post', '*/v1/signup')] } },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signup.submit') }));
    await expect(await canvas.findByRole('button', { name: /Creating your account/ })).toBeDisabled();
  },
};

export const Refused: Story = {
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
