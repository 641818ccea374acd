import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { t, withPortalScreen } from '../../../testing/storybook';
import { errorHandlers, filledHandlers, makeTimeline } from '../../../testing/records';
import { ok } from '../../../testing/msw';
import { emptyStory, loadingStory, longRecordName } from '../stories-support';
import { fitsTheViewport, fromControls, onPhoneWith, withControls } from '../../../testing/story-states';
import TimelineScreen from './timeline-screen';

const meta = {
  title: 'Screens/Records/Timeline',
  component: TimelineScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { route: { path: '/home/timeline' }, msw: { handlers: filledHandlers() } },
} satisfies Meta<typeof TimelineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lisinopril 10 MG Oral Tablet')).toBeVisible();
    await expect(canvas.getByText('General examination')).toBeVisible();
    // who and where, as the source named them
    const clinician = canvas.getByText('Dr. Ana Lee');
    await expect(clinician.parentElement).toHaveTextContent(
      /^With Dr\. Ana Lee at Springfield Family Clinic$/,
    );
    // names as the source wrote them: in their language, never run through a translator
    await expect(clinician).toHaveAttribute('lang', 'en');
    await expect(clinician).toHaveAttribute('translate', 'no');
    await expect(canvas.getByText('Springfield General Hospital').parentElement).toHaveTextContent(
      /^At Springfield General Hospital$/,
    );
  },
};

/** [REC-2] Filtering by type and date range, as a patient would. */
export const FilteredByTypeAndDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Lisinopril 10 MG Oral Tablet');
    await userEvent.selectOptions(canvas.getByLabelText(t('records.timeline.filter.type')), 'encounter');
    await userEvent.type(canvas.getByLabelText(t('records.timeline.filter.from')), '2023-01-01');
    await expect(await canvas.findByText('1 entry')).toBeVisible();
    await expect(canvas.getByText('General examination')).toBeVisible();
    await expect(canvas.queryByText('Emergency room admission')).toBeNull();
  },
};

export const NoMatch: Story = {
  parameters: { route: { path: '/home/timeline?q=insulin' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('records.timeline.noMatchTitle'))).toBeVisible();
  },
};

/** 10,000 entries, windowed: scrolling stays smooth. */
export const TenThousandEntries: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/v1/patient/records', () => ok(makeTimeline(10_000))), ...filledHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10,000 entries')).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
  },
};

export const Loading: Story = { tags: ['state:loading'], ...loadingStory };

export const Empty: Story = { tags: ['state:empty'], ...emptyStory('Your timeline is empty') };

export const Error: Story = {
  tags: ['state:error'],
  parameters: { msw: { handlers: errorHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your records are not available right now.'),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Cronología', level: 1 }),
    ).toBeVisible();
    await expect((await within(canvasElement).findByText('Dr. Ana Lee')).parentElement).toHaveTextContent(
      /^Con Dr\. Ana Lee en Springfield Family Clinic$/,
    );
  },
};

/** What a designer varies (Controls): how many entries, and the name the newest one has. */
interface TimelineControls {
  entries: number;
  newestName: string;
}
const timelineArgs: TimelineControls = { entries: 6, newestName: 'Medication 0' };
const controlled = {
  argTypes: {
    entries: { control: { type: 'number', min: 0, max: 10_000 } },
    newestName: { control: 'text', description: 'The newest entry, a medication, as its source names it' },
  } as const,
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/records', () => {
          const { entries, newestName } = { ...timelineArgs, ...fromControls<Partial<TimelineControls>>() };
          const [medications, encounters] = makeTimeline(entries);
          const [newest, ...rest] = medications!.medications;
          return ok([{ medications: newest ? [{ ...newest, name: newestName }, ...rest] : [] }, encounters]);
        }),
        ...filledHandlers(),
      ],
    },
  },
};

/** The newest entry with a medication's name as long as a source writes one: it wraps inside its entry. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: { ...timelineArgs, newestName: longRecordName },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(longRecordName)).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  args: timelineArgs,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Visit 1')).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
