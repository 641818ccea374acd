import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failWith, ok, pending } from '../../../testing/msw';
import {
  abusedAccessLog,
  access,
  accessLogHandler,
  caregiverUntilJune30,
  connectedApp,
  disconnectedApp,
  grantDetail,
  ledger,
  sharingHandlers,
} from '../../../testing/sharing';
import { t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone, showsRoleWithinWidth } from '../../../testing/story-states';
import { longNamedGrant } from '../stories-support';
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
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole(
      'table',
      { name: t('sharing.grant.accessLogCaption') },
      { timeout: 5000 },
    );
    await expect(
      within(log).getByText(t('sharing.grant.action.records', { category: 'Conditions' })),
    ).toBeVisible();
    await expect(within(log).getAllByText('Chrome · Android')).toHaveLength(2);
  },
};
export const Revoking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('sharing.grant.revoke') }));
    await userEvent.click(await screen.findByRole('button', { name: t('sharing.grant.revokeYes') }));
    await expect(await canvas.findByText(t('sharing.grant.revoked', { name: 'Dr. Rivera' }))).toBeVisible();
    await expect(canvas.getByText(t('sharing.status.ended'), { selector: 'span' })).toBeVisible();
  },
};
/** A study site's share: stopping it also withdraws the study consent, and the dialog says so first. */
export const RevokingStudySite: Story = {
  parameters: {
    route: { path: `/home/sharing/${ledger[2]!.id}`, pattern: '/home/sharing/:grantId' },
    msw: {
      handlers: [
        http.get('*/v1/patient/sharing/:grantId', () => ok({ grant: ledger[2]! })),
        accessLogHandler([]),
        ...sharingHandlers.filled(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('sharing.grant.revoke') }));
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
      http.get('*/v1/patient/sharing/:grantId', () => ok({ grant: ledger[4]! })),
      accessLogHandler([
        access({ actor: 'other', action: 'records.summary' }),
        access({ actor: 'other', action: 'records.timeline' }),
      ]),
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
    await expect(await canvas.findByText(t('sharing.grant.action.summary'))).toBeVisible();
    await expect(canvas.getByText(t('sharing.grant.action.timeline'))).toBeVisible();
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
    await expect(await canvas.findByText('Vio el resumen')).toBeVisible();
    await expect(canvas.getByText('Vio la cronología')).toBeVisible();
  },
};
/** [SHARE-1] [issue 24] A caregiver whose last day is Jun 30, 2028: the server keeps the end of that day in the
 * patient's zone (Eastern by default), and the share reads that calendar day, not an evening hour. */
export const CaregiverLastDay: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/sharing/:grantId', () => ok({ grant: caregiverUntilJune30 })),
        accessLogHandler([]),
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
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: sharingHandlers.loading() } },
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: { msw: { handlers: sharingHandlers.error() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};
export const NotFound: Story = {
  parameters: { msw: { handlers: sharingHandlers.notFound() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('sharing.grant.notFound'))).toBeVisible();
  },
};
export const Spanish: Story = { globals: { locale: 'es' } };

/**
 * [SHARE-2] [issue 26 item 5] A log of many pages: 200 opens in a row are one row, and "Show older entries"
 * pages back to the very first entry, the real read that the opens once pushed out of view.
 */
const manyPages = Array.from({ length: 13 }, (_, i) =>
  access({
    at: new Date(Date.UTC(2026, 10, 20, 9, 0) - i * 60_000).toISOString(),
    action: i % 2 ? 'records.allergies' : 'open',
  }),
);
const pagedLog = {
  msw: {
    handlers: [
      http.get('*/v1/patient/sharing/:grantId', () => ok(grantDetail)),
      accessLogHandler(
        [
          ...abusedAccessLog,
          ...manyPages,
          access({ at: '2026-11-01T08:00:00.000Z', client: 'Safari · iOS' }),
        ],
        10,
      ),
      ...sharingHandlers.filled(),
    ],
  },
};
export const AccessLogManyPages: Story = {
  parameters: pagedLog,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole(
      'table',
      { name: t('sharing.grant.accessLogCaption') },
      { timeout: 5000 },
    );
    await expect(within(log).getByText(/^200 times in a row, the first at /)).toBeVisible();
    await expect(within(log).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: t('sharing.grant.showOlder') }));
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(21));
    await expect(within(log).queryByText('Safari · iOS')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('sharing.grant.showOlder') }));
    // the first entry of all is in view, and there is nothing older to ask for
    await expect(await within(log).findByText('Safari · iOS')).toBeVisible();
    await expect(within(log).getAllByRole('row')).toHaveLength(22);
    await expect(canvas.queryByRole('button', { name: t('sharing.grant.showOlder') })).toBeNull();
  },
};
export const AccessLogManyPagesSpanish: Story = {
  parameters: pagedLog,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^200 veces seguidas, la primera el /, undefined, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver entradas anteriores' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21));
    await userEvent.click(canvas.getByRole('button', { name: 'Ver entradas anteriores' }));
    await expect(await canvas.findByText('Safari · iOS')).toBeVisible();
  },
};
/** [SHARE-2] [issue 26 item 5] Refused tries read as refused, with why, above the opens and the real read. */
const refused = {
  msw: {
    handlers: [
      http.get('*/v1/patient/sharing/:grantId', () => ok(grantDetail)),
      accessLogHandler(abusedAccessLog),
      ...sharingHandlers.filled(),
    ],
  },
};
export const AccessLogRefusedTries: Story = {
  parameters: refused,
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('table', {
      name: t('sharing.grant.accessLogCaption'),
    });
    const rows = within(log).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/Tried to view Medications\s*Refused: you had stopped sharing/);
    await expect(rows[2]).toHaveTextContent(/Tried to download your whole record\s*Refused: not shared/);
    await expect(rows[3]).toHaveTextContent(/Tried to view Medications\s*Refused: not shared/);
    await expect(
      within(log).getByText(t('sharing.grant.action.records', { category: 'Conditions' })),
    ).toBeVisible();
  },
};
export const AccessLogRefusedTriesSpanish: Story = {
  parameters: refused,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('table', {
      name: 'Cada vez que se abrieron sus registros con este acceso',
    });
    const rows = within(log).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(
      /Intentó ver Medicamentos\s*Rechazado: usted había dejado de compartir/,
    );
    await expect(rows[2]).toHaveTextContent(
      /Intentó descargar su expediente completo\s*Rechazado: no compartido/,
    );
  },
};
export const AccessLogEmpty: Story = {
  tags: ['state:empty'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/sharing/:grantId', () => ok(grantDetail)),
        accessLogHandler([]),
        ...sharingHandlers.filled(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('sharing.grant.accessLogEmpty'))).toBeVisible();
  },
};
export const AccessLogLoading: Story = {
  tags: ['state:loading'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/sharing/:grantId', () => ok(grantDetail)),
        pending('get', '*/v1/patient/sharing/:grantId/accesses'),
        ...sharingHandlers.filled(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('sharing.grant.accessLogLoading')),
    ).toBeInTheDocument();
  },
};
const logError = {
  msw: {
    handlers: [
      http.get('*/v1/patient/sharing/:grantId', () => ok(grantDetail)),
      http.get('*/v1/patient/sharing/:grantId/accesses', () =>
        failWith(503, 'INTERNAL - Something went wrong. Please try again.'),
      ),
      ...sharingHandlers.filled(),
    ],
  },
};
export const AccessLogError: Story = {
  tags: ['state:error'],
  parameters: logError,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('sharing.grant.accessLogError'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};
export const AccessLogErrorSpanish: Story = {
  parameters: logError,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No pudimos cargar el registro de accesos.'),
    ).toBeVisible();
  },
};

/** [issue 30] A connected app: who made it, what it reads, and every read through the FHIR API in its log. */
const appRoute = (id: string) => ({ path: `/home/sharing/${id}`, pattern: '/home/sharing/:grantId' });
export const ConnectedApp: Story = {
  parameters: { route: appRoute(connectedApp.id), msw: { handlers: sharingHandlers.withApps() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Glucose Buddy' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Website of Glucose Buddy (opens in a new tab)' }),
    ).toBeVisible();
    const log = await canvas.findByRole('table', undefined, { timeout: 5000 });
    await expect(within(log).getByText('Read your demographics')).toBeVisible();
    await expect(within(log).getByText('Read your insurance')).toBeVisible();
    await expect(within(log).getByText('Read Vitals and lab results')).toBeVisible();
    await expect(within(log).getByText('Tried to read Conditions')).toBeVisible();
    await expect(within(log).getAllByText('App')).toHaveLength(4);
  },
};
export const DisconnectingApp: Story = {
  parameters: ConnectedApp.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect Glucose Buddy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Glucose Buddy?' });
    await expect(dialog).toHaveAccessibleDescription(/^The app loses access to your records at once/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, disconnect' }));
    await expect(
      await canvas.findByText('Glucose Buddy is disconnected. It can no longer read your records.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Disconnect Glucose Buddy' })).toBeNull();
  },
};
/** Disconnected, at the registration's caps: no website, the initials, the names wrapping. */
export const DisconnectedApp: Story = {
  parameters: { route: appRoute(disconnectedApp.id), msw: { handlers: sharingHandlers.withApps() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/\(you stopped sharing\)$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Disconnect/ })).toBeNull();
  },
};
export const ConnectedAppSpanish: Story = {
  parameters: ConnectedApp.parameters,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('table', undefined, { timeout: 5000 });
    await expect(within(log).getByText('Leyó sus datos demográficos')).toBeVisible();
    await expect(within(log).getByText('Leyó su seguro médico')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desconectar Glucose Buddy' })).toBeVisible();
  },
};

/** A clinician's share with its name, clinic, email and reason at the contract's caps: each wraps in place. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/sharing/:grantId', () => ok({ grant: longNamedGrant })),
        ...sharingHandlers.filled(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: longNamedGrant.name },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsRoleWithinWidth('table', () => t('sharing.grant.accessLogCaption')),
};
