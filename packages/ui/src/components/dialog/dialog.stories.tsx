import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { brands } from '@portal/brands';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component: `Radix Dialog, one-to-one. Always give a \`DialogTitle\` and a \`DialogDescription\`. Focus moves
into the dialog on open, is trapped while open and returns to the trigger on close; Escape closes.
\`closeLabel\` names the X button (pass the translated word).

Use for short decisions and notices (the insights disclaimer, confirmations). Not for long forms.`,
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const Disclaimer = ({ open, spanish = false }: { open?: boolean; spanish?: boolean }) => (
  <Dialog defaultOpen={open}>
    <DialogTrigger asChild>
      <Button variant="secondary">{spanish ? 'Acerca de las recomendaciones' : 'About insights'}</Button>
    </DialogTrigger>
    <DialogContent closeLabel={spanish ? 'Cerrar' : 'Close'}>
      <DialogHeader>
        <DialogTitle>{spanish ? 'Aviso sobre recomendaciones' : 'About your insights'}</DialogTitle>
        <DialogDescription>
          {spanish
            ? 'Las recomendaciones se basan en sus registros y no reemplazan el consejo médico.'
            : 'Insights are based on your records and do not replace advice from your care team.'}
        </DialogDescription>
      </DialogHeader>
      <Checkbox label={spanish ? 'No volver a mostrar' : 'Do not show this again'} />
      <DialogFooter>
        <DialogClose asChild>
          <Button>{spanish ? 'Entendido' : 'I understand'}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

export const Default: Story = {
  render: () => <Disclaimer />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About insights' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'About your insights' });
    await expect(dialog).toHaveAccessibleDescription(/do not replace advice/);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const InsightsDisclaimerOpen: Story = {
  render: () => <Disclaimer open />,
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const Spanish: Story = {
  render: () => <Disclaimer open spanish />,
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

export const LongText: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogTitle>Authorization for use and disclosure of protected health information</DialogTitle>
        <DialogDescription>Please read the whole authorization before you sign.</DialogDescription>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Section {i + 1}. I authorize the release of my health information, including records of diagnoses,
            treatment, laboratory results and medications, to the organizations named in this form.
          </p>
        ))}
      </DialogContent>
    </Dialog>
  ),
};

export const AllStates: Story = { render: () => <Disclaimer open /> };

/**
 * [BRAND-3] A dialog is portalled to <body>, outside the story's tree: it must still take the brand set on
 * <html>. Its primary button's brand token is compared with a button drawn in place, in every brand.
 */
export const PortalledDialogFollowsTheBrand: Story = {
  render: () => (
    <>
      <Button>In place</Button>
      <Disclaimer open />
    </>
  ),
  play: async ({ canvasElement }) => {
    // the open modal hides the rest of the page from assistive technology, hence `hidden`
    const inPlace = within(canvasElement).getByRole('button', { name: 'In place', hidden: true });
    const dialog = await screen.findByRole('dialog');
    const portalled = within(dialog).getByRole('button', { name: 'I understand' });
    await expect(canvasElement.contains(portalled)).toBe(false);
    const root = document.documentElement;
    const before = root.dataset.brand;
    const seen = new Set<string>();
    try {
      for (const { id } of brands) {
        root.dataset.brand = id;
        // the token, not background-color: buttons transition their colours, so a computed colour read
        // right after the switch is still the old one
        const primary = getComputedStyle(portalled).getPropertyValue('--color-primary');
        await expect(primary).toBe(getComputedStyle(inPlace).getPropertyValue('--color-primary'));
        seen.add(primary);
      }
    } finally {
      if (before === undefined) delete root.dataset.brand;
      else root.dataset.brand = before;
    }
    // every brand gives its own primary colour, so the comparison above could fail
    await expect(seen.size).toBe(brands.length);
  },
};
