import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { AppShell } from '@portal/ui';
import { CareSwitch, ReadingAsBanner } from '../../features/sharing/components/care-switch';
import MyHealthScreen from '../../features/records/screens/my-health-screen';
import TimelineScreen from '../../features/records/screens/timeline-screen';
import { readAs } from '../../lib/reading-as';
import { failWith, ok } from '../../testing/msw';
import { filledHandlers } from '../../testing/records';
import { caredFor } from '../../testing/sharing';
import { demoClaims, serverSays, t, withPortalScreen } from '../../testing/storybook';
import { longText, onPhone } from '../../testing/story-states';
import { useBrand } from '../brand-context';
import { SideNav } from './side-nav';

/**
 * [SHARE-2] The frame as a caregiver sees it: the header's "me / people I care for" switch, and, once a person
 * is chosen, their records tabs only, read-only, with whose records these are said above the page.
 */
function CaregiverApp({
  screen,
  caring,
  name = caredFor.patient_name,
}: {
  screen: ReactNode;
  caring: boolean;
  name?: string;
}) {
  const { t } = useTranslation();
  // Chosen before the first render, as a reload in the middle of caring finds it; forgotten when the story ends.
  useState(() => readAs(caring ? { grantId: caredFor.grant_id, name } : null));
  useEffect(() => () => readAs(null), []);
  return (
    <AppShell brand={useBrand()} actions={<CareSwitch />} navLabel={t('app.mainNav')}>
      <div className="flex gap-8">
        <SideNav className="hidden w-56 shrink-0 md:block" />
        <div className="min-w-0 flex-1">
          <ReadingAsBanner />
          {screen}
        </div>
      </div>
    </AppShell>
  );
}

const people = http.get('*/v1/patient/care', () => ok({ people: [caredFor] }));
const meta = {
  title: 'Screens/App/Caring for someone',
  component: CaregiverApp,
  decorators: [withPortalScreen],
  args: { screen: <MyHealthScreen />, caring: true },
  argTypes: {
    screen: { control: false },
    caring: { control: 'boolean', description: 'Reading the records of someone they care for, or their own' },
    name: { control: 'text', description: 'Who they care for, as their sharing names them' },
  },
  parameters: {
    route: '/home/my-health',
    session: demoClaims,
    layout: 'fullscreen',
    msw: { handlers: [people, ...filledHandlers()] },
  },
} satisfies Meta<typeof CaregiverApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Their My Health: the banner names them, the switch shows them, the navigation holds their records tabs only. */
export const TheirMyHealth: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('sharing.switch.banner', { name: 'Rosa Demo' }))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('sharing.switch.label') })).toHaveDisplayValue(
      'Rosa Demo',
    );
    const nav = within(canvas.getByRole('navigation', { name: t('app.mainNav') }));
    await expect(nav.queryByRole('link', { name: t('nav.account') })).toBeNull();
    await expect(nav.getByRole('link', { name: t('records.tabs.timeline') })).toBeVisible();
  },
};
export const TheirMyHealthSpanish: Story = { globals: { locale: 'es' } };

export const TheirTimeline: Story = {
  args: { screen: <TimelineScreen /> },
  parameters: { route: '/home/timeline' },
};
export const TheirTimelineSpanish: Story = { ...TheirTimeline, globals: { locale: 'es' } };

/** Their sharing ended while the caregiver was reading: every tab says so, the switch still names them. */
export const AccessEnded: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/care', () => ok({ people: [] })),
        http.get('*/v1/patient/records*', () => failWith(403, serverSays('SHARE_ACCESS_ENDED'))),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('errors.SHARE_ACCESS_ENDED'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('sharing.switch.label') })).toHaveDisplayValue(
      'Rosa Demo',
    );
  },
};
export const AccessEndedSpanish: Story = { ...AccessEnded, globals: { locale: 'es' }, play: undefined };

/** A caregiver on their own records: the switch offers "Me" and the people they care for, and no banner. */
export const OwnRecords: Story = {
  args: { caring: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: t('sharing.switch.label') });
    await expect(select).toHaveDisplayValue(t('sharing.switch.me'));
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t('sharing.switch.me'), 'Rosa Demo']);
    await expect(canvas.queryByText(/You are viewing the records of/)).toBeNull();
  },
};
export const OwnRecordsSpanish: Story = { ...OwnRecords, globals: { locale: 'es' }, play: undefined };

/** The person's given and family names at the contract's caps (100 each): the banner and the switch wrap. */
const longName = `${longText.givenName} ${longText.familyName}`;
export const LongText: Story = {
  tags: ['state:long-text'],
  args: { name: longName },
  parameters: {
    msw: {
      handlers: [
        http.get('*/v1/patient/care', () => ok({ people: [{ ...caredFor, patient_name: longName }] })),
        ...filledHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('sharing.switch.banner', { name: longName })),
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
      await within(canvasElement).findByText(t('sharing.switch.banner', { name: 'Rosa Demo' })),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
