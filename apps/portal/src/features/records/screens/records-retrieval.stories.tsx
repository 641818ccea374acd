import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { RecordsStatus } from '../components/records-status';
import { t, withPortalScreen } from '../../../testing/storybook';
import {
  emptyHandlers,
  errorHandlers,
  failedPull,
  refusedPull,
  reviewPull,
  filledHandlers,
  loadingHandlers,
  pullStatus,
  pullWithUnstored,
  runningPull,
  updatedPullWithRemovals,
} from '../../../testing/records';
import { failWith, ok } from '../../../testing/msw';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import HealthRecordScreen from './health-record-screen';

/** Records retrieval: retrieving data (live progress), a failed pull with retry, the retrieval summary. */
const meta = {
  title: 'Screens/Records/Records retrieval',
  component: HealthRecordScreen,
  decorators: [withPortalScreen],
  parameters: { route: { path: '/home/health-record' }, msw: { handlers: filledHandlers() } },
} satisfies Meta<typeof HealthRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RetrievalSummary: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Records found in Sample health records' }),
    ).toBeVisible();
  },
};
export const RetrievalSummaryLoading: Story = {
  tags: ['state:loading'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/datapull/status', () => new Promise<Response>(() => undefined)),
        ...loadingHandlers(),
      ],
    },
  },
};
export const RetrievalSummaryEmpty: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: emptyHandlers() } },
};
export const RetrievalSummaryError: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/datapull/status', () => new Response(null, { status: 503 })),
        ...errorHandlers(),
      ],
    },
  },
};
export const RetrievalSummarySpanish: Story = { globals: { locale: 'es' } };
/** [PULL-3] Records a source sent that could not be read: how many, of which kind and why, and what to do. */
export const RetrievalSummaryUnstored: Story = {
  parameters: {
    msw: { handlers: [http.get('*/v1/datapull/status', () => ok(pullWithUnstored())), ...filledHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 records from this source could not be read:')).toBeVisible();
    await expect(
      canvas.getByText('Measurements and results: 1, the source gave no identifier to keep them by'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Conditions: 1, the source withdrew them as entered in error'),
    ).toBeVisible();
  },
};
export const RetrievalSummaryUnstoredSpanish: Story = {
  ...RetrievalSummaryUnstored,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No se pudieron leer 3 registros de esta fuente:'),
    ).toBeVisible();
  },
};
/** [SHARE-2] The printable summary could not be prepared: the card says so and the page stays as it was. */
export const SummaryDownloadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/records/summary.pdf', () => new Response(null, { status: 503 })),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('sharing.download.summary') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('sharing.download.failed'));
  },
};
export const SummaryDownloadFailedSpanish: Story = {
  ...SummaryDownloadFailed,
  globals: { locale: 'es' },
  play: undefined,
};
/** After an update: what the source no longer has was removed, counted per type. */
export const RetrievalSummaryAfterRemovals: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/v1/datapull/status', () => ok(updatedPullWithRemovals())), ...filledHandlers()],
    },
  },
};

/** Live progress while records are retrieved: counts per source and type, never a bare spinner. */
export const RetrievingData: Story = {
  render: () => <RecordsStatus />,
  parameters: {
    msw: {
      handlers: [http.get('*/v1/datapull/status', () => ok(runningPull(1240, 3100))), ...filledHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        t('records.pull.totals', { stored: '1,240', fetched: '3,100', percent: '40' }),
      ),
    ).toBeVisible();
  },
};
export const RetrievingDataConnecting: Story = {
  render: () => <RecordsStatus />,
  parameters: {
    msw: { handlers: [http.get('*/v1/datapull/status', () => ok(runningPull(0, 0))), ...filledHandlers()] },
  },
};
export const RetrievingDataSpanish: Story = {
  render: () => <RecordsStatus />,
  globals: { locale: 'es' },
  parameters: {
    msw: {
      handlers: [http.get('*/v1/datapull/status', () => ok(runningPull(1240, 3100))), ...filledHandlers()],
    },
  },
};
export const PullFailed: Story = {
  render: () => <RecordsStatus />,
  parameters: {
    msw: { handlers: [http.get('*/v1/datapull/status', () => ok(failedPull())), ...filledHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};
export const PullInReview: Story = {
  render: () => <RecordsStatus />,
  parameters: {
    msw: { handlers: [http.get('*/v1/datapull/status', () => ok(reviewPull())), ...filledHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('records.pull.reviewTitle'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('app.retry') })).toBeNull();
  },
};
export const PullPartlyFailed: Story = {
  render: () => <RecordsStatus />,
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/datapull/status', () =>
          ok(pullStatus({ sources: [...pullStatus().sources, ...failedPull().sources] })),
        ),
        ...filledHandlers(),
      ],
    },
  },
};

/**
 * Retrieval refused because the HIPAA authorization was revoked or expired [HIPAA-1] [issue 23]: the patient
 * reads why, and a link takes them to sign it again.
 */
export const RefusedWithoutAuthorization: Story = {
  tags: ['state:refused'],
  render: () => <RecordsStatus />,
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/datapull/status', () => ok(failedPull())),
        http.post('*/v1/datapull/init', () =>
          failWith(409, 'HIPAA_AUTHORIZATION_NOT_CURRENT - The authorization is not in force.'),
        ),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('app.retry') }));
    await expect(
      await canvas.findByText(/authorization to retrieve your records is no longer in force/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('records.pull.signAgain') })).toHaveAttribute(
      'href',
      '/hippa',
    );
  },
};

/**
 * The authorization was revoked while the pull ran [issue 23]: the sources' jobs were refused as they ran, and
 * the patient reads that, not "your health sources did not answer", with the link to sign again.
 */
export const RefusedWhileRetrieving: Story = {
  render: () => <RecordsStatus />,
  parameters: {
    msw: { handlers: [http.get('*/v1/datapull/status', () => ok(refusedPull())), ...filledHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/authorization to retrieve your records is no longer in force/),
    ).toBeVisible();
    await expect(canvas.queryByText(/did not answer/)).toBeNull();
    await expect(canvas.getByRole('link', { name: t('records.pull.signAgain') })).toBeVisible();
  },
};

export const RefusedWhileRetrievingSpanish: Story = {
  ...RefusedWhileRetrieving,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Firmar la autorización de nuevo' }),
    ).toBeVisible();
  },
};

/** "Update health record" refused for want of the authorization: why, and the link, not a bare failure. */
export const UpdateRefusedWithoutAuthorization: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/datapull/init', () =>
          failWith(409, 'HIPAA_AUTHORIZATION_NOT_CURRENT - The authorization is not in force.'),
        ),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('records.summary.update') }));
    await expect(await canvas.findByRole('link', { name: t('records.pull.signAgain') })).toHaveAttribute(
      'href',
      '/hippa',
    );
  },
};

/** The first pull ends while the patient watches: what was found is said, and every read reloads [issue 23]. */
export const FirstPullFinished: Story = {
  render: () => <RecordsStatus />,
  parameters: {
    msw: {
      handlers: [
        http.get(
          '*/v1/datapull/status',
          (() => {
            let polls = 0;
            return () => ok((polls += 1) === 1 ? runningPull(60, 120) : pullStatus());
          })(),
        ),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        t('records.pull.found', { records: '120', count: 1 }),
        undefined,
        {
          timeout: 8000,
        },
      ),
    ).toBeVisible();
  },
};

/* No Long text story: a source's name comes from the portal's list of sources, never from free text. */
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', {
        name: t('records.summary.tableCaption', { source: t('records.sources.sample') }),
      }),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
