import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import {
  demoClaims,
  failWith,
  ok,
  pending,
  serverSays,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { mixedInsights, noneDueInsights, sexUnknownInsights } from '../../../testing/insights';
import {
  fromControls,
  longText,
  onPhone,
  withControls,
  withPatientFromControls,
} from '../../../testing/story-states';
import HomeScreen from './home-screen';

/** What a designer varies on Home (Controls): the patient's name, their insights and authenticator apps. */
interface HomeControls {
  givenName: string;
  familyName: string;
  insights: keyof typeof insightSets;
  authenticatorApps: number;
}
const insightSets = {
  mixed: mixedInsights,
  noneDue: noneDueInsights,
  sexUnknown: sexUnknownInsights,
  none: [],
};

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
  http.get('*/v1/patient/insights', () =>
    ok({ patient_screeners: insightSets[fromControls<HomeControls>().insights ?? 'mixed'] }),
  ),
  http.get('*/v1/account/authenticators', () =>
    ok({
      authenticators: Array.from({ length: fromControls<HomeControls>().authenticatorApps ?? 1 }, (_, i) => ({
        id: `a${i + 1}`,
        label: i === 0 ? 'Phone' : `Tablet ${i}`,
        confirmed: true,
        created_at: '2026-11-01T10:00:00Z',
      })),
    }),
  ),
];

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withPatientFromControls(demoClaims), withPortalScreen, withControls],
  parameters: { route: '/home', session: demoClaims, msw: { handlers: filled } },
  args: { givenName: 'dana', familyName: 'Demo', insights: 'mixed', authenticatorApps: 1 },
  argTypes: {
    givenName: { control: 'text', description: 'Given name in the id token (the greeting capitalises it)' },
    familyName: { control: 'text' },
    insights: { control: 'select', options: Object.keys(insightSets) },
    authenticatorApps: { control: { type: 'number', min: 0, max: 5 } },
  },
  beforeEach: () => {
    welcomeSeen = false;
  },
} satisfies Meta<HomeControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['visual', 'state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('home.greeting', { name: 'Dana' }) }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: t('home.resume', { step: t('home.steps.hipaa') }) }),
    ).toBeVisible();
    await expect(await canvas.findByText(t('home.authenticatorCount', { count: 1 }))).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: t('insights.rules.hba1c_monitoring.name') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('insights.home.more', { count: 1 }))).toBeVisible();
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
    await userEvent.click(await canvas.findByRole('button', { name: t('insights.disclaimer.show') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t('insights.disclaimer.title'),
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
    await expect(await canvas.findByText(t('insights.home.asking', { count: 2 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('insights.answerSex') })).toBeVisible();
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
    await expect(await canvas.findByText(t('insights.states.noneDueTitle'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('insights.home.seeScreenings') })).toBeVisible();
  },
};

export const WelcomeDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('home.welcomeDismiss') }));
    await waitFor(() => expect(canvas.queryByText(t('home.welcomeTitle'))).toBeNull());
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
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
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/gatepass', () => failWith(500, serverSays('INTERNAL'))),
        http.get('*/v1/patient/gatepass/property', () => failWith(500, serverSays('INTERNAL'))),
        http.get('*/v1/account/authenticators', () => failWith(500, serverSays('INTERNAL'))),
        http.get('*/v1/patient/insights', () => failWith(500, serverSays('INTERNAL'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(t('home.unavailable'))).toHaveLength(2));
    await expect(await canvas.findByText(t('insights.states.errorTitle'))).toBeVisible();
  },
};

export const WithoutAName: Story = {
  args: { givenName: '' },
  parameters: { session: { ...demoClaims, given_name: undefined } },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hola, Dana' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Sus recomendaciones' })).toBeVisible();
  },
};

/** A new patient: no insights computed yet and no authenticator app. */
export const Empty: Story = {
  tags: ['state:empty'],
  args: { insights: 'none', authenticatorApps: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('home.authenticatorCount', { count: 0 }))).toBeVisible();
  },
};

/** The longest names the contract takes (100 characters each): the greeting wraps within the page. */
export const LongText: Story = {
  tags: ['state:long-text'],
  args: { givenName: longText.givenName, familyName: longText.familyName },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('home.greeting', { name: 'Dana' }) }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
