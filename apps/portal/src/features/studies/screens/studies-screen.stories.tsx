import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoClaims, t, withPortalScreen } from '../../../testing/storybook';
import { errorStory, loadingStory } from '../stories-support';
import { diabetesStudy, preeclampsiaStudy, studiesHandlers, studyList } from '../../../testing/studies';
import StudiesScreen from './studies-screen';

/** The study list [STUDY-1]: suggested studies with their reasons, the rest, and each state. */
const meta = {
  title: 'Screens/Studies/Studies',
  component: StudiesScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/home/studies', session: demoClaims, msw: { handlers: studiesHandlers() } },
} satisfies Meta<typeof StudiesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('studies.list.suggested') })).toBeVisible();
    await expect(
      canvas.getByText(t('studies.reasons.condition', { condition: 'type 2 diabetes' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('studies.reasons.age', { range: '30 to 75 years' }))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('studies.list.others') })).toBeVisible();
    await expect(canvas.getByText(/sample data for demonstration/)).toBeVisible();
  },
};
export const NoneSuggested: Story = {
  parameters: { msw: { handlers: studiesHandlers({ list: studyList([preeclampsiaStudy]) }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/None of these studies matched the conditions in your records/),
    ).toBeVisible();
  },
};
export const Joined: Story = {
  parameters: {
    msw: { handlers: studiesHandlers({ list: studyList([{ ...diabetesStudy, consent: 'signed' }]) }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('studies.consentState.signed'))).toBeVisible();
  },
};
export const Empty: Story = {
  parameters: { msw: { handlers: studiesHandlers({ list: studyList([]) }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('studies.list.emptyTitle'))).toBeVisible();
  },
};
export const Loading: Story = loadingStory;
export const Error: Story = errorStory;
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sugeridos para usted' })).toBeVisible();
    await expect(canvas.getByText('Sugerido porque sus expedientes indican diabetes tipo 2.')).toBeVisible();
  },
};
