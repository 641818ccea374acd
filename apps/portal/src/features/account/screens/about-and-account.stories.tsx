import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoClaims, startingWith, t, withPortalScreen, wordsBefore } from '../../../testing/storybook';
import {
  longText,
  onPhone,
  patientArgTypes,
  withPatientFromControls,
  type PatientControls,
} from '../../../testing/story-states';
import AboutScreen from './about-screen';
import AccountScreen from './account-screen';

const meta = {
  title: 'Screens/Account/Account and About',
  component: AccountScreen,
  decorators: [withPatientFromControls(demoClaims), withPortalScreen],
  parameters: { route: '/profile', session: demoClaims },
  args: { givenName: demoClaims.given_name, familyName: demoClaims.family_name },
  argTypes: patientArgTypes,
} satisfies Meta<PatientControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [PROF-7] The Account tab links to every account page, by section. */
export const Account: Story = {
  tags: ['visual', 'state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the name comes with the patient's profile, a request after the first render
    await expect(await canvas.findByText(t('account.signedInAs', { name: 'Dana Demo' }))).toBeVisible();
    for (const page of [
      t('account.pages.identity'),
      t('account.menu.settings'),
      t('account.menu.support'),
      t('account.pages.feedback'),
      t('app.about'),
    ]) {
      await expect(canvas.getByRole('link', { name: page })).toBeVisible();
    }
  },
};
export const AccountSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Configuración' })).toBeVisible();
  },
};

/** [PROF-7] About: the brand, the version and the open-source licences. */
export const About: Story = {
  render: () => <AboutScreen />,
  parameters: { route: '/profile/about' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: startingWith(wordsBefore('account.about.title', 'brand')),
      }),
    ).toBeVisible();
    await expect(canvas.getByText('react-router')).toBeVisible();
  },
};
export const AboutSpanish: Story = {
  render: () => <AboutScreen />,
  parameters: { route: '/profile/about' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Licencias de código abierto')).toBeVisible();
  },
};

/** The longest names the contract takes (100 characters each): "Signed in as" wraps within the page. */
export const AccountLongText: Story = {
  tags: ['state:long-text'],
  args: { givenName: longText.givenName, familyName: longText.familyName },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(new RegExp(longText.familyName))).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const AccountPhone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('account.signedInAs', { name: 'Dana Demo' })),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const AboutPhone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  render: () => <AboutScreen />,
  parameters: { route: '/profile/about', ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
