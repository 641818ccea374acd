import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoClaims, storyLanguage, t, withPortalScreen } from '../../../testing/storybook';
import {
  errorStory,
  loadingStory,
  longStudy,
  studiesArgs,
  studiesArgTypes,
  studiesFromControlsHandler,
} from '../stories-support';
import {
  onPhoneWith,
  showsWithinWidth,
  withControls,
  showsRoleWithinWidth,
} from '../../../testing/story-states';
import { diabetesStudy, preeclampsiaStudy, studiesHandlers, studyList } from '../../../testing/studies';
import StudiesScreen from './studies-screen';

/** The study list [STUDY-1]: suggested studies with their reasons, the rest, and each state. */
const meta = {
  title: 'Screens/Studies/Studies',
  component: StudiesScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { route: '/home/studies', session: demoClaims, msw: { handlers: studiesHandlers() } },
} satisfies Meta<typeof StudiesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['visual', 'state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('studies.list.suggested') })).toBeVisible();
    await expect(
      canvas.getByText(
        t('studies.reasons.condition', { condition: diabetesStudy.conditions[0]?.[storyLanguage()] }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('studies.reasons.age', { range: t('studies.ageRange.between', { min: 30, max: 75 }) }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('studies.list.others') })).toBeVisible();
    await expect(canvas.getByText(t('studies.sampleNotice'))).toBeVisible();
  },
};
export const NoneSuggested: Story = {
  parameters: { msw: { handlers: studiesHandlers({ list: studyList([preeclampsiaStudy]) }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('studies.list.suggestedNone'))).toBeVisible();
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
  tags: ['state:empty'],
  parameters: { msw: { handlers: studiesHandlers({ list: studyList([]) }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('studies.list.emptyTitle'))).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Error: Story = { tags: ['state:error'], ...errorStory };
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sugeridos para usted' })).toBeVisible();
    await expect(canvas.getByText('Sugerido porque sus expedientes indican diabetes tipo 2.')).toBeVisible();
  },
};

/** The studies as Controls describe them (how many, the first one's title): every control changes the list. */
const controlled = {
  args: studiesArgs,
  argTypes: studiesArgTypes,
  parameters: { msw: { handlers: [studiesFromControlsHandler(), ...studiesHandlers()] } },
};

/** A study worded at the registry's lengths (a title of 300 characters): its card wraps in place. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: { ...studiesArgs, studies: 1, title: longStudy.title.en },
  play: showsWithinWidth(longStudy.title.en),
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  play: showsRoleWithinWidth('heading', () => t('studies.list.suggested')),
};
