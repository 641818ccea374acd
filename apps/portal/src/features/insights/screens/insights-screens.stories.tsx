import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  breastNeedsAnswer,
  cervicalNotApplicable,
  hba1cDoneOutOfRange,
  hba1cOverdue,
  insightsErrorHandlers,
  insightsHandlers,
  insightsLoadingHandlers,
  lipidsUpToDate,
  noneDueInsights,
  resultOutOfRangeInsights,
  sexUnknownInsights,
} from '../../../testing/insights';
import { startingWith, t, withPortalScreen, wordsBefore } from '../../../testing/storybook';
import { atLength, onPhone } from '../../../testing/story-states';
import InsightsTabScreen from './insights-tab-screen';
import ScreeningDetailScreen from './screening-detail-screen';

const meta = {
  title: 'Screens/Insights',
  component: InsightsTabScreen,
  args: { tab: 'care' },
  argTypes: { tab: { control: 'inline-radio', options: ['care', 'screenings'] } },
  decorators: [withPortalScreen],
  parameters: { route: '/home/insights', msw: { handlers: insightsHandlers() } },
} satisfies Meta<typeof InsightsTabScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const detail = (id: string) => ({ path: `/home/screenings/${id}`, pattern: '/home/screenings/:insightId' });

/** The Care tab with several due, one up to date and one that does not apply. */
export const SeveralOpen: Story = {
  tags: ['visual', 'state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('insights.sections.open') })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: t('insights.rules.hba1c_monitoring.name') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: t('insights.actions.order_kit', { kit: t('labKits.kits.hba1c.name') }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('insights.sections.closed') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('insights.sections.not_applicable') })).toBeVisible();
  },
};

/**
 * The Screenings tab when nobody stated the sex assigned at birth: breast and cervical screening ask for it,
 * with a link to answer in the profile, and never assume.
 */
export const TellUsYourSex: Story = {
  args: { tab: 'screenings' },
  parameters: {
    route: '/home/screenings',
    msw: { handlers: insightsHandlers({ insights: sexUnknownInsights }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('insights.sections.needs_answer') }),
    ).toBeVisible();
    await expect(canvas.getAllByText(t('insights.badges.needsAnswer'))).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: t('insights.answerSex') })).toHaveLength(2);
  },
};

/** The Care tab after the HbA1c kit (6.8 % against "≤ 5.6 %"): done, but out of range; control under 8 %. */
export const ResultOutOfRange: Story = {
  parameters: { msw: { handlers: insightsHandlers({ insights: resultOutOfRangeInsights }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('insights.badges.doneOutOfRange'))).toBeVisible();
    await expect(canvas.getByText(t('insights.badges.aboveNormal'))).toBeVisible();
    await expect(canvas.getByText(/146\/92 mmHg/)).toBeVisible();
  },
};

export const SpanishResultOutOfRange: Story = {
  ...ResultOutOfRange,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Hecha · resultado fuera del rango')).toBeVisible();
  },
};

/** The Screenings tab: colon cancer due, cholesterol up to date, cervical not applicable. */
export const Screenings: Story = {
  args: { tab: 'screenings' },
  parameters: { route: '/home/screenings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('insights.rules.colorectal_cancer_screening.name') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('insights.reasons.never_done'))).toBeVisible();
  },
};

export const NoneDue: Story = {
  args: { tab: 'screenings' },
  parameters: {
    route: '/home/screenings',
    msw: { handlers: insightsHandlers({ insights: noneDueInsights }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('insights.states.noneDueTitle'))).toBeVisible();
  },
};

export const NoInsightsYet: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: insightsHandlers({ insights: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('insights.states.emptyTitle'))).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: insightsLoadingHandlers() } },
};

export const Error: Story = {
  tags: ['state:error'],
  parameters: { msw: { handlers: insightsErrorHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};

/** The first visit: the disclaimer comes first, and the insights appear once it is acknowledged. */
export const Disclaimer: Story = {
  parameters: { msw: { handlers: insightsHandlers({ acknowledged: false }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('insights.disclaimer.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('insights.disclaimer.acknowledge') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('insights.rules.hba1c_monitoring.name') }),
    ).toBeVisible();
  },
};

/** Screening detail of an open gap: why, what closes it, the evidence and the kit to order. */
export const DetailOpen: Story = {
  tags: ['state:filled'],
  render: () => <ScreeningDetailScreen />,
  parameters: { route: detail(hba1cOverdue.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('insights.rules.hba1c_monitoring.name') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t('insights.detail.whyTitle') })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: t('insights.actions.order_kit', { kit: t('labKits.kits.hba1c.name') }),
      }),
    ).toBeVisible();
  },
};

export const DetailClosed: Story = {
  render: () => <ScreeningDetailScreen />,
  parameters: { route: detail(lipidsUpToDate.id) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(startingWith(wordsBefore('insights.due.next', 'date'))),
    ).toBeVisible();
  },
};

export const DetailNotApplicable: Story = {
  render: () => <ScreeningDetailScreen />,
  parameters: { route: detail(cervicalNotApplicable.id) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('insights.reasons.sex'), {
        selector: 'p',
      }),
    ).toBeVisible();
  },
};

/** A screening that asks: the patient's sex assigned at birth is not known. */
export const DetailSexUnknown: Story = {
  render: () => <ScreeningDetailScreen />,
  parameters: {
    route: detail(breastNeedsAnswer.id),
    msw: { handlers: insightsHandlers({ insights: sexUnknownInsights }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('insights.reasons.sex_unknown'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('insights.answerSex') })).toBeVisible();
  },
};

/** The HbA1c test done by the kit, its result above the normal range. */
export const DetailResultOutOfRange: Story = {
  render: () => <ScreeningDetailScreen />,
  parameters: {
    route: detail(hba1cDoneOutOfRange.id),
    msw: { handlers: insightsHandlers({ insights: resultOutOfRangeInsights }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        startingWith(wordsBefore('insights.reasons.done_out_of_range', 'date')),
      ),
    ).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  render: () => <ScreeningDetailScreen />,
  parameters: { route: detail('9b0e2b8e-0000-4000-8000-000000000000') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('insights.detail.notFoundTitle'))).toBeVisible();
  },
};

export const DetailLoading: Story = {
  tags: ['state:loading'],
  render: () => <ScreeningDetailScreen />,
  parameters: { route: detail(hba1cOverdue.id), msw: { handlers: insightsLoadingHandlers() } },
};

export const DetailError: Story = {
  tags: ['state:error'],
  render: () => <ScreeningDetailScreen />,
  parameters: { route: detail(hba1cOverdue.id), msw: { handlers: insightsErrorHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pendientes' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Prueba de HbA1c' })).toBeVisible();
  },
};

export const SpanishNoneDue: Story = {
  globals: { locale: 'es' },
  args: { tab: 'screenings' },
  parameters: {
    route: '/home/screenings',
    msw: { handlers: insightsHandlers({ insights: noneDueInsights }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No hay nada pendiente por ahora')).toBeVisible();
  },
};

export const SpanishDisclaimer: Story = {
  globals: { locale: 'es' },
  parameters: { msw: { handlers: insightsHandlers({ acknowledged: false }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Sobre sus recomendaciones' })).toBeVisible();
  },
};

export const SpanishDetail: Story = {
  globals: { locale: 'es' },
  render: () => <ScreeningDetailScreen />,
  parameters: { route: detail(hba1cOverdue.id) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Por qué me corresponde' }),
    ).toBeVisible();
  },
};

/**
 * The record that decided a screening, named at length: the contract sets no cap on a record's name, so this is
 * LOINC's, whose long names run to 255 characters.
 */
const longRecordName = atLength(
  255,
  'Hemoglobin A1c/Hemoglobin.total in Blood by calculation from glucose, ',
);
const longNamed = [
  { ...hba1cOverdue, decided_by: { ...hba1cOverdue.decided_by!, display: longRecordName } },
  ...noneDueInsights,
];

export const DetailLongText: Story = {
  tags: ['state:long-text'],
  render: () => <ScreeningDetailScreen />,
  parameters: {
    route: detail(hba1cOverdue.id),
    msw: { handlers: insightsHandlers({ insights: longNamed }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('insights.detail.whyTitle') }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('insights.sections.open') }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const DetailPhone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  render: () => <ScreeningDetailScreen />,
  parameters: { route: detail(hba1cOverdue.id), ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: t('insights.rules.hba1c_monitoring.name') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('insights.detail.whyTitle') }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
