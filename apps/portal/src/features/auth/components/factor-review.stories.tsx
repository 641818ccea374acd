import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import type { RecoveryFactor } from '@portal/contract';
import {
  containing,
  failWith,
  ok,
  pending,
  serverSays,
  startingWith,
  t,
  withPortalScreen,
  wordsBefore,
} from '../../../testing/storybook';
import { longText, onPhone } from '../../../testing/story-states';
import { FactorReview } from './factor-review';

const phone: RecoveryFactor = {
  kind: 'phone',
  id: null,
  label: '***-***-0123',
  created_at: '2026-03-02T15:00:00.000Z',
  removable: false,
};
const email: RecoveryFactor = {
  kind: 'email',
  id: null,
  label: 'd***@example.com',
  created_at: '2026-03-04T09:30:00.000Z',
  removable: false,
};
const passkey: RecoveryFactor = {
  kind: 'passkey',
  id: '0b7e2a52-8a8e-4f3e-9a61-3f0f0c1d2e01',
  label: 'Backup key',
  created_at: '2026-11-26T23:41:00.000Z',
  removable: true,
};
const app: RecoveryFactor = {
  kind: 'authenticator',
  id: '0b7e2a52-8a8e-4f3e-9a61-3f0f0c1d2e02',
  label: 'Authenticator app',
  created_at: '2026-11-26T23:44:00.000Z',
  removable: true,
};
const several = [passkey, app, phone, email];
const kept = [phone, email];

const listed = http.post('*/v1/recovery/factors', () => ok({ factors: several }));

const meta = {
  title: 'Screens/Auth/Factor review after a reset',
  component: FactorReview,
  decorators: [withPortalScreen],
  args: { reviewToken: 'review-token' },
  parameters: {
    route: '/reset-password',
    msw: {
      handlers: [listed, http.delete('*/v1/recovery/factors', () => ok({ removed: 2, factors: kept }))],
    },
  },
} satisfies Meta<typeof FactorReview>;
export default meta;
type Story = StoryObj<typeof meta>;

const removeAll = async (canvasElement: HTMLElement, confirmName = t('review.confirm')) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: t('review.removeAll') }));
  // The dialog is portalled out of the canvas
  const dialog = within(canvasElement.ownerDocument.body);
  await userEvent.click(await dialog.findByRole('button', { name: confirmName }));
  return { canvas, dialog };
};

export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: [pending('post', '*/v1/recovery/factors')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** Only the phone and email: nothing an attacker could have added. */
export const NoneToRemove: Story = {
  tags: ['state:empty'],
  parameters: { msw: { handlers: [http.post('*/v1/recovery/factors', () => ok({ factors: kept }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('review.nothingToRemove'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: startingWith(wordsBefore('review.remove', 'name')) }),
    ).toBeNull();
  },
};

/** A passkey and an app to remove, each named and dated; the phone and email stay. */
export const Several: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('review.remove', { name: passkey.label }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('review.remove', { name: app.label }) })).toBeVisible();
    await expect(canvas.getAllByText(t('review.stays'))).toHaveLength(2);
  },
};

export const Removing: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: [listed, pending('delete', '*/v1/recovery/factors')] } },
  play: async ({ canvasElement }) => {
    const { dialog } = await removeAll(canvasElement);
    await expect(await dialog.findByRole('button', { name: t('review.removing') })).toBeDisabled();
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await removeAll(canvasElement);
    await expect(await canvas.findByText(containing(t('review.removed', { count: 2 })))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: startingWith(wordsBefore('review.remove', 'name')) }),
    ).toBeNull();
    await expect(canvas.getByRole('link', { name: t('review.continue') })).toBeVisible();
  },
};

/** One by one, as in Security: the passkey goes, the app stays. */
export const RemovedOne: Story = {
  parameters: {
    msw: {
      handlers: [
        listed,
        http.delete('*/v1/recovery/factors', () => ok({ removed: 1, factors: [app, ...kept] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('review.remove', { name: passkey.label }) }),
    );
    await expect(await canvas.findByText(containing(t('review.removed', { count: 1 })))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('review.remove', { name: app.label }) })).toBeVisible();
  },
};

/** The review waited too long (or a newer reset replaced it): said, with the way on. */
export const Failed: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/recovery/factors', () => failWith(400, serverSays('RECOVERY_REVIEW_INVALID'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(containing(t('errors.RECOVERY_REVIEW_INVALID')))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('review.continue') })).toBeVisible();
  },
};

export const RemoveAllRefused: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [
        listed,
        http.delete('*/v1/recovery/factors', () => failWith(400, serverSays('RECOVERY_REVIEW_INVALID'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await removeAll(canvasElement);
    await expect(await dialog.findByText(containing(t('errors.RECOVERY_REVIEW_INVALID')))).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Eliminar Backup key' })).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Eliminar todas las llaves de acceso y aplicaciones de autenticación',
      }),
    ).toBeVisible();
  },
};

/** A passkey and an app named at the contract's cap (60 characters), an email masked from one of 254. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/recovery/factors', () =>
          ok({
            factors: [
              { ...passkey, label: longText.deviceLabel },
              { ...app, label: longText.deviceLabel },
              phone,
              { ...email, label: `l***@${longText.email.split('@')[1]}` },
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', {
        name: startingWith(wordsBefore('review.remove', 'name')),
      }),
    ).not.toHaveLength(0);
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
      await within(canvasElement).findAllByRole('button', {
        name: startingWith(wordsBefore('review.remove', 'name')),
      }),
    ).not.toHaveLength(0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
