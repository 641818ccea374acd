import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ok } from '../../../testing/msw';
import { caregiverUntilJune30, grantDetail, ledger, sharingHandlers } from '../../../testing/sharing';
import { withPortalScreen } from '../../../testing/storybook';
import GrantScreen from './grant-screen';

/** [SHARE-1] [SHARE-2] One share: its scope, its access log, and stopping it. */
const meta = {
  title: 'Screens/Sharing/Share details',
  component: GrantScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: { path: `/home/sharing/${ledger[0]!.id}`, pattern: '/home/sharing/:grantId' },
    msw: { handlers: sharingHandlers.filled() },
  },
} satisfies Meta<typeof GrantScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAccessLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('table', {
      name: 'Every time your records were opened under this share',
    });
    await expect(within(log).getByText('Viewed Conditions')).toBeVisible();
    await expect(within(log).getAllByText('Chrome · Android')).toHaveLength(2);
  },
};
export const Revoking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop sharing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, stop sharing' }));
    await expect(
      await canvas.findByText('Sharing stopped. Dr. Rivera can no longer see your records.'),
    ).toBeVisible();
    await expect(canvas.getByText('Revoked', { selector: 'span' })).toBeVisible();
  },
};
/** A study site's share: stopping it also withdraws the study consent, and the dialog says so first. */
export const RevokingStudySite: Story = {
  parameters: {
    route: { path: `/home/sharing/${ledger[2]!.id}`, pattern: '/home/sharing/:grantId' },
    msw: {
      handlers: [
        http.get('*/v1/patient/sharing/:grantId', () =>
          ok({ ...grantDetail, grant: ledger[2]!, accesses: [] }),
        ),
        ...sharingHandlers.filled(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop sharing' }));
    await expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /They lose access at once\. This also withdraws your consent to the study/,
    );
  },
};
/** A study consent the patient withdrew: its site's share ended with it; the log names every kind of read. */
const withdrawnStudySite = {
  route: { path: `/home/sharing/${ledger[4]!.id}`, pattern: '/home/sharing/:grantId' },
  msw: {
    handlers: [
      http.get('*/v1/patient/sharing/:grantId', () =>
        ok({
          grant: ledger[4]!,
          accesses: [
            { ...grantDetail.accesses[0]!, actor: 'other', action: 'records.summary' },
            { ...grantDetail.accesses[0]!, actor: 'other', action: 'records.timeline' },
          ],
        }),
      ),
      ...sharingHandlers.filled(),
    ],
  },
};
export const StudyConsentWithdrawn: Story = {
  parameters: withdrawnStudySite,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'Cedar Valley Clinic Worcester — Daily walking and text coaching for adults with type 2 diabetes',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/\(you withdrew your study consent\)$/)).toBeVisible();
    await expect(canvas.getByText('Viewed the summary')).toBeVisible();
    await expect(canvas.getByText('Viewed the timeline')).toBeVisible();
  },
};
export const StudyConsentWithdrawnSpanish: Story = {
  parameters: withdrawnStudySite,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'Cedar Valley Clinic Worcester — Caminatas diarias y mensajes de apoyo para adultos con diabetes tipo 2',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/\(usted retiró su consentimiento del estudio\)$/)).toBeVisible();
    await expect(canvas.getByText('Vio el resumen')).toBeVisible();
    await expect(canvas.getByText('Vio la cronología')).toBeVisible();
  },
};
/** [SHARE-1] [issue 24] A caregiver whose last day is Jun 30, 2028: the server keeps the end of that day in the
 * patient's zone (Eastern by default), and the share reads that calendar day, not an evening hour. */
export const CaregiverLastDay: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/sharing/:grantId', () =>
          ok({ ...grantDetail, grant: caregiverUntilJune30, accesses: [] }),
        ),
        ...sharingHandlers.filled(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Jun 30, 2028')).toBeVisible();
    await expect(canvas.queryByText(/2028, \d/)).toBeNull();
  },
};
export const Loading: Story = { parameters: { msw: { handlers: sharingHandlers.loading() } } };
export const Error: Story = { parameters: { msw: { handlers: sharingHandlers.error() } } };
export const NotFound: Story = {
  parameters: { msw: { handlers: sharingHandlers.notFound() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This share was not found.')).toBeVisible();
  },
};
export const Spanish: Story = { globals: { locale: 'es' } };
