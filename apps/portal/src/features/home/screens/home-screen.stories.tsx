import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { demoClaims, failWith, ok, pending, withPortalScreen } from '../../../testing/storybook';
import { mixedInsights, noneDueInsights, sexUnknownInsights } from '../../../testing/insights';
import HomeScreen from './home-screen';

let welcomeSeen = false;
const filled = [
  http.get('*/v1/patient/gatepass', () => ok({ next_step: 'hipaa' })),
  // One property per read, by its key: the welcome note's, and the insights disclaimer (already acknowledged).
  http.get('*/v1/patient/gatepass/property', ({ request }) =>
    new URL(request.url).searchParams.get('key') === 'welcome_seen'
      ? ok({ properties: { welcome_seen: welcomeSeen } })
      : ok({ properties: { insights_disclaimer_acknowledged: true } }),
  ),
  http.put('*/v1/patient/gatepass/property', () => {
    welcomeSeen = true;
    return ok({ properties: { welcome_seen: true } });
  }),
  http.get('*/v1/patient/insights', () => ok({ patient_screeners: mixedInsights })),
  http.get('*/v1/account/authenticators', () =>
    ok({
      authenticators: [{ id: 'a1', label: 'Phone', confirmed: true, created_at: '2026-11-01T10:00:00Z' }],
    }),
  ),
];

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/home', session: demoClaims, msw: { handlers: filled } },
  beforeEach: () => {
    welcomeSeen = false;
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hello, Dana' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Continue: sign the HIPAA authorization' }),
    ).toBeVisible();
    await expect(await canvas.findByText('1 app set up')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'HbA1c test' })).toBeVisible();
    await expect(canvas.getByText('1 more is due')).toBeVisible();
  },
};

/** [HOME-1] The first visit with insights: Home waits behind the note until the patient reads it. */
export const InsightsDisclaimer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/gatepass/property', () =>
          ok({ properties: { welcome_seen: true, insights_disclaimer_acknowledged: false } }),
        ),
        ...filled,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Read the note' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'About your insights',
    });
    await expect(dialog).toBeVisible();
  },
};

/** [HOME-1] Two screenings wait for the sex assigned at birth: Home asks once, with the way to answer. */
export const InsightsAskSex: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/insights', () => ok({ patient_screeners: sexUnknownInsights })),
        ...filled,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Tell us your sex assigned at birth to see whether 2 screenings apply to you.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Answer in your profile' })).toBeVisible();
  },
};

/** [HOME-1] Nothing is due: Home says so and still leads to the Care and Screenings tabs. */
export const NoInsightsDue: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/insights', () => ok({ patient_screeners: noneDueInsights })),
        ...filled,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing due right now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all screenings' })).toBeVisible();
  },
};

export const WelcomeDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(canvas.queryByText('Welcome to your portal')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        pending('get', '*/v1/patient/gatepass'),
        pending('get', '*/v1/patient/gatepass/property'),
        pending('get', '*/v1/account/authenticators'),
        pending('get', '*/v1/patient/insights'),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/gatepass', () =>
          failWith(500, 'INTERNAL - Something went wrong on our side.'),
        ),
        http.get('*/v1/patient/gatepass/property', () =>
          failWith(500, 'INTERNAL - Something went wrong on our side.'),
        ),
        http.get('*/v1/account/authenticators', () =>
          failWith(500, 'INTERNAL - Something went wrong on our side.'),
        ),
        http.get('*/v1/patient/insights', () =>
          failWith(500, 'INTERNAL - Something went wrong on our side.'),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Not available right now')).toHaveLength(2));
    await expect(await canvas.findByText("We couldn't load your insights")).toBeVisible();
  },
};

export const WithoutAName: Story = { parameters: { session: { ...demoClaims, given_name: undefined } } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hola, Dana' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Sus recomendaciones' })).toBeVisible();
  },
};
