import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ok } from '../../../testing/msw';
import { t, withPortalScreen } from '../../../testing/storybook';
import { emptyHandlers, filledHandlers, pullWithUnstored } from '../../../testing/records';
import { emptyStory, errorStory, loadingStory } from '../stories-support';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import CategoryScreen from './category-screen';
import MyHealthScreen from './my-health-screen';

const meta = {
  title: 'Screens/Records/My Health',
  component: MyHealthScreen,
  decorators: [withPortalScreen],
  parameters: { route: { path: '/home/my-health' }, msw: { handlers: filledHandlers() } },
} satisfies Meta<typeof MyHealthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(t('records.help.summary', { category: 'Visits' })));
    await expect(canvas.getByText(/Your visits to clinics/)).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Empty: Story = { tags: ['state:empty'], ...emptyStory('No health records yet') };
export const Error: Story = { tags: ['state:error'], ...errorStory };
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Mi salud', level: 1 }),
    ).toBeVisible();
  },
};

/** Category details with the category's help. */
/** [PULL-3] Some records a source sent could not be read: My Health counts them and points to the reasons. */
export const WithUnstoredRecords: Story = {
  parameters: {
    msw: { handlers: [http.get('*/v1/datapull/status', () => ok(pullWithUnstored())), ...filledHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('3 records from your health sources could not be read.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('records.myHealth.unstoredLink') })).toHaveAttribute(
      'href',
      '/home/health-record',
    );
  },
};
export const WithUnstoredRecordsSpanish: Story = {
  ...WithUnstoredRecords,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No se pudieron leer 3 registros de sus fuentes de salud.'),
    ).toBeVisible();
  },
};
export const CategoryDetails: Story = {
  render: () => <CategoryScreen />,
  parameters: { route: { path: '/home/my-health/medications', pattern: '/home/my-health/:category' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lisinopril 10 MG Oral Tablet')).toBeVisible();
  },
};
export const CategoryDetailsEmpty: Story = {
  render: () => <CategoryScreen />,
  parameters: {
    route: { path: '/home/my-health/allergies', pattern: '/home/my-health/:category' },
    msw: { handlers: emptyHandlers() },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('records.category.emptyTitle', { category: 'Allergies' })),
    ).toBeVisible();
  },
};

/** [REC-1] Conditions: the current problems first, then the resolved ones, each under its heading. */
export const ConditionsActiveAndResolved: Story = {
  render: () => <CategoryScreen />,
  parameters: { route: { path: '/home/my-health/conditions', pattern: '/home/my-health/:category' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('records.conditions.active') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('records.conditions.past') })).toBeVisible();
  },
};

/* No Long text story: My Health shows the portal's category names and counts, no text a source or patient wrote. */
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('records.help.summary', { category: 'Visits' })),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
