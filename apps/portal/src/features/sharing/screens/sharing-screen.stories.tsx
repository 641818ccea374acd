import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sharingHandlers } from '../../../testing/sharing';
import { t, withPortalScreen } from '../../../testing/storybook';
import {
  fitsTheViewport,
  longText,
  onPhoneWith,
  withControls,
  showsRoleWithinWidth,
} from '../../../testing/story-states';
import { longNamedGrant, shareArgs, shareArgTypes, sharesFromControlsHandlers } from '../stories-support';
import SharingScreen from './sharing-screen';

/** [SHARE-1] The shared-with lists: people and links, clinicians, clinical-trial sites. */
const meta = {
  title: 'Screens/Sharing/Shared with',
  component: SharingScreen,
  decorators: [withPortalScreen, withControls],
  parameters: { route: '/home/sharing', msw: { handlers: sharingHandlers.filled() } },
} satisfies Meta<typeof SharingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('sharing.list.groups.studies') }),
    ).toBeVisible();
    // a study site is named with its study, in the reader's language; why it is there is worded by the portal
    await expect(
      canvas.getByRole('heading', {
        name: 'Bluewater Research Clinic — Sleep and heart health in healthy adults',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('sharing.reason.study_consent_signed', { study: 'NCT99000110', version: '2026-10-01' }),
      ),
    ).toBeVisible();
    // the school nurse's share was stopped and a study consent withdrawn: each status, when and why it ended
    await expect(canvas.getAllByText(t('sharing.status.ended'))).toHaveLength(4);
    await expect(canvas.getByText(/\(you stopped sharing\)$/)).toBeVisible();
    await expect(canvas.getByText(/\(you withdrew your study consent\)$/)).toBeVisible();
    // this account also cares for someone: their records are one button away (as in the header's switch)
    await expect(
      await canvas.findByRole('button', { name: t('sharing.care.viewLabel', { name: 'Rosa Demo' }) }),
    ).toBeVisible();
  },
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: sharingHandlers.loading() } },
};
export const Empty: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: sharingHandlers.empty() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('sharing.list.emptyTitle'))).toBeVisible();
  },
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: { msw: { handlers: sharingHandlers.error() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};
/** [I18N-1] Every word the portal says in Spanish, the study's title too; what the patient typed as typed. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'Bluewater Research Clinic — El sueño y la salud del corazón en adultos sanos',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Usted firmó el consentimiento del estudio NCT99000110 (versión 2026-10-01)'),
    ).toBeVisible();
    await expect(canvas.getByText(/\(usted dejó de compartir\)$/)).toBeVisible();
    await expect(canvas.getByText(/\(usted retiró su consentimiento del estudio\)$/)).toBeVisible();
    await expect(canvas.getByText('Second opinion')).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/You signed|revoked by|withdrew|Sleep and heart/);
  },
};

/** [issue 30] Apps beside people, clinicians and trial sites: what each reads (insurance too), since, until, how often. */
export const WithApps: Story = {
  parameters: { msw: { handlers: sharingHandlers.withApps() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apps = within((await canvas.findByRole('heading', { level: 2, name: 'Apps' })).closest('section')!);
    const glucose = within(apps.getByRole('heading', { name: 'Glucose Buddy' }).closest('li')!);
    await expect(glucose.getByText('Bluewater Digital Health, Inc.')).toBeVisible();
    await expect(glucose.getByText('Medications, Vitals and lab results, Insurance')).toBeVisible();
    await expect(glucose.getByText('Active')).toBeVisible();
    await expect(glucose.getByText(/^14 times, last /)).toBeVisible();
    await expect(glucose.queryByText('Why')).toBeNull();
    // the disconnected one, at the registration's caps, stays listed for the record
    await expect(apps.getAllByRole('listitem')).toHaveLength(2);
    await expect(apps.getByText(/\(you stopped sharing\)$/)).toBeVisible();
  },
};
/** No app connected: the group says how an app gets connected. */
export const NoAppsConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apps = within((await canvas.findByRole('heading', { level: 2, name: 'Apps' })).closest('section')!);
    await expect(
      apps.getByText(/^No apps are connected\. When a health app you use offers to connect/),
    ).toBeVisible();
  },
};
export const WithAppsSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { msw: { handlers: sharingHandlers.withApps() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apps = within(
      (await canvas.findByRole('heading', { level: 2, name: 'Aplicaciones' })).closest('section')!,
    );
    await expect(
      apps.getByText('Medicamentos, Signos vitales y resultados de laboratorio, Seguro médico'),
    ).toBeVisible();
    await expect(apps.getAllByText('Creada por')).toHaveLength(2);
  },
};

/** The shares as Controls set them: how many, and who the first is for and why. */
const controlled = {
  args: shareArgs,
  argTypes: shareArgTypes,
  parameters: { msw: { handlers: sharesFromControlsHandlers() } },
};

/** A share whose name and reason are at the contract's caps (100 and 200 characters): both wrap in its card. */
export const LongText: Story = {
  tags: ['state:long-text'],
  ...controlled,
  args: { ...shareArgs, name: longNamedGrant.name, reason: longText.reason },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: longNamedGrant.name })).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhoneWith(controlled),
  play: showsRoleWithinWidth('heading', () => t('sharing.list.groups.studies')),
};
