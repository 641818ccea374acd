import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import type { IdentitySummaryResponse } from '@portal/contract';
import { demoClaims, failWith, ok, pending, t, withPortalScreen } from '../../../testing/storybook';
import { identitySummary } from '../stories-support';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import IdentityAccountScreen from './identity-account-screen';

const summary = (overrides: Partial<IdentitySummaryResponse> = {}): IdentitySummaryResponse => ({
  ...identitySummary,
  ...overrides,
});
const answering = (content: IdentitySummaryResponse) => ({
  msw: { handlers: [http.get('/v1/patient/identity/confirm', () => ok(content))] },
});
const notVerified = summary({
  status: 'not_started',
  method: null,
  provider: null,
  assurance_level: 'none',
  assurance_method: null,
  verified_at: null,
});

/** The identity verification account page [PROF-7]: the level reached, how and when, and what to do next. */
const meta = {
  title: 'Screens/Account/Identity verification',
  component: IdentityAccountScreen,
  decorators: [withPortalScreen],
  parameters: { route: '/profile/identity', session: demoClaims, ...answering(summary()) },
} satisfies Meta<typeof IdentityAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByText(text, undefined, { timeout: 5000 })).toBeVisible();
  };

export const DocumentAndSelfie: Story = {
  tags: ['state:filled'],
  play: shows('Document and selfie checked'),
};
export const Coordinator: Story = {
  parameters: answering(
    summary({
      method: 'assisted',
      provider: 'coordinator',
      assurance_level: 'coordinator',
      assurance_method: 'assisted',
    }),
  ),
  play: shows('Verified by a coordinator'),
};
export const DocumentOnly: Story = {
  parameters: answering(
    summary({ method: 'driver_licence', assurance_level: 'document', assurance_method: 'driver_licence' }),
  ),
  play: shows('Document checked'),
};
export const NotVerified: Story = {
  parameters: answering(notVerified),
  play: async ({ canvasElement }) => {
    await shows(t('onboarding.identityAccount.levels.none'))({ canvasElement });
    await expect(
      within(canvasElement).getByRole('button', {
        name: t('onboarding.identityAccount.actions.not_started'),
      }),
    ).toBeVisible();
  },
};
export const OnHold: Story = {
  parameters: answering({ ...notVerified, status: 'on_hold' }),
  play: shows('See my request'),
};
export const Loading: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: [pending('get', '/v1/patient/identity/confirm')] } },
};
export const Error: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: [
        http.get('/v1/patient/identity/confirm', () => failWith(500, 'INTERNAL - Something went wrong.')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('app.retry') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const spanish = (story: Story, text: string): Story => ({
  ...story,
  globals: { locale: 'es' },
  play: shows(text),
});
export const DocumentAndSelfieSpanish = spanish(DocumentAndSelfie, 'Documento y selfie comprobados');
export const CoordinatorSpanish = spanish(Coordinator, 'Verificado por un coordinador');
export const NotVerifiedSpanish = spanish(NotVerified, 'Sin verificar');
export const OnHoldSpanish = spanish(OnHold, 'Ver mi solicitud');
export const ErrorSpanish: Story = { ...Error, globals: { locale: 'es' }, play: undefined };

/* No Long text story: the page shows only the portal's own words and a date, nothing a patient typed. */
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await shows(t('onboarding.identityAccount.levels.document_selfie'))({ canvasElement });
    await fitsTheViewport(canvasElement);
  },
};
