import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { containing, demoClaims, t, withPortalScreen } from '../../../testing/storybook';
import { http } from 'msw';
import { DEFAULT_TIME_ZONE } from '@portal/contract';
import { ok, settingsIn } from '../../../testing/msw';
import { filledHandlers, hba1cAfterKit, weightInKilograms } from '../../../testing/records';
import { emptyStory, errorStory, loadingStory } from '../stories-support';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import TrendsScreen from './trends-screen';

const meta = {
  title: 'Screens/Records/Trends',
  component: TrendsScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: { path: '/home/trends/bloodPressure', pattern: '/home/trends/:view' },
    msw: { handlers: filledHandlers() },
  },
} satisfies Meta<typeof TrendsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BloodPressure: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', {
        name: containing(
          t('records.pull.typeCount', { type: 'Blood pressure', stored: 'chart', fetched: '2 readings' }),
        ),
      }),
    ).toBeVisible();
  },
};
export const LdlAndHdl: Story = {
  parameters: { route: { path: '/home/trends/ldlHdl', pattern: '/home/trends/:view' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', {
        name: containing(
          t('records.pull.typeCount', { type: 'LDL & HDL', stored: 'chart', fetched: '2 readings' }),
        ),
      }),
    ).toBeVisible();
  },
};
/**
 * [issue 24] After the HbA1c kit: the lab's "≤ 5.6 %" is shaded from the chart's bottom up to 5.6, the 6.8 %
 * reading above it, flagged in the table and called above the normal range in words.
 */
export const Hba1cAfterKit: Story = {
  parameters: {
    route: { path: '/home/trends/hba1c', pattern: '/home/trends/:view' },
    msw: {
      handlers: [http.get('*/v1/patient/trends/labs/HbA1c', () => ok(hba1cAfterKit)), ...filledHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/latest 6\.8 % on .*, above the normal range/)).toBeVisible();
    await expect(canvas.getByText(t('labKits.result.range', { range: '≤ 5.6 %' }))).toBeVisible();
  },
};
/** A period with no readings in it says so, and the picker offers the others. */
export const EmptyPeriod: Story = {
  parameters: { route: { path: '/home/trends/weight?period=1y', pattern: '/home/trends/:view' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('records.trends.period.emptyFor', { title: 'Weight' })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('records.trends.period.1y') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const Weight: Story = {
  parameters: { route: { path: '/home/trends/weight', pattern: '/home/trends/:view' } },
};
/**
 * [PROF-7] A weight measured in kg, for a patient reading US units (their brand's default): the axis, the band,
 * the table and the words in pounds; the stored reading is unchanged.
 */
const weightInKg = [
  http.get('*/v1/patient/trends/vitals/WEIGHT', () => ok(weightInKilograms)),
  ...filledHandlers(),
];
export const WeightInUsUnits: Story = {
  parameters: {
    route: { path: '/home/trends/weight?period=all', pattern: '/home/trends/:view' },
    msw: { handlers: weightInKg },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/latest 177\.5 lb/)).toBeVisible();
    await expect(canvas.getByText(t('labKits.result.range', { range: '110.2 – 220.5 lb' }))).toBeVisible();
  },
};
export const WeightInUsUnitsSpanish: Story = {
  ...WeightInUsUnits,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/177,5 lb/)).toBeVisible();
    await expect(canvas.getByText(/110,2 – 220,5 lb/)).toBeVisible();
  },
};
/** [PROF-7] The same weighing for a signed-in patient who chose metric units: in kg, as measured. */
export const WeightInMetricUnits: Story = {
  parameters: {
    route: { path: '/home/trends/weight?period=all', pattern: '/home/trends/:view' },
    session: demoClaims,
    msw: { handlers: [settingsIn(DEFAULT_TIME_ZONE, 'metric'), ...weightInKg] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/latest 80\.5 kg/)).toBeVisible();
    await expect(canvas.getByText(t('labKits.result.range', { range: '50 – 100 kg' }))).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Empty: Story = {
  tags: ['state:empty'],
  ...emptyStory('Blood pressure: no readings yet'),
};
export const Error: Story = { tags: ['state:error'], ...errorStory };
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Presión arterial: gráfica de 2 lecturas/ }),
    ).toBeVisible();
  },
};

/* No Long text story: a trend's title, units and dates are the portal's words, not free text. */
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', {
        name: containing(
          t('records.pull.typeCount', { type: 'Blood pressure', stored: 'chart', fetched: '2 readings' }),
        ),
      }),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
