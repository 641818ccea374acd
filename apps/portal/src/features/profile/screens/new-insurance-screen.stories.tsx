import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { saveDraft } from '../../../lib/drafts';
import { largePhoto } from '../../../testing/photos';
import {
  answering,
  insurancePlans,
  longPlan,
  PIXEL_PNG,
  press,
  profileStory,
  REFUSED,
  shows,
  storiesAt,
} from '../stories-support';
import { failWith } from '../../../testing/msw';
import { containing, serverSays, t, withPortalScreen } from '../../../testing/storybook';
import { fitsTheViewport, onPhone } from '../../../testing/story-states';
import NewInsuranceScreen from './new-insurance-screen';

const at = storiesAt('/profile/insurance/new', ['get', '/v1/patient/insurance', { data: insurancePlans() }]);

/** Add insurance [PROF-5]. */
const meta = {
  title: 'Screens/Profile/New insurance',
  component: NewInsuranceScreen,
  decorators: [withPortalScreen],
  parameters: { ...at() },
} satisfies Meta<typeof NewInsuranceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: containing(t('profile.insurance.fields.payer')) }),
    'Blue Harbor Health',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: containing(t('profile.insurance.fields.member_id')) }),
    'BHH-1',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: containing(t('profile.insurance.fields.subscriber_name')) }),
    'Dana Demo',
  );
  await userEvent.selectOptions(canvas.getByRole('combobox'), 'self');
}

export const Empty: Story = {
  tags: ['state:empty'],
  play: shows(() => t('profile.insurance.sides.front')),
};
export const Problems: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('profile.insurance.add'));
    await expect(
      await within(canvasElement).findByText(t('validation.required', { field: t('fields.payer') })),
    ).toBeVisible();
  },
};
export const Saving: Story = {
  tags: ['state:saving'],
  parameters: at(['post', '/v1/patient/insurance', 'pending']),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await press(canvasElement, t('profile.insurance.add'));
    await expect(
      within(canvasElement).getByRole('button', { name: containing(t('profile.insurance.add')) }),
    ).toBeDisabled();
  },
};
export const Refused: Story = {
  tags: ['state:refused'],
  parameters: at(['post', '/v1/patient/insurance', { fail: REFUSED }]),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await press(canvasElement, t('profile.insurance.add'));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Please check what you entered.', undefined, {
        timeout: 15000,
      }),
    ).toBeVisible();
  },
};
export const EmptySpanish: Story = { globals: { locale: 'es' }, play: shows('Reverso de la tarjeta') };

/** A photo the server takes (a 1×1 PNG). */
const smallPhoto = () => new File([PIXEL_PNG.slice()], 'front.png', { type: 'image/png' });

const front = () => t('profile.insurance.sides.front');
const frontPicker = (canvasElement: HTMLElement) =>
  within(canvasElement).findByLabelText(t('profile.insurance.choosePhoto', { side: front() }), undefined, {
    timeout: 15000,
  });
const chosenFront = () => t('profile.insurance.chosenPhoto', { side: front() });

/** [issue 23] A file that is no picture, whatever its name says: refused at its field, no broken preview. */
export const NotAPicture: Story = {
  play: async ({ canvasElement }) => {
    const picker = await frontPicker(canvasElement);
    await userEvent.upload(picker, new File(['%PDF-1.4 not a card'], 'card.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(t('profile.insurance.photoProblems.notImage')),
    );
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
export const NotAPictureSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const picker = await frontPicker(canvasElement);
    await userEvent.upload(picker, new File(['not a card'], 'card.png', { type: 'image/png' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(/Este archivo no es una imagen/));
  },
};

/** [issue 23] A phone's photo over 5 MB is made smaller in the browser and shown, not refused. */
export const LargePhotoShrunk: Story = {
  play: async ({ canvasElement }) => {
    const big = await largePhoto('front.png');
    await expect(big.size).toBeGreaterThan(5 * 1024 * 1024);
    await userEvent.upload(await frontPicker(canvasElement), big);
    await expect(
      await within(canvasElement).findByRole('img', { name: chosenFront() }, { timeout: 10000 }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText(/5 MB/)).toBeNull();
  },
};

/** The server's refusal of a front photo it cannot read, in the patient's language. */
const unreadableFront = () => t('validation.image_invalid', { field: t('fields.front_image') });

/** [issue 23] The server refuses the front photo: said at that photo's field, not only in a passing toast. */
export const PhotoRefusedByServer: Story = {
  parameters: profileStory('/profile/insurance/new', [
    ...answering(['get', '/v1/patient/insurance', { data: insurancePlans() }]),
    http.post('*/v1/patient/insurance', () =>
      failWith(400, serverSays('VALIDATION_FAILED', unreadableFront()), {
        field: 'front_image',
        key: 'image_invalid',
      }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const picker = await frontPicker(canvasElement);
    await userEvent.upload(picker, smallPhoto());
    await within(canvasElement).findByRole('img', { name: chosenFront() });
    await press(canvasElement, t('profile.insurance.add'));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(unreadableFront()), { timeout: 15000 });
  },
};

/**
 * [issue 23] After a reload: what was typed is back, and the photos chosen before (a page cannot keep a file)
 * are asked for again, as the form says.
 */
export const AfterAReload: Story = {
  decorators: [
    (Story) => {
      // inside the portal decorator, which clears storage first: what the form kept before the reload
      saveDraft('insurance', {
        fields: {
          payer: 'Blue Harbor Health',
          member_id: 'BHH-99817730',
          group_number: '',
          subscriber_name: 'Dana Demo',
          subscriber_relationship: 'self',
        },
        photosChosen: true,
      });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    await shows(t('profile.insurance.photosNotKept'))({ canvasElement });
    await expect(
      within(canvasElement).getByRole('textbox', {
        name: containing(t('profile.insurance.fields.member_id')),
      }),
    ).toHaveValue('BHH-99817730');
  },
};
export const AfterAReloadSpanish: Story = {
  ...AfterAReload,
  globals: { locale: 'es' },
  play: shows('Las fotos no se guardan al recargar la página. Vuelva a elegirlas.'),
};

/* The form shows before the plans are read (they only take the new one in): no loading or error state. */

/**
 * Every field at the contract's caps (a payer of 120 characters, a member ID of 40, a subscriber of 200), as a
 * draft kept from before a reload puts them back: each field holds all of it, on the page.
 */
export const LongText: Story = {
  tags: ['state:long-text'],
  decorators: [
    (Story) => {
      const { payer, member_id, group_number, subscriber_name } = longPlan();
      saveDraft('insurance', {
        fields: {
          payer,
          member_id,
          group_number: group_number ?? '',
          subscriber_name,
          subscriber_relationship: 'self',
        },
        photosChosen: false,
      });
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const field = (name: 'payer' | 'subscriber_name') =>
      within(canvasElement).findByRole('textbox', {
        name: containing(t(`profile.insurance.fields.${name}`)),
      });
    await expect(await field('payer')).toHaveValue(longPlan().payer);
    await expect(await field('subscriber_name')).toHaveValue(longPlan().subscriber_name);
    await fitsTheViewport(canvasElement);
  },
};
export const Phone: Story = {
  tags: ['state:phone'],
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(await frontPicker(canvasElement)).toBeInTheDocument();
    await fitsTheViewport(canvasElement);
  },
};
