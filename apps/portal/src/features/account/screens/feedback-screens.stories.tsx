import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoClaims,
  failWith,
  ok,
  pending,
  showsHeading,
  startingWith,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_STATUSES } from '@portal/contract';
import { atLength, fromControls, onPhone, onPhoneWith, withControls } from '../../../testing/story-states';
import { sentFeedback } from '../stories-support';
import FeedbackScreen from './feedback-screen';
import NewFeedbackScreen from './new-feedback-screen';

const list = (feedback = sentFeedback) => http.get('*/v1/patient/feedback', () => ok({ feedback }));

const meta = {
  title: 'Screens/Account/Feedback',
  component: FeedbackScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { route: '/profile/feedback', session: demoClaims, msw: { handlers: [list()] } },
} satisfies Meta<typeof FeedbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [PROF-7] What the patient sent, each with its state and the team's answer. */
export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The trend chart is hard to read on my phone.')).toBeVisible();
    await expect(canvas.getByText(t('account.feedback.statuses.answered'))).toBeVisible();
    await expect(canvas.getByText(t('account.feedback.statuses.received'))).toBeVisible();
    await expect(canvas.getByText(/A larger chart is on its way/)).toBeVisible();
  },
};
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: [list([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('account.feedback.emptyTitle'))).toBeVisible();
  },
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: [pending('get', '*/v1/patient/feedback')] } },
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: { handlers: [http.get('*/v1/patient/feedback', () => failWith(500, 'SERVER_ERROR - Oops'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Respondido')).toBeVisible();
  },
};

const newRoute = { route: '/profile/feedback/new' };

/** [PROF-7] The form: a category, the message, an optional rating; sent, the list opens. */
export const FeedbackSent: Story = {
  render: () => <NewFeedbackScreen />,
  parameters: {
    ...newRoute,
    msw: {
      handlers: [http.post('*/v1/patient/feedback', () => ok({ feedback: sentFeedback[1] }, 201)), list()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('account.feedback.categories.problem') }));
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account.feedback.message'))),
      'The print button does nothing.',
    );
    await userEvent.selectOptions(canvas.getByLabelText(/rate the portal/), '4');
    await userEvent.click(canvas.getByRole('button', { name: t('account.feedback.submit') }));
    await showsHeading(t('account.feedback.title'))({ canvasElement });
  },
};

/** [PROF-7] An empty message is asked for before anything is sent. */
export const NewFeedbackMissingMessage: Story = {
  render: () => <NewFeedbackScreen />,
  parameters: newRoute,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('account.feedback.submit') }));
    await expect(await canvas.findByText(t('account.feedback.messageMissing'))).toBeVisible();
  },
};

export const NewFeedbackSaving: Story = {
  tags: ['state:saving'],
  render: () => <NewFeedbackScreen />,
  parameters: { ...newRoute, msw: { handlers: [pending('post', '*/v1/patient/feedback')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account.feedback.message'))),
      t('home.greetingNoName'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.feedback.submit') }));
    await expect(canvas.getByRole('button', { name: t('account.feedback.submit') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NewFeedbackRefused: Story = {
  tags: ['state:refused'],
  render: () => <NewFeedbackScreen />,
  parameters: {
    ...newRoute,
    msw: {
      handlers: [
        http.post('*/v1/patient/feedback', () =>
          failWith(429, 'RATE_LIMITED - Too many attempts. Please wait 30 minutes and try again.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(startingWith(t('account.feedback.message'))),
      t('home.greetingNoName'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('account.feedback.submit') }));
    // The form's own alert, found by its title: the app's error toast may repeat the reason a moment later.
    const notSent = await canvas.findByText(t('account.feedback.notSent'));
    await expect(notSent).toBeVisible();
    await expect(notSent.parentElement).toHaveTextContent(/Too many attempts/);
  },
};

export const NewFeedbackSpanish: Story = {
  render: () => <NewFeedbackScreen />,
  parameters: newRoute,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Elogio' })).toBeVisible();
  },
};

/** What a designer varies in the list (Controls): how many were sent, their words, where the newest is. */
interface FeedbackControls {
  sent: number;
  message: string;
  status: (typeof FEEDBACK_STATUSES)[number];
  reply: string;
}
const feedbackArgs: FeedbackControls = {
  sent: 2,
  message: sentFeedback[0]!.message,
  status: 'answered',
  reply: sentFeedback[0]!.reply!,
};
const controlled = {
  args: feedbackArgs,
  argTypes: {
    sent: { control: { type: 'number', min: 0, max: 8 } },
    message: { control: 'text', description: `At most ${FEEDBACK_MESSAGE_MAX} characters` },
    status: { control: 'select', options: FEEDBACK_STATUSES },
    reply: { control: 'text', description: "The team's answer; empty for none" },
  },
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/feedback', () => {
          const c = { ...feedbackArgs, ...fromControls<Partial<FeedbackControls>>() };
          return ok({
            feedback: Array.from({ length: c.sent }, (_, i) => ({
              ...sentFeedback[i % sentFeedback.length]!,
              id: `7d1c0f5e-8a43-4d0e-9a55-0f0b6a1f3d${String(10 + i)}`,
              ...(i === 0 ? { message: c.message, status: c.status, reply: c.reply || null } : {}),
            })),
          });
        }),
      ],
    },
  },
};

/** A message at the contract's cap (2,000 characters) with an answer as long: both wrap in the list. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: {
    ...feedbackArgs,
    message: atLength(FEEDBACK_MESSAGE_MAX, 'The chart on the trends page is hard to read on my phone, '),
    reply: atLength(FEEDBACK_MESSAGE_MAX, 'Thank you for writing; a larger chart is on its way. '),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('account.feedback.statuses.answered')),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('account.feedback.statuses.answered')),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const NewFeedbackPhone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  render: () => <NewFeedbackScreen />,
  parameters: { ...newRoute, ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: t('account.feedback.categories.problem') }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
