import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '@portal/ui';
import { demoClaims, t, withPortalScreen } from '../../testing/storybook';
import { atViewport as at, storyViewports as viewports } from '../../testing/story-states';
import { useBrand } from '../brand-context';
import { SignedInFrame } from '../signed-in-frame';
import { AccountMenu } from './account-menu';

/** The signed-in frame as the root layout draws it: header with the account menu, navigation, page. */
function SignedInApp() {
  const { t } = useTranslation();
  return (
    <AppShell
      brand={useBrand()}
      actions={<AccountMenu />}
      navLabel={t('app.mainNav')}
      className="pb-20 md:pb-0"
    >
      <SignedInFrame />
    </AppShell>
  );
}

const meta = {
  title: 'Screens/App/Navigation',
  component: SignedInApp,
  decorators: [withPortalScreen],
  parameters: { route: '/home', session: demoClaims, viewport: { options: viewports }, layout: 'fullscreen' },
} satisfies Meta<typeof SignedInApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainNav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: t('app.mainNav') });

/** Wide screens: every destination beside the page, the current one marked. */
export const Desktop: Story = {
  tags: ['state:filled'],
  globals: at('desktop'),
  play: async ({ canvasElement }) => {
    const nav = within(mainNav(canvasElement));
    await expect(nav.getByRole('link', { name: t('records.tabs.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: t('records.tabs.healthRecord') })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('nav.account') })).toBeVisible();
    await expect(nav.queryByRole('button', { name: t('nav.more') })).toBeNull();
  },
};

/**
 * A phone: four destinations and "More"; a page among the rest makes "More" look current, its sheet says which.
 * The frame answers every signed-in address, so choosing Vitals ends on the phone's navigation, not on a path.
 */
export const Phone: Story = {
  tags: ['visual', 'state:phone'],
  globals: at('phone390'),
  parameters: { route: { path: '/home/trends/blood-pressure', pattern: '/home/*' } },
  play: async ({ canvasElement }) => {
    const nav = within(mainNav(canvasElement));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      t('records.tabs.home'),
      t('records.tabs.myHealth'),
      t('records.tabs.medications'),
      t('records.tabs.timeline'),
    ]);
    await userEvent.click(nav.getByRole('button', { name: t('nav.more') }));
    const sheet = within(await within(document.body).findByRole('dialog', { name: t('nav.more') }));
    await expect(sheet.getByRole('link', { name: t('records.tabs.trends') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sheet.getByRole('link', { name: t('nav.account') })).toBeVisible();
    await userEvent.click(sheet.getByRole('link', { name: t('records.tabs.vitals') }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(within(mainNav(canvasElement)).getByRole('button', { name: t('nav.more') })).toBeVisible();
  },
};

/** Every item of the bar within a 320 px screen, nothing scrolling sideways. */
async function fitsSmallPhone(nav: HTMLElement) {
  for (const item of within(nav).getAllByRole('listitem')) {
    const { left, right } = item.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(320);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
}

/** The smallest phone: the whole bar fits. */
export const SmallPhone: Story = {
  tags: ['state:phone'],
  globals: at('phone320'),
  parameters: { route: '/home/timeline' },
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    await expect(within(nav).getByRole('link', { name: t('records.tabs.timeline') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await fitsSmallPhone(nav);
  },
};

/** Spanish names are longer ("Medicamentos"): they fit whole too. */
export const SmallPhoneSpanish: Story = {
  tags: ['state:phone'],
  globals: { ...at('phone320'), locale: 'es' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getByRole('link', { name: 'Medicamentos' })).toBeVisible();
    await fitsSmallPhone(nav);
  },
};

/** The header's account menu: the account's pages and log out. */
export const AccountMenuOpen: Story = {
  globals: at('phone390'),
  parameters: { route: '/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('nav.account') }));
    const menu = within(canvas.getByRole('navigation', { name: t('nav.account') }));
    await expect(menu.getByRole('link', { name: t('account.menu.profile') })).toBeVisible();
    await expect(menu.getByRole('link', { name: t('account.menu.support') })).toBeVisible();
    await expect(menu.getByRole('button', { name: t('logOut') })).toBeVisible();
    await expect(within(mainNav(canvasElement)).getByRole('button', { name: t('nav.more') })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { ...at('desktop'), locale: 'es' },
  parameters: { route: '/profile' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Principal' }));
    await expect(nav.getByRole('link', { name: 'Cuenta' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mi salud' })).toBeVisible();
  },
};
