import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checkBrand, contrastRatio, getBrand } from '@portal/brands';
import { Button } from '@portal/ui';
import { DRAFT_BRAND_STORAGE_KEY } from '../../apps/portal/src/testing/storybook';
import { brandFileServer } from './theme-tool/serve';
import { ThemeTool } from './theme-tool/theme-tool';

/** Sets a native colour input as its picker does when a colour is chosen (one input event). */
function pick(input: HTMLInputElement, hex: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, hex);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const svgLogo = new File(
  [
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="40" height="40" fill="#115e59"/><text x="48" y="28" font-size="20">NewCo</text></svg>',
  ],
  'newco.svg',
  { type: 'image/svg+xml' },
);
// A 2×1 PNG, as a partner's export
const pngLogo = new File(
  [
    Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAkAAbMtBnkAAAAASUVORK5CYII=',
      ),
      (c) => c.charCodeAt(0),
    ),
  ],
  'newco.png',
  { type: 'image/png' },
);

const meta = {
  title: 'Guide/Theme tool',
  component: ThemeTool,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `For white-label partners, on their own: make a brand with colour pickers, see the contrast of
every pair the components draw (each failure in plain words with the nearest passing shade), upload a logo,
set fonts, support contacts and legal links, and download the brand file the server loads from its BRANDS_DIR.
Edits stay in this browser; choose **Draft brand** in the Brand toolbar to see every story in the draft.`,
      },
    },
  },
} satisfies Meta<typeof ThemeTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * A partner's whole walk: start from a brand, name it, pick colours, upload a logo (SVG, then PNG), meet a failing
 * pair explained with its nearest passing shade, take that shade, download the file, and a server started with
 * that file in its BRANDS_DIR serves the new brand at its host.
 */
export const MakeABrand: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start from Acme Care' }));
    const name = canvas.getByRole('textbox', { name: 'Brand name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'NewCo Health');
    const id = canvas.getByRole('textbox', { name: /^Brand id/ });
    await userEvent.clear(id);
    await userEvent.type(id, 'newco');

    await step('pick colours with the picker and as a hex code', async () => {
      pick(canvas.getByLabelText('Primary', { selector: 'input[type=color]' }), '#115e59');
      await expect(canvas.getByRole('textbox', { name: 'Primary, hex code' })).toHaveValue('#115e59');
      const link = canvas.getByRole('textbox', { name: 'Link, hex code' });
      await userEvent.clear(link);
      await userEvent.type(link, '#115e59');
      await expect(canvas.getByLabelText('Link', { selector: 'input[type=color]' })).toHaveValue('#115e59');
      await expect(canvas.getByText('Every colour pair is easy to read')).toBeVisible();
    });

    await step('upload a logo: SVG, a file of another type refused, then PNG', async () => {
      const upload = canvas.getByLabelText('Logo (SVG or PNG)');
      await userEvent.upload(upload, svgLogo);
      const onDark = canvas.getByRole('img', { name: 'NewCo Health logo, on a dark surface' });
      await waitFor(() => expect(decodeURIComponent(onDark.getAttribute('src')!)).toContain('>NewCo</text>'));
      await userEvent.upload(upload, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), {
        applyAccept: false,
      });
      await expect(await canvas.findByText(/“logo\.gif” is not an SVG or PNG file/)).toHaveAttribute(
        'role',
        'alert',
      );
      await userEvent.upload(upload, pngLogo);
      await waitFor(() =>
        expect(decodeURIComponent(onDark.getAttribute('src')!)).toContain('data:image/png;base64,'),
      );
      await expect(canvas.queryByText(/is not an SVG or PNG file/)).toBeNull();
    });

    await step('a failing pair is explained, with the nearest passing shade to take', async () => {
      pick(canvas.getByLabelText('Primary', { selector: 'input[type=color]' }), '#99f6e4');
      const failures = await canvas.findByTestId('contrast-failures');
      await expect(failures).toHaveTextContent(
        /Primary button label is hard to read: on primary #ffffff on primary #99f6e4 has a contrast of 1\.\d\d to 1, and needs at least 4\.5 to 1\./,
      );
      await expect(canvas.queryByRole('link', { name: 'Download brand file' })).toBeNull();
      await expect(canvas.getByText('Not ready to download yet')).toBeVisible();
      const take = within(failures).getAllByRole('button', { name: /^Use #[0-9a-f]{6} for primary$/ })[0]!;
      const shade = /#[0-9a-f]{6}/.exec(take.textContent!)![0];
      await expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      await userEvent.click(take);
      await expect(canvas.getByRole('textbox', { name: 'Primary, hex code' })).toHaveValue(shade);
      await expect(canvas.getByText('Every colour pair is easy to read')).toBeVisible();
    });

    // Kept across reloads: the draft is in this browser's storage as edited
    await expect(JSON.parse(localStorage.getItem(DRAFT_BRAND_STORAGE_KEY)!)).toMatchObject({
      id: 'newco',
      name: 'NewCo Health',
    });

    await step(
      'download the brand file; a server started with it in BRANDS_DIR serves the brand',
      async () => {
        const link = canvas.getByRole('link', { name: 'Download brand file' });
        await expect(link).toHaveAttribute('download', 'newco.json');
        const server = brandFileServer();
        if (!server) return; // in Storybook itself the click downloads the file, and no server is at hand
        await server.expectDownload();
        await userEvent.click(link);
        const served = await server.serveDownloadedBrand();
        const file = JSON.parse(served.file) as Record<string, unknown>;
        await expect(served.fileName).toBe('newco.json');
        await expect(checkBrand(file).ok).toBe(true);
        await expect(file).toMatchObject({ id: 'newco', name: 'NewCo Health' });
        await expect(served.dataBrand).toBe('newco');
        await expect(served.title).toMatch(/NewCo Health$/);
        const primary = canvas.getByRole('textbox', { name: 'Primary, hex code' });
        await expect(served.primary).toBe((primary as HTMLInputElement).value);
        await expect(decodeURIComponent(served.logoSrc ?? '')).toContain('data:image/png;base64,');
        // Its favicon: its initials on its primary colour
        await expect(served.favicon).toMatchObject({
          status: 200,
          type: expect.stringMatching(/^image\/svg\+xml/),
        });
        await expect(served.favicon.body).toContain(`fill="${(primary as HTMLInputElement).value}"`);
        await expect(served.favicon.body).toContain('>NH</text>');
      },
    );
  },
};

const toolbarDraft = (() => {
  const acme = getBrand('acme')!;
  return {
    ...acme,
    id: 'draft-check',
    name: 'Draft Check Health',
    palette: { ...acme.palette, 'draft-teal': '#115e59' },
    colors: { ...acme.colors, primary: 'draft-teal' },
  };
})();

/**
 * "Draft brand" in the Brand toolbar: any story shows the draft saved in this browser, its CSS and its entry in
 * the registry (what screens and messages read). A draft of its own for the story, the partner's put back after.
 */
export const DraftBrandInTheToolbar: Story = {
  globals: { brand: 'draft' },
  beforeEach: () => {
    const partners = localStorage.getItem(DRAFT_BRAND_STORAGE_KEY);
    localStorage.setItem(DRAFT_BRAND_STORAGE_KEY, JSON.stringify(toolbarDraft));
    return () => {
      if (partners === null) localStorage.removeItem(DRAFT_BRAND_STORAGE_KEY);
      else localStorage.setItem(DRAFT_BRAND_STORAGE_KEY, partners);
    };
  },
  render: () => <Button>Continue</Button>,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.brand).toBe('draft');
    await expect(getBrand('draft')).toMatchObject({ name: 'Draft Check Health' });
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(17, 94, 89)');
  },
};
