import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { saveDraft } from '../../../lib/drafts';
import { grantDetail, SHARE_KEY, sharingHandlers } from '../../../testing/sharing';
import { containing, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, longText, onPhone, showsRoleWithinWidth } from '../../../testing/story-states';
import NewShareScreen from './new-share-screen';

/** [SHARE-2] Share EMR: the form, saving, a refusal, and the link with its QR code. */
const meta = {
  title: 'Screens/Sharing/Share my records',
  component: NewShareScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/home/sharing/new', msw: { handlers: sharingHandlers.filled() } },
} satisfies Meta<typeof NewShareScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Who is it for/), 'Dr. Rivera');
  await userEvent.type(canvas.getByLabelText(/Why are you sharing/), 'Second opinion');
  await userEvent.type(canvas.getByLabelText(containing(t('sharing.scope.passcode'))), 'maple-42');
  await userEvent.click(canvas.getByRole('button', { name: t('sharing.create.submit') }));
  return canvas;
};

export const Form: Story = { tags: ['visual', 'state:filled'] };
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: sharingHandlers.saving() } },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: containing(t('sharing.create.submit')) }),
    ).toBeDisabled();
  },
};
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    const link = (await canvas.findByLabelText(t('sharing.kind.link'))) as HTMLInputElement;
    await expect(link.value).toMatch(new RegExp(`/shared#${SHARE_KEY}$`));
    await expect(canvas.getByRole('img', { name: t('sharing.created.qr') })).toBeVisible();
  },
};
export const Refused: Story = {
  tags: ['state:refused'],
  parameters: { msw: { handlers: sharingHandlers.createFails() } },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByText(t('validation.share_expiry', { field: 'Expiry' }))).toBeVisible();
  },
};
export const Spanish: Story = { globals: { locale: 'es' } };

/** [SHARE-1] From "Share with a clinician": the link is addressed to them, with their clinic and email. */
export const ForClinician: Story = {
  parameters: { route: '/home/sharing/new?for=clinician' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /A clinician/ })).toBeChecked();
    await userEvent.type(canvas.getByLabelText(containing(t('sharing.create.clinicianName'))), 'Dr. Rivera');
    await userEvent.type(canvas.getByLabelText(/Clinic or practice/), 'Boston Family Clinic');
    await userEvent.type(canvas.getByLabelText(/Their email/), 'rivera@clinic.example');
    await userEvent.type(canvas.getByLabelText(/Why are you sharing/), 'New primary care doctor');
    await userEvent.click(canvas.getByRole('button', { name: t('sharing.create.submit') }));
    await expect(await canvas.findByLabelText(t('sharing.kind.link'))).toBeVisible();
  },
};
export const ForClinicianSpanish: Story = {
  parameters: { route: '/home/sharing/new?for=clinician' },
  globals: { locale: 'es' },
};

/**
 * [issue 23] After a reload: what was typed is back, the passcode (a secret, never kept) is asked again.
 */
export const AfterAReload: Story = {
  decorators: [
    (Story) => {
      // inside the portal decorator, which clears storage first: what the form kept before the reload
      saveDraft('shareLink', {
        recipient: 'link',
        categories: ['conditions', 'medications'],
        fields: { recipient_name: 'Dr. Rivera', reason: 'Second opinion', expires_in_hours: '24' },
      });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Who is it for/)).toHaveValue('Dr. Rivera');
    await expect(
      canvas.getByRole('checkbox', { name: t('records.resourceTypes.AllergyIntolerance') }),
    ).not.toBeChecked();
    await expect(canvas.getByLabelText(containing(t('sharing.create.expiry')))).toHaveValue('24');
    await expect(canvas.getByLabelText(containing(t('sharing.scope.passcode')))).toHaveValue('');
  },
};

/** [issue 23] A reload after the link was made: the key is kept nowhere, so the page says where to stop it. */
export const MadeBeforeAReload: Story = {
  parameters: { route: `/home/sharing/new?made=${grantDetail.grant.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/was created\. It is shown only once/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `Details and access log: ${grantDetail.grant.name}` }),
    ).toBeVisible();
    await expect(canvas.queryByLabelText(t('sharing.kind.link'))).toBeNull();
  },
};
export const MadeBeforeAReloadSpanish: Story = {
  parameters: { route: `/home/sharing/new?made=${grantDetail.grant.id}` },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Se muestra una sola vez/)).toBeVisible();
  },
};

/** A clinician's share half typed, every field at the contract's caps (kept as a draft): the form holds them. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: { route: '/home/sharing/new?for=clinician' },
  decorators: [
    (Story) => {
      saveDraft('shareLink', {
        recipient: 'clinician',
        categories: ['conditions'],
        fields: {
          recipient_name: longText.givenName,
          recipient_organization: longText.organization,
          recipient_email: longText.email,
          reason: longText.reason,
          expires_in_hours: '24',
        },
      });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(containing(t('sharing.create.clinicianName'))),
    ).toHaveValue(longText.givenName);
    await fitsTheViewport(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsRoleWithinWidth('button', () => t('sharing.create.submit')),
};
