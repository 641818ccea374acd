import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  containing,
  demoClaims,
  serverSays,
  startingWith,
  storyLanguage,
  t,
  withPortalScreen,
  wordsBefore,
} from '../../../testing/storybook';
import { errorStory, loadingStory } from '../stories-support';
import {
  fitsTheViewport,
  longFullName,
  longNamedClaims,
  longText,
  onPhone,
  showsRoleWithinWidth,
} from '../../../testing/story-states';
import {
  consentDocument,
  refusedSignatureHandlers,
  savingHandlers,
  signedStudy,
  studiesHandlers,
} from '../../../testing/studies';
import ConsentScreen from './consent-screen';

type Play = { canvasElement: HTMLElement };

/** A section's heading, from the consent document the server sends in the patient's language. */
const voluntaryHeading = () =>
  consentDocument(storyLanguage()).sections.find((section) => section.id === 'voluntary')!.heading;

/** Ticks every section's box and types the account's name, as a patient signing would. */
async function fillIn({ canvasElement }: Play, name = 'Dana Demo') {
  const canvas = within(canvasElement);
  for (const box of await canvas.findAllByRole('checkbox')) await userEvent.click(box);
  await userEvent.type(canvas.getByRole('textbox', { name: containing(t('studies.consent.name')) }), name);
}

/** E-consent [STUDY-2]: read, acknowledge, sign; saving, refused, confirmed, already signed. */
const meta = {
  title: 'Screens/Studies/E-consent',
  component: ConsentScreen,
  decorators: [withPortalScreen],
  parameters: {
    route: { path: '/home/studies/NCT99000101/consent', pattern: '/home/studies/:studyId/consent' },
    session: demoClaims,
    msw: { handlers: studiesHandlers() },
  },
} satisfies Meta<typeof ConsentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToSign: Story = {
  tags: ['state:filled'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: voluntaryHeading() })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6);
    await expect(canvas.getByText(t('studies.consent.nameHint', { name: 'dana Demo' }))).toBeVisible();
    await expect(
      canvas.getByText(startingWith(wordsBefore('studies.consent.signedAt', 'date'))),
    ).toBeVisible();
  },
};
export const MissingAcknowledgement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('studies.consent.sign') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors.STUDY_CONSENT_INCOMPLETE'));
    await expect(canvas.getByText(t('validation.required', { field: t('fields.full_name') }))).toBeVisible();
  },
};
export const NameMismatch: Story = {
  play: async (context) => {
    await fillIn(context, 'Someone Else');
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studies.consent.sign') }));
    await expect(canvas.getByText(t('errors.HIPAA_NAME_MISMATCH'))).toBeVisible();
  },
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: { msw: { handlers: savingHandlers() } },
  play: async (context) => {
    await fillIn(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studies.consent.sign') }));
    await expect(canvas.getByRole('button', { name: t('studies.consent.sign') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
export const Refused: Story = {
  tags: ['state:refused'],
  parameters: {
    msw: {
      handlers: refusedSignatureHandlers(() => serverSays('STUDY_CONSENT_STALE')),
    },
  },
  play: async (context) => {
    await fillIn(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studies.consent.sign') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.STUDY_CONSENT_STALE'));
  },
};
export const Confirmation: Story = {
  play: async (context) => {
    await fillIn(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('studies.consent.sign') }));
    await expect(
      await canvas.findByText(
        startingWith(wordsBefore('studies.confirmation.summary', 'date', { name: 'Dana Demo' })),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('studies.confirmation.sharing') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('studies.detail.download') })).toBeVisible();
  },
};
export const AlreadySigned: Story = {
  parameters: { msw: { handlers: studiesHandlers({ details: signedStudy() }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('studies.consent.alreadySigned'))).toBeVisible();
  },
};
export const Loading: Story = { tags: ['state:loading'], ...loadingStory };
export const Error: Story = { tags: ['state:error'], ...errorStory };
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Participar es su decisión' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Firmar el consentimiento' })).toBeVisible();
  },
};

/**
 * A patient whose names are at their caps (100 characters each) signs with a full name at its cap (200): the
 * hint naming the account and the signature field both wrap inside the screen.
 */
export const LongText: Story = {
  tags: ['state:long-text'],
  parameters: { session: longNamedClaims(demoClaims) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = `${longText.givenName} ${longText.familyName}`;
    await expect(await canvas.findByText(t('studies.consent.nameHint', { name }))).toBeVisible();
    const signature = canvas.getByRole('textbox', { name: containing(t('studies.consent.name')) });
    await userEvent.click(signature);
    await userEvent.paste(longFullName);
    await expect(signature).toHaveValue(longFullName);
    await fitsTheViewport(canvasElement);
  },
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: showsRoleWithinWidth('button', () => t('studies.consent.sign')),
};
