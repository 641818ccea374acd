import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import PoliciesScreen from './policies-screen';
import PolicyScreen from './policy-screen';

const meta = {
  title: 'Screens/Policies',
  component: PoliciesScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/policies' },
} satisfies Meta<typeof PoliciesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/*
 * The policies are the portal's own pages: nothing is read from the server (no loading, error or empty state)
 * and no patient's text is shown (no long text).
 */
export const List: Story = {
  tags: ['visual', 'state:filled'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};

export const ListSpanish: Story = { globals: { locale: 'es' } };

const policyPage = (id: string): Story => ({
  render: () => <PolicyScreen />,
  parameters: { route: { path: `/policies/${id}`, pattern: '/policies/:policyId' } },
});

export const PrivacyPolicy: Story = { ...policyPage('privacy'), tags: ['state:filled'] };
export const PatientAuthorizationPolicy: Story = policyPage('patient-authorization');
export const StudyPrivacyPolicy: Story = policyPage('study-privacy');
export const IdentityVerificationPolicy: Story = policyPage('identity-verification');
export const UnknownPolicy: Story = {
  ...policyPage('nope'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('policies.notFound'))).toBeVisible();
  },
};
export const PolicySpanish: Story = { ...policyPage('privacy'), globals: { locale: 'es' } };

/** A policy on a phone: its heading and paragraphs wrap inside the screen. */
export const Phone: Story = {
  tags: ['state:phone'],
  ...policyPage('privacy'),
  ...onPhone,
  parameters: { ...policyPage('privacy').parameters, ...onPhone.parameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('policies.privacy.title'), level: 1 }),
    ).toBeVisible();
    await fitsTheViewport(canvasElement);
  },
};
