import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { checkBrand } from '@portal/brands';
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
    // A rejected brand is not offered for download: the server would refuse to start with it
    await expect(canvas.queryByRole('link', { name: 'Download brand file' })).toBeNull();
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

/** [BRAND-3] What the button gives is a brand file the server's start check accepts, as it stands in the editor. */
export const DownloadBrandFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Brand file' }) as HTMLTextAreaElement;
    const edited = JSON.parse(editor.value) as { name: string; id: string };
    replaceText(editor, JSON.stringify({ ...edited, id: 'newco', name: 'NewCo Health', notABrandField: 1 }));
    const link = canvas.getByRole('link', { name: 'Download brand file' });
    await expect(link).toHaveAttribute('download', 'newco.json');
    const file = decodeURIComponent(
      link.getAttribute('href')!.replace(/^data:application\/json;charset=utf-8,/, ''),
    );
    const check = checkBrand(JSON.parse(file));
    await expect(check.ok).toBe(true);
    await expect(JSON.parse(file)).toMatchObject({ id: 'newco', name: 'NewCo Health' });
    await expect(file).not.toContain('notABrandField');
  },
};
