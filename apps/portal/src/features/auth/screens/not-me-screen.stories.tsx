import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http } from 'msw';
import {
  containing,
  failWith,
  ok,
  pending,
  serverSays,
  t,
  withPortalScreen,
} from '../../../testing/storybook';
import { longText, onPhone } from '../../../testing/story-states';
import NotMeScreen from './not-me-screen';

const link = `/not-me#${'k'.repeat(43)}`;

const meta = {
  title: 'Screens/Auth/This was not me',
  component: NotMeScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: { path: link, pattern: '/not-me' },
    msw: {
      handlers: [
        http.post('*/v1/recovery/not-me', () =>
          ok({ kind: 'passkey', label: 'Backup key', removed: true, sessions_ended: true }),
        ),
      ],
    },
  },
} satisfies Meta<typeof NotMeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: [pending('post', '*/v1/recovery/not-me')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** The passkey is gone and every device signed out; a new password is suggested. */
export const Removed: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(containing(t('notMe.removed.passkey', { name: 'Backup key' }))),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notMe.resetNow') })).toBeVisible();
  },
};

/** Removed meanwhile (in Security, or by the review after a reset): the sessions still ended. */
export const AlreadyGone: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/recovery/not-me', () =>
          ok({ kind: 'authenticator', label: 'Phone app', removed: false, sessions_ended: true }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        containing(t('notMe.alreadyGone.authenticator', { name: 'Phone app' })),
      ),
    ).toBeVisible();
  },
};

export const UsedOrExpired: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: [http.post('*/v1/recovery/not-me', () => failWith(400, serverSays('NOT_ME_LINK_INVALID')))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('errors.NOT_ME_LINK_INVALID'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notMe.resetNow') })).toBeVisible();
  },
};

/** A link cut short in a text message: nothing is sent. */
export const Incomplete: Story = {
  parameters: { route: '/not-me' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('notMe.noToken'))).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Eliminamos la llave de acceso «Backup key»/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Restablecer su contraseña' })).toBeVisible();
  },
};

/** The server fails: the page says so; nothing is said to be removed. */
export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [http.post('*/v1/recovery/not-me', () => failWith(500, serverSays('INTERNAL')))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('notMe.failedTitle'))).toBeVisible();
  },
};

/** A passkey named at the contract's cap (60 characters): the sentence naming it wraps. */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/recovery/not-me', () =>
          ok({ kind: 'passkey', label: longText.deviceLabel, removed: true, sessions_ended: true }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: t('notMe.resetNow') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: t('notMe.resetNow') })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
