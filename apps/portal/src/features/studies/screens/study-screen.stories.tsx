import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoClaims,
  startingWith,
  storyLanguage,
  t,
  withPortalScreen,
  wordsBefore,
} from '../../../testing/storybook';
import { errorStory, loadingStory, longStudyDetails } from '../stories-support';
import { fitsTheViewport, onPhone, showsRoleWithinWidth } from '../../../testing/story-states';
import { diabetesStudy, signedStudy, studiesHandlers, withdrawnStudy } from '../../../testing/studies';
import StudyPrivacyScreen from './study-privacy-screen';
import StudyScreen from './study-screen';

/** One study [STUDY-1] and the patient's consent to it [STUDY-2]: to join, signed, withdrawing, withdrawn. */
const meta = {
  title: 'Screens/Studies/Study detail',
  component: StudyScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: { path: '/home/studies/NCT99000101', pattern: '/home/studies/:studyId' },
    session: demoClaims,
    msw: { handlers: studiesHandlers() },
  },
} satisfies Meta<typeof StudyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: diabetesStudy.title[storyLanguage()],
        level: 1,
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('studies.ageRange.between', { min: '30', max: '75' }))).toBeVisible();
    await expect(canvas.getByText('Cedar Valley Clinic Worcester')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('studies.detail.consent') })).toBeVisible();
  },
};
export const Signed: Story = {
  parameters: { msw: { handlers: studiesHandlers({ details: signedStudy() }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(startingWith(wordsBefore('studies.detail.signedOn', 'date'))),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('studies.detail.download') })).toBeVisible();
  },
};
export const WithdrawDialog: Story = {
  parameters: { msw: { handlers: studiesHandlers({ details: signedStudy() }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('studies.detail.withdraw') }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText(t('studies.withdraw.title'))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('studies.withdraw.cancel') })).toBeVisible();
  },
};
export const Withdrawn: Story = {
  parameters: { msw: { handlers: studiesHandlers({ details: withdrawnStudy() }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(startingWith(wordsBefore('studies.detail.withdrawnOn', 'date'))),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('studies.detail.signAgain') })).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Error: Story = { tags: ['state:error'], ...errorStory };
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Quién puede participar' }),
    ).toBeVisible();
  },
};

/** The study privacy policy as it applies to this study. */
export const Privacy: Story = {
  render: () => <StudyPrivacyScreen />,
  parameters: {
    route: { path: '/home/studies/NCT99000101/privacy', pattern: '/home/studies/:studyId/privacy' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('studies.privacyPage.who') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('studies.privacyPage.policy') })).toBeVisible();
  },
};
export const PrivacySpanish: Story = {
  ...Privacy,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Quién ve su información' }),
    ).toBeVisible();
  },
};

/** A study worded at the registry's lengths (titles of 300 and 600 characters, sites named in full): it wraps. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: { msw: { handlers: studiesHandlers({ details: longStudyDetails() }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: longStudyDetails().title.en, level: 1 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(longStudyDetails().official_title)).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsRoleWithinWidth('link', () => t('studies.detail.consent')),
};
