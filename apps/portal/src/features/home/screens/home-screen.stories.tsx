import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { demoClaims, failWith, ok, pending, withPortalScreen } from '../../../testing/storybook';
import HomeScreen from './home-screen';

let welcomeSeen = false;
const filled = [
  http.get('*/v1/patient/gatepass', () => ok({ next_step: 'hipaa' })),
  http.get('*/v1/patient/gatepass/property', () => ok({ properties: { welcome_seen: welcomeSeen } })),
  http.put('*/v1/patient/gatepass/property', () => {
    welcomeSeen = true;
    return ok({ properties: { welcome_seen: true } });
  }),
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Dana');
    await expect(
      await canvas.findByRole('link', { name: 'Continue: sign the HIPAA authorization' }),
    ).toBeVisible();
    await expect(await canvas.findByText('1 app set up')).toBeVisible();
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
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Not available right now')).toHaveLength(2));
  },
};

export const WithoutAName: Story = { parameters: { session: { ...demoClaims, given_name: undefined } } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Hola, Dana');
  },
};
