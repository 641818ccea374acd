import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t, withPortalScreen } from '../../../testing/storybook';
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

export const List: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};

export const ListSpanish: Story = { globals: { locale: 'es' } };

const policyPage = (id: string): Story => ({
  render: () => <PolicyScreen />,
  parameters: { route: { path: `/policies/${id}`, pattern: '/policies/:policyId' } },
});

export const PrivacyPolicy: Story = policyPage('privacy');
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
