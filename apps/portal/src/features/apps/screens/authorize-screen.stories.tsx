import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { APP_CATEGORIES, TEXT_LIMITS, type AppCategory } from '@portal/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AUTH_UID,
  appsHandlers,
  authorizationRequest,
  glucoseApp,
  longNamedApp,
} from '../../../testing/apps';
import { ok } from '../../../testing/msw';
import { fromControls, onPhone, withControls } from '../../../testing/story-states';
import { containing, demoClaims, serverSays, t, withPortalScreen } from '../../../testing/storybook';
import { gatepass } from '../../onboarding/stories-support';
import { appsPaths } from '../paths';
import AuthorizeScreen from './authorize-screen';

/** What a designer varies (Controls): the app as registered and what it asks to read. */
interface AppControls {
  appName: string;
  publisher: string;
  categories: AppCategory[];
  offline: boolean;
}
const appArgs: AppControls = {
  appName: glucoseApp.name,
  publisher: glucoseApp.publisher,
  categories: authorizationRequest().categories,
  offline: true,
};

const viewports = {
  phone320: { name: 'Small phone', styles: { width: '320px', height: '640px' }, type: 'mobile' },
} as const;

/** [issue 30] An app asks to read the patient's record: the portal's consent screen, every state. */
const meta = {
  title: 'Screens/Apps/Connect an app',
  component: AuthorizeScreen,
  decorators: [withPortalScreen, withControls],
  // the story never leaves for the app: it notes where the screen would have sent the browser
  args: { leave: fn() },
  parameters: {
    route: { path: appsPaths.authorize(AUTH_UID), pattern: appsPaths.authorizePattern },
    session: demoClaims,
    msw: { handlers: appsHandlers.filled() },
    viewport: { options: viewports },
  },
} satisfies Meta<typeof AuthorizeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
/** A story whose Controls also describe the app and its request. */
type ControlledStory = StoryObj<ComponentProps<typeof AuthorizeScreen> & AppControls>;

export const Filled: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('apps.authorize.title', { app: glucoseApp.name }),
      }),
    ).toBeVisible();
    const what = canvas.getByRole('group', { name: t('apps.authorize.what') });
    for (const box of within(what).getAllByRole('checkbox')) await expect(box).toBeChecked();
    await expect(within(what).getByRole('checkbox', { name: t('sharing.category.coverage') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apps.authorize.allow') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('apps.authorize.deny') })).toBeEnabled();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: appsHandlers.loading() } },
};

/** The patient unchecked their insurance and medications, opened the raw scopes, then allowed the rest. */
export const Narrowed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('sharing.category.coverage') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('sharing.category.medications') }));
    await userEvent.click(canvas.getByText(t('apps.authorize.scopes')));
    await expect(canvas.getByText('patient/Coverage.rs')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('apps.authorize.allow') }));
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(expect.stringMatching(/\/oidc\/auth\//)));
  },
};

/** Nothing left checked: the screen asks for one kind of record (or "Don't allow") and sends nothing. */
export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const category of ['medications', 'conditions', 'observations', 'coverage'] as const)
      await userEvent.click(await canvas.findByRole('checkbox', { name: t(`sharing.category.${category}`) }));
    await userEvent.click(canvas.getByRole('button', { name: t('apps.authorize.allow') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('apps.authorize.pickOne'));
  },
};

export const Submitting: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: appsHandlers.submitting() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('apps.authorize.allow') }));
    await expect(canvas.getByRole('button', { name: t('apps.authorize.allow') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: t('apps.authorize.deny') })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: t('sharing.category.coverage') })).toBeDisabled();
  },
};

export const Expired: Story = {
  parameters: { msw: { handlers: appsHandlers.expired() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('apps.authorize.expiredTitle'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The request expired while the tab stayed open: the answer comes back NOT_FOUND. */
export const ExpiredOnAnswer: Story = {
  parameters: { msw: { handlers: appsHandlers.expiresOnAnswer() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('apps.authorize.deny') }));
    await expect(await canvas.findByText(t('apps.authorize.expiredTitle'))).toBeVisible();
  },
};

export const ServerError: Story = {
  tags: ['state:error'],
  parameters: { msw: { handlers: appsHandlers.error() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};

/** The server's refusal of a category the app never asked for, in the patient's language. */
const notAsked = () => t('validation.app_category_not_asked', { field: t('fields.categories') });

export const ValidationRefusal: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: { handlers: appsHandlers.refused(() => serverSays('VALIDATION_FAILED', notAsked())) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('apps.authorize.allow') }));
    await expect(await canvas.findByText(notAsked())).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apps.authorize.allow') })).toBeEnabled();
  },
};

/** An answer pointing off the portal's origin is never followed. */
export const OffOriginAnswer: Story = {
  parameters: { msw: { handlers: appsHandlers.offOrigin() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('apps.authorize.allow') }));
    await expect(await canvas.findByText(t('apps.authorize.badRedirect'))).toBeVisible();
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

/** A registration at the caps (a 100-character name with no space, a 150-character publisher), no logo, no site. */
export const LongNames: Story = {
  tags: ['state:long-text'],
  parameters: {
    msw: {
      handlers: appsHandlers.filled(
        authorizationRequest({ app: longNamedApp, categories: ['observations'], offline: false }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: containing(t('apps.authorize.homepage')) })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: '¿Conectar Glucose Buddy a su historial de salud?',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Seguro médico' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'No permitir' })).toBeVisible();
  },
};

/** A 320 px phone, with the longest names: nothing scrolls sideways, the buttons stay on screen. */
export const PhoneWidth: Story = {
  tags: ['state:phone'],
  globals: { viewport: { value: 'phone320', isRotated: false } },
  parameters: {
    msw: { handlers: appsHandlers.filled(authorizationRequest({ app: longNamedApp })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const allow = await canvas.findByRole('button', { name: t('apps.authorize.allow') });
    await expect(allow.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A patient still in onboarding: asked to finish first, or to say no to the app now. */
export const Onboarding: Story = {
  parameters: { msw: { handlers: appsHandlers.onboarding(gatepass('hipaa')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('apps.authorize.onboardingTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('apps.authorize.continueSetup') })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** A 390 px phone, the app and its request as Controls set them. */
export const Phone: ControlledStory = {
  tags: ['state:phone'],
  ...onPhone,
  args: appArgs,
  argTypes: {
    appName: { control: 'text', description: `At most ${TEXT_LIMITS.name} characters` },
    publisher: { control: 'text', description: `At most ${TEXT_LIMITS.organization} characters` },
    categories: { control: 'check', options: APP_CATEGORIES },
    offline: { control: 'boolean', description: 'Asks to keep reading while the patient is away' },
  },
  parameters: {
    ...onPhone.parameters,
    msw: {
      handlers: [
        http.get('*/v1/apps/authorizations/:uid', () => {
          const c = { ...appArgs, ...fromControls<Partial<AppControls>>() };
          return ok(
            authorizationRequest({
              app: { ...glucoseApp, name: c.appName, publisher: c.publisher },
              categories: c.categories,
              offline: c.offline,
            }),
          );
        }),
        ...appsHandlers.filled(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
