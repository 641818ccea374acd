import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card, CardContent, CardTitle } from '../card/card';
import { Link } from '../link/link';
import { PageHeader } from '../page-header/page-header';
import { PrintButton, PrintOnlyHeading } from './print-button';
import type { PrintOpener } from './print-view';

function Section({ opener, label = 'Print' }: { opener?: PrintOpener; label?: string }) {
  const ref = useRef<HTMLElement>(null);
  return (
    <section ref={ref} className="flex max-w-2xl flex-col gap-4">
      <PrintOnlyHeading>Ana García – Medications</PrintOnlyHeading>
      <PageHeader
        title="Medications"
        back={
          <Link href="#home" data-back-button="">
            Back
          </Link>
        }
        actions={
          <PrintButton target={ref} opener={opener}>
            {label}
          </PrintButton>
        }
      />
      <Card variant="striped">
        <CardTitle level={2}>Metformin 500 mg</CardTitle>
        <CardContent>Twice a day with meals.</CardContent>
      </Card>
      <Card variant="striped">
        <CardTitle level={2}>Lisinopril 10 mg</CardTitle>
        <CardContent>Once a day.</CardContent>
      </Card>
      <p data-remove-on-print="">Need help? Chat with us.</p>
    </section>
  );
}

const meta = {
  title: 'Components/PrintView',
  component: PrintButton,
  parameters: {
    docs: {
      description: {
        component: `Prints one section through a separate 800x600 window titled "Print": a copy of the section
with the page's styles, without the print button, the back button (\`data-back-button\`) and anything marked
\`data-remove-on-print\`, with \`PrintOnlyHeading\` text shown. Striped cards keep their fill and left border on
paper. The window is checked every 100 ms until loaded, prints, then closes. \`openPrintView(element)\` is the
same without the button.

**Keyboard and focus:** The print button is an ordinary button: Tab reaches it, Enter or Space opens the print window (the browser’s print dialog then has the keyboard).`,
      },
    },
  },
  // Each story renders its own section with a ref; the button's target comes from there.
  args: { target: { current: null } },
  render: () => <Section />,
} satisfies Meta<typeof PrintButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the test run a fake window stands in for the popup (a real one would block on the print dialog). */
export const Default: Story = {
  render: () => {
    const popupDocument = document.implementation.createHTMLDocument('');
    const opener: PrintOpener = {
      open: fn(() => ({ document: popupDocument, focus: fn(), print: fn(), close: fn() })),
      document,
      setInterval: (h, ms) => window.setInterval(h, ms),
      clearInterval: (id) => window.clearInterval(id as number),
    };
    (globalThis as { __printOpener?: PrintOpener }).__printOpener = opener;
    return <Section opener={opener} />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print' }));
    const opener = (globalThis as { __printOpener?: PrintOpener }).__printOpener!;
    await expect(opener.open).toHaveBeenCalledWith('', '_blank', 'popup=yes,width=800,height=600');
  },
};

export const Spanish: Story = { render: () => <Section label="Imprimir" /> };
export const AllStates: Story = { render: () => <Section /> };
