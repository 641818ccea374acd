import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemePreview } from './theme-preview';

/** Replaces the editor's text the way a paste over a selection does (one input event). */
function replaceText(editor: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(editor, text);
  editor.dispatchEvent(new Event('input', { bubbles: true }));
}

const meta = {
  title: 'Guide/Theme preview',
  component: ThemePreview,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `For white-label partners: paste your brand file (the same JSON as
\`packages/brands/src/<id>.json\`) and review components and key screens in your colours, fonts and radius,
with the WCAG AA contrast report that decides whether the brand can ship. No code or build needed.`,
      },
    },
  },
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FailingContrastNamed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Brand file' }) as HTMLTextAreaElement;
    const good = editor.value;
    const bad = good.replace('"orange-700": "#c2410c"', '"orange-700": "#fdba74"');
    replaceText(editor, bad);
    const report = canvas.getByTestId('brand-report');
    await expect(within(report).getByText('This brand is rejected')).toBeVisible();
    await expect(report).toHaveTextContent(
      /onPrimary on primary is \d\.\d\d:1, needs 4\.5:1 \(primary button label\)/,
    );
    // Back to the valid file, so the page ends in a state the accessibility check can pass.
    replaceText(editor, good);
    await expect(within(report).getByText('This brand can ship')).toBeVisible();
  },
};

export const InvalidJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Brand file' }) as HTMLTextAreaElement;
    await userEvent.clear(editor);
    await userEvent.click(editor);
    await userEvent.paste('{ "id": ');
    await expect(editor).toHaveValue('{ "id": ');
    await expect(canvas.getByText('The file is not valid JSON')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Nothing to preview' })).toBeVisible();
  },
};
